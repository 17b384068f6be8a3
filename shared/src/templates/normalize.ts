import { pageLocale } from '../i18n/catalogue.js';
import { isPageLanguage, PAGE_LANGUAGES } from '../i18n/codes.js';
import { fill } from '../i18n/format.js';
import type { PageMessages } from '../i18n/messages.js';
import { SUMMARY_COLLAPSE_WORDS } from '../limits.js';
import type { PortfolioSettings, ResumeData, ResumeDate, SocialKey } from '../resume/schema.js';
import { SOCIAL_KEYS } from '../resume/schema.js';
import { storedPhotoSize } from '../resume/photo/photo.js';
import { latestRole } from '../enhance/headline.js';
import { isWebUrl, safeUrl } from '../security/url.js';
import { formatPeriod, formatResumeDate, yearsCovered } from './period.js';
import { pageLanguage, type PageLanguage } from './script.js';
import type {
  FiguresView,
  SkillGroupView,
  SkillsView,
  SocialLinkView,
  SummaryView,
  TemplateView,
} from './types.js';

const SOCIAL_LABELS: Record<Exclude<SocialKey, 'website'>, string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  twitter: 'X (Twitter)',
};
const socialLabel = (key: SocialKey, t: PageMessages) => (key === 'website' ? t.website : SOCIAL_LABELS[key]);

/**
 * The language a page speaks: the one the owner chose, else the one the resume is written in.
 * `requested` lets a caller render one portfolio in several languages without another setting.
 */
export function pageLanguageOf(
  resume: ResumeData,
  settings: PortfolioSettings,
  requested = '',
): PageLanguage {
  const chosen = [requested, settings.language ?? ''].find(isPageLanguage);
  if (chosen) return { lang: chosen, dir: PAGE_LANGUAGES[chosen].dir };
  const info = resume.personalInfo;
  return pageLanguage([
    info.name,
    info.title,
    resume.summary.content,
    ...resume.experience.flatMap((e) => [e.title, e.company, e.description, ...e.bullets]),
    ...resume.education.flatMap((e) => [e.school, e.degree]),
    ...resume.projects.flatMap((p) => [p.name, p.description]),
  ]);
}

/**
 * Builds the one view model all six templates render from a canonical resume and the owner's
 * settings. Hidden contact details are dropped here too (defence in depth: the server also redacts
 * before rendering), links pass the URL allowlist, and nothing is invented: skill levels only when
 * stated, figures only when counted. `lang` asks for a page language other than the settings' one.
 */
function toPhoto(photo: string, settings: PortfolioSettings): TemplateView['photo'] {
  const size = settings.showPhoto ? storedPhotoSize(photo) : null;
  return size ? { src: photo, ...size } : null;
}

