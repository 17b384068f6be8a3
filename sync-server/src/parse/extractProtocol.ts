import {
  isParseErrorCode,
  PARSE_STAGES,
  restoreParseOutcome,
  type ParseErrorCode,
  type ParseOutcome,
  type ParseProgress,
  type ParseStage,
} from '@folio/shared/resume/parse/index.js';

/**
 * Messages between parsePdf.ts and extractWorker.ts, read through guards in both directions. The
 * worker runs the whole parse (pdf.js and the parser core) and sends back only its outcome.
 */

export interface ExtractRequest {
  id: number;
  bytes: Uint8Array;
  fontNames: boolean;
  /** Use resume data embedded in the PDF first (NodeParseOptions.embedded). */
  embedded: boolean;
}

export type ExtractResponse =
  | { type: 'progress'; id: number; progress: ParseProgress }
  | { type: 'done'; id: number; outcome: ParseOutcome }
  | { type: 'failed'; id: number; code: ParseErrorCode; message: string };

/** Sent once by a new worker when pdf.js has loaded: parse time limits start counting only then. */
export interface ExtractReady {
  type: 'ready';
}

export function isExtractReady(data: unknown): data is ExtractReady {
  return isRecord(data) && data.type === 'ready';
}

export function readExtractRequest(data: unknown): ExtractRequest | null {
  if (!isRecord(data) || typeof data.id !== 'number' || !(data.bytes instanceof Uint8Array)) return null;
  return {
    id: data.id,
    bytes: data.bytes,
    fontNames: data.fontNames === true,
    embedded: data.embedded === true,
  };
}

export function readExtractResponse(data: unknown): ExtractResponse | null {
  if (!isRecord(data) || typeof data.id !== 'number') return null;
  const { id } = data;
  if (data.type === 'progress' && isRecord(data.progress) && isStage(data.progress.stage)) {
    const progress: ParseProgress = { stage: data.progress.stage };
    if (typeof data.progress.page === 'number') progress.page = data.progress.page;
    if (typeof data.progress.pages === 'number') progress.pages = data.progress.pages;
    return { type: 'progress', id, progress };
  }
  if (data.type === 'done') {
    try {
      return { type: 'done', id, outcome: restoreParseOutcome(data.outcome) };
    } catch {
      return { type: 'failed', id, code: 'parse_failed', message: 'The parser sent a malformed result.' };
    }
  }
  if (data.type === 'failed' && typeof data.message === 'string') {
    return {
      type: 'failed',
      id,
      code: isParseErrorCode(data.code) ? data.code : 'parse_failed',
      message: data.message,
    };
  }
  return null;
}

function isStage(value: unknown): value is ParseStage {
  return typeof value === 'string' && (PARSE_STAGES as readonly string[]).includes(value);
}
function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
