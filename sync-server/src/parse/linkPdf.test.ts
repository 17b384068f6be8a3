import { PDFDocument, degrees } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { stampLinkPdf, STAMP_CAPTION, type StampError } from '@folio/shared/linkPdf/stamp.js';
import { emptyResume } from '@folio/shared';
import { parseWithEmbedded } from '@folio/shared/resume/exchange/index.js';
import { corpusPdf } from '../test/http.js';
import { loadPdfjs, nodeDocumentOptions } from './pdfjsNode.js';
import { decodeQr, textItems, withPdf } from './readBackPdf.js';
import { buildPdf, encryptedPdf, garbagePdf, type TextRun } from './testPdfs.js';

/*
 * The per-link PDF made from real resume PDFs of the dev corpus and read back with the real pdf.js:
 * the original's text unchanged, the link annotation, the QR code (rendered and decoded), the
 * attached resume.json imported exactly by the upload box's own reader, and metadata naming no tracking.
 */
const URL_OF_LINK = 'https://folio.example.org/l/Q2hvb3NlIGEgdG9rZW4gb2YgNDMgY2hhcmFjdGVycyBv';
const options = { documentOptions: nodeDocumentOptions() };

async function checkStamped(original: Uint8Array, stamped: Uint8Array, stampPage: number) {
  // Every original text item is there, at the same place; the only new text is the stamp's line.
  const before = await textItems(original);
  const after = await textItems(stamped);
  const display = URL_OF_LINK.replace('https://', '');
  expect(after.filter((t) => t.text !== STAMP_CAPTION && t.text !== display)).toEqual(before);
  expect(after.filter((t) => t.page === stampPage).map((t) => t.text)).toEqual(
    expect.arrayContaining([STAMP_CAPTION, display]),
  );

  const originalInfo = await withPdf(original, async (doc) => (await doc.getMetadata()).info);
  await withPdf(stamped, async (doc) => {
    const page = await doc.getPage(stampPage);
    const links = (await page.getAnnotations()).filter((a) => a.subtype === 'Link');
    const stamp = links.find((l) => l.url === URL_OF_LINK);
    expect(stamp).toBeDefined();
    // Never over text: the stamp's box (in top-down page coordinates) meets no original text box.
    const [x0 = 0, , , top = 0] = page.view;
    const [ax = 0, ay = 0, bx = 0, by = 0] = stamp!.rect;
    const box = { x: ax - x0, y: top - by, w: bx - ax, h: by - ay };
    const under = before.filter(
      (t) =>
        t.page === stampPage &&
        t.x < box.x + box.w &&
        box.x < t.x + t.w &&
        t.y < box.y + box.h &&
        box.y < t.y + t.h,
    );
    expect(under).toEqual([]);
    expect(await decodeQr(page)).toBe(URL_OF_LINK);
    // What wrote the file is named, nothing more; the original's own Creator and Keywords stay.
    const { info } = await doc.getMetadata();
    expect(info.Producer).toBe('Folio');
    expect(info.Creator).toEqual(originalInfo.Creator);
    expect(info.Keywords).toEqual(originalInfo.Keywords);
    for (const key of ['Producer', 'Creator', 'Keywords', 'Subject', 'Title'])
      expect(String(info[key] ?? '')).not.toMatch(/track|\/l\/|Q2hvb3Nl/i);
  });
}

describe('the PDF for a private link', () => {
  const files = [
    ['word-student-us', 'margin'],
    ['billryan-zh', 'margin'],
    ['awesome-cv-byungjin-park', 'margin'],
    // Printed down to the foot of page one: no free margin there.
    ['latex-jake-student-ca', 'strip'],
    ['reactive-resume-azurill', 'strip'],
  ] as const;
  for (const [name, expected] of files) {
    it(`stamps ${name} (${expected}) and imports back exactly`, async () => {
      const original = corpusPdf(name);
      // The resume as the upload box reads this very PDF: what its printed text says.
      const { outcome } = await parseWithEmbedded(await loadPdfjs(), original.slice(), options);
      const { bytes, placement } = await stampLinkPdf(
        await loadPdfjs(),
        { original, url: URL_OF_LINK, resume: outcome.resume },
        options,
      );
      expect(placement).toBe(expected);
      await checkStamped(original, bytes, 1);
      const again = await parseWithEmbedded(await loadPdfjs(), bytes.slice(), options);
      expect(again.embedded?.source).toContain('resume.json attached to the PDF');
      expect(again.outcome.resume).toEqual(outcome.resume);
      // The original bytes were not touched.
      expect(original).toEqual(corpusPdf(name));
    });
  }

  it('adds a strip below page one when text fills its foot, and a last page when it is turned', async () => {
    const runs: TextRun[] = [{ x: 40, y: 60, text: 'Ines Caldor', size: 20 }];
    for (let y = 100; y <= 780; y += 12) runs.push({ x: 30, y, text: `Line of text at ${y} `.repeat(7) });
    const full = buildPdf([{ runs }]);
    const pdfjs = await loadPdfjs();
    const resume = emptyResume();
    resume.personalInfo.name = 'Ines Caldor';
    const strip = await stampLinkPdf(pdfjs, { original: full, url: URL_OF_LINK, resume }, options);
    expect(strip.placement).toBe('strip');
    await checkStamped(full, strip.bytes, 1);

    const turnedDoc = await PDFDocument.load(full);
    turnedDoc.getPage(0).setRotation(degrees(90));
    const turned = await turnedDoc.save();
    const last = await stampLinkPdf(pdfjs, { original: turned, url: URL_OF_LINK, resume }, options);
    expect(last.placement).toBe('last-page');
    await checkStamped(turned, last.bytes, 2);
  });

  it('refuses what it cannot stamp, with a reason', async () => {
    const pdfjs = await loadPdfjs();
    const resume = (await parseWithEmbedded(pdfjs, corpusPdf('word-student-us'), options)).outcome.resume;
    const stamp = (original: Uint8Array, url = URL_OF_LINK) =>
      stampLinkPdf(pdfjs, { original, url, resume }, options).catch((e: unknown) => e);
    expect(((await stamp(garbagePdf())) as StampError).reason).toBe('not_pdf');
    expect(((await stamp(encryptedPdf())) as StampError).reason).toBe('encrypted');
    expect(((await stamp(corpusPdf('word-student-us'), 'javascript:alert(1)')) as StampError).reason).toBe(
      'bad_url',
    );
  });
});
