import { safeUrl } from '../../security/url.js';
import { emptyResume, resumeDataSchema, type ResumeData, type SocialKey } from '../schema.js';
import { checkTextBudget } from './items/budget.js';
import { Collector } from './fields/collector.js';
import { extractContact } from './fields/contact/contact.js';
import { extractEducation } from './fields/education/education.js';
import { isStudy } from './fields/education/studies.js';
import { splitColumnEntries } from './entries/columnEntries.js';
import type { Entry } from './entries/entry.js';
import { ParseError } from './errors.js';
import { extractRoles, recordRoles } from './fields/experience/experience.js';
import { foldEntryHeadings } from './sections/entryHeadings.js';
import { datedRoleEntries, headerRoles } from './sections/rolesElsewhere.js';
import {
  extractAwards,
  extractCertifications,
  extractInterests,
  extractLanguages,
  extractPublications,
  summaryText,
} from './fields/extras/extras.js';
import { detectLanguage } from './words/language.js';
import { layoutPages } from './layout/layout.js';
import { buildSegments, segmentBox, type Line } from './lines/lines.js';
import { linkKey, profileOf } from './words/patterns.js';
import { extractProjects } from './fields/projects/projects.js';
import { contentType } from './sections/sectionContent.js';
import { buildSections } from './sections/sections.js';
import type { Section } from './sections/section.js';
import { foldedKeyOf } from './items/text.js';
import { extractSkills } from './fields/skills/skills.js';
import type { ExtractedDocument, ParseOutcome, ProgressCallback, UnplacedLine } from './types.js';

/*
 * This page is the order; each stage's modules live in the folder named for it (dates/ and words/
 * serve every stage):
 *   items/     PDF → text items (step 1, run by parse.ts), glyph repair, character clean-up, the budget
 *   lines/     items → rows and segments, right-to-left order
 *   layout/    columns, sidebars, bands and grid cells → reading order
 *   sections/  headings → sections, and the kind of a section whose heading names none
 *   entries/   a section's lines → entries (one job, school, project); an entry's head → its parts
 *   fields/    contact, experience, education, projects, skills, extras, each with its provenance
 *   dates/     dates and ranges as resumes print them
 *   words/     the word lists of every language: roles, organisations, headings, places, field shapes
 */

/**
 * Steps 2–6: text items → ResumeData, with provenance for each field and every unused line listed as
 * unplaced. Pure: no pdf.js, no I/O, the same result in the browser worker and in Node.
 */
export const FIELD_SECTIONS: ReadonlySet<string> = new Set([
  'summary',
  'experience',
  'education',
  'projects',
  'skills',
  'languages',
  'certifications',
  'contact',
  'awards',
  'publications',
  'interests',
]);

