import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { corpusNames, printedText, readTruthJson, scoreCorpus, squash } from '../corpusFiles.js';

/*
 * The themes set: JSON Resume documents rendered by JSON Resume themes published on the npm registry,
 * so the layouts are other designers' and not ours. Its truths are derived mechanically from the JSON by
 * sources/build.ts; here the PDFs must print every value their truths name (read with plain pdf.js, not
 * the parser), and the parser must keep its measured score on them.
 */

/** Measured overall F1 when the set was added to the tests, minus a small margin. Raise it, never lower it. */
const F1_FLOOR = 0.9;

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(here, 'corpus');
const names = (dir: string, ext: string) => corpusNames(corpus, dir, ext);

interface Truth {
  name: string;
  title: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  experience: { company: string | null; title: string }[];
  education: { school: string }[];
  projects: string[];
  skills: string[];
}

const readTruth = (id: string) => readTruthJson(corpus, id) as Truth;

describe('themes set', () => {
  const ids = names('pdf', '.pdf');

  it('has a truth for every PDF, from many themes and resumes, and nothing else', () => {
    expect(ids.length).toBeGreaterThanOrEqual(40);
    expect(names('truth', '.json')).toEqual(ids);
    expect(new Set(ids.map((id) => id.split('--')[1])).size).toBeGreaterThanOrEqual(20);
    expect(new Set(ids.map((id) => id.split('--')[0])).size).toBeGreaterThanOrEqual(6);
    for (const id of ids)
      expect(statSync(path.join(corpus, 'pdf', `${id}.pdf`)).size).toBeLessThan(300 * 1024);
  });

  it.each(ids)('%s: the PDF prints every value its truth names', async (id) => {
    const truth = readTruth(id);
    const text = await printedText(corpus, id);
    const values = [
      truth.name,
      truth.title,
      truth.email,
      truth.phone,
      ...(truth.location?.split(', ') ?? []),
      ...truth.experience.flatMap((e) => [e.company, e.title]),
      ...truth.education.map((e) => e.school),
      ...truth.projects,
      ...truth.skills,
    ].filter((v): v is string => !!v);
    expect(values.filter((v) => !text.includes(squash(v)))).toEqual([]);
  });

  it(`parses every PDF and scores overall F1 ≥ ${F1_FLOOR}`, { timeout: 300_000 }, async () => {
    const { f1, failures } = await scoreCorpus(corpus, ids);
    expect(failures).toEqual([]);
    expect(f1).toBeGreaterThanOrEqual(F1_FLOOR);
  });
});
