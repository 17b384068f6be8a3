import {
  extractDocument,
  parseExtracted,
  type ExtractOptions,
  type ParseOutcome,
  type PdfjsLike,
} from '../../parse/index.js';
import type { ImportNote } from '../notes.js';
import { preferPrinted } from './preferPrinted.js';
import { findEmbeddedResume, withEmbeddedReader } from './readEmbedded.js';

export interface EmbeddedUse {
  source: string;
  notes: ImportNote[];
}

/**
 * The parse, with a first look for structured data inside the PDF (readEmbedded.ts). When the PDF
 * carries a resume, that exact data becomes the result, checked against the printed text
 * (preferPrinted.ts); the parser's provenance is kept only for fields whose value did not change, so
 * the editor never outlines a box for a value the box does not hold.
 */
export async function parseWithEmbedded(
  pdfjs: PdfjsLike,
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<{ outcome: ParseOutcome; embedded: EmbeddedUse | null }> {
  const started = Date.now();
  const reader = withEmbeddedReader(pdfjs);
  const extracted = await extractDocument(reader.pdfjs, bytes, options);
  const outcome = parseExtracted(extracted, options.onProgress);
  outcome.meta.ms = Date.now() - started;
  const raw = await reader.embedded();
  const found = raw ? findEmbeddedResume(raw) : null;
  if (!found) return { outcome, embedded: null };
  const printedText = extracted.items.map((item) => item.text).join(' ');
  const { resume, notes } = preferPrinted(found.resume, outcome.resume, printedText);
  const provenance = Object.fromEntries(
    Object.entries(outcome.provenance).filter(
      ([path]) => valueAt(resume, path) === valueAt(outcome.resume, path),
    ),
  );
  return {
    outcome: { ...outcome, resume, provenance },
    embedded: { source: found.source, notes: [...found.notes, ...notes] },
  };
}

function valueAt(root: unknown, path: string): unknown {
  let node = root;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'object' ? JSON.stringify(node) : node;
}