export function toTemplateView(
  resume: ResumeData,
  settings: PortfolioSettings,
  now = new Date(),
  lang = '',
): TemplateView {
  const info = resume.personalInfo;
  const language = pageLanguageOf(resume, settings, lang);
  const { messages: t } = pageLocale(language.lang);
  const period = (start: ResumeDate, end: ResumeDate, fallback = '') =>
    formatPeriod(start, end, fallback, language.lang, t.present);
  const date = (value: ResumeDate) => formatResumeDate(value, language.lang, t.present);
  const skills = toSkills(resume, t);
  const projects = resume.projects
    .filter((p) => p.name.trim() || p.description.trim())
    .map((p, i) => ({
      key: `project-${i + 1}`,
      name: p.name.trim() || fill(t.projectNumber, { n: i + 1 }),
      description: p.description.trim(),
      tech: unique(p.tech.map((t) => t.trim()).filter(Boolean)),
      image: webUrl(p.image),
      link: webUrl(p.link),
      github: webUrl(p.github),
    }));
  const experience = resume.experience
    .filter((e) => e.title.trim() || e.company.trim())
    .map((e) => ({
      title: e.title.trim(),
      company: e.company.trim(),
      location: e.location.trim(),
      period: period(e.start, e.end, e.period),
      description: e.description.trim(),
      bullets: e.bullets.map((b) => b.trim()).filter(Boolean),
    }));
  const summary = toSummary(resume);
  const hero = toHero(resume, settings, summary.text);
  return {
    ...language,
    t,
    name: info.name.trim(),
    location: settings.showLocation ? info.location.trim() : '',
    email: settings.showEmail ? info.email.trim() : '',
    phone: settings.showPhone ? info.phone.trim() : '',
    photo: toPhoto(info.photo ?? '', settings),
    initials: initialsOf(info.name),
    ...hero,
    summary,
    experience,
    education: resume.education
      .filter((e) => e.school.trim() || e.degree.trim())
      .map((e) => ({
        school: e.school.trim(),
        degree: e.degree.trim(),
        location: e.location.trim(),
        period: period(e.start, e.end),
        description: e.description.trim(),
      })),
    projects,
    skills,
    socials: toSocials(resume, t),
    languages: resume.languages
      .map((l) => ({ name: l.name.trim(), level: l.level.trim() }))
      .filter((l) => l.name),
    certifications: resume.certifications
      .map((c) => ({ name: c.name.trim(), issuer: c.issuer.trim(), date: date(c.date), url: webUrl(c.url) }))
      .filter((c) => c.name),
    awards: resume.awards
      .map((a) => ({
        title: a.title.trim(),
        awarder: a.awarder.trim(),
        date: date(a.date),
        summary: a.summary.trim(),
      }))
      .filter((a) => a.title),
    publications: resume.publications
      .map((p) => ({
        name: p.name.trim(),
        publisher: p.publisher.trim(),
        date: date(p.date),
        url: webUrl(p.url),
        summary: p.summary.trim(),
      }))
      .filter((p) => p.name),
    volunteering: resume.volunteering
      .map((v) => ({
        organization: v.organization.trim(),
        role: v.role.trim(),
        period: period(v.start, v.end),
        description: v.description.trim(),
      }))
      .filter((v) => v.organization || v.role),
    interests: resume.interests
      .map((i) => ({
        name: i.name.trim(),
        keywords: unique(i.keywords.map((k) => k.trim()).filter(Boolean)),
      }))
      .filter((i) => i.name),
    figures: toFigures(resume, skills, projects.length, experience.length, now),
    status: settings.status.trim(),
    currentRole: toCurrentRole(resume, hero.title, period),
  };
}

/**
 * The role the resume says is current, for the first screen: "Role · Company · 2021 – present", the
 * role left out when the title above already says it. '' without a current role.
 */
function toCurrentRole(
  resume: ResumeData,
  shownTitle: string,
  period: (start: ResumeDate, end: ResumeDate) => string,
): string {
  const role = latestRole(resume.experience);
  if (!role || role.end !== 'present') return '';
  const title = role.title.trim();
  const parts = [
    title && title.toLowerCase() !== shownTitle.trim().toLowerCase() ? title : '',
    role.company.trim(),
    period(role.start, role.end),
  ].filter(Boolean);
  return parts.length > 1 || role.company.trim() ? parts.join(' · ') : '';
}

/**
 * Title, headline and subheadline under the name. The title is the one headline the owner edits
 * (issue 22: the page shows what they wrote, not a second line made from it); empty, the latest
 * role's title. `landing.headline` is what older versions kept as a second headline: shown only
 * while it says something else. No sentence is printed twice: a line that repeats one above it, or
 * that the About text already says, is left out.
 */
function toHero(
  resume: ResumeData,
  settings: PortfolioSettings,
  about: string,
): Pick<TemplateView, 'title' | 'headline' | 'subheadline'> {
  // The About text's own sentences count as said already.
  const said = [about, ...about.split(/(?<=[.!?])\s+/)].map(sentenceKey).filter(Boolean);
  const fresh = (text: string): string => {
    const key = sentenceKey(text);
    if (!key || said.includes(key)) return '';
    said.push(key);
    return text;
  };
  const own = resume.personalInfo.title.trim() || resume.landing.headline.trim();
  const title = settings.showTitle ? fresh(own || (latestRole(resume.experience)?.title.trim() ?? '')) : '';
  const headline = settings.showHeadline ? fresh(resume.landing.headline.trim()) : '';
  return { title, headline, subheadline: fresh(resume.landing.subheadline.trim()) };
}

/** Case, spacing and final punctuation do not make a sentence a different one. */
function sentenceKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim();
}

/** Splits on whitespace; what "30 words" means in SPEC.md section 2. */
export function collapseSummary(text: string, words = SUMMARY_COLLAPSE_WORDS): string | null {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  return parts.length > words ? parts.slice(0, words).join(' ') : null;
}

function toSummary(resume: ResumeData): SummaryView {
  const text = resume.summary.content.trim();
  return {
    text,
    short: collapseSummary(text),
    highlights: resume.summary.highlights.map((h) => h.trim()).filter(Boolean),
    specialization: resume.summary.specialization.trim(),
  };
}

