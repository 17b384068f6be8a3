import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { scoreFolder } from '../scoreFolder.js';
import { readTextLayer } from './generality/textLayer.js';

/*
 * What the hand-checked sets' tests share: listing a corpus folder and comparing text the way a reader
 * does, so "the PDF prints this value" means the same in every set.
 */

/** The names (without extension) of the files in CORPUS/DIR that end in EXT, sorted. */
export const corpusNames = (corpus: string, dir: string, ext: string): string[] =>
  readdirSync(path.join(corpus, dir))
    .filter((f) => f.endsWith(ext))
    .map((f) => f.slice(0, -ext.length))
    .sort();

/** Compares text the way a reader does: case, spacing, ligatures and hyphen forms do not matter. */
export const squash = (s: string): string =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, '');

/** A corpus document's truth, as JSON; its shape is checked by the scorer in each set's score test. */
export const readTruthJson = (corpus: string, id: string): unknown =>
  JSON.parse(readFileSync(path.join(corpus, 'truth', `${id}.json`), 'utf8'));

/** A corpus PDF's text as plain pdf.js reads it (not the parser), squashed for comparing. */
export async function printedText(corpus: string, id: string): Promise<string> {
  return squash(
    (await readTextLayer(new Uint8Array(readFileSync(path.join(corpus, 'pdf', `${id}.pdf`))))).text,
  );
}

/** Parses the set's PDFs with the real parser and scores them against its truths. */
export const scoreCorpus = (corpus: string, ids: readonly string[]) =>
  scoreFolder(
    ids.map((id) => path.join(corpus, 'pdf', `${id}.pdf`)),
    path.join(corpus, 'truth'),
  );
