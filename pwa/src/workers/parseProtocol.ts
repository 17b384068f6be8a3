import type { EmbeddedUse } from '@folio/shared/resume/exchange/embedded/parseWithEmbedded.js';
import {
  isParseErrorCode,
  PARSE_STAGES,
  restoreParseOutcome,
  type ParseErrorCode,
  type ParseOutcome,
  type ParseProgress,
  type ParseStage,
} from '@folio/shared/parser';

/*
 * Messages between parseClient.ts (main thread) and parse.worker.ts. Both directions are read through
 * these functions: a message is data from another realm, so it is validated, never cast.
 */

/** Main thread → worker. `bytes` is transferred, not copied. */
export type ParseRequest = { type: 'parse'; id: number; bytes: ArrayBuffer } | { type: 'cancel'; id: number };

/** Worker → main thread. */
export type ParseResponse =
  | { type: 'progress'; id: number; progress: ParseProgress }
  | { type: 'done'; id: number; outcome: ParseOutcome; embedded: EmbeddedUse | null }
  | { type: 'failed'; id: number; code: ParseErrorCode | 'cancelled'; message: string };

export function readParseRequest(data: unknown): ParseRequest | null {
  if (!isRecord(data) || typeof data.id !== 'number') return null;
  if (data.type === 'cancel') return { type: 'cancel', id: data.id };
  if (data.type === 'parse' && data.bytes instanceof ArrayBuffer)
    return { type: 'parse', id: data.id, bytes: data.bytes };
  return null;
}

export function readParseResponse(data: unknown): ParseResponse | null {
  if (!isRecord(data) || typeof data.id !== 'number') return null;
  const { id } = data;
  if (data.type === 'progress' && isRecord(data.progress)) {
    const stage = data.progress.stage;
    if (!isStage(stage)) return null;
    const progress: ParseProgress = { stage };
    if (typeof data.progress.page === 'number') progress.page = data.progress.page;
    if (typeof data.progress.pages === 'number') progress.pages = data.progress.pages;
    return { type: 'progress', id, progress };
  }
  if (data.type === 'done') {
    try {
      return {
        type: 'done',
        id,
        outcome: restoreParseOutcome(data.outcome),
        embedded: readEmbeddedUse(data.embedded),
      };
    } catch {
      return { type: 'failed', id, code: 'parse_failed', message: 'The parser sent a malformed result.' };
    }
  }
  if (data.type === 'failed' && typeof data.message === 'string') {
    const code = data.code === 'cancelled' || isParseErrorCode(data.code) ? data.code : 'parse_failed';
    return { type: 'failed', id, code, message: data.message.slice(0, 500) };
  }
  return null;
}

/** Where the resume came from when the PDF carried one; notes are cut to size like any message. */
function readEmbeddedUse(value: unknown): EmbeddedUse | null {
  if (!isRecord(value) || typeof value.source !== 'string') return null;
  const notes = Array.isArray(value.notes) ? value.notes.filter(isRecord).slice(0, 50) : [];
  return {
    source: value.source.slice(0, 200),
    notes: notes
      .filter((n) => typeof n.text === 'string')
      .map((n) => ({
        level: n.level === 'warning' ? 'warning' : 'info',
        text: String(n.text).slice(0, 500),
      })),
  };
}

function isStage(value: unknown): value is ParseStage {
  return typeof value === 'string' && (PARSE_STAGES as readonly string[]).includes(value);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
