import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ParseError, toCorpusRecord } from '@folio/shared/resume/parse/index.js';
import { SCORER } from './sets.js';
import { parsePdfOutcome } from '../sync-server/src/parse/parsePdf.js';

/**
 * Parses each PDF with the real Node parser and writes its corpus record to `out/NAME.json`; returns
 * one line per PDF that did not parse ("NAME: code").
 */
export async function writePredictions(pdfs: readonly string[], out: string): Promise<string[]> {
  const failures: string[] = [];
  for (const file of pdfs) {
    const name = path.basename(file, '.pdf');
    try {
      // A measurement, not a request: a loaded machine must not turn into a parse_timeout miss.
      const outcome = await parsePdfOutcome(new Uint8Array(readFileSync(file)), { timeoutMs: 120_000 });
      writeFileSync(path.join(out, `${name}.json`), JSON.stringify(toCorpusRecord(outcome), null, 2));
    } catch (error) {
      failures.push(`${name}: ${error instanceof ParseError ? error.code : String(error)}`);
    }
  }
  return failures;
}

/**
 * Writes the predictions for `pdfs` and scores them against `truthDir` with the corpus' own scorer
 * (../shared/resume-corpus/score.mjs). Used by the regression tests of every scored set.
 */
export async function scoreFolder(
  pdfs: readonly string[],
  truthDir: string,
): Promise<{ f1: number | null; failures: string[] }> {
  const out = mkdtempSync(path.join(tmpdir(), 'folio-score-'));
  try {
    const failures = await writePredictions(pdfs, out);
    const report: unknown = JSON.parse(
      execFileSync(process.execPath, [SCORER, '--truth', truthDir, '--pred', out, '--json'], {
        encoding: 'utf8',
      }),
    );
    const f1 =
      typeof report === 'object' &&
      report !== null &&
      'overall_f1' in report &&
      typeof report.overall_f1 === 'number'
        ? report.overall_f1
        : null;
    return { f1, failures };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
