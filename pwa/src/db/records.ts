import {
  portfolioSettingsSchema,
  TEMPLATE_IDS,
  type PortfolioSettings,
  type PortfolioSummary,
  type ResumeData,
  type TemplateId,
} from '@folio/shared';
import type { ParseOutcome } from '@folio/shared/resume/parse/types.js';
import { z } from 'zod';

/**
 * The shapes stored in IndexedDB. Records are written only by the repositories in this folder and
 * read back only through the `restore*()` functions in restore.ts, which validate them: a record
 * written by an older version of the app, or damaged, must never crash a screen.
 */

const isoDate = z.string().min(1).max(40);
const id = z.string().min(1).max(200);

export const pdfRecordSchema = z.object({
  id,
  ownerId: id,
  name: z.string().max(500),
  size: z.number().int().nonnegative(),
  bytes: z.instanceof(Uint8Array),
  createdAt: isoDate,
});
export type PdfRecord = z.infer<typeof pdfRecordSchema>;

/**
 * What the editor needs from the parse beside the resume itself: where each field came from on the
 * PDF (with the parser's confidence), the lines it could not place, and facts about the document.
 * The parser's own shape (`ParseOutcome` without the resume), validated by its own `restoreParseOutcome`.
 */
export type DraftReview = Omit<ParseOutcome, 'resume'>;
export type { FieldProvenance, UnplacedLine } from '@folio/shared/resume/parse/types.js';

export interface DraftRecord {
  id: string;
  ownerId: string;
  /** The original PDF in the pdfs table, or null (imported from JSON, PDF erased). */
  pdfId: string | null;
  /** SHA-256 of the PDF's bytes (hex): the same file chosen again opens this draft. */
  pdfHash: string | null;
  fileName: string;
  /** The name the owner gave the draft; '' shows the resume's name (draftTitle). */
  title: string;
  /**
   * When a portfolio was first made from it. Such a draft is not listed with the drafts any more, so
   * deleting the portfolio does not bring it back; choosing its PDF again lists it again.
   */
  usedAt: string | null;
  resume: ResumeData;
  settings: PortfolioSettings;
  review: DraftReview | null;
  createdAt: string;
  updatedAt: string;
}

/** The server's view of a portfolio as last seen, for the badge, the link and the dashboard. */
export const serverSnapshotSchema = z.object({
  url: z.string().max(2000),
  /** `/{slug}`, the address people share (absent in records written before slugs). */
  address: z.string().max(2000).optional(),
  slug: z.string().max(400).optional(),
  published: z.boolean(),
  views: z.number().nonnegative(),
  shares: z.number().nonnegative(),
  downloads: z.number().nonnegative(),
  thumbnail: z.string().max(2000),
  updatedAt: z.string().max(40),
  /** The server keeps the original PDF (absent in records written before it was synced). */
  hasPdf: z.boolean().optional(),
});
export type ServerSnapshot = z.infer<typeof serverSnapshotSchema>;

/** The parts of a portfolio a person edits; what sync compares and what a conflict is about. */
export interface PortfolioContent {
  title: string;
  templateId: TemplateId;
  theme: string;
  resume: ResumeData;
  settings: PortfolioSettings;
  published: boolean;
}

/** The server's version of a portfolio kept beside the local one after a 409, until the user chooses. */
export interface ConflictRecord {
  revision: number;
  content: PortfolioContent;
  snapshot: ServerSnapshot;
  detectedAt: string;
}

export const SYNC_ERROR_KINDS = ['plan_limit', 'rejected', 'deleted_on_server'] as const;
export type SyncErrorKind = (typeof SYNC_ERROR_KINDS)[number];

/** Why the server refused a change for good (retrying would not help). */
export interface SyncFailure {
  kind: SyncErrorKind;
  message: string;
  at: string;
}

export interface LocalPortfolioRecord extends PortfolioContent {
  /** Local id, created on the device; also the `clientId` the server dedupes creates by. */
  id: string;
  ownerId: string;
  /** The server's `_id` (the public page's pid) once it has the portfolio. */
  serverId: string | null;
  /** The draft it was made from, when made on this device. */
  draftId: string | null;
  /** The original PDF on this device, sent to the server with the portfolio's creation. */
  pdfId: string | null;
  /** The server's upload holding that PDF, once sent (so a retried creation does not send it again). */
  resumeId: string | null;
  /** The server revision this local copy is based on; 0 before the server has it. */
  baseRevision: number;
  /** Bumped on every local change; `syncedVersion` is the last one the server accepted. */
  localVersion: number;
  syncedVersion: number;
  server: ServerSnapshot | null;
  conflict: ConflictRecord | null;
  failure: SyncFailure | null;
  createdAt: string;
  updatedAt: string;
}

export const OUTBOX_KINDS = ['create', 'update'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * A change waiting to be pushed. One entry per portfolio: the payload is read from the portfolio when
 * it is pushed, so ten edits made offline become one request.
 */
export const outboxEntrySchema = z.object({
  /** The portfolio's local id (primary key: one entry per portfolio). */
  portfolioId: id,
  ownerId: id,
  kind: z.enum(OUTBOX_KINDS),
  attempts: z.number().int().nonnegative(),
  /** Epoch ms before which the entry is not retried (backoff). */
  nextAttemptAt: z.number().nonnegative(),
  lastError: z.string().max(1000).nullable(),
  createdAt: isoDate,
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const CHOICE_KEYS = ['selectedTemplate', 'theme', 'currentDraft'] as const;
export type ChoiceKey = (typeof CHOICE_KEYS)[number];

export const choiceRecordSchema = z.object({
  /** `${ownerId}:${ChoiceKey}`: choices belong to the person, not the device. */
  key: z.string().min(1).max(300),
  value: z.string().max(300),
  updatedAt: isoDate,
});
export type ChoiceRecord = z.infer<typeof choiceRecordSchema>;

export const templateIdSchema = z.enum(TEMPLATE_IDS);

/** One row of GET /api/portfolios as stored (the shape `parsePortfolioSummary` gives). */
export const storedSummarySchema = z.object({
  _id: id,
  title: z.string(),
  template: z.string(),
  templateId: templateIdSchema,
  theme: z.string(),
  url: z.string(),
  // Rows stored before slugs have neither: '' means the page's first address (shareModel.publicLink).
  address: z.string().default(''),
  slug: z.string().default(''),
  thumbnail: z.string(),
  views: z.number().nonnegative(),
  shares: z.number().nonnegative(),
  downloads: z.number().nonnegative(),
  published: z.boolean(),
  revision: z.number().int().nonnegative(),
  clientId: id.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<PortfolioSummary>;

/**
 * The server's list of a person's portfolios as this device last received it (from the dashboard or
 * a sync), so the dashboard can show it offline even when no sync has run yet.
 */
export interface ServerListRecord {
  ownerId: string;
  portfolios: PortfolioSummary[];
  savedAt: string;
}
export { portfolioSettingsSchema };
