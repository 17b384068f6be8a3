import { existsSync } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePdfOutcome } from '../../../sync-server/src/parse/parsePdf.js';
import { RESUMES } from './data/index.js';
import { LANGS } from './model.js';
import { readTextLayer } from './textLayer.js';
import { annotationUrl, buildTruth, linkText } from './truth.js';

/*
 * The committed generality corpus matches its data (so the truth is what generate.ts derives), every PDF
 * really prints what its truth claims (checked with plain pdf.js, not the parser), and the parser gets
 * through every file without an error.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(here, 'corpus');
const pdfPath = (id: string) => path.join(corpus, 'pdf', `${id}.pdf`);

/** Compares text the way a reader does: case, spacing and letter-spacing do not matter. */
const squash = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

describe('generality corpus', () => {
  it('covers the eight languages with at least 24 resumes and has no stray files', async () => {
    expect(RESUMES.length).toBeGreaterThanOrEqual(24);
    for (const lang of LANGS) expect(RESUMES.filter((r) => r.lang === lang).length).toBeGreaterThanOrEqual(3);
    const ids = RESUMES.map((r) => r.id).sort();
    expect(new Set(ids).size).toBe(ids.length);
    expect((await readdir(path.join(corpus, 'pdf'))).sort()).toEqual(ids.map((id) => `${id}.pdf`));
    expect((await readdir(path.join(corpus, 'truth'))).sort()).toEqual(ids.map((id) => `${id}.json`));
  });

  it.each(RESUMES.map((r) => [r.id, r] as const))(
    '%s: truth file equals the truth derived from its data',
    async (id, r) => {
      const committed: unknown = JSON.parse(await readFile(path.join(corpus, 'truth', `${id}.json`), 'utf8'));
      expect(committed).toEqual(JSON.parse(JSON.stringify(buildTruth(r))));
    },
  );

  it.each(RESUMES.map((r) => [r.id, r] as const))('%s: the PDF prints what the truth says', async (id, r) => {
    expect(existsSync(pdfPath(id))).toBe(true);
    expect((await stat(pdfPath(id))).size).toBeLessThan(100 * 1024);
    const layer = await readTextLayer(new Uint8Array(await readFile(pdfPath(id))));
    const text = squash(layer.text);
    const truth = buildTruth(r);
    const printed = [
      truth.name,
      truth.title,
      truth.email,
      truth.phone,
      truth.location,
      ...r.contact.links.map(linkText),
      ...truth.experience.flatMap((e) => [e.company, e.title]),
      ...truth.education.flatMap((e) => [e.school, e.degree]),
      ...truth.projects,
      ...truth.skills,
    ].filter((s): s is string => typeof s === 'string');
    for (const s of printed) expect(text, `"${s}" printed`).toContain(squash(s));
    // A label or icon link exists only as an annotation; the truth must come from there.
    for (const l of r.contact.links)
      if (l.show !== 'url') expect(layer.links).toContain(annotationUrl(l.href));
    const multiPage = r.sections.some((s) => s.pageBreak);
    expect(layer.pages).toBe(multiPage ? 2 : 1);
  });

  it('the parser reads every generality PDF without an error', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    for (const r of RESUMES) {
      try {
        // The product's timeout is checked elsewhere; here a busy CI machine must not count as a crash.
        const outcome = await parsePdfOutcome(new Uint8Array(await readFile(pdfPath(r.id))), {
          timeoutMs: 120_000,
        });
        if (!outcome.resume.personalInfo.name) failures.push(`${r.id}: no name`);
      } catch (error) {
        failures.push(`${r.id}: ${String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
