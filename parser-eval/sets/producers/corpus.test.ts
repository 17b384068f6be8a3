import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readTextLayer } from '../generality/textLayer.js';
import { scoreFolder } from '../../scoreFolder.js';

/*
 * The producers set: resumes made by the tools job seekers use (moderncv, europasscv, Awesome-CV- and
 * Deedy-like LaTeX, a LinkedIn export, online builders, Europass, LibreOffice), written blind to the
 * parser with hand-made truths. The PDFs must print the fields their truths name (read with plain pdf.js,
 * not the parser), and the parser must keep its measured score on them.
 */

/** Measured overall F1 when the set was added to the tests, minus a small margin. Raise it, never lower it. */
const F1_FLOOR = 0.95;

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(here, 'corpus');
const names = (dir: string, ext: string) =>
  readdirSync(path.join(corpus, dir))
    .filter((f) => f.endsWith(ext))
    .map((f) => f.slice(0, -ext.length))
    .sort();

/** Compares text the way a reader does: case, spacing, ligatures and hyphen forms do not matter. */
const squash = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, '');

interface Truth {
  name: string;
  email: string | null;
  experience: { title: string }[];
  education: { school: string }[];
  skills: string[];
  _alt?: Record<string, string[]>;
}

function readTruth(id: string): Truth {
  // The truth files are this set's own data, checked for shape by the scorer in the test below.
  return JSON.parse(readFileSync(path.join(corpus, 'truth', `${id}.json`), 'utf8')) as Truth;
}

describe('producers set', () => {
  const ids = names('pdf', '.pdf');

  it('has a truth for every PDF and nothing else', () => {
    expect(ids.length).toBeGreaterThanOrEqual(25);
    expect(names('truth', '.json')).toEqual(ids);
    for (const id of ids)
      expect(statSync(path.join(corpus, 'pdf', `${id}.pdf`)).size).toBeLessThan(300 * 1024);
  });

  it.each(ids)('%s: the PDF prints the email, roles, schools and skills its truth names', async (id) => {
    const truth = readTruth(id);
    const text = squash(
      (await readTextLayer(new Uint8Array(readFileSync(path.join(corpus, 'pdf', `${id}.pdf`))))).text,
    );
    const printed = (value: string, field: string) =>
      [value, ...(truth._alt?.[field] ?? [])].some((v) => text.includes(squash(v)));
    const missing = [
      ...[truth.email ?? ''].filter(Boolean).map((v) => ['email', v] as const),
      ...truth.experience.map((e) => ['experience', e.title] as const),
      ...truth.education.map((e) => ['education', e.school] as const),
      ...truth.skills.map((s) => ['skills', s] as const),
    ].filter(([field, value]) => !printed(value, field));
    expect(missing).toEqual([]);
  });

  it(`parses every PDF and scores overall F1 ≥ ${F1_FLOOR}`, { timeout: 300_000 }, async () => {
    const { f1, failures } = await scoreFolder(
      ids.map((id) => path.join(corpus, 'pdf', `${id}.pdf`)),
      path.join(corpus, 'truth'),
    );
    expect(failures).toEqual([]);
    expect(f1).toBeGreaterThanOrEqual(F1_FLOOR);
  });
});