export function parseExtracted(doc: ExtractedDocument, onProgress?: ProgressCallback): ParseOutcome {
  const started = now();
  checkTextBudget(doc);
  onProgress?.({ stage: 'lines' });
  const segments = buildSegments(doc.items);
  onProgress?.({ stage: 'layout' });
  const regions = layoutPages(segments);
  onProgress?.({ stage: 'sections' });
  const built = buildSections(regions, doc.pages.length);
  const { furniture, bodySize } = built;
  const sections = foldEntryHeadings(headerRoles(built.sections));
  onProgress?.({ stage: 'fields' });

  const collector = new Collector();
  const resume = emptyResume();
  const pageHeight = doc.pages[0]?.height ?? 792;
  const contact = extractContact(sections, doc.links, bodySize, pageHeight, collector, furniture);
  const info = resume.personalInfo;
  info.name = contact.name;
  info.title = contact.title;
  info.email = contact.email;
  info.phone = contact.phone;
  info.location = contact.location;
  // Links are stored as safe hrefs ("github.com/jdoe" → https://github.com/jdoe); the label keeps the print.
  info.links = contact.links
    .map((l) => ({ label: l.label, url: safeUrl(l.url) }))
    .filter((l) => l.url && !/^(mailto|tel):/i.test(l.url));

  // A banner of competencies under the name is the first skills group (its provenance is recorded).
  if (contact.competencies.length)
    resume.skills.push({ category: '', items: contact.competencies.map((name) => ({ name, level: null })) });
  const summaries: string[] = contact.summary ? [contact.summary] : [];
  const projectEntries: Entry[] = [];
  const coreTypes = new Set<string>();
  for (const read of sections) {
    const section = { ...read, type: contentType(read) };
    // A heading is structure, not data: used when its section feeds fields, unplaced otherwise.
    if (section.heading && FIELD_SECTIONS.has(section.type)) collector.use(section.heading);
    switch (section.type) {
      case 'summary': {
        const text = summaryText(section.lines);
        if (text) {
          collector.add('summary.content', section.lines, 0.8);
          summaries.push(text);
        }
        break;
      }
      case 'experience': {
        // Studies printed in the career timeline are education.
        const entries = splitColumnEntries(section.lines);
        const studies = entries.filter(isStudy);
        if (studies.length)
          resume.education.push(...extractEducation(studies, collector, resume.education.length));
        const jobs = studies.length ? entries.filter((e) => !studies.includes(e)) : entries;
        const { roles, projectEntries: extra } = extractRoles(jobs);
        resume.experience.push(...recordRoles(roles, collector, resume.experience.length));
        projectEntries.push(...extra);
        if (roles.length) coreTypes.add('experience');
        break;
      }
      case 'education': {
        // Professional credentials listed among the degrees are certifications.
        const credentials: Entry[] = [];
        resume.education.push(
          ...extractEducation(
            splitColumnEntries(section.lines),
            collector,
            resume.education.length,
            credentials,
          ),
        );
        resume.certifications.push(...extractCertifications(credentials, collector));
        if (resume.education.length) coreTypes.add('education');
        break;
      }
      case 'projects':
        resume.projects.push(
          ...extractProjects(splitColumnEntries(section.lines), collector, resume.projects.length),
        );
        coreTypes.add('projects');
        break;
      case 'skills':
        resume.skills.push(...extractSkills(section.lines, bodySize, collector, resume.skills.length));
        coreTypes.add('skills');
        break;
      case 'languages':
        resume.languages.push(...extractLanguages(section.lines, collector));
        break;
      case 'certifications':
        resume.certifications.push(...extractCertifications(splitColumnEntries(section.lines), collector));
        break;
      case 'awards':
        resume.awards.push(...extractAwards(splitColumnEntries(section.lines), collector));
        break;
      case 'publications':
        resume.publications.push(...extractPublications(section.lines, collector));
        break;
      case 'interests':
        resume.interests.push(...extractInterests(section.lines, collector));
        break;
      case 'other': {
        // A section of dated roles under a heading that names no experience is experience.
        const dated = datedRoleEntries(splitColumnEntries(section.lines));
        if (!dated) break;
        if (section.heading) collector.use(section.heading);
        const { roles } = extractRoles(dated);
        resume.experience.push(...recordRoles(roles, collector, resume.experience.length));
        break;
      }
      default:
        break;
    }
  }
  // The person's own name under an entry is a signature ("München, 12. März 2025" / "Katharina
  // Brandl" closing a Lebenslauf), never an employer or a school.
  const own = foldedKeyOf(info.name);
  for (const e of resume.experience) if (own && foldedKeyOf(e.company) === own) e.company = '';
  for (const e of resume.education) if (own && foldedKeyOf(e.school) === own) e.school = '';
  if (projectEntries.length) {
    resume.projects.push(...extractProjects(projectEntries, collector, resume.projects.length));
  }
  resume.summary.content = summaries.join('\n\n');
  resume.footer.socials = socialsOf(info.links);
  resume.landing.headline = info.title;

  if (!coreTypes.size && !info.email && !info.phone) throw new ParseError('pdf_not_a_resume');

  const allText = sections
    .flatMap((s) => [s.heading, ...s.lines])
    .filter((l): l is Line => !!l)
    .map((l) => l.text)
    .join(' ');
  return {
    resume: fitToSchema(resume),
    provenance: collector.provenance,
    unplaced: unplacedLines(sections, furniture, collector),
    meta: { pages: doc.pages.length, ms: Math.round(now() - started), language: detectLanguage(allText) },
  };
}

