import {
  PDFArray,
  PDFDocument,
  PDFName,
  PDFString,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFPage,
} from '@cantoo/pdf-lib';
import QRCode from 'qrcode';
import { extractDocument, type ExtractOptions, type PdfjsLike } from '../resume/parse/index.js';
import { ParseError } from '../resume/parse/errors.js';
import { toJsonResume } from '../resume/jsonResume.js';
import type { ResumeData } from '../resume/schema.js';
import { EDGE_MARGIN, findFreeArea, type Rect } from './freeArea.js';

/*
 * "Download PDF for this link" (issue 23, item 3): the person's own PDF with a small line and a QR
 * code pointing to one private link, at the bottom of page one where nothing is printed, a real link
 * annotation over both, and the portfolio's JSON Resume attached as resume.json (which the upload
 * box reads back exactly, readEmbedded.ts). The original's pages, fonts and text are copied as they
 * are: only the stamp is drawn on top, in a place found free by reading page one's text with pdf.js.
 */

/** The QR code's side with its quiet zone, in points (≈19 mm: scans from paper at arm's length). */
export const QR_SIDE = 54;
const TEXT_SIZE = 7;
const GAP = 6;
/** The line above the address, in the PDF's own words (no tracking is named anywhere). */
export const STAMP_CAPTION = 'This resume online:';
/** Where the stamp went: a free margin of page one, a strip added below page one, or a last page. */
export type StampPlacement = 'margin' | 'strip' | 'last-page';

export interface StampInput {
  /** The original PDF, as the person uploaded it. */
  original: Uint8Array;
  /** The private link's address (http or https). */
  url: string;
  /** The portfolio's resume, attached as JSON Resume. */
  resume: ResumeData;
}

export interface StampResult {
  bytes: Uint8Array<ArrayBuffer>;
  placement: StampPlacement;
}

export class StampError extends Error {
  constructor(
    readonly reason: 'not_pdf' | 'encrypted' | 'bad_url' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'StampError';
  }
}

/**
 * Stamps one link's PDF. `pdfjs` (with its loading options) reads page one's text boxes; pdf-lib
 * writes. Runs the same in the browser and in Node.
 */
export async function stampLinkPdf(
  pdfjs: PdfjsLike,
  input: StampInput,
  options: Pick<ExtractOptions, 'documentOptions'> = {},
): Promise<StampResult> {
  const url = safeUrl(input.url);
  const obstacles = await pageOneBoxes(pdfjs, input.original, options);
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(input.original, { updateMetadata: false });
  } catch (error) {
    if (error instanceof Error && /encrypt/i.test(error.message))
      throw new StampError('encrypted', 'This PDF is password-protected, so it cannot be changed.');
    throw new StampError('unreadable', 'This PDF could not be read to add the link.');
  }
  if (doc.isEncrypted)
    throw new StampError('encrypted', 'This PDF is password-protected, so it cannot be changed.');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const display = url.replace(/^https?:\/\//, '');
  const textW = Math.max(
    font.widthOfTextAtSize(STAMP_CAPTION, TEXT_SIZE),
    font.widthOfTextAtSize(display, TEXT_SIZE),
  );
  const size = { w: QR_SIDE + GAP + textW, h: QR_SIDE };

  const first = doc.getPage(0);
  const rotated = first.getRotation().angle % 360 !== 0;
  const view = first.getCropBox();
  let placement: StampPlacement;
  let page: PDFPage = first;
  let at: { x: number; y: number };
  const free = rotated || !obstacles ? null : findFreeArea(view, obstacles, size);
  if (free) {
    placement = 'margin';
    // Top-down page coordinates → PDF user space (origin bottom left of the view box).
    at = { x: view.x + free.x, y: view.y + view.height - free.y - free.h };
  } else if (!rotated) {
    // No free margin: the page grows by a strip at its foot, so nothing printed moves or is covered.
    placement = 'strip';
    const strip = QR_SIDE + 2 * GAP;
    growDown(first, strip);
    at = { x: view.x + view.width - EDGE_MARGIN - size.w, y: view.y - strip + GAP };
  } else {
    // A turned first page has its "bottom" elsewhere; a last page of its own is never wrong.
    placement = 'last-page';
    const media = first.getMediaBox();
    page = doc.addPage([media.width, media.height]);
    at = { x: EDGE_MARGIN, y: EDGE_MARGIN };
  }
  drawStamp(page, font, at, url, display, textW);
  addLinkAnnotation(doc, page, { x: at.x, y: at.y, w: size.w, h: size.h }, url);

  for (const a of doc.getAttachments()) if (a.name === 'resume.json') doc.detach(a.name);
  const json = new TextEncoder().encode(JSON.stringify(toJsonResume(input.resume), null, 2));
  await doc.attach(json, 'resume.json', {
    mimeType: 'application/json',
    description: 'JSON Resume',
    creationDate: new Date(),
    modificationDate: new Date(),
  });
  // The file says what wrote it, no more: no link id, no word of counting.
  doc.setProducer('Folio');
  doc.setModificationDate(new Date());
  return { bytes: await doc.save(), placement };
}

function safeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StampError('bad_url', 'The link’s address is not a web address.');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new StampError('bad_url', 'The link’s address is not a web address.');
  return parsed.href;
}

/** Page one's printed text and links, as boxes; null when it has no readable text (a scan). */
async function pageOneBoxes(
  pdfjs: PdfjsLike,
  bytes: Uint8Array,
  options: Pick<ExtractOptions, 'documentOptions'>,
): Promise<Rect[] | null> {
  try {
    // pdf.js takes ownership of what it is given; the caller's bytes stay as they are.
    const doc = await extractDocument(pdfjs, bytes.slice(), { ...options, links: 'first' });
    return [
      ...doc.items.filter((i) => i.page === 1).map((i) => ({ x: i.x, y: i.y, w: i.w, h: i.h })),
      ...doc.links.filter((l) => l.page === 1).map(({ box: [x, y, w, h] }) => ({ x, y, w, h })),
    ];
  } catch (error) {
    if (error instanceof ParseError) {
      if (error.code === 'pdf_corrupt') throw new StampError('not_pdf', 'This file is not a PDF.');
      if (error.code === 'pdf_no_text' || error.code === 'pdf_empty') return null;
      if (error.code === 'pdf_encrypted')
        throw new StampError('encrypted', 'This PDF is password-protected, so it cannot be changed.');
    }
    throw new StampError('unreadable', 'This PDF could not be read to add the link.');
  }
}

/** Extends the page's boxes downwards by `by` points: the printed content keeps its place. */
function growDown(page: PDFPage, by: number) {
  const grow = (b: { x: number; y: number; width: number; height: number }) =>
    [b.x, b.y - by, b.width, b.height + by] as const;
  page.setMediaBox(...grow(page.getMediaBox()));
  for (const key of ['CropBox', 'BleedBox', 'TrimBox', 'ArtBox'] as const)
    if (page.node.get(PDFName.of(key))) {
      const box =
        key === 'CropBox'
          ? page.getCropBox()
          : key === 'BleedBox'
            ? page.getBleedBox()
            : key === 'TrimBox'
              ? page.getTrimBox()
              : page.getArtBox();
      const set = {
        CropBox: page.setCropBox,
        BleedBox: page.setBleedBox,
        TrimBox: page.setTrimBox,
        ArtBox: page.setArtBox,
      }[key];
      set.call(page, ...grow(box));
    }
}

function drawStamp(
  page: PDFPage,
  font: PDFFont,
  at: { x: number; y: number },
  url: string,
  display: string,
  textW: number,
) {
  const matrix = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules;
  const quiet = 4;
  const cells = matrix.size + 2 * quiet;
  const m = QR_SIDE / cells;
  const black = rgb(0, 0, 0);
  page.drawRectangle({ x: at.x, y: at.y, width: QR_SIDE, height: QR_SIDE, color: rgb(1, 1, 1) });
  for (let row = 0; row < matrix.size; row++) {
    // Runs of dark modules in a row are one rectangle each: a few hundred operators, not thousands.
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.get(row, col)) col++;
      page.drawRectangle({
        x: at.x + (quiet + start) * m,
        y: at.y + QR_SIDE - (quiet + row + 1) * m,
        width: (col - start) * m,
        height: m,
        color: black,
      });
    }
  }
  const tx = at.x + QR_SIDE + GAP;
  const mid = at.y + QR_SIDE / 2;
  const grey = rgb(0.25, 0.25, 0.25);
  page.drawRectangle({
    x: tx - 1,
    y: mid - TEXT_SIZE * 1.6,
    width: textW + 2,
    height: TEXT_SIZE * 3.2,
    color: rgb(1, 1, 1),
  });
  page.drawText(STAMP_CAPTION, { x: tx, y: mid + 1.5, size: TEXT_SIZE, font, color: grey });
  page.drawText(display, { x: tx, y: mid - TEXT_SIZE - 0.5, size: TEXT_SIZE, font, color: black });
}

function addLinkAnnotation(doc: PDFDocument, page: PDFPage, r: Rect, url: string) {
  const annot = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [r.x, r.y, r.x + r.w, r.y + r.h],
    Border: [0, 0, 0],
    F: 4,
    A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
  });
  const ref = doc.context.register(annot);
  const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
  if (annots) annots.push(ref);
  else page.node.set(PDFName.of('Annots'), doc.context.obj([ref]));
}
