import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TEMPLATE_IDS, TEMPLATES } from '@folio/shared';
import { buildSampleResume, TERMINAL_EXIT, terminalCommandList } from '@folio/shared/templates';
import { seriousViolations } from '../pages/a11y.js';
import { settled } from '../pages/settled.js';
import { api, openBrowser, serverAndBrowser, type OpenBrowser } from '../support/index.js';
import { publish, type Published } from './publish.js';

// Published portfolio pages in real Chromium against the production build: each template's
// behaviour, the contact form with and without JavaScript, and the page read with JavaScript off.
const journey = serverAndBrowser();
const pages = {} as Record<(typeof TEMPLATE_IDS)[number], Published>;

beforeAll(async () => {
  const { server } = journey;
  for (const id of TEMPLATE_IDS) {
    pages[id] = await publish(server, `${id}@example.com`, id, buildSampleResume(), {
      status: id === 'terminal' ? 'Available for hire' : '',
    });
  }
});

async function open(page: Page, path: string, width = 1280): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const res = await page.goto(journey.server.url + path);
  expect(res?.status()).toBe(200);
}

describe('Terminal', () => {
  it('boots with the input disabled, then runs commands with the spec texts', async () => {
    const { page } = journey.browser;
    await open(page, pages.terminal.path);
    const input = page.getByRole('textbox', { name: 'Command', exact: true });
    const output = page.getByRole('log', { name: 'Terminal output' });
    // Booting types "./portfolio" at 100 ms per character: the input stays disabled meanwhile.
    await expect(input.isDisabled()).resolves.toBe(true);
    await input.waitFor({ state: 'visible' });
    await page.waitForFunction(() => !(document.querySelector('.term-input') as HTMLInputElement).disabled);
    await expect(output.textContent()).resolves.toContain('Status: Available for hire');

    const run = async (command: string) => {
      await input.fill(command);
      await input.press('Enter');
    };
    await run('help');
    // The sample resume also has education and languages, which get commands of their own.
    await expect(output.textContent()).resolves.toContain(
      `Available commands: ${terminalCommandList(['education', 'languages'])}`,
    );
    await run('skills');
    await expect(output.textContent()).resolves.toContain('Playwright');
    await run('sudo rm -rf');
    await expect(output.textContent()).resolves.toContain(
      "Command not found: sudo rm -rf. Type 'help' for available commands.",
    );
    await run('clear');
    await expect(output.textContent()).resolves.toBe('');
    await run('exit');
    await expect(output.textContent()).resolves.toContain(TERMINAL_EXIT);
  });

  it('quick-command buttons type the command and print its output', async () => {
    const { page } = journey.browser;
    await open(page, pages.terminal.path);
    await page.waitForFunction(() => !(document.querySelector('.term-input') as HTMLInputElement).disabled);
    await page.getByRole('button', { name: 'experience', exact: true }).click();
    // While the command types (50 ms per character), the buttons are disabled.
    await expect(page.getByRole('button', { name: 'projects', exact: true }).isDisabled()).resolves.toBe(
      true,
    );
    await page.waitForFunction(() =>
      document.querySelector('.term-output')?.textContent?.includes('Northwind'),
    );
    await expect(page.getByRole('log').textContent()).resolves.toContain('Mar 2021 – Present');
  });
});