function socialsOf(links: { url: string }[]): ResumeData['footer']['socials'] {
  const socials: Partial<Record<SocialKey, string>> = {};
  for (const { url } of links) {
    const profile = profileOf(url);
    if (profile?.network === 'linkedin') socials.linkedin ??= url;
    else if (profile?.network === 'github') socials.github ??= url;
    else if (profile?.network === 'twitter') socials.twitter ??= url;
    else if (!profile && linkKey(url)) socials.website ??= url;
  }
  return socials;
}

function unplacedLines(sections: Section[], furniture: Line[], collector: Collector): UnplacedLine[] {
  const out: UnplacedLine[] = [];
  const lines = [...sections.flatMap((s) => (s.heading ? [s.heading, ...s.lines] : s.lines)), ...furniture];
  for (const line of lines) {
    const free = line.segments.filter((s) => !collector.isUsed(s));
    if (!free.length) continue;
    const first = free[0];
    if (!first) continue;
    const x0 = Math.min(...free.map((s) => s.x0));
    const x1 = Math.max(...free.map((s) => s.x1));
    const top = Math.min(...free.map((s) => s.top));
    const bottom = Math.max(...free.map((s) => s.bottom));
    out.push({
      text: free.map((s) => s.text).join('   '),
      page: first.page,
      box: segmentBox({ x0, x1, top, bottom }),
    });
  }
  return out;
}

/** Cuts text and lists to the schema's limits (a parse never fails validation on a long resume). */
function fitToSchema(resume: ResumeData): ResumeData {
  const cut = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);
  const r = resume;
  r.personalInfo = {
    name: cut(r.personalInfo.name, 200),
    title: cut(r.personalInfo.title, 300),
    email: cut(r.personalInfo.email, 254),
    phone: cut(r.personalInfo.phone, 60),
    location: cut(r.personalInfo.location, 300),
    links: r.personalInfo.links
      .slice(0, 30)
      .map((l) => ({ label: cut(l.label, 200), url: cut(l.url, 2048) })),
  };
  r.landing.headline = cut(r.landing.headline, 300);
  r.summary.content = cut(r.summary.content, 6000);
  r.experience = r.experience.slice(0, 100).map((e) => ({
    ...e,
    title: cut(e.title, 300),
    company: cut(e.company, 300),
    location: cut(e.location, 300),
    period: cut(e.period, 120),
    description: cut(e.description, 6000),
    bullets: e.bullets.slice(0, 60).map((b) => cut(b, 2000)),
  }));
  r.education = r.education.slice(0, 50).map((e) => ({
    ...e,
    school: cut(e.school, 300),
    degree: cut(e.degree, 300),
    location: cut(e.location, 300),
    description: cut(e.description, 4000),
  }));
  r.projects = r.projects.slice(0, 100).map((p) => ({
    ...p,
    name: cut(p.name, 300),
    description: cut(p.description, 6000),
    tech: p.tech.slice(0, 60).map((t) => cut(t, 100)),
    link: cut(p.link, 2048),
    github: cut(p.github, 2048),
  }));
  r.skills = r.skills.slice(0, 50).map((g) => ({
    category: cut(g.category, 200),
    items: g.items.slice(0, 200).map((i) => ({ ...i, name: cut(i.name, 200) })),
  }));
  r.certifications = r.certifications.slice(0, 100).map((c) => ({
    ...c,
    name: cut(c.name, 300),
    issuer: cut(c.issuer, 300),
    url: cut(c.url, 2048),
  }));
  r.languages = r.languages.slice(0, 50).map((l) => ({ name: cut(l.name, 100), level: cut(l.level, 100) }));
  r.awards = r.awards.slice(0, 50).map((a) => ({
    ...a,
    title: cut(a.title, 300),
    awarder: cut(a.awarder, 300),
    summary: cut(a.summary, 2000),
  }));
  r.publications = r.publications.slice(0, 100).map((p) => ({
    ...p,
    name: cut(p.name, 500),
    publisher: cut(p.publisher, 300),
    url: cut(safeUrl(p.url), 2048),
    summary: cut(p.summary, 2000),
  }));
  r.interests = r.interests.slice(0, 50).map((i) => ({
    name: cut(i.name, 200),
    keywords: i.keywords.slice(0, 30).map((k) => cut(k, 100)),
  }));
  const parsed = resumeDataSchema.safeParse(r);
  if (!parsed.success) throw new ParseError('parse_failed', 'The parser produced an invalid resume.');
  return parsed.data;
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
