/*
 * Small PDFs written byte by byte for tests: text pages in the standard Helvetica fonts (no embedded
 * fonts, WinAnsi encoding, so accented Latin text works), link annotations, and the hostile shapes the
 * parser must refuse (a scan without text, an encrypted file, garbage, a 2,000-page tree, an endless
 * content stream, a decompression bomb). No PDF library: what the parser sees is exactly what is written here.
 */
import { createDeflate } from 'node:zlib';

export interface TextRun {
  /** Left edge and baseline, in points from the top-left corner. */
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
}

export interface TestLink {
  /** [x, y, width, height] from the top-left corner. */
  box: [number, number, number, number];
  url: string;
  /** The annotation's /F flags (4 = print, 2 = hidden); none by default, like LaTeX's hyperref. */
  flags?: number;
}

/** A thick white pen stroke drawn over the page (an Ink annotation), as a manual redaction. */
export interface TestInk {
  /** [x, y, width, height] from the top-left corner; the stroke runs along its middle. */
  box: [number, number, number, number];
  /** Pen width in points. */
  width: number;
}

export interface TestPage {
  runs: TextRun[];
  links?: TestLink[];
  inks?: TestInk[];
  width?: number;
  height?: number;
}

/** Data a PDF carries beside its pages: embedded files (as Folio's own PDFs attach resume.json), XMP. */
export interface TestPdfExtras {
  /** ASCII text files, attached through the catalog's /Names /EmbeddedFiles tree. */
  attachments?: { name: string; text: string }[];
  /** An XMP packet, as the catalog's /Metadata stream (ASCII). */
  xmp?: string;
}

/** Writes a PDF whose pages hold the given text runs (and link annotations). */
export function buildPdf(pages: TestPage[], extras: TestPdfExtras = {}): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesId = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const page of pages) {
    const width = page.width ?? 612;
    const height = page.height ?? 792;
    const content = page.runs
      .map(
        (r) =>
          `BT /${r.bold ? 'F2' : 'F1'} ${r.size ?? 10} Tf ${r.x} ${height - r.y} Td (${escapeText(r.text)}) Tj ET`,
      )
      .join('\n');
    const stream = add(streamObject(content));
    const annots = (page.links ?? []).map((l) => {
      const [x, y, w, h] = l.box;
      return add(
        `<< /Type /Annot /Subtype /Link /Rect [${x} ${height - y - h} ${x + w} ${height - y}] /Border [0 0 0]${l.flags === undefined ? '' : ` /F ${l.flags}`} /A << /S /URI /URI (${escapeText(l.url)}) >> >>`,
      );
    });
    for (const ink of page.inks ?? []) {
      const [x, y, w, h] = ink.box;
      const mid = height - y - h / 2;
      annots.push(
        add(
          `<< /Type /Annot /Subtype /Ink /F 4 /Rect [${x} ${height - y - h} ${x + w} ${height - y}] /C [1 1 1] /BS << /W ${ink.width} >> /InkList [[${x} ${mid} ${x + w} ${mid}]] >>`,
        ),
      );
    }
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R${
          annots.length ? ` /Annots [${annots.map((a) => `${a} 0 R`).join(' ')}]` : ''
        } >>`,
      ),
    );
  }
  const files = (extras.attachments ?? []).map((a) => {
    const body = add(
      `<< /Type /EmbeddedFile /Subtype /application#2Fjson /Length ${a.text.length} >>\nstream\n${a.text}\nendstream`,
    );
    const spec = add(
      `<< /Type /Filespec /F (${escapeText(a.name)}) /UF (${escapeText(a.name)}) /EF << /F ${body} 0 R >> >>`,
    );
    return `(${escapeText(a.name)}) ${spec} 0 R`;
  });
  const names = files.length ? ` /Names << /EmbeddedFiles << /Names [${files.join(' ')}] >> >>` : '';
  const xmp = extras.xmp
    ? ` /Metadata ${add(`<< /Type /Metadata /Subtype /XML /Length ${extras.xmp.length} >>\nstream\n${extras.xmp}\nendstream`)} 0 R`
    : '';
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R${names}${xmp} >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  return serialize(objects, catalog);
}

/** One page with an image and no text at all: what a scanner produces. */
export function imageOnlyPdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>',
    streamObject('q 500 0 0 700 56 46 cm /Im1 Do Q'),
    `<< /Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 4 >>\nstream\n\u0000\u00ff\u00ff\u0000\nendstream`,
  ];
  return serialize(objects, 1);
}

/** A page with nothing on it. */
export function blankPdf(): Uint8Array {
  return buildPdf([{ runs: [] }]);
}

/** A file whose trailer names an /Encrypt dictionary the empty password does not open. */
export function encryptedPdf(): Uint8Array {
  const o = '<' + 'a1'.repeat(32) + '>';
  const u = '<' + 'b2'.repeat(32) + '>';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    streamObject('BT /F1 12 Tf 72 700 Td (secret) Tj ET'),
    `<< /Filter /Standard /V 1 /R 2 /O ${o} /U ${u} /P -44 >>`,
  ];
  return serialize(
    objects,
    1,
    ' /Encrypt 5 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>]',
  );
}

/** "%PDF-" followed by noise. */
export function garbagePdf(): Uint8Array {
  const bytes = new Uint8Array(4096);
  let seed = 7;
  for (let i = 0; i < bytes.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = seed & 0xff;
  }
  bytes.set(latin1('%PDF-1.7\n'), 0);
  return bytes;
}

/** A page tree claiming 2,000 pages that all point at one shared page object. */
export function manyPagesPdf(count = 2000): Uint8Array {
  const kids = Array.from({ length: count }, () => '3 0 R').join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    streamObject('BT /F1 12 Tf 72 700 Td (Page) Tj ET'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  return serialize(objects, 1);
}

/** A content stream of `operations` path operators: slow to work through, nothing to read. */
export function heavyContentPdf(operations: number): Uint8Array {
  const content = `${'0 0 m 1 1 l S\n'.repeat(operations)}BT /F1 12 Tf 72 700 Td (x) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    streamObject(content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  return serialize(objects, 1);
}

/**
 * A page whose content stream is `megabytes` of zeros, deflated: about a thousandth of that on disk,
 * all of it in memory once pdf.js inflates it (a decompression bomb).
 */
export async function inflationBombPdf(megabytes: number): Promise<Uint8Array> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => parts.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const zeros = Buffer.alloc(16 * 1024 * 1024);
  for (let n = 0; n < megabytes / 16; n++) {
    if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const compressed = Buffer.concat(parts).toString('latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${compressed.length} /Filter /FlateDecode >>\nstream\n${compressed}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  return serialize(objects, 1);
}

function streamObject(content: string): string {
  return `<< /Length ${latin1(content).length} >>\nstream\n${content}\nendstream`;
}

function escapeText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Writes objects, the cross-reference table and the trailer with correct byte offsets. */
function serialize(objects: string[], root: number, trailerExtra = ''): Uint8Array {
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(latin1(out).length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = latin1(out).length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1(out);
}

// WinAnsi code points for the punctuation resumes use that Latin-1 lacks.
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '’': 0x92,
  '‘': 0x91,
  '“': 0x93,
  '”': 0x94,
};

/** WinAnsi/Latin-1 bytes: accented text (é, ü, ñ) and binary stream bytes pass through unchanged. */
function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    bytes[i] = WIN_ANSI[ch] ?? text.charCodeAt(i) & 0xff;
  }
  return bytes;
}
