import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TEMPLATE_IDS, TEMPLATES, type TemplateId } from '../../shared/src/templates/catalog.js';
import { api, serverAndBrowser, setPlan, tokenFor } from '../support/index.js';

/*
 * Stored XSS in a real browser: every resume field of a portfolio holds payloads that would open a
 * dialog or set a global if they ever ran. Each of the six published templates is opened in Chromium,
 * every link and button is clicked (the terminal is also typed into), and no dialog may appear, no
 * marker may be set, and no script may be refused by CSP (a refusal means something tried to run).
 */

const EMAIL = 'attacker@example.org';
const MARK = (n: number) => `window.__pwned=${n}`;
const TEXT = [
  `<script>alert(1);${MARK(1)}</script>`,
  `"><img src=x onerror="alert(2);${MARK(2)}">`,
  `'><svg onload=alert(3)>`,
  `</script><script>alert(4)</script>`,
  `{{constructor.constructor('alert(5)')()}}`,
  `<a href="javascript:alert(6)">six</a>`,
  '\u2028</title><script>alert(7)</script>',
];
const URLS = [
  'javascript:alert(11)',
  'JaVaScRiPt:alert(12)',
  'java\tscript:alert(13)',
  'data:text/html,<script>alert(14)</script>',
  'vbscript:msgbox(15)',
  'https://ok.example/"><img src=x onerror=alert(16)>',
];

function hostileResume(round: number): Record<string, unknown> {
  const t = (i: number) => `${TEXT[(i + round) % TEXT.length] ?? ''} #${i}`;
  const u = (i: number) => URLS[(i + round) % URLS.length] ?? '';
  const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
  return {
    personalInfo: {
      name: t(0),
      title: t(1),
      email: 'owner@example.org',
      phone: '+1 555 010 0100',
      location: t(2),
      links: [
        { label: t(3), url: u(0) },
        { label: 'Site', url: 'https://ok.example/' },
      ],
    },
    landing: { headline: t(4), subheadline: t(5) },
    summary: { content: `${t(6)} ${words}`, highlights: [t(7)], specialization: t(8) },
    experience: [
      {
        title: t(9),
        company: t(10),
        location: t(11),
        start: '2020-01',
        end: 'present',
        description: t(12),
        bullets: [t(13), t(14)],
      },
      { title: 'Engineer', company: t(15), start: '2016', end: '2019', bullets: [t(16)] },
    ],
    education: [{ school: t(17), degree: t(18), description: t(19) }],
    projects: [
      {
        name: t(20),
        description: t(21),
        tech: [t(22), 'React', 'Go'],
        image: u(1),
        link: u(2),
        github: u(3),
      },
      {
        name: t(23),
        description: t(24),
        tech: ['TypeScript'],
        link: 'https://ok.example/live',
        github: 'https://ok.example/code',
      },
    ],
    skills: [
      {
        category: t(25),
        items: [
          { name: t(26), level: 80 },
          { name: 'Go', level: 60 },
        ],
      },
    ],
    certifications: [{ name: t(27), issuer: t(28), url: u(4), date: '2021' }],
    languages: [{ name: t(29), level: t(30) }],
    footer: { socials: { linkedin: u(5), github: u(0), twitter: u(1), website: 'https://ok.example/me' } },
  };
}

const journey = serverAndBrowser();
const pages: { template: TemplateId; url: string }[] = [];

beforeAll(async () => {
  const { server, browser } = journey;
  const token = await tokenFor(server, EMAIL, 'Attacker');
  await setPlan(server, EMAIL, 'unlimited');
  const me = await api<{ user: { _id: string } }>(server, token, 'GET', '/api/auth/me');
  for (const template of TEMPLATE_IDS) {
    for (const round of [0, 1]) {
      const name = encodeURIComponent(TEMPLATES[template].name);
      const res = await api<{ portfolio: { url: string } }>(
        server,
        token,
        'POST',
        `/api/portfolio/${name}/${me.body.user._id}`,
        {
          resume: hostileResume(round),
          settings: { showEmail: true, showPhone: true, status: TEXT[round] ?? '' },
        },
      );
      expect(res.status).toBe(201);
      pages.push({ template, url: `${server.url}/portfolio/${res.body.portfolio.url}` });
    }
  }
  // Nothing leaves the machine: other origins answer 204, so a followed link leaves the page in place.
  await browser.context.route(
    (url) => url.origin !== server.url,
    (route) => route.fulfill({ status: 204, body: '' }),
  );
});

interface Watch {
  dialogs: string[];
  cspScript: string[];
}

/** Records dialogs (dismissing them) and script CSP refusals on a page and every popup it opens. */
function watch(page: Page): Watch {
  const seen: Watch = { dialogs: [], cspScript: [] };
  const attach = (p: Page) => {
    p.on('dialog', (dialog) => {
      seen.dialogs.push(dialog.message());
      void dialog.dismiss().catch(() => {});
    });
    p.on('console', (message) => {
      const text = message.text();
      if (/Content Security Policy/i.test(text) && /script/i.test(text)) seen.cspScript.push(text);
    });
  };
  attach(page);
  page.context().on('page', (popup) => {
    attach(popup);
    void popup.close().catch(() => {});
  });
  return seen;
}

