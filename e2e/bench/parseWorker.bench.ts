import { readFileSync } from 'node:fs';
import { corpusPdfs } from '../../parser-eval/sets.js';
import { openBrowser, startServer } from '../support/index.js';
import { parseInBrowser, parseWorkerPath } from './parseInBrowser.js';

/*
 * npx tsx e2e/bench/parseWorker.bench.ts — parse speed in the browser worker (Chromium, pdfjs-dist 6.x):
 * the first parse (worker start + pdf.js) and warm parses, for a two-page resume and the whole corpus.
 * Needs a build (npm run build).
 */

const server = await startServer();
const browser = await openBrowser();
try {
  await browser.page.goto(`${server.url}/`);
  const worker = parseWorkerPath();
  const files = corpusPdfs();
  const twoPages = files.find((f) => f.endsWith('rendercv-classic.pdf')) ?? files[0];
  if (!twoPages) throw new Error('no corpus PDFs');
  const bytes = new Uint8Array(readFileSync(twoPages));
  const first = await parseInBrowser(browser.page, bytes, worker);
  const warm: number[] = [];
  for (let i = 0; i < 10; i++) warm.push((await parseInBrowser(browser.page, bytes, worker)).ms);
  const all: number[] = [];
  for (const f of files) {
    const b = new Uint8Array(readFileSync(f));
    for (let i = 0; i < 3; i++) all.push((await parseInBrowser(browser.page, b, worker)).ms);
  }
  const q = (xs: number[], p: number) =>
    [...xs].sort((a, b) => a - b)[Math.floor(p * (xs.length - 1))] ?? NaN;
  console.log('parse in the browser worker (Chromium, pdfjs-dist 6.5.438)');
  console.log(`  two-page resume, first parse (worker + pdf.js start)  ${first.ms.toFixed(0)} ms`);
  console.log(`  two-page resume, warm median                        ${q(warm, 0.5).toFixed(0)} ms`);
  console.log(
    `  corpus (${files.length} PDFs × 3), warm median / p95          ${q(all, 0.5).toFixed(0)} / ${q(all, 0.95).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await server.dispose();
}
