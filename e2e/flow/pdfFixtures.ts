import { readFileSync } from 'node:fs';
import { corpusPdf } from '../support/index.js';
import type { FileSpec } from '../pages/UploadPage.js';

/**
 * A valid one-page PDF whose page is a picture and has no text at all: what a scanner produces.
 * Built byte by byte so the cross-reference offsets are right and pdf.js reads it without repair.
 */
export function scannedPdf(): FileSpec {
  const size = 64;
  const pixels = Buffer.alloc(size * size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) pixels[y * size + x] = (x * 4 + y * 2) % 256;
  const content = Buffer.from('q 500 0 0 700 56 46 cm /Im0 Do Q\n');
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: Buffer | string) => {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(buf);
    length += buf.length;
  };
  const object = (n: number, body: (Buffer | string)[]) => {
    offsets[n] = length;
    push(`${n} 0 obj\n`);
    for (const b of body) push(b);
    push('\nendobj\n');
  };
  push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  object(1, ['<< /Type /Catalog /Pages 2 0 R >>']);
  object(2, ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>']);
  object(3, [
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>',
  ]);
  object(4, [
    `<< /Type /XObject /Subtype /Image /Width ${size} /Height ${size} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n`,
    pixels,
    '\nendstream',
  ]);
  object(5, [`<< /Length ${content.length} >>\nstream\n`, content, 'endstream']);
  const xref = length;
  push(`xref\n0 6\n0000000000 65535 f \n`);
  for (let n = 1; n <= 5; n++) push(`${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return { name: 'scanned-resume.pdf', mimeType: 'application/pdf', buffer: Buffer.concat(parts) };
}

/** A real resume PDF padded past 5 MB (still a PDF: it starts with %PDF-). */
export function oversizedPdf(): FileSpec {
  const real = readFileSync(corpusPdf('rendercv-classic'));
  const padding = Buffer.alloc(6 * 1024 * 1024 - real.length, 0x20);
  return { name: 'huge-resume.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([real, padding]) };
}

/** Not a PDF at all. */
export function textFile(): FileSpec {
  return { name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('Ada Lovelace\nEngineer\n') };
}

/** Named and typed like a PDF, but its bytes are not one. */
export function fakePdf(): FileSpec {
  return { name: 'resume.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') };
}
