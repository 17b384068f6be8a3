import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusPdfs, realCorpusPdfs } from '../parser-eval/sets.js';
import { parsePdfOutcome } from '../sync-server/src/parse/parsePdf.js';
import { parseInBrowser, parseWorkerPath } from './bench/parseInBrowser.js';
import { serverAndBrowser } from './support/index.js';

/*
 * One parser core and one pdfjs-dist, two runtimes: the browser worker (in Chromium) and the server (in
 * Node) must give the same ResumeData for every PDF of the real corpora.
 */
describe('parser parity: browser worker and Node give the same resume', () => {
  const journey = serverAndBrowser();
  beforeAll(async () => {
    const { server, browser } = journey;
    await browser.page.goto(`${server.url}/`);
  });

  it(
    'every real-corpus PDF (dev, dev2, dev3) parses to the same ResumeData',
    { timeout: 480_000 },
    async () => {
      const files = realCorpusPdfs();
      expect(files.length).toBeGreaterThanOrEqual(79);
      const worker = parseWorkerPath();
      const differences: string[] = [];
      for (const file of files) {
        const bytes = new Uint8Array(readFileSync(file));
        const node = await parsePdfOutcome(bytes);
        const browserParse = await parseInBrowser(journey.browser.page, bytes, worker);
        const name = path.basename(file);
        if (browserParse.message.type !== 'done') {
          differences.push(`${name}: browser failed with ${browserParse.message.code ?? '?'}`);
          continue;
        }
        if (JSON.stringify(browserParse.message.outcome?.resume) !== JSON.stringify(node.resume)) {
          differences.push(`${name}: ResumeData differs`);
          expect.soft(browserParse.message.outcome?.resume, name).toEqual(node.resume);
        }
      }
      expect(differences).toEqual([]);
    },
  );

  it('a two-page resume parses in the worker in well under a second', { timeout: 60_000 }, async () => {
    const twoPages = corpusPdfs().find((f) => f.endsWith('rendercv-classic.pdf'));
    if (!twoPages) throw new Error('rendercv-classic.pdf missing from the corpus');
    const bytes = new Uint8Array(readFileSync(twoPages));
    const worker = parseWorkerPath();
    const times: number[] = [];
    for (let i = 0; i < 6; i++) times.push((await parseInBrowser(journey.browser.page, bytes, worker)).ms);
    const warm = times.slice(1).sort((a, b) => a - b);
    const median = warm[Math.floor(warm.length / 2)] ?? NaN;
    console.log(
      `browser worker, 2-page resume: first ${times[0]?.toFixed(0)} ms, warm median ${median.toFixed(0)} ms`,
    );
    expect(median).toBeLessThan(1000);
  });
});
