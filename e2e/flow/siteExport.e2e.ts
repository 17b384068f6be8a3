import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { serverAndBrowser, signedInWithPortfolio } from '../support/index.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const journey = serverAndBrowser();

/** What a visitor sees of a page: its text, and how the name heading is drawn once fonts loaded. */
async function looks(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const root = document.getElementById('fx-root');
    const heading = document.querySelector('h1');
    const style = heading ? getComputedStyle(heading) : null;
    return {
      text: (root?.innerText ?? '').replace(/\s+/g, ' ').trim(),
      heading: style && {
        family: style.fontFamily,
        size: style.fontSize,
        color: style.color,
        background: getComputedStyle(document.body).backgroundColor,
      },
      fontsLoaded: [...document.fonts].filter((f) => f.status === 'loaded').length,
      stylesheets: document.styleSheets.length,
    };
  });
}

describe('Download my site', () => {
  it('gives a zip whose page, opened from disk, looks like the live one', async () => {
    const { server, browser } = journey;
    const { page, context } = browser;
    const account = { name: 'Site Owner', email: 'site-owner@example.com' };
    const { portfolio } = await signedInWithPortfolio(page, server, account, 'Nova', {
      personalInfo: { name: 'Site Owner', title: 'Landscape Architect', email: 'owner@example.com' },
      summary: 'Designs public gardens and school playgrounds.',
      skills: { technical: ['AutoCAD', 'Planting design'] },
    });
    const pid = portfolio._id;

    await page.goto(`${server.url}/portfolio-link?portfolio=${encodeURIComponent(pid)}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my site (zip)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-site\.zip$/);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-site-e2e-'));
    dirs.push(dir);
    await download.saveAs(path.join(dir, 'site.zip'));
    execFileSync('unzip', ['-q', 'site.zip'], { cwd: dir });
    const site = path.join(dir, readdirSync(dir).find((n) => n.endsWith('-site')) ?? 'missing');

    const live = await context.newPage();
    await live.goto(`${server.url}/portfolio/${portfolio.url}`);
    const fromDisk = await context.newPage();
    await fromDisk.goto(pathToFileURL(path.join(site, 'index.html')).href);
    const [a, b] = [await looks(live), await looks(fromDisk)];
    expect(b.text.toLowerCase()).toContain('landscape architect');
    expect(b.text).toBe(a.text);
    expect(b.heading).toEqual(a.heading);
    expect(b.stylesheets).toBe(a.stylesheets);
    expect(b.fontsLoaded).toBe(a.fontsLoaded);
    await live.close();
    await fromDisk.close();
  });
});
