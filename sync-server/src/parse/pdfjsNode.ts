import { createRequire } from 'node:module';
import path from 'node:path';
import type { PdfjsLike } from '@folio/shared/resume/parse/index.js';
import { keepingNativeBuiltins } from './nativeBuiltins.js';

/*
 * pdf.js for Node: 5.5.207's legacy build through the `pdfjs-node` alias (6.x does not run on Node 20;
 * 5.6.83–6.2.107 are affected by CVE-2026-16633). The shared extractor always adds isEvalSupported:
 * false and the other untrusted-file options; this adds only where the CMaps are.
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
      import('pdfjs-node/legacy/build/pdf.mjs'),
      import('pdfjs-node/legacy/build/pdf.worker.mjs'),
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
  const entry = require.resolve('pdfjs-node/legacy/build/pdf.mjs');
  return { cMapUrl: `${path.resolve(path.dirname(entry), '../../cmaps')}${path.sep}`, cMapPacked: true };
}
