import { extractDocument, type ExtractOptions, type PdfjsLike } from './items/extract.js';
import { parseExtracted } from './pipeline.js';
import type { ParseOutcome } from './types.js';

/**
 * The whole parse: PDF bytes → ParseOutcome, given a pdf.js build. Both the browser worker and the
 * Node loader call this, so they share every step after loading.
 */
export async function parsePdfWith(
  pdfjs: PdfjsLike,
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<ParseOutcome> {
  const started = now();
  const doc = await extractDocument(pdfjs, bytes, options);
  const outcome = parseExtracted(doc, options.onProgress);
  outcome.meta.ms = Math.round(now() - started);
  return outcome;
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
