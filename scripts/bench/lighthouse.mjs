// Lighthouse (mobile, simulated throttling) on each published template: Performance, Accessibility,
// Best Practices and SEO, target ≥ 95 each (issue 6).
//   node scripts/bench/lighthouse.mjs                 starts a sample server with all six templates
//                                                     (and, from the built server, a page in two
//                                                     languages at its /{slug}/de address)
//   node scripts/bench/lighthouse.mjs URL [URL ...]   measures pages of a running server
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { printTable, samplePages } from './samples.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const TARGET = 95;

/**
 * Runs Lighthouse on each URL `runs` times and keeps the run with the median performance score
 * (Lighthouse's own advice for noisy machines); returns rows { url, template, scores, failed, metrics }.
 * With `saveDir`, every run's full report is written there as JSON (to read why a score is what it is).
 */
export async function runLighthouse(
  urls,
  { runs = 1, localStorage = null, saveDir = null, labels = null } = {},
) {
  // The first request of a revision renders and compresses the page; measure what visitors get after that.
  for (const url of urls) await fetch(url).then((r) => r.arrayBuffer());
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-gpu',
    ],
  });
  const rows = [];
  try {
    for (const url of urls) {
      const lhrs = [];
      if (localStorage) await seedLocalStorage(chrome.port, new URL(url).origin, localStorage);
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(url, chrome.port);
        if (saveDir) saveReport(saveDir, url, i, lhr);
        lhrs.push(lhr);
      }
      lhrs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = lhrs[Math.floor(lhrs.length / 2)];
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      );
      const failed = Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual',
        )
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      const metrics = {
        fcp: lhr.audits['first-contentful-paint']?.displayValue ?? '',
        lcp: lhr.audits['largest-contentful-paint']?.displayValue ?? '',
        cls: lhr.audits['cumulative-layout-shift']?.displayValue ?? '',
        tbt: lhr.audits['total-blocking-time']?.displayValue ?? '',
      };
      rows.push({
        url,
        // A template's sample at /portfolio/{template}…; a page at its address (/{slug}/de) by that.
        template: labels?.get(url) ?? pageName(new URL(url).pathname),
        scores,
        failed,
        metrics,
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like) is retried twice. */
async function audit(url, port) {
  let error = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      // Every run cold, a signed-in screen's too: Lighthouse's reset clears the HTTP cache, the service
      // worker and its caches but not localStorage (its clearStorageTypes), so the seeded token stays.
      // Kept, the service worker served later runs from its cache (FCP 0.1 s), a figure nobody sees first.
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (result?.lhr && !result.lhr.runtimeError) return result.lhr;
    error = result?.lhr?.runtimeError?.message ?? 'no result';
  }
  throw new Error(`Lighthouse failed on ${url}: ${error}`);
}

function saveReport(dir, url, run, lhr) {
  mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
  writeFileSync(path.join(dir, `${name}-${run + 1}.json`), JSON.stringify(lhr));
}

function pageName(pathname) {
  return pathname.startsWith('/portfolio/') ? decodeURIComponent(pathname.split('/')[2] ?? '') : pathname;
}

/** Writes `entries` into the origin's localStorage in the browser Lighthouse drives (a signed-in app). */
async function seedLocalStorage(port, origin, entries) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    // Disconnects only: the browser stays for Lighthouse.
    await browser.close();
  }
}

export function printLighthouse(rows) {
  printTable(
    ['Template', 'Perf', 'A11y', 'Best', 'SEO', 'FCP', 'LCP', 'CLS', 'TBT', 'Result'],
    rows.map((r) => [
      r.template,
      ...CATEGORIES.map((c) => r.scores[c]),
      r.metrics.fcp,
      r.metrics.lcp,
      r.metrics.cls,
      r.metrics.tbt,
      CATEGORIES.every((c) => r.scores[c] >= TARGET) ? 'ok' : `below ${TARGET}`,
    ]),
  );
  for (const r of rows) if (r.failed.length) console.log(`  ${r.template}: ${r.failed.join(', ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { urls, stop } = await samplePages();
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) || 1 : 1;
  const saveArg = process.argv.indexOf('--save');
  const saveDir = saveArg > 0 ? (process.argv[saveArg + 1] ?? null) : null;
  try {
    // A template's first address (/portfolio/{template}/{pid}) redirects to its name-like address:
    // measure the page a visitor is sent to, named by its template.
    const labels = new Map();
    const pages = [];
    for (const url of urls) {
      const page = (await fetch(url, { method: 'HEAD' })).url;
      labels.set(page, pageName(new URL(url).pathname));
      pages.push(page);
    }
    const rows = await runLighthouse(pages, { runs, labels, saveDir });
    console.log(
      `\nLighthouse 12 (mobile, median of ${runs} run${runs > 1 ? 's' : ''}) on published portfolio pages`,
    );
    printLighthouse(rows);
    process.exitCode = rows.every((r) => CATEGORIES.every((c) => r.scores[c] >= TARGET)) ? 0 : 1;
  } finally {
    await stop();
  }
}
