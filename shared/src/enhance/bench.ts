/**
 * `tsx shared/src/enhance/bench.ts`: the enhance benchmark over the dev corpus's truth files (no
 * PDF parsing; truth has no bullets, so it measures keywords and derived fields). The full
 * benchmark, over parsed PDFs, is sync-server/src/enhance/bench.ts (the server owns the Node parser).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDoc, formatBench } from './benchReport.js';
import { truthToResume } from './corpusTruth.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const truthDir = path.resolve(repo, '../shared/resume-corpus/dev/truth');
const today = new Date().toISOString().slice(0, 10);
const CLOCK = {
  wall: () => performance.now(),
  cpu: () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  },
};

const rows = readdirSync(truthDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => {
    const resume = truthToResume(JSON.parse(readFileSync(path.join(truthDir, file), 'utf8')) as unknown);
    return benchDoc({ name: file.replace(/\.json$/, ''), source: 'truth', resume }, today, CLOCK);
  });
console.log(formatBench(rows));
