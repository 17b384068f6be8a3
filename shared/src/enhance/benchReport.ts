import type { ResumeData } from '../resume/schema.js';
import { checkAll, enhanceResume } from './enhance.js';
import { proseFields } from './paths.js';
import { isHint, type Suggestion } from './types.js';

/**
 * The enhance benchmark's measurements, independent of where resumes come from (parsed PDFs or the
 * corpus truth): suggestions per resume, keyword normalisation coverage, what the checker rejected,
 * and time per resume. The entry script (sync-server/src/enhance/bench.ts, `npm run bench:enhance`) only loads
 * resumes and prints.
 */

export interface BenchDoc {
  name: string;
  source: 'pdf' | 'truth';
  resume: ResumeData;
}

export interface BenchRow {
  name: string;
  source: BenchDoc['source'];
  bullets: number;
  suggestions: number;
  hints: number;
  /** Listed skills the taxonomy recognises, of all listed skills. */
  recognised: number;
  listed: number;
  missingSkills: number;
  /** Local suggestions the checker refused (should be zero: the rules only move the person's words). */
  rejected: number;
  /** Invented facts planted into the resume's own text, and how many of them the checker caught. */
  probes: number;
  probesCaught: number;
  /** First run (cold caches), the median of the next runs, and their median CPU time. */
  firstMs: number;
  medianMs: number;
  cpuMs: number;
  rejectedByKind: Record<string, number>;
}

function countBy(keys: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of keys) out[k] = (out[k] ?? 0) + 1;
  return out;
}

const RUNS = 7;

/** Facts no resume states, planted into each bullet to prove the checker catches them on real text. */
const PROBES = [
  ', increasing revenue by 37%',
  ' for twelve enterprise clients',
  ' at Initech',
  ' in Q3 2019',
  ', saving $1.2M a year',
  ', a tenfold improvement',
  ' as Senior Director',
];

/** Wall time and the process's CPU time, both in ms. CPU time stays meaningful on a busy machine. */
export interface Clock {
  wall(): number;
  cpu(): number;
}

export function benchDoc(doc: BenchDoc, today: string, clock: Clock): BenchRow {
  let start = clock.wall();
  const result = enhanceResume(doc.resume, { today });
  const firstMs = clock.wall() - start;
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // A copy, so the checker's per-resume index is rebuilt as it is after every edit in the editor.
    const copy = structuredClone(doc.resume);
    start = clock.wall();
    const cpuStart = clock.cpu();
    enhanceResume(copy, { today });
    cpuTimes.push(clock.cpu() - cpuStart);
    times.push(clock.wall() - start);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const all: Suggestion[] = [
    ...result.derivedSuggestions,
    ...result.skills.suggestions,
    ...result.skills.missing.map((m) => m.suggestion),
    ...result.wording,
  ];
  const probes: Suggestion[] = proseFields(doc.resume).flatMap((field, i) =>
    PROBES.filter((_p, j) => (i + j) % 3 === 0).map((probe, j) => ({
      id: `probe-${i}-${j}`,
      path: field.path,
      before: field.text,
      after: `${field.text.replace(/[.\s]+$/, '')}${probe}`,
      kind: 'rewrite' as const,
      reason: '',
    })),
  );
  const caught = checkAll(doc.resume, probes).rejected.length;
  return {
    name: doc.name,
    source: doc.source,
    bullets: proseFields(doc.resume).length,
    suggestions: all.filter((s) => !isHint(s)).length,
    hints: all.filter(isHint).length,
    recognised: result.skills.recognised,
    listed: result.skills.listed.length,
    missingSkills: result.skills.missing.length,
    rejected: result.rejected.length,
    probes: probes.length,
    probesCaught: caught,
    firstMs,
    medianMs: times[Math.floor(times.length / 2)] ?? firstMs,
    cpuMs: cpuTimes[Math.floor(cpuTimes.length / 2)] ?? firstMs,
    rejectedByKind: countBy(result.rejected.map((r) => r.suggestion.kind)),
  };
}

/** The table and totals, as printed. */
export function formatBench(rows: readonly BenchRow[]): string {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const lines = [
    `${'resume'.padEnd(30)} src   prose  sugg  hints  skills(ATS)  +skills  rejected  probes caught  first ms  median ms  cpu ms`,
  ];
  for (const r of rows) {
    lines.push(
      `${r.name.padEnd(30)} ${r.source.padEnd(5)} ${pad(r.bullets, 5)} ${pad(r.suggestions, 5)} ${pad(r.hints, 6)}  ${pad(`${r.recognised}/${r.listed}`, 11)}  ${pad(r.missingSkills, 7)}  ${pad(r.rejected, 8)}  ${pad(`${r.probesCaught}/${r.probes}`, 13)}  ${pad(r.firstMs.toFixed(1), 8)}  ${pad(r.medianMs.toFixed(2), 9)}  ${pad(r.cpuMs.toFixed(2), 6)}`,
    );
  }
  const sum = (f: (r: BenchRow) => number) => rows.reduce((a, r) => a + f(r), 0);
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const max = (values: number[]) => Math.max(0, ...values);
  const listed = sum((r) => r.listed);
  const byKind = countBy(
    rows.flatMap((r) => Object.entries(r.rejectedByKind).flatMap(([k, n]) => Array<string>(n).fill(k))),
  );
  const kinds = Object.entries(byKind)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  const n = Math.max(rows.length, 1);
  lines.push(
    '',
    `resumes ${rows.length} (${rows.filter((r) => r.source === 'pdf').length} parsed from PDF, ${rows.filter((r) => r.source === 'truth').length} from truth JSON)`,
    `suggestions per resume ${(sum((r) => r.suggestions) / n).toFixed(1)} (+ ${(sum((r) => r.hints) / n).toFixed(1)} hints)`,
    `keyword normalisation coverage ${sum((r) => r.recognised)}/${listed} listed skills recognised (${listed ? ((100 * sum((r) => r.recognised)) / listed).toFixed(1) : '0.0'}%)`,
    `checker: rejected ${sum((r) => r.rejected)} local proposals${kinds ? ` (${kinds})` : ''}; caught ${sum((r) => r.probesCaught)}/${sum((r) => r.probes)} planted inventions`,
    `time per resume (target ≤ 30 ms): wall median ${median(rows.map((r) => r.medianMs)).toFixed(2)} ms, max ${max(rows.map((r) => r.medianMs)).toFixed(2)} ms; CPU median ${median(rows.map((r) => r.cpuMs)).toFixed(2)} ms, max ${max(rows.map((r) => r.cpuMs)).toFixed(2)} ms; first run (cold) max ${max(rows.map((r) => r.firstMs)).toFixed(1)} ms`,
  );
  return lines.join('\n');
}
