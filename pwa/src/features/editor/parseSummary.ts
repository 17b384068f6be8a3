import type { ResumeData } from '@folio/shared';
import { LOW_CONFIDENCE, type Provenance } from './editorModel.js';

/** A part of the form the summary leads to: the id of its section heading. */
export type SectionTarget =
  | 'sec-personal'
  | 'sec-summary'
  | 'sec-experience'
  | 'sec-education'
  | 'sec-skills'
  | 'sec-projects'
  | 'sec-more'
  | 'sec-unplaced';

export interface ParseSummary {
  /** "4 jobs", "2 schools", "12 skills": only what is there. */
  found: string[];
  /** What a resume usually has and this one does not, each with where to add it. */
  missing: { text: string; target: SectionTarget; section: string }[];
  unplaced: number;
  unsure: number;
  /** Nothing missing and nothing to look at: only then is the read called complete. */
  complete: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What the parse read, counted from the resume as it is now (so it follows the person's fixes), and
 * what it did not find. Never says more than the resume shows.
 */
export function summariseParse(
  resume: ResumeData,
  review: { provenance: Provenance; unplaced: readonly unknown[] } | null,
): ParseSummary {
  const jobs = resume.experience.filter((e) => e.title.trim() || e.company.trim()).length;
  const schools = resume.education.filter((e) => e.school.trim() || e.degree.trim()).length;
  const skills = resume.skills.reduce((n, g) => n + g.items.filter((s) => s.name.trim()).length, 0);
  const projects = resume.projects.filter((p) => p.name.trim() || p.description.trim()).length;
  const certificates = resume.certifications.filter((c) => c.name.trim()).length;
  const languages = resume.languages.filter((l) => l.name.trim()).length;
  const found = [
    jobs && plural(jobs, 'job', 'jobs'),
    schools && plural(schools, 'school', 'schools'),
    skills && plural(skills, 'skill', 'skills'),
    projects && plural(projects, 'project', 'projects'),
    certificates && plural(certificates, 'certificate', 'certificates'),
    languages && plural(languages, 'language', 'languages'),
  ].filter((s): s is string => typeof s === 'string');

  const info = resume.personalInfo;
  const missing: ParseSummary['missing'] = [];
  if (!info.name.trim())
    missing.push({ text: 'No name found', target: 'sec-personal', section: 'About you' });
  if (!info.email.trim() && !info.phone.trim()) {
    missing.push({ text: 'No email or phone found', target: 'sec-personal', section: 'About you' });
  }
  if (jobs === 0) missing.push({ text: 'No job found', target: 'sec-experience', section: 'Experience' });
  if (schools === 0) missing.push({ text: 'No school found', target: 'sec-education', section: 'Education' });
  if (skills === 0) missing.push({ text: 'No skills found', target: 'sec-skills', section: 'Skills' });

  const unplaced = review?.unplaced.length ?? 0;
  const unsure = review
    ? Object.values(review.provenance).filter((p) => p.confidence < LOW_CONFIDENCE).length
    : 0;
  return { found, missing, unplaced, unsure, complete: missing.length === 0 && unplaced === 0 };
}

/** "4 jobs, 2 schools and 12 skills". */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}
