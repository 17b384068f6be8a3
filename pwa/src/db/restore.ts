import {
  defaultPortfolioSettings,
  restoreResume,
  type PortfolioSettings,
  type ResumeData,
} from '@folio/shared';
import { restoreParseOutcome } from '@folio/shared/resume/parse/outcome.js';
import {
  choiceRecordSchema,
  outboxEntrySchema,
  pdfRecordSchema,
  portfolioSettingsSchema,
  serverSnapshotSchema,
  storedSummarySchema,
  SYNC_ERROR_KINDS,
  templateIdSchema,
  type ChoiceRecord,
  type ConflictRecord,
  type DraftRecord,
  type DraftReview,
  type LocalPortfolioRecord,
  type OutboxEntry,
  type PdfRecord,
  type PortfolioContent,
  type ServerListRecord,
  type ServerSnapshot,
  type SyncFailure,
} from './records.js';

/**
 * Every record read from IndexedDB passes through one of these (Excalidraw's `restore*()`): it is
 * validated, and fields added in later versions get their defaults. An unusable record gives null and
 * is skipped rather than crashing the screen that reads it.
 */

export function restorePdf(value: unknown): PdfRecord | null {
  const parsed = pdfRecordSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function restoreDraft(value: unknown): DraftRecord | null {
  if (!isRecord(value)) return null;
  const { id, ownerId, createdAt, updatedAt } = value;
  if (!isId(id) || !isId(ownerId) || typeof createdAt !== 'string' || typeof updatedAt !== 'string')
    return null;
  try {
    const resume = restoreResume(value.resume);
    return {
      id,
      ownerId,
      pdfId: isId(value.pdfId) ? value.pdfId : null,
      pdfHash: isId(value.pdfHash) ? value.pdfHash : null,
      fileName: typeof value.fileName === 'string' ? value.fileName : '',
      title: typeof value.title === 'string' ? value.title : '',
      usedAt: typeof value.usedAt === 'string' ? value.usedAt : null,
      resume,
      settings: restoreSettings(value.settings),
      review: restoreReview(value.review, resume),
      createdAt,
      updatedAt,
    };
  } catch {
    return null;
  }
}

/** The parse details of a draft, checked by the parser's own validator; null when absent or damaged. */
export function restoreReview(value: unknown, resume: ResumeData): DraftReview | null {
  if (!isRecord(value)) return null;
  try {
    const { provenance, unplaced, meta } = restoreParseOutcome({ ...value, resume });
    return { provenance, unplaced, meta };
  } catch {
    return null;
  }
}

/** Settings with defaults for anything missing: a new privacy switch starts private on old records. */
export function restoreSettings(value: unknown): PortfolioSettings {
  const defaults = defaultPortfolioSettings();
  const merged = isRecord(value) ? { ...defaults, ...value } : defaults;
  const parsed = portfolioSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaults;
}

export function restoreContent(value: unknown): PortfolioContent | null {
  if (!isRecord(value)) return null;
  const templateId = templateIdSchema.safeParse(value.templateId);
  if (!templateId.success) return null;
  try {
    return {
      title: typeof value.title === 'string' ? value.title : '',
      templateId: templateId.data,
      theme: typeof value.theme === 'string' ? value.theme : '',
      resume: restoreResume(value.resume),
      settings: restoreSettings(value.settings),
      published: value.published !== false,
    };
  } catch {
    return null;
  }
}

function restoreSnapshot(value: unknown): ServerSnapshot | null {
  const parsed = serverSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function restoreConflict(value: unknown): ConflictRecord | null {
  if (!isRecord(value) || !isRevision(value.revision) || typeof value.detectedAt !== 'string') return null;
  const content = restoreContent(value.content);
  const snapshot = restoreSnapshot(value.snapshot);
  if (!content || !snapshot) return null;
  return { revision: value.revision, content, snapshot, detectedAt: value.detectedAt };
}

function restoreFailure(value: unknown): SyncFailure | null {
  if (!isRecord(value)) return null;
  const kind = SYNC_ERROR_KINDS.find((k) => k === value.kind);
  if (!kind || typeof value.message !== 'string' || typeof value.at !== 'string') return null;
  return { kind, message: value.message, at: value.at };
}

export function restorePortfolio(value: unknown): LocalPortfolioRecord | null {
  if (!isRecord(value)) return null;
  const { id, ownerId, createdAt, updatedAt } = value;
  if (!isId(id) || !isId(ownerId) || typeof createdAt !== 'string' || typeof updatedAt !== 'string')
    return null;
  const content = restoreContent(value);
  if (!content) return null;
  const localVersion = isRevision(value.localVersion) ? value.localVersion : 0;
  const syncedVersion = isRevision(value.syncedVersion) ? Math.min(value.syncedVersion, localVersion) : 0;
  return {
    ...content,
    id,
    ownerId,
    serverId: isId(value.serverId) ? value.serverId : null,
    draftId: isId(value.draftId) ? value.draftId : null,
    pdfId: isId(value.pdfId) ? value.pdfId : null,
    resumeId: isId(value.resumeId) ? value.resumeId : null,
    baseRevision: isRevision(value.baseRevision) ? value.baseRevision : 0,
    localVersion,
    syncedVersion,
    server: restoreSnapshot(value.server),
    conflict: restoreConflict(value.conflict),
    failure: restoreFailure(value.failure),
    createdAt,
    updatedAt,
  };
}

export function restoreOutboxEntry(value: unknown): OutboxEntry | null {
  const parsed = outboxEntrySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function restoreChoice(value: unknown): ChoiceRecord | null {
  const parsed = choiceRecordSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A stored server list; rows that no longer read are dropped, the rest still show. */
export function restoreServerList(value: unknown): ServerListRecord | null {
  if (!isRecord(value) || !isId(value.ownerId) || typeof value.savedAt !== 'string') return null;
  if (!Array.isArray(value.portfolios)) return null;
  const portfolios = restoreAll(value.portfolios, (row) => {
    const parsed = storedSummarySchema.safeParse(row);
    return parsed.success ? parsed.data : null;
  });
  return { ownerId: value.ownerId, portfolios, savedAt: value.savedAt };
}

/** Keeps the records that restore, dropping the rest. */
export function restoreAll<T>(values: readonly unknown[], restore: (v: unknown) => T | null): T[] {
  const out: T[] = [];
  for (const v of values) {
    const r = restore(v);
    if (r !== null) out.push(r);
  }
  return out;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function isId(v: unknown): v is string {
  return typeof v === 'string' && v.length > 0 && v.length <= 200;
}
function isRevision(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}
