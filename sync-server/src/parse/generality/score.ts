import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { writePredictions } from '../scoreFolder.js';
import { diffRecord } from './diff.js';

/*
 * Scores the real Node parser on the generality set and on the dev corpus with the corpus scorer.
 *   npx tsx sync-server/src/parse/generality/score.ts [--set generality|dev|holdout|producers|both|all] [--corpus DIR] [--diff] [--keep]
 * --corpus scores another folder with pdf/ and truth/ (such as a fresh generate.ts run); --diff lists
 * every difference per document; --keep leaves the prediction folders in place and prints where.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const scorer = path.resolve(repo, '../shared/resume-corpus/score.mjs');

const SETS = {
  generality: path.join(here, 'corpus'),
  dev: path.resolve(repo, '../shared/resume-corpus/dev'),
  holdout: path.resolve(here, '../holdout/corpus'),
  producers: path.resolve(here, '../producers/corpus'),
} as const;
type SetName = keyof typeof SETS;

interface Args {
  sets: SetName[];
  corpus: string | null;
  diff: boolean;
  keep: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { sets: ['generality', 'dev'], corpus: null, diff: false, keep: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--set') {
      const v = argv[++i];
      if (v === 'both') args.sets = ['generality', 'dev'];
      else if (v === 'all') args.sets = ['generality', 'dev', 'holdout', 'producers'];
      else if (v === 'generality' || v === 'dev' || v === 'holdout' || v === 'producers') args.sets = [v];
      else
        throw new Error(
          `--set takes generality, dev, holdout, producers, both or all, not ${v ?? 'nothing'}`,
        );
    } else if (a === '--corpus') args.corpus = path.resolve(argv[++i] ?? '.');
    else if (a === '--diff') args.diff = true;
    else if (a === '--keep') args.keep = true;
    else throw new Error(`unknown argument ${a ?? ''}`);
  }
  return args;
}

const say = (s: string) => process.stdout.write(`${s}\n`);

/** Parses every PDF of `dir/pdf` into `out/NAME.json` (corpus schema); returns the failures. */
async function predict(dir: string, out: string): Promise<string[]> {
  const files = (await readdir(path.join(dir, 'pdf'))).filter((f) => f.endsWith('.pdf')).sort();
  return writePredictions(
    files.map((f) => path.join(dir, 'pdf', f)),
    out,
  );
}

async function diffs(dir: string, out: string): Promise<void> {
  for (const f of (await readdir(path.join(dir, 'truth'))).filter((n) => n.endsWith('.json')).sort()) {
    const truth: unknown = JSON.parse(await readFile(path.join(dir, 'truth', f), 'utf8'));
    const predFile = path.join(out, f);
    const pred: unknown = existsSync(predFile) ? JSON.parse(await readFile(predFile, 'utf8')) : {};
    const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
    if (!isObj(truth) || !isObj(pred)) continue;
    const lines = diffRecord(truth, pred);
    if (lines.length) say(`${f.replace(/\.json$/, '')}\n${lines.join('\n')}`);
  }
}

/**
 * Mean document F1 per language and per layout, read from the truth's `languages_of_text` and the
 * `layout=` / `contact=` / `dates=` notes the generator writes (dev-corpus truths have no such notes).
 */
async function breakdown(dir: string, json: string): Promise<string> {
  const parsed: unknown = JSON.parse(json);
  const docs =
    typeof parsed === 'object' &&
    parsed !== null &&
    'per_document' in parsed &&
    Array.isArray(parsed.per_document)
      ? (parsed.per_document as unknown[]) // an array of unknowns; each element is checked below
      : [];
  const groups = new Map<string, number[]>();
  for (const d of docs) {
    if (typeof d !== 'object' || d === null || !('doc' in d) || !('f1' in d)) continue;
    if (typeof d.doc !== 'string' || typeof d.f1 !== 'number') continue;
    const truth: unknown = JSON.parse(await readFile(path.join(dir, 'truth', `${d.doc}.json`), 'utf8'));
    if (typeof truth !== 'object' || truth === null) continue;
    const notes = '_notes' in truth && typeof truth._notes === 'string' ? truth._notes : '';
    const lang =
      'languages_of_text' in truth && typeof truth.languages_of_text === 'string'
        ? truth.languages_of_text
        : '?';
    const keys = [`lang=${lang}`, ...(notes.match(/\b(layout|contact|dates)=\S+/g) ?? [])];
    for (const k of keys) groups.set(k, [...(groups.get(k) ?? []), d.f1]);
  }
  if (![...groups.keys()].some((k) => k.startsWith('layout='))) return '';
  const rows = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([k, v]) => `  ${k.padEnd(30)}${(v.reduce((a, b) => a + b, 0) / v.length).toFixed(3)}  (${v.length})`,
    );
  return `\nmean document F1 by feature\n${rows.join('\n')}`;
}

async function scoreSet(label: string, dir: string, args: Args): Promise<void> {
  const out = await mkdtemp(path.join(os.tmpdir(), `generality-pred-${label}-`));
  try {
    const failures = await predict(dir, out);
    const run = (extra: string[]) =>
      promisify(execFile)(process.execPath, [
        scorer,
        '--truth',
        path.join(dir, 'truth'),
        '--pred',
        out,
        ...extra,
      ]);
    const { stdout } = await run([]);
    say(`\n=== ${label}: ${dir}`);
    if (failures.length) say(`parse failures:\n  ${failures.join('\n  ')}`);
    say(stdout.trimEnd());
    say(await breakdown(dir, (await run(['--json'])).stdout));
    if (args.diff) {
      say(`\n--- ${label}: differences (prediction ≠ truth)`);
      await diffs(dir, out);
    }
    if (args.keep) say(`predictions kept in ${out}`);
  } finally {
    if (!args.keep) await rm(out, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.corpus) await scoreSet('corpus', args.corpus, args);
  else for (const set of args.sets) await scoreSet(set, SETS[set], args);
}

await main();
