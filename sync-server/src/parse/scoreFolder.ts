import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toCorpusRecord } from '@folio/shared/resume/parse/index.js';
import { SCORER } from './corpusFiles.js';
import { parsePdfOutcome } from './parsePdf.js';

/**
 * Parses each PDF with the real Node parser, writes its corpus record, and scores the records against
 * `truthDir` with the corpus' own scorer (../shared/resume-corpus/score.mjs). Used by the regression
 * tests of every scored set.
 */
export async function scoreFolder(
  pdfs: readonly string[],
  truthDir: string,
): Promise<{ f1: number | null; failures: string[] }> {
  const out = mkdtempSync(path.join(tmpdir(), 'folio-score-'));
  try {
    const failures: string[] = [];
    for (const file of pdfs) {
      try {
        // A measurement, not a request: a loaded machine must not turn into a parse_timeout miss.
        const outcome = await parsePdfOutcome(new Uint8Array(readFileSync(file)), { timeoutMs: 120_000 });
        writeFileSync(
          path.join(out, `${path.basename(file, '.pdf')}.json`),
          JSON.stringify(toCorpusRecord(outcome)),
        );
      } catch (error) {
        failures.push(`${path.basename(file)}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
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
