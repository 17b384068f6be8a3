import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root, wherever the tests run from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The read-only documents and corpus beside the repo (CI clones the repo with shared/ beside it). */
export const CORPUS_DIR = path.resolve(REPO_ROOT, '../shared/resume-corpus');
export const CORPUS_PDF_DIR = path.join(CORPUS_DIR, 'dev/pdf');
export const SERVER_BUNDLE = path.join(REPO_ROOT, 'sync-server/dist/index.js');
export const SERVER_SOURCE = path.join(REPO_ROOT, 'sync-server/src/index.ts');
export const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
export const CLI_BUNDLE = path.join(REPO_ROOT, 'sync-server/dist/cli.js');
export const PWA_DIST = path.join(REPO_ROOT, 'pwa/dist');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function corpusPdf(name: string): string {
  return path.join(CORPUS_PDF_DIR, name.endsWith('.pdf') ? name : `${name}.pdf`);
}
