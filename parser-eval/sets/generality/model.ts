/*
 * The structured form of one synthetic resume: the content (what the person wrote) and the look (how a
 * tool laid it out). The renderer turns both into HTML; the truth is derived from the content alone, so
 * it is exact by construction.
 */

export const LANGS = ['en', 'de', 'fr', 'es', 'pt', 'sv', 'it', 'pl'] as const;
export type Lang = (typeof LANGS)[number];

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/** A printed date: a year, optionally a month or a season (seasons count as the year). */
export interface Point {
  y: number;
  m?: number;
  season?: Season;
}

/** A printed period. `since` prints "seit 2021" / "depuis 2021" (an open range). */
export interface Span {
  start?: Point;
  end?: Point | 'present';
  since?: boolean;
  /** A second range printed after the first ("Jun 2017 – Sep 2017, Mar 2018 – Jul 2018"). */
  then?: Span;
}

/** How dates are printed: `Jan 2020`, `January 2020`, `01/2020`, `01.2020`, `2020-01`, `jan/2020`. */
export type MonthForm = 'short' | 'short-dot' | 'long' | 'long-de' | 'num' | 'num-dot' | 'iso' | 'slash-name';

export interface DateStyle {
  month: MonthForm;
  /** Between start and end: " – ", " - ", "–", " to ", " bis ". */
  sep: string;
  /** Overrides the language's word for an open end ("Current", "dato", "en cours"). */
  present?: string;
  /** Prints year-only ranges in the same century as "2019–21". */
  shortYearEnd?: boolean;
}

export interface Role {
  /** The organisation without its city; null for freelance work. */
  company: string | null;
  city?: string;
  title: string;
  dates: Span;
  /** Overrides the resume's date style for this entry only. */
  fmt?: Partial<DateStyle>;
  summary?: string;
  bullets?: string[];
}

export interface School {
  school: string;
  city?: string;
  degree: string | null;
  dates: Span;
  fmt?: Partial<DateStyle>;
  details?: string[];
}

export interface Project {
  name: string;
  /** Printed beside the name; a project link never counts as a profile link. */
  url?: string;
  tech?: string;
  description: string;
}

export interface SkillGroup {
  label?: string;
  items: string[];
}

export type LinkKind = 'linkedin' | 'github' | 'website' | 'portfolio' | 'x' | 'behance' | 'gitlab' | 'xing';

/**
 * A profile link. `url` shows the URL as printed (`linkedin.com/in/x`), `label` shows a word
 * ("LinkedIn") with the URL only in the link annotation, `icon` shows an SVG icon with no text at all,
 * `glyph` a text symbol, `handle` the user name.
 */
export interface Link {
  kind: LinkKind;
  href: string;
  show: 'url' | 'label' | 'icon' | 'glyph' | 'handle';
  /** The printed text for `url`, `label` and `handle` (defaults: href without scheme / the site name). */
  text?: string;
}

interface SectionBase {
  heading: string;
  /** Placed in the sidebar / second column when the layout has one. */
  aside?: boolean;
  /** Starts on a new page (multi-page resumes). */
  pageBreak?: boolean;
}

export type Section =
  | (SectionBase & { kind: 'summary'; text: string })
  | (SectionBase & { kind: 'experience'; roles: Role[] })
  | (SectionBase & { kind: 'education'; schools: School[] })
  | (SectionBase & { kind: 'projects'; projects: Project[] })
  | (SectionBase & { kind: 'skills'; groups: SkillGroup[]; form?: SkillForm })
  | (SectionBase & { kind: 'certifications'; items: string[] })
  | (SectionBase & { kind: 'languages'; items: string[] })
  | (SectionBase & { kind: 'interests'; items: string[] });

export type SkillForm = 'comma' | 'grouped' | 'chips' | 'bullets' | 'table' | 'dots';

export interface Contact {
  email: string;
  /** A second address printed later (truth keeps the first, the other goes to `_alt`). */
  email2?: string;
  phone?: string;
  /** As printed; a full postal address when `address` is true. */
  location?: string;
  /** City-level readings of a postal address, accepted by the scorer. */
  locationAlt?: string[];
  links: Link[];
}

export interface Look {
  layout: 'single' | 'two-col' | 'sidebar-left' | 'sidebar-right' | 'band-sidebar';
  contact: 'stack' | 'inline' | 'table' | 'sidebar' | 'right';
  /** Separator for inline contact lines. */
  contactSep?: string;
  /** Prefix each contact item with a glyph (✉ ☎ ⌂) or a word label ("Tel.:"). */
  contactLabels?: 'glyph' | 'word' | 'none';
  name: 'plain' | 'caps' | 'split';
  heading: 'caps' | 'title' | 'spaced-css' | 'spaced-literal' | 'smallcaps-underline' | 'rule-left';
  bullet: string;
  order: 'company-first' | 'title-first' | 'one-line';
  /** Between title and company for `one-line` ("Data Engineer — Zalando SE"). */
  oneLineSep?: string;
  datePos: 'right' | 'tab' | 'own-line' | 'gutter' | 'inline';
  dates: DateStyle;
  font: { family: FontFamily; size: number; headingFamily?: FontFamily };
  accent: string;
  /** Running header/footer printed by the browser on every page. */
  runner?: 'page-of' | 'name-page' | 'name-header';
  paper?: 'A4' | 'Letter';
  /** The summary printed under the name without a heading. */
  summaryUnderName?: boolean;
}

export type FontFamily =
  | 'DejaVu Sans'
  | 'DejaVu Serif'
  | 'DejaVu Sans Condensed'
  | 'Liberation Sans'
  | 'Liberation Serif'
  | 'Liberation Sans Narrow'
  | 'Inter'
  | 'Lora'
  | 'JetBrains Mono';

export interface Resume {
  /** File name without extension: `LANG-NN-short-description`. */
  id: string;
  lang: Lang;
  name: string;
  /** Other readings of the name accepted by the scorer (surname first and the like). */
  nameAlt?: string[];
  title: string | null;
  contact: Contact;
  sections: Section[];
  look: Look;
  /** A word for the document in the running footer: "Lebenslauf", "CV", "Curriculum Vitae". */
  docWord?: string;
}
