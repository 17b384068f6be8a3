import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { toCorpusRecord } from '@folio/shared/resume/parse/index.js';
import { parsePdfOutcome, warmParser } from '../sync-server/src/parse/parsePdf.js';
import { resolveFolder, SCORER, SET_NAMES, type ScoredFolder } from './sets.js';

/*
 * npm run bench:parse -- [SET|DIR…] [--rounds N] [--font-names]
 * Parses every PDF of the named sets (dev, dev2, generality, holdout, producers, themes) or folders (default:
 * the real sets, dev and dev2) and reports speed: the parser's start, the cold first parse, and the
 * median, p95 and slowest file per PDF once pdf.js is loaded (warm). Folders with truths are scored too.
 */

const argv = process.argv.slice(2);
const roundsAt = argv.indexOf('--rounds');
const rounds = (roundsAt >= 0 ? Number(argv[roundsAt + 1]) : 5) || 5;
const fontNames = argv.includes('--font-names');
const named = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--rounds');
const folders: ScoredFolder[] = (named.length ? named : ['dev', 'dev2']).map((n) => {
  const f = resolveFolder(n);
  if (!f.pdfs.length) {
    console.error(`No PDFs in ${n} (sets: ${SET_NAMES.join(', ')}; or a folder of PDFs).`);
    process.exit(2);
  }
  return f;
});

interface Pdf {
  folder: ScoredFolder;
  name: string;
  bytes: Uint8Array;
}
const pdfs: Pdf[] = folders.flatMap((folder) =>
  folder.pdfs.map((f) => ({
    folder,
    name: path.basename(f, '.pdf'),
    bytes: new Uint8Array(readFileSync(f)),
  })),
);

// The parser's worker thread starting and importing pdf.js (what a server does once, at start).
let t = performance.now();
await warmParser();
const importMs = performance.now() - t;

const first = pdfs[0];
if (!first) process.exit(2);
t = performance.now();
await parsePdfOutcome(first.bytes, { fontNames }).catch(() => null);
const coldMs = performance.now() - t;

// Round 0 is the untimed warm-up pass (each PDF's first parse compiles code paths the others have
// not reached, and reads the CMaps it needs from disk); its results are the ones scored.
const outs = new Map(folders.map((f) => [f, mkdtempSync(path.join(tmpdir(), 'folio-bench-parse-'))]));
const samples: number[] = [];
const cpuSamples: number[] = [];
const perPdf = new Map<string, number[]>();
let crashed = 0;
for (let round = 0; round <= rounds; round++) {
  for (const pdf of pdfs) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    try {
      const outcome = await parsePdfOutcome(pdf.bytes, { fontNames, timeoutMs: 120_000 });
      const ms = performance.now() - start;
      const cpu = process.cpuUsage(cpuStart);
      if (round === 0) {
        const out = outs.get(pdf.folder) ?? '';
        writeFileSync(path.join(out, `${pdf.name}.json`), JSON.stringify(toCorpusRecord(outcome)));
        continue;
      }
      samples.push(ms);
      cpuSamples.push((cpu.user + cpu.system) / 1000);
      const key = `${pdf.folder.label}/${pdf.name}`;
      perPdf.set(key, [...(perPdf.get(key) ?? []), ms]);
    } catch (error) {
      if (round === 0) {
        crashed++;
        console.error(`${pdf.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}

const scores: string[] = [];
for (const [folder, out] of outs) {
  if (folder.truthDir) {
    const json = execFileSync(
      process.execPath,
      [SCORER, '--truth', folder.truthDir, '--pred', out, '--json'],
      {
        encoding: 'utf8',
      },
    );
    const f1 = (JSON.parse(json) as { overall_f1?: number }).overall_f1;
    scores.push(
      `  ${folder.label.padEnd(14)} overall F1 ${f1?.toFixed(3) ?? '—'} (${folder.pdfs.length} PDFs)`,
    );
  }
  rmSync(out, { recursive: true, force: true });
}

const PDFJS_VERSION = (createRequire(import.meta.url)('pdfjs-dist/package.json') as { version: string })
  .version;
const medians = [...perPdf].map(([name, ms]) => [name, median(ms)] as const).sort((a, b) => b[1] - a[1]);
console.log(
  `parse speed in Node (pdf.js ${PDFJS_VERSION}, ${fontNames ? 'with' : 'without'} font names), ${pdfs.length} PDFs, ${rounds} warm rounds after a warm-up pass`,
);
console.log('slowest files (median):');
for (const [name, ms] of medians.slice(0, 5))
  console.log(`  ${name.padEnd(44)} ${ms.toFixed(1).padStart(7)} ms`);
if (scores.length) console.log(`scores:\n${scores.join('\n')}`);
console.log(
  `parser start       ${importMs.toFixed(0)} ms (worker thread + pdf.js import, from source through tsx)`,
);
console.log(`cold first parse   ${coldMs.toFixed(0)} ms (${first.name}, parser started)`);
console.log(`warm median        ${median(samples).toFixed(1)} ms per PDF`);
console.log(`warm p95           ${quantile(samples, 0.95).toFixed(1)} ms per PDF`);
console.log(`slowest            ${medians[0]?.[0] ?? '—'} ${medians[0]?.[1].toFixed(1) ?? ''} ms`);
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

// Targets (issue 11): no crash, warm median ≤ 60 ms and p95 ≤ 250 ms per PDF.
const misses = [
  crashed === 0 ? null : `${crashed} PDFs failed`,
  median(samples) <= 60 ? null : `warm median ${median(samples).toFixed(1)} ms > 60 ms`,
  quantile(samples, 0.95) <= 250 ? null : `warm p95 ${quantile(samples, 0.95).toFixed(1)} ms > 250 ms`,
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