/*
 * Mail and phone links are safe schemes by their selector, and not clicked: Chromium hands them to
 * another program, and after that attempt the page no longer receives the test's input, so every
 * later click and keystroke would silently do nothing.
 */
const CLICKABLE =
  'a[href]:not([href^="mailto:"]):not([href^="tel:"]), button, [role="button"], summary, input[type="submit"], [tabindex="0"]';

/** Clicks every clickable element in turn, coming back to the page whenever a click left it. */
async function clickEverything(page: Page, url: string): Promise<number> {
  let clicked = 0;
  for (let round = 0; round < 2; round++) {
    const count = await page.locator(CLICKABLE).count();
    for (let i = 0; i < count; i++) {
      if (page.url() !== url && !page.url().startsWith(`${url}#`)) await page.goto(url);
      const target = page.locator(CLICKABLE).nth(i);
      if (!(await target.isVisible().catch(() => false))) continue;
      await target.click({ timeout: 2000 }).then(
        () => (clicked += 1),
        () => {},
      );
      await page.keyboard.press('Escape').catch(() => {});
    }
  }
  return clicked;
}

async function markers(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned ?? null);
}

describe('published pages in Chromium', () => {
  it.each(TEMPLATE_IDS)(
    '%s: no payload runs on load, on every click, or in the terminal',
    async (template) => {
      const { page } = journey.browser;
      const seen = watch(page);
      for (const { url } of pages.filter((p) => p.template === template)) {
        const view = page.waitForRequest((req) => req.url().endsWith('/view') && req.method() === 'POST', {
          timeout: 15_000,
        });
        await page.goto(url);
        // The page's own script did run (so a silent page is not a broken one).
        await view;
        if (template === 'terminal') {
          const input = page.locator('input[type="text"], input:not([type])').first();
          const output = page.locator('[role="log"]').first();
          await input.waitFor({ state: 'visible', timeout: 20_000 });
          await page.waitForFunction(
            () => {
              const el = document.querySelector('input[type="text"], input:not([type])');
              return el instanceof HTMLInputElement && !el.disabled;
            },
            undefined,
            { timeout: 30_000 },
          );
          for (const command of [
            'help',
            'about',
            'skills',
            'projects',
            'experience',
            'contact',
            '<img src=x onerror=alert(99)>',
          ]) {
            const before = await output.textContent();
            await input.fill(command);
            await input.press('Enter');
            // Its answer is on screen (as text or, were it markup, as elements that would have run).
            await expect.poll(() => output.textContent()).not.toBe(before);
          }
        }
        expect(await clickEverything(page, url)).toBeGreaterThan(0);
        expect(await markers(page)).toBeNull();
      }
      expect(seen.dialogs).toEqual([]);
      expect(seen.cspScript).toEqual([]);
    },
  );

  it('CSP refuses inline script and handlers even if markup were injected', async () => {
    const { page } = journey.browser;
    const seen = watch(page);
    const first = pages[0];
    if (!first) throw new Error('no page');
    await page.goto(first.url);
    // Counted in the page: each refusal below is reported as it happens.
    await page.evaluate(() => {
      const counted = window as unknown as { __refused: number };
      counted.__refused = 0;
      document.addEventListener('securitypolicyviolation', () => (counted.__refused += 1));
    });
    const response = await page.request.get(first.url);
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['referrer-policy']).toBeTruthy();

    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__pwned = "inline script"';
      document.body.append(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="data:," onerror="window.__pwned = \'handler\'">';
      document.body.append(holder);
      const link = document.createElement('a');
      link.href = 'javascript:window.__pwned="javascript url"';
      link.id = 'sec-js-link';
      link.textContent = 'x';
      document.body.append(link);
    });
    await page.click('#sec-js-link');
    // The inline script, the handler and the javascript: link were each refused.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __refused: number }).__refused))
      .toBeGreaterThanOrEqual(3);
    expect(await markers(page)).toBeNull();
    // The controls: CSP refusals and dialogs are really seen by the watch used above.
    expect(seen.cspScript.length).toBeGreaterThan(0);
    await page.evaluate(() => window.alert('control'));
    expect(seen.dialogs).toEqual(['control']);
  });

  it('a published page cannot be framed by another site', async () => {
    const { browser, server } = journey;
    const { page } = browser;
    const first = pages[0];
    if (!first) throw new Error('no page');
    await browser.context.route('http://framer.test/', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<iframe id="f" src="${first.url}" onload="document.body.dataset.framed = 'done'"></iframe>`,
      }),
    );
    await page.goto('http://framer.test/');
    // The frame has finished, refused or not.
    await page.locator('body[data-framed="done"]').waitFor();
    const frame = page.frames().find((f) => f.url().startsWith(server.url));
    const framedText = frame
      ? await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '')
      : '';
    expect(framedText).toBe('');
  });
});
