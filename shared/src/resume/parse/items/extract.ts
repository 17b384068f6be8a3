import { MAX_PDF_PAGES } from '../../../limits.js';
import { TextBudget } from './budget.js';
import { ParseError } from '../errors.js';
import { ICON_STAND_IN, isIconHole } from './iconHoles.js';
import { normalizeItemText, isIconText } from './text.js';
import type { Box, ExtractedDocument, LinkArea, PageSize, ProgressCallback, TextItem } from '../types.js';

/*
 * Step 1: PDF → text items and link areas. The only step that touches pdf.js, which it receives as an
 * argument (`PdfjsLike`), so the same code runs against the same pdfjs-dist in the browser worker and in
 * Node; only the loading options differ. Everything pdf.js returns is untrusted input
 * and is read through guards, never cast.
 */

export interface PdfPageLike {
  view: number[];
  getTextContent(params?: { includeMarkedContent?: boolean; disableNormalization?: boolean }): Promise<{
    // Text items and marked-content markers; read through guards (untrusted shapes).
    items: unknown[];
    styles: Record<string, { ascent?: number; descent?: number }>;
  }>;
  getOperatorList(): Promise<{ fnArray: number[] }>;
  commonObjs: { get(id: string): unknown; has(id: string): boolean };
  cleanup(): unknown;
}
export interface PdfDocumentLike {
  numPages: number;
  getPage(pageNumber: number): Promise<PdfPageLike>;
  /** Annotations of the given types on every page not skipped, each with its `pageIndex`. */
  getAnnotationsByType(types: Set<number>, pageIndexesToSkip: Set<number>): Promise<object[]>;
}
export interface PdfLoadingTaskLike {
  promise: Promise<PdfDocumentLike>;
  destroy(): Promise<void>;
}
export interface PdfjsLike {
  getDocument(params: { data: Uint8Array } & Record<string, unknown>): PdfLoadingTaskLike;
  /** pdf.js operator codes; used only to tell a scanned page (images, no text) from an empty one. */
  OPS: Record<string, number>;
}

export interface ExtractOptions {
  /** Loader-specific getDocument options (worker setup, cMaps). The safety options below always win. */
  documentOptions?: Record<string, unknown>;
  /** Also read real font names (for bold/italic/icon detection). Costs one operator list per page. */
  fontNames?: boolean;
  /** Which pages to read link annotations from; see `linkPages`. */
  links?: 'all' | 'none' | 'first';
  onProgress?: ProgressCallback;
  signal?: AbortSignal;
}

/** pdf.js options for untrusted files: no scripting, no XFA, no font loading, nothing from the network. */
export const SAFE_DOCUMENT_OPTIONS = {
  enableXfa: false,
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  disableAutoFetch: true,
  disableStream: true,
  disableRange: true,
  useWasm: false,
  stopAtErrors: false,
  verbosity: 0,
} as const;

/** Reads text items and link areas from PDF bytes; throws ParseError for files that hold no resume. */
export async function extractDocument(
  pdfjs: PdfjsLike,
  bytes: Uint8Array,
  options: ExtractOptions = {},
): Promise<ExtractedDocument> {
  const { onProgress, signal } = options;
  onProgress?.({ stage: 'load' });
  if (!startsWithPdfMagic(bytes)) throw new ParseError('pdf_corrupt');
  const task = pdfjs.getDocument({ ...options.documentOptions, ...SAFE_DOCUMENT_OPTIONS, data: bytes });
  const abort = () => void task.destroy();
  signal?.addEventListener('abort', abort, { once: true });
  let doc: PdfDocumentLike;
  try {
    doc = await task.promise;
  } catch (error) {
    signal?.removeEventListener('abort', abort);
    throw loadError(error, signal);
  }
  try {
    if (doc.numPages > MAX_PDF_PAGES) throw new ParseError('pdf_too_many_pages');
    if (doc.numPages < 1) throw new ParseError('pdf_empty');
    const pages: PageSize[] = [];
    const origins: PageOrigin[] = [];
    const items: TextItem[] = [];
    const budget = new TextBudget();
    let sawImages = false;
    for (let n = 1; n <= doc.numPages; n++) {
      throwIfAborted(signal);
      onProgress?.({ stage: 'text', page: n, pages: doc.numPages });
      const page = await doc.getPage(n);
      const read = await readPage(page, n, pdfjs.OPS, options);
      budget.addPage(read.items);
      pages.push(read.size);
      origins.push(read.origin);
      items.push(...read.items);
      sawImages ||= read.hasImages;
      page.cleanup();
    }
    throwIfAborted(signal);
    if (!items.some((i) => !i.icon && /[\p{L}\p{N}]/u.test(i.text))) {
      throw new ParseError(sawImages ? 'pdf_no_text' : 'pdf_empty');
    }
    const { links, covers } = await readAnnotations(doc, origins, options.links ?? 'all');
    throwIfAborted(signal);
    // What an opaque mark drawn over the page hides, a reader does not see: neither text nor links.
    const seen = <T>(list: T[], at: (t: T) => { page: number; x: number; y: number }) =>
      covers.length ? list.filter((t) => !covers.some((c) => inside(c, at(t)))) : list;
    return {
      pages,
      items: seen(items, (i) => ({ page: i.page, x: i.x + i.w / 2, y: i.baseline - i.fontSize / 3 })),
      links: seen(links, (l) => ({ page: l.page, x: l.box[0] + l.box[2] / 2, y: l.box[1] + l.box[3] / 2 })),
    };
  } catch (error) {
    throw error instanceof ParseError ? error : loadError(error, signal);
  } finally {
    signal?.removeEventListener('abort', abort);
    // Destroying the loading task also destroys the document and frees pdf.js' worker-side state.
    await task.destroy().catch(() => undefined);
  }
}

