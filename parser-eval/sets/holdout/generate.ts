import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { HOLDOUT } from './data/index.js';
import type { HoldoutResume } from './model.js';
import { renderLatex } from './render/latex.js';
import { renderWriter } from './render/writer.js';
import { buildHoldoutTruth } from './truth.js';

/*
 * Renders every holdout resume with its producer and writes `pdf/` and `truth/`:
 *   npx tsx parser-eval/sets/holdout/generate.ts [--out DIR] [--only ID-PREFIX] [--keep-source]
 * Needs `soffice` (libreoffice-writer) and `pdflatex` (texlive-latex-recommended, texlive-fonts-recommended,
 * lmodern); tests and scoring read the committed corpus and need neither.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

async function toPdf(r: HoldoutResume, work: string): Promise<string> {
  // Fixed dates keep regenerated PDFs byte-stable where the producer allows it.
  const env = { ...process.env, SOURCE_DATE_EPOCH: '1767225600', FORCE_SOURCE_DATE: '1' };
  if (r.look.producer === 'writer') {
    const src = path.join(work, `${r.id}.fodt`);
    await writeFile(src, renderWriter(r));
    await run('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', work, src], {
      env,
      timeout: 120_000,
    });
  } else {
    const src = path.join(work, `${r.id}.tex`);
    await writeFile(src, renderLatex(r));
    // Twice, so "Page 1 of 2" knows the last page.
    for (let i = 0; i < 2; i++)
      await run(
        'pdflatex',
        ['-interaction=nonstopmode', '-halt-on-error', `-output-directory=${work}`, src],
        {
          env,
          timeout: 120_000,
        },
      );
  }
  return path.join(work, `${r.id}.pdf`);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const outIdx = argv.indexOf('--out');
  const out = path.resolve(
    outIdx >= 0 ? (argv[outIdx + 1] ?? '.') : path.join(here, '../../../.tmp/holdout'),
  );
  const onlyIdx = argv.indexOf('--only');
  const only = onlyIdx >= 0 ? (argv[onlyIdx + 1] ?? '') : '';
  const keep = argv.includes('--keep-source');
  await mkdir(path.join(out, 'pdf'), { recursive: true });
  await mkdir(path.join(out, 'truth'), { recursive: true });
  const work = await mkdtemp(path.join(os.tmpdir(), 'holdout-'));
  try {
    for (const r of HOLDOUT.filter((x) => x.id.startsWith(only))) {
      const pdf = await toPdf(r, work);
      await copyFile(pdf, path.join(out, 'pdf', `${r.id}.pdf`));
      await writeFile(
        path.join(out, 'truth', `${r.id}.json`),
        `${JSON.stringify(buildHoldoutTruth(r), null, 2)}\n`,
      );
      process.stdout.write(`${r.id}\n`);
    }
  } finally {
    if (keep) process.stdout.write(`sources kept in ${work}\n`);
    else await rm(work, { recursive: true, force: true });
  }
}

await main();
