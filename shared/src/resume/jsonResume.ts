import { ResumeError, restoreResume } from './restore.js';
import { SOCIAL_KEYS, type ResumeData, type ResumeDate, type SocialKey } from './schema.js';
import { isStoredPhoto } from './photo/photo.js';

/**
 * The mapping between Folio's ResumeData and JSON Resume (https://jsonresume.org/schema, v1.0.0), for
 * backups and for moving a resume to or from other tools. Fields JSON Resume has no place for
 * (the landing headline, summary highlights, free-text periods, project images, whether a volunteer
 * role is current) travel in `meta.folio`, which JSON Resume allows and other tools ignore; so do skill
 * levels (JSON Resume has one level per group, Folio one per skill).
 */

export const JSON_RESUME_SCHEMA =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

export interface JsonResumeProfile {
  network: string;
  url: string;
  username?: string;
}

export interface JsonResume {
  $schema: string;
  basics: {
    name: string;
    label: string;
    /** Left out when empty: the schema checks it as an e-mail address. */
    email?: string;
    phone: string;
    /** Left out when empty: the schema checks it as a URI. */
    url?: string;
    /** The photo, as a data URL (a URI too); left out when there is none. */
    image?: string;
    summary: string;
    location: { address: string; city: string; region: string };
    profiles: JsonResumeProfile[];
  };
  work: {
    name: string;
    position: string;
    location: string;
    startDate?: string;
    endDate?: string;
    summary: string;
    highlights: string[];
  }[];
  education: {
    institution: string;
    studyType: string;
    area: string;
    startDate?: string;
    endDate?: string;
    courses: string[];
  }[];
  projects: { name: string; description: string; keywords: string[]; url: string }[];
  skills: { name: string; keywords: string[] }[];
  certificates: { name: string; issuer: string; date?: string; url: string }[];
  languages: { language: string; fluency: string }[];
  awards: { title: string; awarder: string; date?: string; summary: string }[];
  publications: { name: string; publisher: string; releaseDate?: string; url: string; summary: string }[];
  volunteer: {
    organization: string;
    position: string;
    startDate?: string;
    endDate?: string;
    summary: string;
  }[];
  interests: { name: string; keywords: string[] }[];
  meta: { version: string; folio: FolioExtras };
}

interface FolioExtras {
  landing: ResumeData['landing'];
  summary: Omit<ResumeData['summary'], 'content'>;
  /** Per work entry: the printed period when dates could not be normalised, and the location. */
  work: { period: string; current: boolean }[];
  education: { location: string; description: string; current: boolean }[];
  projects: { image: string; link: string; github: string }[];
  volunteer: { current: boolean }[];
  /** Per skill group, each skill's level (0–100) or null; absent when no skill has one. */
  skillLevels?: (number | null)[][];
  /**
   * The contact links exactly as printed (label and order): profiles name a network, not the label,
   * and merge links with the footer's socials, so a PDF's attached resume.json would not import exactly.
   */
  links?: ResumeData['personalInfo']['links'];
}

const SOCIAL_NETWORKS: Record<SocialKey, string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  twitter: 'X',
  website: 'Website',
};

