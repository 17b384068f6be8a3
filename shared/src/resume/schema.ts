import { z } from 'zod';
import { PAGE_LANGUAGE_CODES } from '../i18n/codes.js';
import { singleLine } from '../security/text.js';
import { isStoredPhoto, MAX_PHOTO_DATA_URL } from './photo/photo.js';

/**
 * The canonical resume: SPEC.md section 3 "Resume data", normalised to one form (skills as groups,
 * summary as an object, dates as YYYY-MM | YYYY | present). Readers of untrusted data go through
 * `restoreResume()` (restore.ts), which accepts every variant the spec lists and returns this shape.
 */

/** `YYYY-MM`, `YYYY`, `present`, or null when no date is printed. */
export const resumeDateSchema = z
  .string()
  .regex(/^(\d{4}(-(0[1-9]|1[0-2]))?|present)$/)
  .nullable();
export type ResumeDate = z.infer<typeof resumeDateSchema>;

const text = (max: number) => z.string().max(max);

export const linkSchema = z.object({
  /** What the resume printed ("LinkedIn", "github.com/jdoe"), or the site name. */
  label: text(200),
  url: text(2048),
});
export type ResumeLink = z.infer<typeof linkSchema>;

export const personalInfoSchema = z.object({
  name: text(200),
  title: text(300),
  email: text(254),
  phone: text(60),
  location: text(300),
  links: z.array(linkSchema).max(30),
  /**
   * Optional photo: a JPEG data URL the server re-encoded (photo/photo.ts), no metadata; absent or ''
   * when there is none. Shown only when the portfolio's `showPhoto` is on.
   */
  photo: z
    .string()
    .max(MAX_PHOTO_DATA_URL)
    .refine((v) => v === '' || isStoredPhoto(v), 'must be a photo uploaded through /api/photo')
    .optional(),
});

export const landingSchema = z.object({ headline: text(300), subheadline: text(600) });

export const summarySchema = z.object({
  content: text(6000),
  highlights: z.array(text(600)).max(20),
  yearsExperience: z.number().min(0).max(80).nullable(),
  specialization: text(300),
});

export const experienceSchema = z.object({
  title: text(300),
  company: text(300),
  location: text(300),
  start: resumeDateSchema,
  end: resumeDateSchema,
  /** Free text shown when the dates could not be normalised ("Summer internships"). */
  period: text(120),
  description: text(6000),
  bullets: z.array(text(2000)).max(60),
});

export const educationSchema = z.object({
  school: text(300),
  degree: text(300),
  location: text(300),
  start: resumeDateSchema,
  end: resumeDateSchema,
  description: text(4000),
});

export const projectSchema = z.object({
  name: text(300),
  description: text(6000),
  tech: z.array(text(100)).max(60),
  image: text(2048),
  link: text(2048),
  github: text(2048),
});

export const skillSchema = z.object({
  name: text(200),
  /** 0–100 when the resume states a level (bars, dots); null otherwise. Never invented. */
  level: z.number().min(0).max(100).nullable(),
});

export const skillGroupSchema = z.object({
  /** The resume's own label ("Languages", "Tools"), or "" when the list had none. */
  category: text(200),
  items: z.array(skillSchema).max(200),
});

export const certificationSchema = z.object({
  name: text(300),
  issuer: text(300),
  date: resumeDateSchema,
  url: text(2048),
});

export const languageSchema = z.object({ name: text(100), level: text(100) });

export const awardSchema = z.object({
  title: text(300),
  /** Who gave it ("IEEE", "City of Lyon"). */
  awarder: text(300),
  date: resumeDateSchema,
  summary: text(2000),
});

export const publicationSchema = z.object({
  name: text(500),
  /** Journal, conference or publisher. */
  publisher: text(300),
  date: resumeDateSchema,
  url: text(2048),
  summary: text(2000),
});

export const volunteeringSchema = z.object({
  organization: text(300),
  role: text(300),
  start: resumeDateSchema,
  end: resumeDateSchema,
  description: text(4000),
});

export const interestSchema = z.object({
  name: text(200),
  keywords: z.array(text(100)).max(30),
});

