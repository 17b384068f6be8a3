import type { ComponentType } from 'react';
import type { PageMessages } from '../i18n/messages.js';
import type { PageLanguageCode } from '../i18n/codes.js';
import type { PortfolioSettings, SocialKey } from '../resume/schema.js';

/**
 * The view model every template renders: one normalised shape built by `toTemplateView()`, so no
 * template re-derives periods, socials or skill levels on its own.
 */
export interface TemplateView {
  /**
   * The page's language and direction: the owner's choice (PortfolioSettings.language), else the
   * language the resume is written in. The same choice gives `t`, the page's own words.
   */
  lang: PageLanguageCode;
  dir: 'ltr' | 'rtl';
  t: PageMessages;
  name: string;
  title: string;
  /** Empty unless the owner shows it (PortfolioSettings). */
  location: string;
  email: string;
  phone: string;
  /**
   * The owner's photo (a JPEG data URL with no metadata) and its size, or null: only when the
   * portfolio's `showPhoto` is on.
   */
  photo: { src: string; width: number; height: number } | null;
  /** Two letters for avatar-like marks ("JD"). */
  initials: string;
  headline: string;
  subheadline: string;
  summary: SummaryView;
  experience: ExperienceView[];
  education: EducationView[];
  projects: ProjectView[];
  skills: SkillsView;
  socials: SocialLinkView[];
  languages: LanguageView[];
  certifications: CertificationView[];
  awards: AwardView[];
  publications: PublicationView[];
  volunteering: VolunteeringView[];
  interests: InterestView[];
  /** Figures for the Infographic, every one counted from the resume; null when nothing supports it. */
  figures: FiguresView;
  /** The owner's own status line ("Available for hire"), '' when unset. */
  status: string;
  /** The current role for the first screen ("Role · Company · 2021 – present"), '' when none is current. */
  currentRole: string;
  /**
   * Where visitors download the original PDF, when the owner offers it and the server keeps it; set
   * by the page that renders the template (the public page, the exported site), absent elsewhere: a
   * private link offers its PDF as a button of its own (sync-server pages/render.ts).
   */
  pdfHref?: string;
}

export interface SummaryView {
  text: string;
  /** The first SUMMARY_COLLAPSE_WORDS words when the text is longer, otherwise null (no collapse). */
  short: string | null;
  highlights: string[];
  specialization: string;
}

export interface ExperienceView {
  title: string;
  company: string;
  location: string;
  /** "Jan 2020 – Present", the resume's own period text, or ''. */
  period: string;
  description: string;
  bullets: string[];
}

export interface EducationView {
  school: string;
  degree: string;
  location: string;
  period: string;
  description: string;
}

export interface LanguageView {
  name: string;
  level: string;
}

export interface CertificationView {
  name: string;
  issuer: string;
  /** "Mar 2021", '' when undated. */
  date: string;
  /** http(s) only, '' otherwise. */
  url: string;
}

export interface AwardView {
  title: string;
  awarder: string;
  date: string;
  summary: string;
}

export interface PublicationView {
  name: string;
  publisher: string;
  date: string;
  /** http(s) only, '' otherwise. */
  url: string;
  summary: string;
}

export interface VolunteeringView {
  organization: string;
  role: string;
  period: string;
  description: string;
}

export interface InterestView {
  name: string;
  keywords: string[];
}

export interface ProjectView {
  /** Stable within one render: used for element ids (`{prefix}-project-{n}`). */
  key: string;
  name: string;
  description: string;
  tech: string[];
  /** http(s) only, '' otherwise. */
  image: string;
  link: string;
  github: string;
}

export interface SkillView {
  name: string;
  /** 0–100 only when the resume states it. Never invented. */
  level: number | null;
}

export interface SkillGroupView {
  /** The resume's own label, or 'Skills' when the list had none. */
  category: string;
  /** False when the resume gave the list no label: a lone unlabelled group needs no heading. */
  named: boolean;
  items: SkillView[];
}

export interface SkillsView {
  groups: SkillGroupView[];
  /** True when at least one skill has a stated level (bars may be drawn for those). */
  hasLevels: boolean;
  /** Every skill name once, in resume order. */
  names: string[];
}

export interface SocialLinkView {
  key: SocialKey | 'link';
  label: string;
  url: string;
}

export interface FiguresView {
  /** Whole years covered by dated roles, overlaps merged; else the resume's stated years; else null. */
  years: number | null;
  roles: number;
  projects: number;
  technologies: number;
}

/** Props every template component accepts. Data in, markup out: templates never fetch. */
export interface TemplateProps {
  data: TemplateView;
  settings: PortfolioSettings;
  portfolioId: string;
  /**
   * Where the contact form posts without JavaScript (urlencoded). '' renders the form disabled,
   * as in editor previews where nobody should message themselves.
   */
  contactEndpoint: string;
}

export type TemplateComponent = ComponentType<TemplateProps>;
