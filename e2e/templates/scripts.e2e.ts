import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TEMPLATE_IDS, type TemplateId } from '@folio/shared';
import { buildScriptResume, SCRIPT_SAMPLES, type ScriptSample } from '@folio/shared/templates';
import { serverAndBrowser } from '../support/index.js';
import { publish, unlimitedOwner } from './publish.js';

// Resumes in right-to-left and CJK scripts on every template: the page says its language and
// direction, picks faces that have the glyphs, mirrors its layout and never scrolls sideways.
// FOLIO_SCREENS_DIR=/some/dir also saves every language on every template at 390 and 1280 px.
const journey = serverAndBrowser({ browser: { reducedMotion: 'reduce' } });
const paths = new Map<string, string>();
const SCREENS = process.env.FOLIO_SCREENS_DIR ?? '';
const CHECKED: ScriptSample[] = ['ar', 'ja'];
const LANGS: ScriptSample[] = SCREENS ? (Object.keys(SCRIPT_SAMPLES) as ScriptSample[]) : CHECKED;

beforeAll(async () => {
  const { server } = journey;
  const email = 'scripts@example.com';
  const token = await unlimitedOwner(server, email);
  for (const template of TEMPLATE_IDS)
    for (const lang of LANGS) {
      const published = await publish(server, email, template, buildScriptResume(lang), {}, { token });
      paths.set(`${template}/${lang}`, published.path);
    }
});

async function open(page: Page, template: TemplateId, lang: ScriptSample, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const res = await page.goto(journey.server.url + (paths.get(`${template}/${lang}`) ?? ''));
  expect(res?.status()).toBe(200);
}

/** Where the name's text sits, as a share of the viewport width (0 left, 1 right). */
const nameCentre = (page: Page) =>
  page.evaluate(() => {
    const h1 = document.querySelector('.fx-page h1') as HTMLElement;
    const range = document.createRange();
    range.selectNodeContents(h1);
    const rect = range.getBoundingClientRect();
    return (rect.left + rect.width / 2) / window.innerWidth;
  });

describe.each(TEMPLATE_IDS)('%s', (template: TemplateId) => {
  it('reads Arabic right to left: lang, dir, Arabic faces, mirrored, no sideways scroll', async () => {
    const { page } = journey.browser;
    await open(page, template, 'ar', 1280);
    const doc = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      font: getComputedStyle(document.querySelector('.fx-page h1') as Element).fontFamily,
    }));
    expect(doc).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(doc.font).toMatch(/^"Noto Naskh Arabic"/);
    await expect(nameCentre(page)).resolves.toBeGreaterThan(0.5);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
  });

  it('sets Japanese pages in Japanese faces, left to right', async () => {
    const { page } = journey.browser;
    await open(page, template, 'ja', 1280);
    const doc = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      font: getComputedStyle(document.body.querySelector('.fx-page') as Element).fontFamily,
    }));
    expect(doc).toMatchObject({ lang: 'ja', dir: 'ltr' });
    expect(doc.font).toMatch(/^"Hiragino Sans"/);
    await expect(nameCentre(page)).resolves.toBeLessThan(0.5);
  });
});

describe.runIf(SCREENS)('screenshots', () => {
  it('saves every language on every template', async () => {
    const { page } = journey.browser;
    mkdirSync(SCREENS, { recursive: true });
    for (const template of TEMPLATE_IDS)
      for (const lang of LANGS)
        for (const width of [1280, 390]) {
          await open(page, template, lang, width);
          await page.screenshot({ path: path.join(SCREENS, `${template}-lang-${lang}-${width}.png`) });
        }
  }, 300_000);
});
