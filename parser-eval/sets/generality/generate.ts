import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import prettier from 'prettier';
import { RESUMES } from './data/index.js';
import { renderResume } from './render/document.js';
import { buildTruth } from './truth.js';

/*
 * Renders every resume in data/ to PDF with headless Chromium and writes its truth record.
 *   npx tsx parser-eval/sets/generality/generate.ts [--out DIR] [--only ID-SUBSTRING] [--html]
 * DIR defaults to <repo>/.tmp/generality; pass parser-eval/sets/generality/corpus to refresh the
 * committed set. --html also writes the page source and --png a screenshot of it (print media, no page
 * breaks), for looking at a layout.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');

interface Args {
  out: string;
  only: string | null;
  html: boolean;
  png: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { out: path.join(repo, '.tmp/generality'), only: null, html: false, png: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--out') args.out = path.resolve(argv[++i] ?? '.');
    else if (a === '--only') args.only = argv[++i] ?? null;
    else if (a === '--html') args.html = true;
    else if (a === '--png') args.png = true;
    else throw new Error(`unknown argument ${a ?? ''}`);
  }
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const pdfDir = path.join(args.out, 'pdf');
  const truthDir = path.join(args.out, 'truth');
  await mkdir(pdfDir, { recursive: true });
  await mkdir(truthDir, { recursive: true });
  const chosen = RESUMES.filter((r) => !args.only || r.id.includes(args.only));
  if (!args.only) {
    // A full run replaces the set, so a renamed or removed resume leaves no stale file behind.
    const keep = new Set(chosen.map((r) => r.id));
    for (const dir of [pdfDir, truthDir])
      for (const f of await readdir(dir))
        if (!keep.has(f.replace(/\.(pdf|json|html|png)$/, ''))) await rm(path.join(dir, f));
  }

  const profile = await mkdtemp(path.join(os.tmpdir(), 'generality-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await context.newPage();
    // Everything the page needs is inline; a request out would make the corpus depend on the network.
    await page.route('**/*', (route) =>
      route.request().url().startsWith('data:') ? route.continue() : route.abort(),
    );
    const prettierOptions = (await prettier.resolveConfig(path.join(repo, 'package.json'))) ?? {};
    for (const r of chosen) {
      const doc = renderResume(r);
      await page.setContent(doc.html, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const runner = doc.headerTemplate !== null;
      const pdf = await page.pdf({
        format: doc.paper,
        printBackground: true,
        displayHeaderFooter: runner,
        headerTemplate: doc.headerTemplate ?? '<span></span>',
        footerTemplate: doc.footerTemplate ?? '<span></span>',
        margin: runner
          ? { top: '16mm', bottom: '16mm', left: '13mm', right: '13mm' }
          : { top: '11mm', bottom: '11mm', left: '13mm', right: '13mm' },
      });
      await writeFile(path.join(pdfDir, `${r.id}.pdf`), pdf);
      if (args.html) await writeFile(path.join(pdfDir, `${r.id}.html`), doc.html);
      if (args.png) {
        await page.emulateMedia({ media: 'print' });
        await page.setViewportSize({ width: doc.paper === 'A4' ? 696 : 718, height: 1000 });
        await page.screenshot({ path: path.join(pdfDir, `${r.id}.png`), fullPage: true });
      }
      const json = await prettier.format(JSON.stringify(buildTruth(r)), {
        ...prettierOptions,
        parser: 'json',
      });
      await writeFile(path.join(truthDir, `${r.id}.json`), json);
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
      process.stdout.write(`${r.id}.pdf  ${(pdf.length / 1024).toFixed(0)} KB  ${pages} page(s)\n`);
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

await main();
