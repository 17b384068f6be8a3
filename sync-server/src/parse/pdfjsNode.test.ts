import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '@folio/shared/resume/parse/index.js';
import { loadPdfjs, nodeDocumentOptions } from './pdfjsNode.js';
import { buildPdf } from './testPdfs.js';

function isNative(fn: unknown): boolean {
  return typeof fn === 'function' && Function.prototype.toString.call(fn).includes('[native code]');
}

describe('pdf.js in Node', () => {
  it('leaves the built-ins native after loading (a polyfilling build would replace them with slow copies)', async () => {
    const pdfjs = await loadPdfjs();
    expect(typeof pdfjs.getDocument).toBe('function');
    expect(isNative(Function.prototype.toString)).toBe(true);
    expect(isNative(Array.prototype.push)).toBe(true);
    expect(isNative(JSON.parse)).toBe(true);
    expect(isNative(JSON.stringify)).toBe(true);
    // What Node lacks and pdf.js needs is still there.
    expect(typeof (Uint8Array.prototype as { toHex?: unknown }).toHex).toBe('function');
  });

  it('runs the install-time TextState.clone fix (scripts/patch-pdfjs.mjs)', () => {
    const file = createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
    const source = readFileSync(file, 'utf8');
    const textState = source.slice(source.indexOf('\nclass TextState {'));
    expect(textState.slice(0, textState.indexOf('\nclass ', 1))).toContain(
      'Object.assign(Object.create(TextState.prototype), this)',
    );
  });

  it('reads link annotations on every page, printable or not, and skips hidden ones', async () => {
    const page = (text: string, links: Parameters<typeof buildPdf>[0][number]['links']) => ({
      runs: [{ x: 72, y: 72, text }],
      links,
    });
    const pdf = buildPdf([
      page('Jordan Avery LinkedIn', [{ box: [140, 62, 50, 12], url: 'https://www.linkedin.com/in/ja' }]),
      page('Projects Live demo Secret', [
        { box: [120, 62, 50, 12], url: 'https://demo.example.org/', flags: 4 },
        { box: [180, 62, 40, 12], url: 'https://hidden.example.org/', flags: 2 },
      ]),
    ]);
    const doc = await extractDocument(await loadPdfjs(), pdf, { documentOptions: nodeDocumentOptions() });
    expect(doc.links.map((l) => [l.page, l.url])).toEqual([
      [1, 'https://www.linkedin.com/in/ja'],
      [2, 'https://demo.example.org/'],
    ]);
    // Boxes are in top-left page coordinates, as the text items are.
    expect(doc.links[1]?.box.map(Math.round)).toEqual([120, 62, 50, 12]);
  });
});
