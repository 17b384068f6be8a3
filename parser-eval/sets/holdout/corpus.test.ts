import { existsSync } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../generality/model.js';
import { readTextLayer } from '../generality/textLayer.js';
import { annotationUrl, linkText } from '../generality/truth.js';
import { parsePdfOutcome } from '../../../sync-server/src/parse/parsePdf.js';
import { HOLDOUT } from './data/index.js';
import { buildHoldoutTruth } from './truth.js';

/*
 * The committed holdout corpus matches its data, every PDF (LibreOffice Writer or pdfTeX) prints what
 * its truth claims (checked with plain pdf.js, not the parser), and the parser reads every file.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(here, 'corpus');
const pdfPath = (id: string) => path.join(corpus, 'pdf', `${id}.pdf`);

/** Compares text the way a reader does: case, spacing and ligatures do not matter. */
const squash = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

describe('holdout corpus', () => {
  it('covers the eight languages and both producers, and has no stray files', async () => {
    expect(HOLDOUT.length).toBeGreaterThanOrEqual(16);
    for (const lang of LANGS) expect(HOLDOUT.filter((r) => r.lang === lang).length).toBeGreaterThanOrEqual(2);
    for (const producer of ['writer', 'latex'] as const)
      expect(HOLDOUT.filter((r) => r.look.producer === producer).length).toBeGreaterThanOrEqual(5);
    const ids = HOLDOUT.map((r) => r.id).sort();
    expect(new Set(ids).size).toBe(ids.length);
    expect((await readdir(path.join(corpus, 'pdf'))).sort()).toEqual(ids.map((id) => `${id}.pdf`));
    expect((await readdir(path.join(corpus, 'truth'))).sort()).toEqual(ids.map((id) => `${id}.json`));
  });

  it.each(HOLDOUT.map((r) => [r.id, r] as const))(
    '%s: truth file equals the truth derived from its data',
    async (id, r) => {
      const committed: unknown = JSON.parse(await readFile(path.join(corpus, 'truth', `${id}.json`), 'utf8'));
      expect(committed).toEqual(JSON.parse(JSON.stringify(buildHoldoutTruth(r))));
    },
  );

  it.each(HOLDOUT.map((r) => [r.id, r] as const))('%s: the PDF prints what the truth says', async (id, r) => {
    expect(existsSync(pdfPath(id))).toBe(true);
    expect((await stat(pdfPath(id))).size).toBeLessThan(200 * 1024);
    const layer = await readTextLayer(new Uint8Array(await readFile(pdfPath(id))));
    const text = squash(layer.text);
    const truth = buildHoldoutTruth(r);
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
    for (const l of r.contact.links)
      if (l.show !== 'url') expect(layer.links).toContain(annotationUrl(l.href));
    expect(layer.pages).toBe(r.sections.some((s) => s.pageBreak) ? 2 : 1);
  });

  it('the parser reads every holdout PDF without an error', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    for (const r of HOLDOUT) {
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
