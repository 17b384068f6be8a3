import { SAFE_DOCUMENT_OPTIONS } from '@folio/shared/parser';
import { AnnotationMode, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import * as pdfjsWorker from 'pdfjs-dist/build/pdf.worker.mjs';
import { LocalBinaryDataFactory } from '../../workers/cmaps.js';

/*
 * Draws a page of the person's own PDF beside the editor. Loaded only by the editor route (a dynamic
 * import), so no other screen pays for pdf.js. pdf.js runs its worker code in this thread, like the
 * parse worker does: one page of a resume renders in tens of milliseconds, and no second worker is
 * started. The same safety options as the parser: no scripts, no XFA, no fonts from the PDF.
 */
Object.assign(globalThis, { pdfjsWorker });

export interface PdfHandle {
  pages: number;
  /** Renders page `n` (1-based) into the canvas at `cssWidth`; resolves with the scale used (CSS px per point). */
  render(
    n: number,
    canvas: HTMLCanvasElement,
    cssWidth: number,
  ): Promise<{ scale: number; cssHeight: number }>;
  close(): void;
}

export async function openPdf(bytes: Uint8Array): Promise<PdfHandle> {
  // pdf.js takes ownership of the buffer it is given; the stored copy must stay intact.
  const task = getDocument({
    BinaryDataFactory: LocalBinaryDataFactory,
    useWorkerFetch: false,
    cMapPacked: true,
    ...SAFE_DOCUMENT_OPTIONS,
    data: bytes.slice(),
  });
  const doc: PDFDocumentProxy = await task.promise;
  let current: { cancel(): void } | null = null;
  return {
    pages: doc.numPages,
    async render(n, canvas, cssWidth) {
      current?.cancel();
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const scale = cssWidth / base.width;
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const viewport = page.getViewport({ scale: scale * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${cssWidth}px`;
      canvas.style.height = `${viewport.height / ratio}px`;
      const rendering = page.render({ canvas, viewport, annotationMode: AnnotationMode.DISABLE });
      current = rendering;
      try {
        await rendering.promise;
      } finally {
        if (current === rendering) current = null;
      }
      return { scale, cssHeight: viewport.height / ratio };
    },
    close() {
      current?.cancel();
      void task.destroy();
    },
  };
}
