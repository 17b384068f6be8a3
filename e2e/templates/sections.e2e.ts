import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PAGE_MESSAGES } from '@folio/shared/i18n/catalogue.js';
import { TEMPLATE_IDS, type TemplateId } from '@folio/shared';
import { buildCompleteResume, COMPLETE_RESUME_MARKERS, EXTRA_SECTIONS } from '@folio/shared/templates';
import { openBrowser, startServer, type OpenBrowser, type RunningServer } from '../support/index.js';
import { publish, unlimitedOwner } from './publish.js';

// A resume with every section the model has, published through every template: a visitor finds each
// section on screen and on paper, and a page whose owner chose Russian speaks Russian throughout.
let server: RunningServer;
let browser: OpenBrowser;
const complete = new Map<TemplateId, string>();
const russian = new Map<TemplateId, string>();
const MARKERS = Object.entries(COMPLETE_RESUME_MARKERS);

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser({ reducedMotion: 'reduce' });
  const email = 'sections@example.com';
  const token = await unlimitedOwner(server, email);
  for (const template of TEMPLATE_IDS) {
    complete.set(
      template,
      (await publish(server, email, template, buildCompleteResume(), {}, { token })).path,
    );
    const ru = await publish(server, email, template, buildCompleteResume(), { language: 'ru' }, { token });
    russian.set(template, ru.path);
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function open(page: Page, path: string | undefined, media: 'screen' | 'print'): Promise<void> {
  await page.emulateMedia({ media });
  await page.setViewportSize({ width: 1280, height: 900 });
  const res = await page.goto(server.url + (path ?? ''));
  expect(res?.status()).toBe(200);
}

/** What a visitor can read: rendered text only (innerText leaves out what CSS hides). */
const readable = (page: Page) => page.evaluate(() => document.body.innerText);

describe.each(TEMPLATE_IDS)('%s', (template: TemplateId) => {
  it('shows every section on screen', async () => {
    const { page } = browser;
    await open(page, complete.get(template), 'screen');
    if (template === 'terminal') {
      // The terminal answers a command per section; the booted screen shows only the introduction.
      const input = page.getByRole('textbox', { name: 'Command', exact: true });
      await page.waitForFunction(() => !(document.querySelector('.term-input') as HTMLInputElement).disabled);
      for (const command of ['skills', 'projects', 'experience', ...EXTRA_SECTIONS]) {
        await input.fill(command);
        await input.press('Enter');
      }
    }
    const text = await readable(page);
    for (const [section, marker] of MARKERS) expect(text, section).toContain(marker);
  });

  it('prints every section', async () => {
    const { page } = browser;
    await open(page, complete.get(template), 'screen');
    if (template === 'terminal') await page.locator('.term-print').waitFor({ state: 'attached' });
    await page.emulateMedia({ media: 'print' });
    const printed = await readable(page);
    for (const [section, marker] of MARKERS) expect(printed, section).toContain(marker);
  });

  it("speaks the owner's chosen language: lang, dir and the page's own words", async () => {
    const { page } = browser;
    await open(page, russian.get(template), 'screen');
    await expect(
      page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir })),
    ).resolves.toEqual({ lang: 'ru', dir: 'ltr' });
    const ru = PAGE_MESSAGES.ru;
    await expect(
      page.getByRole('form', { name: `${ru.sendMessageTo.replace('{name}', 'Alex Rivera')}` }).count(),
    ).resolves.toBe(1);
    const html = await page.content();
    for (const word of [ru.awards, ru.formMessage, ru.madeWithFolio]) expect(html).toContain(word);
    expect(html).not.toContain('Made with Folio');
  });
});
