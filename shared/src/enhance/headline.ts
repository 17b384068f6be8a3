import type { Experience, ResumeData } from '../resume/schema.js';

/** The most recent role: a current one first, else the latest start. */
export function latestRole(experience: readonly Experience[]): Experience | undefined {
  const dated = experience.filter((e) => e.start !== null || e.end !== null);
  const current = dated.find((e) => e.end === 'present');
  if (current) return current;
  return (
    [...dated].sort((a, b) => (b.end ?? b.start ?? '').localeCompare(a.end ?? a.start ?? ''))[0] ??
    experience[0]
  );
}

/**
 * The headline the resume supports: the person's title, "… at Company" when the resume says that
 * role is current. Kept apart from derive.ts (and its skill vocabulary) so the template view model,
 * which the published pages and previews load, can use it cheaply. `english` false leaves out the
 * English "at Company" for resumes written in another script.
 */
export function deriveHeadline(resume: ResumeData, english = true): string {
  const role = latestRole(resume.experience);
  const title = resume.personalInfo.title.trim() || role?.title.trim() || '';
  if (!title) return '';
  // "… at Company" only for a role the resume says is current, and only when the title is that role's.
  const current = role?.end === 'present' ? role : undefined;
  const sameTitle = current && current.title.trim().toLowerCase() === title.toLowerCase();
  // "at" is English: a resume in another script keeps its own words only.
  if (english && current && current.company.trim() && (sameTitle || !resume.personalInfo.title.trim())) {
    return `${title} at ${current.company.trim()}`;
  }
  return title;
}
