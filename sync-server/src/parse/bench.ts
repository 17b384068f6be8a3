import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { toCorpusRecord } from '@folio/shared/resume/parse/index.js';
import { CORPUS_TRUTH_DIR, corpusPdfs, SCORER } from './corpusFiles.js';
import { parsePdfOutcome, warmParser } from './parsePdf.js';

/*
 * npm run bench:parse — parses the dev corpus, scores it with the corpus' own scorer and reports speed:
 * the pdf.js import, the cold first parse, and median/p95 per PDF once pdf.js is loaded (warm).
 * Options: --rounds N (timed passes after one untimed warm-up pass, default 5), --font-names (also read real font names).
 */

const args = process.argv.slice(2);
const rounds = Number(args[args.indexOf('--rounds') + 1]) || 5;
const fontNames = args.includes('--font-names');

const files = corpusPdfs();
if (!files.length) {
  console.error('No corpus PDFs found beside the repository (../shared/resume-corpus/dev/pdf).');
  process.exit(2);
}
const pdfs = files.map((f) => ({ name: path.basename(f, '.pdf'), bytes: new Uint8Array(readFileSync(f)) }));

// The parser's worker thread starting and importing pdf.js (what a server does once, at start).
let t = performance.now();
await warmParser();
const importMs = performance.now() - t;

const first = pdfs[0];
if (!first) process.exit(2);
t = performance.now();
await parsePdfOutcome(first.bytes, { fontNames });
const coldMs = performance.now() - t;

// Round 0 is the untimed warm-up pass (each PDF's first parse compiles code paths the others have
// not reached, and reads the CMaps it needs from disk); its results are the ones scored.
const out = mkdtempSync(path.join(tmpdir(), 'folio-bench-parse-'));
const samples: number[] = [];
const cpuSamples: number[] = [];
const perPdf = new Map<string, number[]>();
let crashed = 0;
for (let round = 0; round <= rounds; round++) {
  for (const pdf of pdfs) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    try {
      const outcome = await parsePdfOutcome(pdf.bytes, { fontNames });
      const ms = performance.now() - start;
      const cpu = process.cpuUsage(cpuStart);
      if (round === 0) {
        writeFileSync(path.join(out, `${pdf.name}.json`), JSON.stringify(toCorpusRecord(outcome)));
        continue;
      }
      samples.push(ms);
      cpuSamples.push((cpu.user + cpu.system) / 1000);
      perPdf.set(pdf.name, [...(perPdf.get(pdf.name) ?? []), ms]);
    } catch (error) {
      if (round === 0) {
        crashed++;
        console.error(`${pdf.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}

const score = execFileSync(process.execPath, [SCORER, '--truth', CORPUS_TRUTH_DIR, '--pred', out], {
  encoding: 'utf8',
});
rmSync(out, { recursive: true, force: true });

console.log(score.trimEnd());
console.log('');
console.log(
  `parse speed in Node (pdf.js 5.5.207 legacy, ${fontNames ? 'with' : 'without'} font names), ${rounds} warm rounds after a warm-up pass`,
);
for (const [name, ms] of perPdf)
  console.log(`  ${name.padEnd(30)} median ${median(ms).toFixed(1).padStart(6)} ms`);
console.log(
  `parser start       ${importMs.toFixed(0)} ms (worker thread + pdf.js import, from source through tsx)`,
);
console.log(`cold first parse   ${coldMs.toFixed(0)} ms (${first.name}, parser started)`);
console.log(`warm median        ${median(samples).toFixed(1)} ms per PDF`);
console.log(`warm p95           ${quantile(samples, 0.95).toFixed(1)} ms per PDF`);
// CPU time of the whole process (both threads): what a parse costs when the machine is busy with
// other work and wall time is inflated.
console.log(
  `warm median CPU    ${median(cpuSamples).toFixed(1)} ms per PDF (p95 ${quantile(cpuSamples, 0.95).toFixed(1)})`,
);
console.log(
  `load average       ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`,
);
console.log(`crashes            ${crashed} of ${pdfs.length}`);

// Targets (issue 3): overall F1 ≥ 0.90, no crash, median ≤ 60 ms warm.
const f1 = Number(/overall F1 ([\d.]+)/.exec(score)?.[1] ?? NaN);
const misses = [
  f1 >= 0.9 ? null : `overall F1 ${f1} < 0.90`,
  crashed === 0 ? null : `${crashed} PDFs failed`,
  median(samples) <= 60 ? null : `warm median ${median(samples).toFixed(1)} ms > 60 ms`,
].filter(Boolean);
if (misses.length) {
  console.log(`MISSED: ${misses.join('; ')}`);
  process.exitCode = 1;
}

function median(values: number[]): number {
  return quantile(values, 0.5);
}
function quantile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
}