/** ResumeData → JSON Resume. `present` ends become an absent endDate, as JSON Resume means "current". */
export function toJsonResume(resume: ResumeData): JsonResume {
  const info = resume.personalInfo;
  const [city = '', ...rest] = info.location.split(',').map((s) => s.trim());
  const socials = resume.footer.socials;
  const profiles: JsonResumeProfile[] = [];
  for (const key of SOCIAL_KEYS) {
    const url = socials[key];
    if (url && key !== 'website') profiles.push({ network: SOCIAL_NETWORKS[key], url });
  }
  for (const link of info.links) {
    if (!profiles.some((p) => p.url === link.url) && link.url !== socials.website) {
      profiles.push({ network: link.label, url: link.url });
    }
  }
  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: {
      name: info.name,
      label: info.title,
      ...(info.email ? { email: info.email } : {}),
      phone: info.phone,
      ...(socials.website ? { url: socials.website } : {}),
      ...(info.photo ? { image: info.photo } : {}),
      summary: resume.summary.content,
      location: { address: info.location, city, region: rest.join(', ') },
      profiles,
    },
    work: resume.experience.map((e) => ({
      name: e.company,
      position: e.title,
      location: e.location,
      ...dates(e.start, e.end),
      summary: e.description,
      highlights: e.bullets,
    })),
    education: resume.education.map((e) => ({
      institution: e.school,
      studyType: e.degree,
      area: '',
      ...dates(e.start, e.end),
      courses: [],
    })),
    projects: resume.projects.map((p) => ({
      name: p.name,
      description: p.description,
      keywords: p.tech,
      url: p.link || p.github,
    })),
    skills: resume.skills.map((g) => ({ name: g.category, keywords: g.items.map((s) => s.name) })),
    certificates: resume.certifications.map((c) => ({
      name: c.name,
      issuer: c.issuer,
      url: c.url,
      ...optDate(c.date),
    })),
    languages: resume.languages.map((l) => ({ language: l.name, fluency: l.level })),
    awards: resume.awards.map((a) => ({
      title: a.title,
      awarder: a.awarder,
      ...optDate(a.date),
      summary: a.summary,
    })),
    publications: resume.publications.map((p) => ({
      name: p.name,
      publisher: p.publisher,
      ...(p.date && p.date !== 'present' ? { releaseDate: p.date } : {}),
      url: p.url,
      summary: p.summary,
    })),
    volunteer: resume.volunteering.map((v) => ({
      organization: v.organization,
      position: v.role,
      ...dates(v.start, v.end),
      summary: v.description,
    })),
    interests: resume.interests.map((i) => ({ name: i.name, keywords: i.keywords })),
    meta: {
      version: 'v1.0.0',
      folio: {
        landing: resume.landing,
        summary: {
          highlights: resume.summary.highlights,
          yearsExperience: resume.summary.yearsExperience,
          specialization: resume.summary.specialization,
        },
        work: resume.experience.map((e) => ({ period: e.period, current: e.end === 'present' })),
        education: resume.education.map((e) => ({
          location: e.location,
          description: e.description,
          current: e.end === 'present',
        })),
        projects: resume.projects.map((p) => ({ image: p.image, link: p.link, github: p.github })),
        links: info.links.map((l) => ({ label: l.label, url: l.url })),
        volunteer: resume.volunteering.map((v) => ({ current: v.end === 'present' })),
        ...(resume.skills.some((g) => g.items.some((s) => s.level !== null))
          ? { skillLevels: resume.skills.map((g) => g.items.map((s) => s.level)) }
          : {}),
      },
    },
  };
}

function dates(start: ResumeDate, end: ResumeDate): { startDate?: string; endDate?: string } {
  return {
    ...(start && start !== 'present' ? { startDate: start } : {}),
    ...(end && end !== 'present' ? { endDate: end } : {}),
  };
}
function optDate(date: ResumeDate): { date?: string } {
  return date && date !== 'present' ? { date } : {};
}

/**
 * JSON Resume (from our export or any other tool) → ResumeData. Untrusted input: every value is read
 * defensively and the result goes through `restoreResume`, which validates it and drops unsafe links.
 * Throws ResumeError when the input is not an object.
 */