async function readPage(
  page: PdfPageLike,
  pageNumber: number,
  ops: Record<string, number>,
  options: ExtractOptions,
): Promise<{ size: PageSize; origin: PageOrigin; items: TextItem[]; hasImages: boolean }> {
  const [x0, y0, x1, y1] = viewBox(page.view);
  const size = { width: x1 - x0, height: y1 - y0 };
  const content = await page.getTextContent({ includeMarkedContent: false, disableNormalization: true });
  const fontNames = new Map<string, string>();
  let hasImages = false;
  const wantsNames = options.fontNames === true && content.items.length > 0;
  // An empty page is read for images so a scan can be told from a blank document. The operator list
  // is also where pdf.js puts real font names (in commonObjs), so both needs share one call.
  if (wantsNames || content.items.length === 0) {
    const list = await page.getOperatorList();
    const imageOps = new Set([ops.paintImageXObject, ops.paintInlineImageXObject, ops.paintImageMaskXObject]);
    hasImages = list.fnArray.some((fn) => imageOps.has(fn));
    if (wantsNames) for (const id of Object.keys(content.styles)) fontNames.set(id, fontNameOf(page, id));
  }
  const items: TextItem[] = [];
  for (const [i, raw] of content.items.entries()) {
    const read = isIconHole(content.items, i) && isRecord(raw) ? { ...raw, str: ICON_STAND_IN } : raw;
    const item = toTextItem(read, content.styles, fontNames, pageNumber, x0, y1);
    if (item) items.push(item);
  }
  return { size, origin: { x0, top: y1 }, items, hasImages };
}

/** Where a page's view box starts, to turn PDF user space into top-left page coordinates. */
interface PageOrigin {
  x0: number;
  top: number;
}

function toTextItem(
  raw: unknown,
  styles: Record<string, { ascent?: number; descent?: number }>,
  fontNames: Map<string, string>,
  page: number,
  viewX0: number,
  viewTop: number,
): TextItem | null {
  if (!isRecord(raw) || typeof raw.str !== 'string' || !Array.isArray(raw.transform)) return null;
  const text = normalizeItemText(raw.str);
  if (!text.trim()) return null;
  const t = raw.transform.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0));
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = t;
  const fontSize = Math.hypot(c, d) || Math.hypot(a, b);
  if (!(fontSize > 0.5 && fontSize < 500)) return null;
  const fontId = typeof raw.fontName === 'string' ? raw.fontName : '';
  const style = styles[fontId];
  const ascent = clamp(num(style?.ascent, 0.8), 0.5, 1.2);
  const descent = clamp(num(style?.descent, -0.2), -0.5, 0);
  const width = Math.max(0, num(raw.width, 0));
  const baseline = viewTop - f;
  const fontName = fontNames.get(fontId) ?? '';
  const face = fontName.replace(/^[A-Z]{6}\+/, '').toLowerCase();
  const iconFont =
    /awesome|icon|glyph|symbols?(?!.*(?:sans|serif))|dingbat|wingding|material|phosphor|feather|octicon|academicons|marvosym|fontello|entypo/.test(
      face,
    );
  return {
    text,
    x: e - viewX0,
    y: baseline - ascent * fontSize,
    w: width,
    h: (ascent - descent) * fontSize,
    baseline,
    fontSize,
    fontId,
    fontName,
    bold:
      /bold|black|heavy|semibold|demi|extrabold|[-,]bd\b|heiti|\bhei\b/.test(face) ||
      /\bcmbx|\bcmb\d/.test(face),
    italic: /italic|oblique|\bit\b|cmti|kaiti/.test(face),
    icon: iconFont || isIconText(text),
    page,
  };
}

/** pdf.js' AnnotationType.LINK (PDF link annotations; stable since pdf.js 1.x). */
const LINK_ANNOTATION = 2;
/** AnnotationType.SQUARE and .INK: a box or pen strokes someone drew over the page (a redaction). */
const SQUARE_ANNOTATION = 5;
const INK_ANNOTATION = 15;
/** A pen this wide (points) blots out text; a signature's strokes are far thinner. */
const COVERING_PEN = 6;

