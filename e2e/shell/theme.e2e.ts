import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, startServer, type RunningServer } from '../support/index.js';
import { LandingPage } from '../pages/LandingPage.js';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.dispose();
});

const themeOf = (landing: LandingPage) => landing.page.evaluate(() => document.documentElement.dataset.theme);
const cssVar = (landing: LandingPage, name: string) =>
  landing.page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

describe('themes', () => {
  it('uses the one default, applies a chosen theme at once and keeps it after a reload', async () => {
    const browser = await openBrowser();
    try {
      const landing = new LandingPage(browser.page, server.url);
      await landing.open();
      expect(await themeOf(landing)).toBe('darkGlassmorphism');

      await landing.chooseTheme('Tech Brutalist');
      expect(await themeOf(landing)).toBe('techBrutalist');
      expect(await cssVar(landing, '--radius')).toBe('0');
      expect(await browser.page.evaluate(() => localStorage.getItem('portfolioTheme'))).toBe('techBrutalist');

      await browser.page.reload();
      await browser.page.getByRole('heading', { level: 1 }).waitFor();
      expect(await themeOf(landing)).toBe('techBrutalist');
      expect(await cssVar(landing, '--color-primary')).toBe('#000000');

      // An invalid saved value is ignored on load.
      await browser.page.evaluate(() => localStorage.setItem('portfolioTheme', 'notATheme'));
      await browser.page.reload();
      await browser.page.getByRole('heading', { level: 1 }).waitFor();
      expect(await themeOf(landing)).toBe('darkGlassmorphism');
    } finally {
      await browser.close();
    }
  });

  it('switches moving effects off under prefers-reduced-motion', async () => {
    const browser = await openBrowser({ reducedMotion: 'reduce' });
    try {
      const landing = new LandingPage(browser.page, server.url);
      await landing.open();
      await landing.chooseTheme('Neon Cyberpunk');
      const state = await browser.page.evaluate(() => ({
        animation: document.documentElement.dataset.animation,
        effects: document.documentElement.dataset.effects,
      }));
      expect(state.animation).toBe('none');
      expect(state.effects).not.toContain('glitch');
      expect(state.effects).not.toContain('particles');
      expect(state.effects).toContain('glow');
    } finally {
      await browser.close();
    }
  });
});