export function fromJsonResume(input: unknown): ResumeData {
  if (!isRecord(input)) throw new ResumeError('A JSON Resume must be an object.');
  const doc = input;
  const basics = record(doc.basics);
  const location = record(basics.location);
  const extras = record(record(doc.meta).folio);
  const workExtras = list(extras.work).map(record);
  const eduExtras = list(extras.education).map(record);
  const projectExtras = list(extras.projects).map(record);
  const volunteerExtras = list(extras.volunteer).map(record);
  const skillLevels = list(extras.skillLevels).map(list);
  const socials: Partial<Record<SocialKey, string>> = {};
  const links: { label: string; url: string }[] = [];
  for (const p of list(basics.profiles).map(record)) {
    const network = str(p.network);
    const url = str(p.url);
    const key = socialKey(network, url);
    if (key && !socials[key]) socials[key] = url;
    if (url) links.push({ label: network || url, url });
  }
  if (str(basics.url)) socials.website = str(basics.url);
  // Our own export keeps the links as printed; another tool's file has only its profiles.
  if (Array.isArray(extras.links)) {
    const exact = list(extras.links)
      .map(record)
      .map((l) => ({ label: str(l.label), url: str(l.url) }))
      .filter((l) => l.url);
    links.splice(0, links.length, ...exact);
  }
  const place =
    str(location.address) ||
    [location.city, location.region, location.countryCode].map(str).filter(Boolean).join(', ');
  const summaryExtras = record(extras.summary);
  return restoreResume({
    personalInfo: {
      name: str(basics.name),
      title: str(basics.label),
      email: str(basics.email),
      phone: str(basics.phone),
      location: place,
      links,
      // Only a photo as the server stores it (no metadata); a link to a picture elsewhere is not fetched.
      ...(isStoredPhoto(str(basics.image)) ? { photo: str(basics.image) } : {}),
    },
    landing: record(extras.landing),
    summary: {
      content: str(basics.summary),
      highlights: list(summaryExtras.highlights),
      yearsExperience: summaryExtras.yearsExperience,
      specialization: str(summaryExtras.specialization),
    },
    experience: list(doc.work)
      .map(record)
      .map((w, i) => ({
        title: str(w.position),
        company: str(w.name),
        location: str(w.location),
        start: isoMonth(w.startDate),
        end: isoMonth(w.endDate) ?? (isCurrent(workExtras[i], w) ? 'present' : null),
        period: str(workExtras[i]?.period),
        description: str(w.summary),
        bullets: list(w.highlights),
      })),
    education: list(doc.education)
      .map(record)
      .map((e, i) => ({
        school: str(e.institution),
        degree: [str(e.studyType), str(e.area)].filter(Boolean).join(' in '),
        location: str(eduExtras[i]?.location),
        start: isoMonth(e.startDate),
        end: isoMonth(e.endDate) ?? (isCurrent(eduExtras[i], e) ? 'present' : null),
        description: str(eduExtras[i]?.description) || list(e.courses).map(str).filter(Boolean).join('\n'),
      })),
    projects: list(doc.projects)
      .map(record)
      .map((p, i) => {
        const extra = projectExtras[i];
        const url = str(p.url);
        const isRepo = /^https?:\/\/(www\.)?github\.com\//i.test(url);
        return {
          name: str(p.name),
          description: str(p.description) || list(p.highlights).map(str).filter(Boolean).join('\n'),
          tech: list(p.keywords),
          image: str(extra?.image),
          link: extra ? str(extra.link) : isRepo ? '' : url,
          github: extra ? str(extra.github) : isRepo ? url : '',
        };
      }),
    skills: list(doc.skills)
      .map(record)
      .map((s, i) => {
        const keywords = list(s.keywords).map(str).filter(Boolean);
        const levels = skillLevels[i] ?? [];
        const item = (name: string, j: number) => ({ name, level: levels[j] ?? null });
        // A skill without keywords is itself one skill ("Python"), not a group.
        return keywords.length
          ? { category: str(s.name), items: keywords.map(item) }
          : { category: '', items: [item(str(s.name), 0)] };
      }),
    certifications: list(doc.certificates)
      .map(record)
      .map((c) => ({
        name: str(c.name),
        issuer: str(c.issuer),
        date: isoMonth(c.date),
        url: str(c.url),
      })),
    languages: list(doc.languages)
      .map(record)
      .map((l) => ({ name: str(l.language), level: str(l.fluency) })),
    awards: list(doc.awards)
      .map(record)
      .map((a) => ({
        title: str(a.title),
        awarder: str(a.awarder),
        date: isoMonth(a.date),
        summary: str(a.summary),
      })),
    publications: list(doc.publications)
      .map(record)
      .map((p) => ({
        name: str(p.name),
        publisher: str(p.publisher),
        date: isoMonth(p.releaseDate),
        url: str(p.url),
        summary: str(p.summary),
      })),
    volunteering: list(doc.volunteer)
      .map(record)
      .map((v, i) => ({
        organization: str(v.organization),
        role: str(v.position),
        start: isoMonth(v.startDate),
        end: isoMonth(v.endDate) ?? (isCurrent(volunteerExtras[i], v) ? 'present' : null),
        description: str(v.summary) || list(v.highlights).map(str).filter(Boolean).join('\n'),
      })),
    interests: list(doc.interests)
      .map(record)
      .map((i) => ({ name: str(i.name), keywords: list(i.keywords) })),
    footer: { socials },
  });
}

/**
 * JSON Resume has no "present": a start without an end means current. Our own export says so
 * explicitly in meta.folio, because we also have entries whose end is simply unknown.
 */
function isCurrent(extra: Record<string, unknown> | undefined, entry: Record<string, unknown>): boolean {
  if (extra && typeof extra.current === 'boolean') return extra.current;
  return !!str(entry.startDate) && !str(entry.endDate);
}

function socialKey(network: string, url: string): SocialKey | null {
  const text = `${network} ${url}`.toLowerCase();
  if (text.includes('linkedin')) return 'linkedin';
  if (text.includes('github')) return 'github';
  if (/\btwitter\b|\bx\.com\b|^x\b/.test(text)) return 'twitter';
  return null;
}

/** JSON Resume dates are ISO 8601 ("2020-03-01", "2020-03", "2020"); ours keep month precision. */
function isoMonth(value: unknown): ResumeDate {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(str(value));
  if (!match) return null;
  const month = match[2];
  return month && Number(month) >= 1 && Number(month) <= 12 ? `${match[1]}-${month}` : (match[1] ?? null);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function record(v: unknown): Record<string, unknown> {
  return isRecord(v) ? v : {};
}
function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}
function str(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}
