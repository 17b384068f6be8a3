import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Every set the parser is measured on, by name. The real sets (dev, dev2, dev3) are resumes other people
 * made and annotated, read from the corpus beside the repository; the generated sets are ours and stay
 * as regression tests. Any folder with pdf/ and truth/ (or just PDFs) can be named instead of a set.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root, wherever the code runs from (tests, tsx, the CLI). */
export const REPO_ROOT = path.resolve(here, '..');
/** The read-only corpus beside the repo (CI clones the repo with shared/ next to it). */
export const CORPUS_DIR = path.resolve(REPO_ROOT, '../shared/resume-corpus');
export const SCORER = path.join(CORPUS_DIR, 'score.mjs');

export type SetKind = 'real' | 'generated';

export const SETS = {
  dev: { dir: path.join(CORPUS_DIR, 'dev'), kind: 'real' },
  dev2: { dir: path.join(CORPUS_DIR, 'dev2'), kind: 'real' },
  dev3: { dir: path.join(CORPUS_DIR, 'dev3'), kind: 'real' },
  generality: { dir: path.join(here, 'sets/generality/corpus'), kind: 'generated' },
  holdout: { dir: path.join(here, 'sets/holdout/corpus'), kind: 'generated' },
  producers: { dir: path.join(here, 'sets/producers/corpus'), kind: 'generated' },
  themes: { dir: path.join(here, 'sets/themes/corpus'), kind: 'generated' },
} as const satisfies Record<string, { dir: string; kind: SetKind }>;

export type SetName = keyof typeof SETS;
export const SET_NAMES = Object.keys(SETS) as SetName[]; // the keys of a literal object

export const isSetName = (s: string): s is SetName => Object.hasOwn(SETS, s);

export interface ScoredFolder {
  label: string;
  /** The PDFs, sorted by name. */
  pdfs: string[];
  /** Hand-made truths for them, when the folder has any. */
  truthDir: string | null;
}

/** A set by name, or a folder: `DIR/pdf/*.pdf` with `DIR/truth/`, or PDFs directly in `DIR`. */
export function resolveFolder(nameOrDir: string): ScoredFolder {
  const dir = isSetName(nameOrDir) ? SETS[nameOrDir].dir : path.resolve(nameOrDir);
  const pdfDir = existsSync(path.join(dir, 'pdf')) ? path.join(dir, 'pdf') : dir;
  const truthDir = path.join(dir, 'truth');
  return {
    label: nameOrDir,
    pdfs: listPdfs(pdfDir),
    truthDir: pdfDir !== dir && existsSync(truthDir) ? truthDir : null,
  };
}

function listPdfs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** The dev corpus PDFs, sorted by name; [] when the corpus is not checked out. */
export const corpusPdfs = (): string[] => resolveFolder('dev').pdfs;

/** Every open real set's PDFs (dev, dev2, dev3); [] when the corpus is not checked out. */
export const realCorpusPdfs = (): string[] =>
  SET_NAMES.filter((n) => SETS[n].kind === 'real').flatMap((n) => resolveFolder(n).pdfs);
export const CORPUS_TRUTH_DIR = path.join(SETS.dev.dir, 'truth');
