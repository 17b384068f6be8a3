import { createRequire } from 'node:module';
import path from 'node:path';
import { PARSE_TIMEOUT_MS, type ResumeData } from '@folio/shared';
// The subpath form the server bundle (build.mjs) resolves; the PWA imports the same module as
// '@folio/shared/parser'.
import {
  ParseError,
  parsePdfWith,
  type ExtractOptions,
  type ParseOutcome,
  type PdfjsLike,
} from '@folio/shared/resume/parse/index.js';

/*
 * The Node side of the parser: loads pdf.js (5.5.207 legacy build through the `pdfjs-node` alias; 6.x
 * does not run on Node 20) and hands it to the shared core. pdf.js runs in this thread here, so a
 * watchdog aborts a parse that runs past PARSE_TIMEOUT_MS between pdf.js' work slices.
 */

let pdfjsPromise: Promise<PdfjsLike> | null = null;

/** Imports pdf.js once (≈160 ms); later parses reuse it. */
export function loadPdfjs(): Promise<PdfjsLike> {
  pdfjsPromise ??= import('pdfjs-node/legacy/build/pdf.mjs').then((mod) => {
    const lib: PdfjsLike = { getDocument: mod.getDocument, OPS: mod.OPS };
    return lib;
  });
  return pdfjsPromise;
}

/** Where the package keeps its CMaps (CJK fonts need them); read from disk, never fetched. */
function cMapDir(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('pdfjs-node/legacy/build/pdf.mjs');
  return `${path.resolve(path.dirname(entry), '../../cmaps')}${path.sep}`;
}

export interface NodeParseOptions {
  onProgress?: ExtractOptions['onProgress'];
  timeoutMs?: number;
  /** Read real font names (bold/italic) at the cost of an operator list per page. */
  fontNames?: boolean;
}

/** Parses PDF bytes into a ParseOutcome; throws ParseError (with an ErrorCode) when there is no resume. */
export async function parsePdfOutcome(
  bytes: Uint8Array,
  options: NodeParseOptions = {},
): Promise<ParseOutcome> {
  const pdfjs = await loadPdfjs();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? PARSE_TIMEOUT_MS);
  try {
    // pdf.js transfers (detaches) the buffer it is given; the caller keeps its own bytes.
    return await parsePdfWith(pdfjs, bytes.slice(), {
      documentOptions: { cMapUrl: cMapDir(), cMapPacked: true },
      fontNames: options.fontNames ?? false,
      onProgress: options.onProgress,
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) throw new ParseError('parse_timeout');
    if (error instanceof ParseError) throw error;
    throw new ParseError('parse_failed');
  } finally {
    clearTimeout(timer);
  }
}

/** Parses PDF bytes in Node with the shared parser core. Throws ParseError (with an ErrorCode) on bad input. */
export async function parsePdf(bytes: Uint8Array): Promise<ResumeData> {
  return (await parsePdfOutcome(bytes)).resume;
}
