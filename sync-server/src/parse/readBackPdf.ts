import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { extractDocument } from '@folio/shared/resume/parse/index.js';
import { loadPdfjs, nodeDocumentOptions } from './pdfjsNode.js';

/*
 * Test helper: reads a PDF back with the real pdf.js (legacy build, as the server runs it) for what
 * a person would see of it: its text items, link annotations, metadata, and any QR code on a page,
 * rendered with @napi-rs/canvas (pdf.js' own Node canvas) and decoded with jsQR.
 */

export interface ReadPage {
  view: number[];
  getViewport(p: { scale: number }): { width: number; height: number };
  getAnnotations(): Promise<{ subtype: string; url?: string; rect: number[] }[]>;
  render(p: object): { promise: Promise<void> };
}
interface ReadDoc {
  numPages: number;
  getPage(n: number): Promise<ReadPage>;
  getMetadata(): Promise<{ info: Record<string, unknown> }>;
}

/** Opens the PDF, hands it to `read`, and always frees it. */
export async function withPdf<T>(bytes: Uint8Array, read: (doc: ReadDoc) => Promise<T>): Promise<T> {
  const pdfjs = (await loadPdfjs()) as unknown as {
    getDocument(p: object): { promise: Promise<ReadDoc>; destroy(): Promise<void> };
  };
  const task = pdfjs.getDocument({ ...nodeDocumentOptions(), data: bytes.slice(), isEvalSupported: false });
  try {
    return await read(await task.promise);
  } finally {
    await task.destroy();
  }
}

/** The text items as the parser reads them: page, words and box. */
export async function textItems(bytes: Uint8Array) {
  const doc = await extractDocument(await loadPdfjs(), bytes.slice(), {
    documentOptions: nodeDocumentOptions(),
  });
  return doc.items.map((i) => ({ page: i.page, text: i.text, x: i.x, y: i.y, w: i.w, h: i.h }));
}

/** Renders the page at 3 px per point and decodes whatever QR code it shows. */
export async function decodeQr(page: ReadPage): Promise<string | null> {
  const viewport = page.getViewport({ scale: 3 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}
