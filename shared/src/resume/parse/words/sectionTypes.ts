/** The kinds of section a resume has; the heading word lists of every language map onto these. */
export const SECTION_TYPES = [
  'header',
  'summary',
  'experience',
  'education',
  'projects',
  'skills',
  'certifications',
  'languages',
  'contact',
  'awards',
  'publications',
  'interests',
  'references',
  'other',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];
