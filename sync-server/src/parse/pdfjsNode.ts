import { createRequire } from 'node:module';
import path from 'node:path';
import type { PdfjsLike } from '@folio/shared/resume/parse/index.js';
import { keepingNativeBuiltins } from './nativeBuiltins.js';

/*
 * pdf.js for Node: the same pdfjs-dist version the browser's parse worker runs, in its legacy build:
 * the modern build calls built-ins Node 24 does not have yet (Uint8Array.prototype.toHex,
 * Uint8Array.fromBase64), which the legacy build polyfills. The shared extractor always adds
 * isEvalSupported: false and the other untrusted-file options; this adds only where the CMaps are.
 */

let pdfjsPromise: Promise<PdfjsLike> | null = null;

/**
 * Imports pdf.js once (≈160 ms); later parses reuse it. Its worker side is imported here too and
 * handed to pdf.js as `globalThis.pdfjsWorker` (Node runs it on the same thread), so the first parse
 * does not load it and its polyfills are undone together with the main side's.
 */
export function loadPdfjs(): Promise<PdfjsLike> {
  pdfjsPromise ??= keepingNativeBuiltins(async () => {
    const [mod, workerSide] = await Promise.all([
      import('pdfjs-dist/legacy/build/pdf.mjs'),
      import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
    ]);
    Object.assign(globalThis, { pdfjsWorker: workerSide });
    const lib: PdfjsLike = { getDocument: mod.getDocument, OPS: mod.OPS };
    return lib;
  });
  return pdfjsPromise;
}

/** getDocument options for Node: CMaps (CJK fonts need them) read from the package on disk. */
export function nodeDocumentOptions(): Record<string, unknown> {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
  return { cMapUrl: `${path.resolve(path.dirname(entry), '../../cmaps')}${path.sep}`, cMapPacked: true };
}
