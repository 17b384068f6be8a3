import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForServiceWorker } from '../pages/localData.js';
import { serverAndBrowser } from '../support/index.js';
import { PWA_DIST } from '../support/paths.js';

// A copy of the built app, so this test can ship a "new version" without touching the real build.
let staticDir: string;
beforeAll(() => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), 'folio-e2e-static-'));
  cpSync(PWA_DIST, staticDir, { recursive: true });
});
afterAll(() => {
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});
const journey = serverAndBrowser({ server: () => ({ env: { STATIC_DIR: staticDir } }) });

const PROMPT = 'Update available: a new version of Folio is ready.';

describe('a new version of the app', () => {
  it('waits until the person agrees, then reloads into it', async () => {
    const { server, browser } = journey;
    const { page } = browser;
    await page.goto(`${server.url}/`);
    await waitForServiceWorker(page);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
    expect(firstWorker).toBe(`${server.url}/sw.js`);

    // A deploy: the service worker's bytes change. The browser installs it beside the running one.
    appendFileSync(path.join(staticDir, 'sw.js'), '\n// next release\n');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await page.getByText(PROMPT).waitFor({ timeout: 30_000 });
    // Nothing changes under the person until they choose: the new worker only waits.
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting)),
    ).toBe(true);

    await Promise.all([
      page.waitForEvent('load', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Reload to update' }).click(),
    ]);
    await page.waitForFunction(() =>
      navigator.serviceWorker.getRegistration().then((r) => !!r?.active && !r.waiting),
    );
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText(PROMPT).count()).toBe(0);
  });

  it('can be put off with Later, and the prompt goes away', async () => {
    const { server, browser } = journey;
    const { page } = browser;
    await page.goto(`${server.url}/`);
    await waitForServiceWorker(page);
    appendFileSync(path.join(staticDir, 'sw.js'), '\n// a later release\n');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await page.getByText(PROMPT).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Later' }).click();
    expect(await page.getByText(PROMPT).count()).toBe(0);
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting)),
    ).toBe(true);
  });
});
