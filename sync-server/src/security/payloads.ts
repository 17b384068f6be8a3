import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * Hand-made request bodies for attacks: multipart forms with full control over every header (FormData
 * quietly fixes what an attacker would not), and small PDFs built object by object.
 */

export interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body and its Content-Type, byte for byte as given. */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----folio${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.type) head.push(`Content-Type: ${part.type}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface PdfOptions {
  /** Lines of text per page. */
  pages: string[][];
  /** Adds a standard security handler whose empty user password does not open it. */
  encrypted?: boolean;
  /** Extra entries for the catalog, e.g. an /OpenAction with JavaScript. */
  catalogExtra?: string;
  /** URI link annotations on the first page, each over the line of that index. */
  links?: { line: number; uri: string }[];
}

/** A small, valid PDF with Helvetica text, built by hand so tests can vary what an attacker would. */
export function makePdf(options: PdfOptions): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pages = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const kids: number[] = [];
  for (const [pageIndex, lines] of options.pages.entries()) {
    const annots = (pageIndex === 0 ? (options.links ?? []) : []).map(({ line, uri }) =>
      add(
        `<< /Type /Annot /Subtype /Link /Border [0 0 0] /Rect [70 ${736 - line * 16} 400 ${752 - line * 16}] /A << /S /URI /URI (${escapePdfText(uri)}) >> >>`,
      ),
    );
    const text = lines
      .map((line, i) => `BT /F1 11 Tf 72 ${740 - i * 16} Td (${escapePdfText(line)}) Tj ET`)
      .join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R${annots.length ? ` /Annots [${annots.map((a) => `${a} 0 R`).join(' ')}]` : ''} >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R ${options.catalogExtra ?? ''} >>`;
  objects[pages - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const encrypt = options.encrypted
    ? add(
        `<< /Filter /Standard /V 1 /R 2 /O <${randomBytes(32).toString('hex')}> /U <${randomBytes(32).toString('hex')}> /P -44 >>`,
      )
    : null;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const id = randomBytes(16).toString('hex');
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${encrypt ? ` /Encrypt ${encrypt} 0 R` : ''} /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
}

/** A plausible one-page resume, so the parser has something real to find. */
export function resumeLines(
  name: string,
  email = 'jane.doe@example.org',
  phone = '+1 555 010 0199',
): string[] {
  return [
    name,
    'Software Engineer',
    `${email} | ${phone} | Berlin, Germany`,
    '',
    'EXPERIENCE',
    'Senior Engineer, Acme Corp        2019 - Present',
    '- Built the billing system used by 40 teams',
    '- Led the migration to TypeScript',
    'Engineer, Initech        2015 - 2019',
    '- Wrote the reporting service',
    '',
    'EDUCATION',
    'BSc Computer Science, TU Berlin        2011 - 2015',
    '',
    'SKILLS',
    'TypeScript, Go, PostgreSQL, Kubernetes',
  ];
}

/**
 * A small PDF whose one page repeats a text operator `count` times behind FlateDecode: a few KB that
 * cost the parser seconds (CPU amplification), or, with `filler`, megabytes of inflated whitespace.
 */
export function repeatedTextPdf(count: number, filler = 0): Buffer {
  const op = 'BT /F1 11 Tf 72 700 Td (Engineer at Acme) Tj ET\n';
  const head = 'BT /F1 11 Tf 72 740 Td (Jane Doe) Tj ET\nBT /F1 11 Tf 72 720 Td (jane@example.org) Tj ET\n';
  const content = deflateSync(
    Buffer.concat([Buffer.from(head + op.repeat(count)), Buffer.alloc(filler, 0x20)]),
  );
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [4 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]),
  ];
  let out = Buffer.from('%PDF-1.4\n');
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out = Buffer.concat([out, Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
  });
  const xref = out.length;
  const table = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  return Buffer.concat([
    out,
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  ]);
}

/**
 * A PDF of `pages` pages, each holding `items` separately positioned text items on `lines` lines,
 * behind FlateDecode: megabytes of text in a small file, the shape that made one upload occupy the
 * parser for a minute. Items stand apart on their line unless `joined`, when they are single letters
 * set side by side, as exporters that place every glyph on its own write them.
 */
export function denseTextPdf(options: {
  pages: number;
  items: number;
  lines: number;
  joined?: boolean;
}): Buffer {
  const { pages, items, lines } = options;
  const perLine = Math.ceil(items / lines);
  const lineGap = 760 / lines;
  // Helvetica's "a" is 0.556 em wide: at 10 pt, letters 5.56 pt apart touch.
  const [size, step] = options.joined ? [10, 5.56] : [4, 570 / perLine];
  const streams: Buffer[] = [];
  for (let p = 0; p < pages; p++) {
    const ops: string[] = [`BT /F1 ${size} Tf`];
    for (let i = 0; i < items; i++) {
      const x = 20 + (i % perLine) * step;
      const y = 780 - Math.floor(i / perLine) * lineGap;
      ops.push(`1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} Tm (${options.joined ? 'a' : `w${i % 97}`}) Tj`);
    }
    ops.push('ET');
    streams.push(deflateSync(Buffer.from(ops.join('\n'))));
  }
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(
      `<< /Type /Pages /Kids [${streams.map((_, i) => `${4 + i * 2} 0 R`).join(' ')}] /Count ${pages} >>`,
    ),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  streams.forEach((stream, i) => {
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
      ),
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
        stream,
        Buffer.from('\nendstream'),
      ]),
    );
  });
  return serializeObjects(objects);
}

/** Numbers the objects 1…n (the first is the catalog) and writes header, body, xref and trailer. */
function serializeObjects(objects: Buffer[]): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(object);
    length += object.length;
  });
  const table = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  chunks.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(chunks);
}