export const SOCIAL_KEYS = ['linkedin', 'github', 'twitter', 'website'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

export const resumeDataSchema = z.object({
  personalInfo: personalInfoSchema,
  landing: landingSchema,
  summary: summarySchema,
  experience: z.array(experienceSchema).max(100),
  education: z.array(educationSchema).max(50),
  projects: z.array(projectSchema).max(100),
  skills: z.array(skillGroupSchema).max(50),
  certifications: z.array(certificationSchema).max(100),
  languages: z.array(languageSchema).max(50),
  awards: z.array(awardSchema).max(50),
  publications: z.array(publicationSchema).max(100),
  volunteering: z.array(volunteeringSchema).max(50),
  interests: z.array(interestSchema).max(50),
  footer: z.object({ socials: z.partialRecord(z.enum(SOCIAL_KEYS), text(2048)) }),
});

export type ResumeData = z.infer<typeof resumeDataSchema>;
export type PersonalInfo = ResumeData['personalInfo'];
export type Experience = ResumeData['experience'][number];
export type Education = ResumeData['education'][number];
export type Project = ResumeData['projects'][number];
export type SkillGroup = ResumeData['skills'][number];
export type Skill = SkillGroup['items'][number];
export type Certification = ResumeData['certifications'][number];
export type Language = ResumeData['languages'][number];
export type Award = ResumeData['awards'][number];
export type Publication = ResumeData['publications'][number];
export type Volunteering = ResumeData['volunteering'][number];
export type Interest = ResumeData['interests'][number];

/** An empty resume: every field present, nothing invented. */
export function emptyResume(): ResumeData {
  return {
    personalInfo: { name: '', title: '', email: '', phone: '', location: '', links: [] },
    landing: { headline: '', subheadline: '' },
    summary: { content: '', highlights: [], yearsExperience: null, specialization: '' },
    experience: [],
    education: [],
    projects: [],
    skills: [],
    certifications: [],
    languages: [],
    awards: [],
    publications: [],
    volunteering: [],
    interests: [],
    footer: { socials: {} },
  };
}

export const emptyExperience = (): Experience => ({
  title: '',
  company: '',
  location: '',
  start: null,
  end: null,
  period: '',
  description: '',
  bullets: [],
});
export const emptyEducation = (): Education => ({
  school: '',
  degree: '',
  location: '',
  start: null,
  end: null,
  description: '',
});
export const emptyAward = (): Award => ({ title: '', awarder: '', date: null, summary: '' });
export const emptyPublication = (): Publication => ({
  name: '',
  publisher: '',
  date: null,
  url: '',
  summary: '',
});
export const emptyVolunteering = (): Volunteering => ({
  organization: '',
  role: '',
  start: null,
  end: null,
  description: '',
});
export const emptyInterest = (): Interest => ({ name: '', keywords: [] });
export const emptyProject = (): Project => ({
  name: '',
  description: '',
  tech: [],
  image: '',
  link: '',
  github: '',
});

/** At most this many further languages per portfolio (each is a whole resume). */
export const MAX_TRANSLATIONS = 3;

/**
 * The portfolio's content in another language, served at `/{slug}/{language}`: a whole resume
 * imported from a second PDF, JSON Resume or RenderCV file, or the main resume's words translated
 * field by field in the editor (`followsMain`; translation.ts says what is words and what follows).
 */
export const translationSchema = z.object({
  language: z.enum(PAGE_LANGUAGE_CODES),
  resume: resumeDataSchema,
  /**
   * Translated field by field: only the resume's words are this translation's; its entries, dates
   * and links are the main resume's, by position. Absent for an imported resume shown as imported.
   */
  followsMain: z.boolean().optional(),
});
export type Translation = z.infer<typeof translationSchema>;

/**
 * What the owner chose to show on the public page. Lives on the portfolio, not the resume, so one
 * resume can back several portfolios with different choices. Defaults are private (DESIGN.md, issue 5).
 */
export const portfolioSettingsSchema = z.object({
  showEmail: z.boolean(),
  showPhone: z.boolean(),
  showLocation: z.boolean(),
  /** Visitors may download the original PDF (owners always can). */
  offerPdf: z.boolean(),
  /** Ask search engines not to index the page. */
  noindex: z.boolean(),
  /** A status line the owner wrote ("Available for hire"); shown only when set. One line, cleaned. */
  status: text(120).transform((value) => singleLine(value).trim()),
  /** Show the job title under the name (the resume's own, else the latest role's). */
  showTitle: z.boolean(),
  /** Show the headline: the owner's own, else one derived from the resume. */
  showHeadline: z.boolean(),
  /**
   * The language of the page's own words and of `<html lang dir>`: a page language code, or '' for
   * the language the resume is written in. (Several languages per portfolio would add a list beside
   * it; the templates already render any language they are given.)
   */
  language: z.union([z.literal(''), z.enum(PAGE_LANGUAGE_CODES)]),
  /** The same portfolio in further languages, each with its own address; none when absent. */
  translations: z.array(translationSchema).max(MAX_TRANSLATIONS).optional(),
  /** Show the resume's photo on the page (off unless the owner turns it on). */
  showPhoto: z.boolean().optional(),
  /** Put the photo in the link preview (Open Graph picture) too; off unless chosen. */
  photoInPreview: z.boolean().optional(),
});
export type PortfolioSettings = z.infer<typeof portfolioSettingsSchema>;

export function defaultPortfolioSettings(): PortfolioSettings {
  return {
    showEmail: false,
    showPhone: false,
    showLocation: true,
    offerPdf: false,
    noindex: false,
    status: '',
    showTitle: true,
    showHeadline: true,
    language: '',
    showPhoto: false,
    photoInPreview: false,
  };
}