/**
 * Skill groups as visitors read them. Parsers often split one unlabelled list into several (columns,
 * lines) and resumes repeat a label: shown apart they read as "Skills, Skills, Skills". Groups with the
 * same label (or none) become one, in the place of the first, each skill once.
 */
function toSkills(resume: ResumeData, t: PageMessages): SkillsView {
  const byLabel = new Map<string, SkillGroupView>();
  for (const g of resume.skills) {
    const label = g.category.trim();
    const key = label.toLowerCase();
    const group = byLabel.get(key) ?? { category: label || t.skills, named: label !== '', items: [] };
    byLabel.set(key, group);
    const seen = new Set(group.items.map((s) => s.name.toLowerCase()));
    for (const s of g.items) {
      const name = s.name.trim();
      if (!name || seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      group.items.push({ name, level: s.level === null ? null : Math.round(s.level) });
    }
  }
  const groups = [...byLabel.values()].filter((g) => g.items.length > 0);
  const names = unique(groups.flatMap((g) => g.items.map((s) => s.name)));
  return { groups, hasLevels: groups.some((g) => g.items.some((s) => s.level !== null)), names };
}

function toSocials(resume: ResumeData, t: PageMessages): SocialLinkView[] {
  const out: SocialLinkView[] = [];
  const seen = new Set<string>();
  const add = (key: SocialLinkView['key'], label: string, raw: string) => {
    const url = webUrl(raw);
    const id = url.replace(/\/+$/, '').toLowerCase();
    if (!url || seen.has(id)) return;
    seen.add(id);
    out.push({ key, label, url });
  };
  for (const key of SOCIAL_KEYS) {
    const url = resume.footer.socials[key];
    if (url) add(key, socialLabel(key, t), url);
  }
  for (const link of resume.personalInfo.links) {
    const key = socialKeyOf(link.url);
    const label = linkLabel(link.label);
    add(key, isAddress(label) || !label ? addressLabel(key, link.url, out, t) : label, link.url);
  }
  return out;
}

/** A label that is just the address again ("https://www.linkedin.com/in/jane/"), as resumes print them. */
function isAddress(label: string): boolean {
  return /^(https?:\/\/|www\.)/i.test(label);
}

/**
 * Words for a link whose label was its address: the network's name for the first profile there
 * ("LinkedIn"), else the address without its scheme, "www." and trailing slash. Print adds the full
 * address after every link, so nothing is lost on paper.
 */
function addressLabel(
  key: SocialLinkView['key'],
  url: string,
  before: SocialLinkView[],
  t: PageMessages,
): string {
  if (key !== 'link' && !before.some((s) => s.key === key)) return socialLabel(key, t);
  const short = url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/+$/, '');
  return short || hostOf(url);
}

function toFigures(
  resume: ResumeData,
  skills: SkillsView,
  projects: number,
  roles: number,
  now: Date,
): FiguresView {
  const covered = yearsCovered(resume.experience, now);
  const technologies = new Set(
    [...skills.names, ...resume.projects.flatMap((p) => p.tech)]
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  );
  return {
    years:
      covered ??
      (resume.summary.yearsExperience === null ? null : Math.floor(resume.summary.yearsExperience)),
    roles,
    projects,
    technologies: technologies.size,
  };
}

/**
 * A link's label without what icon fonts leave in extracted text: private-use glyphs, replacement
 * characters, and a lone symbol or accented letter standing for the icon before the words
 * ("ï marissamayer", " janedoe").
 */
export function linkLabel(raw: string): string {
  return raw
    .replace(/[\p{Co}\uFFFD]/gu, '')
    .replace(/^\s*[^\p{L}\p{N}\s]\s+/u, '')
    .replace(/^\s*[^\p{ASCII}]\s+(?=\p{ASCII})/u, '')
    .trim();
}

function socialKeyOf(url: string): SocialLinkView['key'] {
  const host = hostOf(url);
  if (host.endsWith('linkedin.com')) return 'linkedin';
  if (host.endsWith('github.com')) return 'github';
  if (host.endsWith('twitter.com') || host === 'x.com') return 'twitter';
  return 'link';
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** Only http(s): social profiles, live links and images never get mailto:, tel: or anything else. */
function webUrl(raw: string): string {
  return isWebUrl(raw) ? safeUrl(raw) : '';
}

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

function unique(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = v.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
