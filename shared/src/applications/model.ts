import { z } from 'zod';
import { multiLine, singleLine } from '../security/text.js';

/** Where an application stands, in the order a search usually goes. */
export const APPLICATION_STATUSES = [
  'saved',
  'applied',
  'interviewing',
  'offer',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  saved: 'Saved',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offer: 'Offer',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** Bounds the server enforces and the client checks first (the server is the authority). */
export const APPLICATION_LIMITS = {
  /** Live applications per account; a year of an active search fits well below it. */
  perOwner: 500,
  company: 200,
  role: 200,
  /** A pasted job posting: long ones run to some thousands of words. */
  posting: 20_000,
  notes: 10_000,
  nextStep: 200,
  /** Rows read from one CSV import. */
  importRows: 500,
  /** Bytes of one CSV file read for an import. */
  importBytes: 2_000_000,
} as const;

/** Applications still under way: what makes an outdated published page matter. */
export const ACTIVE_STATUSES: readonly ApplicationStatus[] = ['saved', 'applied', 'interviewing', 'offer'];

/** What a person edits about an application (what sync compares, what a conflict is about). */
export interface ApplicationContent {
  company: string;
  role: string;
  /** The job posting: its address or its pasted text. */
  posting: string;
  status: ApplicationStatus;
  /** YYYY-MM-DD, or null. */
  appliedOn: string | null;
  /** The next step (an interview, a follow-up) and its date. */
  nextStep: string;
  nextStepOn: string | null;
  notes: string;
  /** The portfolio whose private link this application sends; null until one is chosen. */
  portfolioId: string | null;
  /** Count opens of this application's link; off, opens are neither counted nor kept. */
  tracking: boolean;
}

/** The private link an application owns: the address to send and who opened it (PrivateLink's fields). */
export interface ApplicationLink {
  id: string;
  url: string;
  opens: {
    first: string | null;
    last: string | null;
    /** Distinct people who opened it (bots, link previews, mail scanners and the owner are not counted). */
    visitors: number;
    /** Link previews fetched by chat or social apps. */
    unfurls: number;
  };
}

/** An application as the server answers it (GET/POST/PATCH /api/applications). */
export interface Application extends ApplicationContent {
  id: string;
  /** The device's id for it, so a retried creation returns the same application. */
  clientId: string | null;
  revision: number;
  createdAt: string;
  updatedAt: string;
  /** The private link the application owns (made for its portfolio), with its opens. */
  link: ApplicationLink | null;
}

export interface ApplicationListResponse {
  success: true;
  applications: Application[];
  /** Days an open is kept before it is deleted. */
  openRetentionDays: number;
}
export interface ApplicationResponse {
  success: true;
  application: Application;
}
/** POST /api/applications. */
export type CreateApplicationRequest = Partial<ApplicationContent> &
  Pick<ApplicationContent, 'company' | 'role'> & { clientId?: string };
/** PATCH /api/applications/:id: the fields to change and the revision they were based on. */
export type UpdateApplicationRequest = Partial<ApplicationContent> & { baseRevision: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date as YYYY-MM-DD, checked to exist (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DAY.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

const oneLine = (max: number, what: string) =>
  z
    .string()
    .transform((s) => singleLine(s).trim())
    .pipe(z.string().max(max, `${what} can be at most ${max} characters.`));
const text = (max: number, what: string) =>
  z
    .string()
    .transform((s) => multiLine(s).trim())
    .pipe(z.string().max(max, `${what} can be at most ${max} characters.`));
const day = z.string().refine(isCalendarDate, 'Dates are written YYYY-MM-DD.').nullable();

/** Every field of ApplicationContent, each cleaned and bounded: for requests, imports and stores. */
export const applicationFields = {
  company: oneLine(APPLICATION_LIMITS.company, 'The company'),
  role: oneLine(APPLICATION_LIMITS.role, 'The role'),
  posting: text(APPLICATION_LIMITS.posting, 'The job posting'),
  status: z.enum(APPLICATION_STATUSES),
  appliedOn: day,
  nextStep: oneLine(APPLICATION_LIMITS.nextStep, 'The next step'),
  nextStepOn: day,
  notes: text(APPLICATION_LIMITS.notes, 'The notes'),
  portfolioId: z.string().min(1).max(100).nullable(),
  tracking: z.boolean(),
};

export const applicationContentSchema = z
  .object(applicationFields)
  .strict()
  .refine((a) => a.company !== '' || a.role !== '', 'Name the company or the role.');

export const emptyApplicationContent = (): ApplicationContent => ({
  company: '',
  role: '',
  posting: '',
  status: 'saved',
  appliedOn: null,
  nextStep: '',
  nextStepOn: null,
  notes: '',
  portfolioId: null,
  tracking: true,
});

/** The label of the private link an application owns: what the owner sees in their link list. */
export function applicationLinkLabel(a: Pick<ApplicationContent, 'company' | 'role'>): string {
  return [a.company, a.role].filter(Boolean).join(' — ').slice(0, 120) || 'Application';
}

/** Whether two contents say the same (a retried write the server already has is no conflict). */
export function sameApplicationContent(a: ApplicationContent, b: ApplicationContent): boolean {
  return (Object.keys(applicationFields) as (keyof ApplicationContent)[]).every((k) => a[k] === b[k]);
}

export const pickApplicationContent = (a: ApplicationContent): ApplicationContent => ({
  company: a.company,
  role: a.role,
  posting: a.posting,
  status: a.status,
  appliedOn: a.appliedOn,
  nextStep: a.nextStep,
  nextStepOn: a.nextStepOn,
  notes: a.notes,
  portfolioId: a.portfolioId,
  tracking: a.tracking,
});
