import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, openBrowser, signIn, startServer, tokenFor, type RunningServer } from '../support/index.js';
import { seriousViolations } from '../pages/a11y.js';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
  const token = await tokenFor(server, 'a11y@example.com', 'Ally Person');
  const me = await api<{ user: { _id: string } }>(server, token, 'GET', '/api/auth/me');
  await api(server, token, 'POST', `/api/portfolio/Cascade/${me.body.user._id}`, {
    title: 'Accessible portfolio',
    resume: { personalInfo: { name: 'Ally Person', title: 'Engineer' } },
  });
});
afterAll(async () => {
  await server?.dispose();
});

describe('accessibility (axe-core: no serious or critical violations)', () => {
  it.each([
    ['landing', '/'],
    ['login', '/login'],
    ['pricing', '/pricing'],
  ])('%s', async (_name, path) => {
    const browser = await openBrowser();
    try {
      await browser.page.goto(server.url + path);
      await browser.page.getByRole('heading', { level: 1 }).waitFor();
      await browser.page.waitForLoadState('networkidle');
      expect(await seriousViolations(browser.page)).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('dashboard, with a portfolio and the actions dialog open', async () => {
    const browser = await openBrowser();
    try {
      const { page } = browser;
      await signIn(page, server, { name: 'Ally Person', email: 'a11y@example.com' });
      await page.getByRole('heading', { name: 'Accessible portfolio' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Actions for Accessible portfolio' }).click();
      await page.getByRole('dialog').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('every screen is usable at 320 px and from the keyboard (skip link first)', async () => {
    const browser = await openBrowser({ viewport: { width: 320, height: 700 } });
    try {
      const { page } = browser;
      for (const path of ['/', '/login', '/pricing', '/terms', '/privacy', '/no-such-page']) {
        await page.goto(server.url + path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      await page.goto(server.url + '/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    } finally {
      await browser.close();
    }
  });
});
