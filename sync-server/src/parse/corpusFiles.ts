import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, wherever the code runs from (tests, tsx, the CLI). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The read-only corpus beside the repo (CI clones the repo with shared/ next to it). */
export const CORPUS_DIR = path.resolve(REPO_ROOT, '../shared/resume-corpus');
export const CORPUS_PDF_DIR = path.join(CORPUS_DIR, 'dev/pdf');
export const CORPUS_TRUTH_DIR = path.join(CORPUS_DIR, 'dev/truth');
export const SCORER = path.join(CORPUS_DIR, 'score.mjs');

/** The dev corpus PDFs, sorted by name; [] when the corpus is not checked out. */
export function corpusPdfs(): string[] {
  if (!existsSync(CORPUS_PDF_DIR)) return [];
  return readdirSync(CORPUS_PDF_DIR)
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .map((f) => path.join(CORPUS_PDF_DIR, f));
}