describe('The Gallery', () => {
  const columns = (page: Page) =>
    page.$eval(
      '.gal-grid',
      (el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length,
    );

  it('lays projects out in 3, 2 and 1 columns at 1024, 768 and below', async () => {
    const { page } = journey.browser;
    for (const [width, expected] of [
      [1280, 3],
      [1024, 3],
      [800, 2],
      [768, 2],
      [767, 1],
      [390, 1],
    ] as const) {
      await open(page, pages.gallery.path, width);
      await expect(columns(page), `${width}px`).resolves.toBe(expected);
    }
  });

  it('switches between grid and list', async () => {
    const { page } = journey.browser;
    await open(page, pages.gallery.path, 1280);
    await page.getByRole('button', { name: 'List' }).click();
    await expect(columns(page)).resolves.toBe(1);
    await expect(page.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(columns(page)).resolves.toBe(3);
  });

  it('opens a project in a modal with its live and code links, and closes it', async () => {
    const { page } = journey.browser;
    await open(page, pages.gallery.path, 1280);
    const trigger = page.getByRole('button', { name: 'View details for Tidewatch' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Tidewatch' });
    await dialog.waitFor({ state: 'visible' });
    await expect(dialog.getByRole('link', { name: /Live site/ }).getAttribute('href')).resolves.toBe(
      'https://tidewatch.example.com/',
    );
    await expect(dialog.getByRole('link', { name: /Source code/ }).getAttribute('href')).resolves.toBe(
      'https://github.com/alexrivera/tidewatch',
    );
    await expect(dialog.textContent()).resolves.toContain('Service Workers'); // all tags in the modal
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });
});

describe('Kyoto', () => {
  const active = (page: Page) =>
    page.$eval('[aria-current="location"]', (el) => el.textContent).catch(() => null);

  it('navigates from the side and tracks the section being read', async () => {
    const { page } = journey.browser;
    await open(page, pages.kyoto.path, 1280);
    await page.waitForFunction(() => document.querySelector('[aria-current="location"]'));
    await expect(active(page)).resolves.toBe('Welcome');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Projects' }).click();
    await page.waitForFunction(
      () => document.querySelector('[aria-current="location"]')?.textContent === 'Projects',
    );
    expect(new URL(page.url()).hash).toBe('#projects');
    await page.$eval('#experience', (el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForFunction(
      () => document.querySelector('[aria-current="location"]')?.textContent === 'Experience',
    );
  });

  it('marks Welcome at the top even when the welcome is short and About shows below it', async () => {
    const { page } = journey.browser;
    const short = buildSampleResume();
    short.personalInfo.title = '';
    short.landing = { headline: '', subheadline: '' };
    short.experience = [];
    const { path } = await publish(journey.server, 'kyoto-short@example.com', 'kyoto', short);
    await open(page, path, 1280);
    // The About heading is within the upper third of the screen, where the scroll tracking looks.
    const aboutTop = await page.$eval('#about', (el) => el.getBoundingClientRect().top);
    expect(aboutTop).toBeLessThan(900 / 3);
    await page.waitForFunction(() => document.querySelector('[aria-current="location"]'));
    await expect(active(page)).resolves.toBe('Welcome');
  });

  it('has a menu button on small screens', async () => {
    const { page } = journey.browser;
    await open(page, pages.kyoto.path, 390);
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.isVisible()).resolves.toBe(true);
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(nav.isVisible()).resolves.toBe(false);
    expect(new URL(page.url()).hash).toBe('#contact');
  });
});

describe('Nova', () => {
  it('shows full-screen snapping panels', async () => {
    const { page } = journey.browser;
    await open(page, pages.nova.path, 1280);
    const panel = await page.$eval('#nova-home', (el) => ({
      height: el.getBoundingClientRect().height,
      snap: getComputedStyle(el).scrollSnapAlign,
      type: getComputedStyle(document.documentElement).scrollSnapType,
    }));
    expect(panel.height).toBeGreaterThanOrEqual(900);
    expect(panel.snap).toBe('start');
    expect(panel.type).toContain('y');
  });

  it("answers a missing portfolio with the spec's error text", async () => {
    const res = await journey.browser.page.goto(`${journey.server.url}/portfolio/Nova/no-such-portfolio`);
    expect(res?.status()).toBe(404);
    await expect(journey.browser.page.locator('h1').textContent()).resolves.toBe('Resume data not found');
  });
});

describe('every template', () => {
  it("collapses the summary after 30 words with 'Read more' / 'Show less'", async () => {
    const { page } = journey.browser;
    for (const id of TEMPLATE_IDS.filter((t) => t !== 'terminal')) {
      await open(page, pages[id].path, 390);
      const ending = page.getByText('I care about the details that make software feel fast.');
      await expect(ending.isVisible(), id).resolves.toBe(false);
      await page.getByText('Read more').click();
      await expect(ending.isVisible(), id).resolves.toBe(true);
      await page.getByText('Show less').click();
      await expect(ending.isVisible(), id).resolves.toBe(false);
    }
  });

  it('has no serious accessibility violations and no horizontal scrolling at 320 px', async () => {
    const { page } = journey.browser;
    for (const id of TEMPLATE_IDS) {
      await open(page, pages[id].path, 320);
      await settled(page);
      await expect(seriousViolations(page), TEMPLATES[id].name).resolves.toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, TEMPLATES[id].name).toBeLessThanOrEqual(0);
    }
  });

  it('in two languages: both addresses pass axe with hreflang links, right to left included, and the switch leads from one to the other', async () => {
    const { page } = journey.browser;
    const resume = buildSampleResume();
    // Made-up Arabic of the same shape as the sample's title and summary.
    const arabic = {
      ...resume,
      personalInfo: { ...resume.personalInfo, title: 'مهندسة واجهات' },
      summary: { ...resume.summary, content: 'أبني تطبيقات ويب سريعة وسهلة الاستخدام.' },
    };
    for (const id of TEMPLATE_IDS) {
      const { path } = await publish(journey.server, `two-${id}@example.com`, id, resume, {
        language: 'en',
        translations: [{ language: 'ar', resume: arabic }],
      });
      for (const [address, lang, dir] of [
        [path, 'en', 'ltr'],
        [`${path}/ar`, 'ar', 'rtl'],
      ] as const) {
        await open(page, address, 390);
        await settled(page);
        const html = page.locator('html');
        expect(await html.getAttribute('lang'), address).toBe(lang);
        expect(await html.getAttribute('dir'), address).toBe(dir);
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
          );
        expect(alternates.sort()).toEqual(
          [
            `ar ${journey.server.url}${path}/ar`,
            `en ${journey.server.url}${path}`,
            `x-default ${journey.server.url}${path}`,
          ].sort(),
        );
        await expect(seriousViolations(page), `${TEMPLATES[id].name} ${lang}`).resolves.toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${TEMPLATES[id].name} ${lang}`).toBeLessThanOrEqual(0);
      }
      await page.getByRole('navigation', { name: 'اللغات' }).getByRole('link', { name: 'English' }).click();
      await page.waitForURL(journey.server.url + path);
    }
  });

  it("delivers the contact form's message to the owner's inbox", async () => {
    const { page } = journey.browser;
    await open(page, pages.infographic.path, 1280);
    const form = page.locator('form.fx-contact');
    await form.getByLabel('Name').fill('Jordan Recruiter');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Message').fill('Are you open to a new role?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status').textContent()).resolves.toBe('Please enter a valid email address.');
    await form.getByLabel('Email').fill('jordan@example.org');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const sent = form.getByRole('button', { name: 'Message Sent!' });
    await sent.waitFor();
    await expect(sent.isDisabled()).resolves.toBe(true);
    await form.getByRole('button', { name: 'Send Message' }).waitFor({ timeout: 5000 }); // back to idle after 3 s
    const inbox = await api<{ messages: { name: string; email: string; message: string }[] }>(
      journey.server,
      pages.infographic.token,
      'GET',
      '/api/messages',
    );
    expect(inbox.body.messages).toEqual([
      expect.objectContaining({
        name: 'Jordan Recruiter',
        email: 'jordan@example.org',
        message: 'Are you open to a new role?',
      }),
    ]);
  });
});

describe('with JavaScript off', () => {
  let noJs: OpenBrowser;
  beforeAll(async () => {
    noJs = await openBrowser({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await noJs?.close();
  });

  it('every template shows the whole resume', async () => {
    for (const id of TEMPLATE_IDS) {
      await noJs.page.goto(journey.server.url + pages[id].path);
      const text = await noJs.page.locator('body').innerText();
      for (const expected of ['Alex Rivera', 'Northwind Commerce', 'Tidewatch', 'TypeScript']) {
        expect(text, `${TEMPLATES[id].name}: ${expected}`).toContain(expected);
      }
    }
  });

  it('the contact form still sends, by a plain form post', async () => {
    const { page } = noJs;
    await page.goto(journey.server.url + pages.cascade.path);
    const form = page.locator('form.fx-contact');
    await form.getByLabel('Name').fill('No Script');
    await form.getByLabel('Email').fill('noscript@example.org');
    await form.getByLabel('Message').fill('Sent without JavaScript');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/contact\/sent$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Message Sent!');
    const inbox = await api<{ messages: { message: string }[] }>(
      journey.server,
      pages.cascade.token,
      'GET',
      '/api/messages',
    );
    expect(inbox.body.messages.map((m) => m.message)).toEqual(['Sent without JavaScript']);
  });
});
