import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_IDS, THEME_IDS, THEMES, type TemplateId, type ThemeId } from '@folio/shared';
import { buildSampleResume } from '@folio/shared/templates';
import { seriousViolations } from '../pages/a11y.js';
import { serverAndBrowser } from '../support/index.js';
import { publish, unlimitedOwner } from './publish.js';

// The owner's theme on every template: applied (colours and fonts) and readable (axe, WCAG AA) for
// all 42 pairs. FOLIO_SCREENS_DIR=/some/dir also saves each pair at 390 and 1280 px for a person to
// look at; nothing is written otherwise.
const journey = serverAndBrowser({ browser: { reducedMotion: 'reduce' } });
const paths = new Map<string, string>();
const SCREENS = process.env.FOLIO_SCREENS_DIR ?? '';

beforeAll(async () => {
  const { server } = journey;
  // One owner with all 42 portfolios: the plan without a portfolio limit.
  const email = 'themes@example.com';
  const token = await unlimitedOwner(server, email);
  for (const template of TEMPLATE_IDS)
    for (const theme of THEME_IDS) {
      const published = await publish(server, email, template, buildSampleResume(), {}, { theme, token });
      paths.set(`${template}/${theme}`, published.path);
    }
  if (SCREENS) mkdirSync(SCREENS, { recursive: true });
});

describe.each(TEMPLATE_IDS)('%s', (template: TemplateId) => {
  it.each(THEME_IDS)(
    'in %s: the theme colours the page and every text passes WCAG AA',
    async (theme: ThemeId) => {
      const { page } = journey.browser;
      await page.setViewportSize({ width: 1280, height: 900 });
      const res = await page.goto(journey.server.url + (paths.get(`${template}/${theme}`) ?? ''));
      expect(res?.status(), await page.content()).toBe(200);
      const colours = await page.evaluate(() => ({
        html: getComputedStyle(document.documentElement).backgroundColor,
        text: getComputedStyle(document.querySelector('.fx-page h1') as Element).color,
      }));
      expect(colours.html).toBe(rgb(THEMES[theme].colors.background));
      expect(colours.text).toBe(rgb(THEMES[theme].colors.text.primary));
      // The terminal's quick buttons are dimmed until it has booted: its colours are read once it has.
      if (template === 'terminal') await page.locator('.term-window[aria-busy="false"]').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      if (SCREENS) {
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await page.screenshot({ path: path.join(SCREENS, `${template}-${theme}-${width}.png`) });
        }
      }
    },
  );
});

function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

describe.each(TEMPLATE_IDS)('%s printed', (template: TemplateId) => {
  it('is a clean resume: black on white, no navigation or form, every section whole', async () => {
    const { page } = journey.browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    // The darkest theme, with effects: print must still come out black on white.
    await page.goto(journey.server.url + (paths.get(`${template}/neonCyberpunk`) ?? ''));
    await page.waitForLoadState('load');
    await page.emulateMedia({ media: 'print' });
    try {
      const look = await page.evaluate(() => ({
        background: getComputedStyle(document.documentElement).backgroundColor,
        name: getComputedStyle(document.querySelector('.fx-page h1') as Element).color,
        overlay: getComputedStyle(document.querySelector('.fx-page') as Element, '::after').display,
        running: document.getAnimations().filter((a) => a.playState === 'running').length,
      }));
      expect(look).toEqual({
        background: 'rgb(255, 255, 255)',
        name: 'rgb(0, 0, 0)',
        overlay: 'none',
        running: 0,
      });
      for (const nav of await page.locator('nav').all()) await expect(nav.isVisible()).resolves.toBe(false);
      await expect(page.locator('.fx-contact').isVisible()).resolves.toBe(false);
      // What the screen folds away is on paper: the whole summary and, in the Terminal, every command's output.
      const shown = (text: string | RegExp) => page.getByText(text).filter({ visible: true }).count();
      await expect(shown(/the details that make software feel fast/)).resolves.toBeGreaterThan(0);
      await expect(shown('Northwind Commerce')).resolves.toBeGreaterThan(0);
      if (SCREENS) {
        await page.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi
        await page.screenshot({ path: path.join(SCREENS, `${template}-print.png`), fullPage: true });
      }
      const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
      const pages = pdf.match(/\/Type\s*\/Page\b/g)?.length ?? 0;
      expect(pages).toBeGreaterThan(0);
      expect(pages).toBeLessThanOrEqual(3);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });
});
