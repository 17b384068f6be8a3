import type { TemplateView } from '../types.js';

/** The sections beyond experience, projects and skills, in the order resumes usually print them. */
export const EXTRA_SECTIONS = [
  'education',
  'certifications',
  'awards',
  'publications',
  'volunteering',
  'languages',
  'interests',
] as const;
export type ExtraSection = (typeof EXTRA_SECTIONS)[number];

/** The extra sections this resume fills, less those a template shows in a place of its own. */
export function filledExtras(data: TemplateView, skip: readonly ExtraSection[] = []): ExtraSection[] {
  return EXTRA_SECTIONS.filter((id) => !skip.includes(id) && data[id].length > 0);
}
