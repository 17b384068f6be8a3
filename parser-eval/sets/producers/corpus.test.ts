import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { corpusNames, printedText, readTruthJson, scoreCorpus, squash } from '../corpusFiles.js';

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
const names = (dir: string, ext: string) => corpusNames(corpus, dir, ext);

interface Truth {
  name: string;
  email: string | null;
  experience: { title: string }[];
  education: { school: string }[];
  skills: string[];
  _alt?: Record<string, string[]>;
}

const readTruth = (id: string) => readTruthJson(corpus, id) as Truth;

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
    const text = await printedText(corpus, id);
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
    const { f1, failures } = await scoreCorpus(corpus, ids);
    expect(failures).toEqual([]);
    expect(f1).toBeGreaterThanOrEqual(F1_FLOOR);
  });
});