/** A page area an opaque mark covers. */
interface Cover {
  page: number;
  box: Box;
}

function inside(cover: Cover, at: { page: number; x: number; y: number }): boolean {
  const [x, y, w, h] = cover.box;
  return cover.page === at.page && at.x >= x && at.x <= x + w && at.y >= y && at.y <= y + h;
}
/** The annotation flag a PDF sets on an annotation no reader may show (PDF 32000 12.5.3). */
const HIDDEN_FLAG = 2;

/**
 * Link annotations of the whole document in one call. Per-page getAnnotations is worse both ways: its
 * 'display' intent re-reads the page's text to find the words under each link (a second text pass),
 * and its 'print' intent drops links not flagged printable, which is every LaTeX hyperref link.
 * getAnnotationsByType reads the annotation dictionaries and nothing else.
 */
async function readAnnotations(
  doc: PdfDocumentLike,
  origins: PageOrigin[],
  mode: 'all' | 'none' | 'first',
): Promise<{ links: LinkArea[]; covers: Cover[] }> {
  if (mode === 'none') return { links: [], covers: [] };
  const skip = new Set(mode === 'first' ? origins.map((_, index) => index).slice(1) : []);
  let annotations: unknown[];
  try {
    const types = new Set([LINK_ANNOTATION, SQUARE_ANNOTATION, INK_ANNOTATION]);
    annotations = await doc.getAnnotationsByType(types, skip);
  } catch {
    return { links: [], covers: [] };
  }
  const links: LinkArea[] = [];
  const covers: Cover[] = [];
  for (const a of annotations) {
    if (!isRecord(a)) continue;
    if (typeof a.annotationFlags === 'number' && a.annotationFlags & HIDDEN_FLAG) continue;
    const pageIndex = typeof a.pageIndex === 'number' ? a.pageIndex : -1;
    const origin = origins[pageIndex];
    if (!origin || skip.has(pageIndex)) continue;
    if (a.subtype !== 'Link') {
      const box = annotationBox(a.rect, origin);
      if (box && isCovering(a)) covers.push({ page: pageIndex + 1, box });
      continue;
    }
    const url = typeof a.url === 'string' ? a.url : typeof a.unsafeUrl === 'string' ? a.unsafeUrl : '';
    const box = annotationBox(a.rect, origin);
    if (!url || !box) continue;
    links.push({ page: pageIndex + 1, box, url: url.slice(0, 2048) });
  }
  // pdf.js settles the pages' annotations concurrently; keep them in page order.
  return { links: links.sort((x, y) => x.page - y.page), covers };
}

/** An annotation rectangle in top-left page coordinates, or null when it is not one. */
function annotationBox(rect: unknown, origin: PageOrigin): Box | null {
  if (!Array.isArray(rect) || rect.length !== 4) return null;
  const [rx0 = 0, ry0 = 0, rx1 = 0, ry1 = 0] = rect.map((v) => num(v, 0));
  return [
    Math.min(rx0, rx1) - origin.x0,
    origin.top - Math.max(ry0, ry1),
    Math.abs(rx1 - rx0),
    Math.abs(ry1 - ry0),
  ];
}

/**
 * A filled box, or ink strokes as wide as a line of text, hide what lies under them. Thin strokes
 * (a signature, a circled word) and an outline do not.
 */
function isCovering(a: Record<string, unknown>): boolean {
  const border = isRecord(a.borderStyle) ? num(a.borderStyle.width, 0) : 0;
  if (a.subtype === 'Ink') return border >= COVERING_PEN;
  return a.subtype === 'Square' && isRecord(a.interiorColor) && Object.keys(a.interiorColor).length >= 3;
}

function fontNameOf(page: PdfPageLike, id: string): string {
  try {
    if (!page.commonObjs.has(id)) return '';
    const font = page.commonObjs.get(id);
    return isRecord(font) && typeof font.name === 'string' ? font.name : '';
  } catch {
    return '';
  }
}

function viewBox(view: unknown): [number, number, number, number] {
  const v = Array.isArray(view) ? view.map((n) => num(n, 0)) : [];
  const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = v;
  return [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
}

function loadError(error: unknown, signal: AbortSignal | undefined): ParseError | Error {
  if (signal?.aborted) return abortError();
  const name = isRecord(error) && typeof error.name === 'string' ? error.name : '';
  if (name === 'PasswordException') return new ParseError('pdf_encrypted');
  return new ParseError('pdf_corrupt');
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError();
}

function abortError(): Error {
  const error = new Error('The parse was cancelled.');
  error.name = 'AbortError';
  return error;
}

function startsWithPdfMagic(bytes: Uint8Array): boolean {
  // The header may follow a little junk (the PDF spec allows it within the first 1024 bytes).
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}
function num(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}
function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}
