import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardPage } from '../pages/DashboardPage.js';
import { LoginPage } from '../pages/LoginPage.js';
import { seriousViolations } from '../pages/a11y.js';
import { openBrowser, signIn, startServer, type OpenBrowser, type RunningServer } from '../support/index.js';

/*
 * Sign-in as someone on the network sees it (issue 12, class 3): the server runs with its defaults
 * (no ALLOW_LOCAL_SIGNIN) behind a trusted proxy that says the visitor is 203.0.113.9, so the
 * name-and-email page is not offered and passkeys are the way in. Chromium's virtual authenticator
 * (CDP WebAuthn domain) plays the person's phone or laptop.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    publicHost: 'localhost',
    env: { ALLOW_LOCAL_SIGNIN: '', TRUST_PROXY: 'true' },
  });
});
afterAll(async () => {
  await server?.dispose();
});

/** A browser on "another machine" with a platform authenticator that holds passkeys. */
async function networkBrowser(run: (browser: OpenBrowser, page: Page) => Promise<void>): Promise<void> {
  const browser = await openBrowser({ viewport: { width: 390, height: 844 } });
  try {
    await browser.context.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.9' });
    const cdp = await browser.context.newCDPSession(browser.page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await run(browser, browser.page);
  } finally {
    await browser.close();
  }
}

/** CSP reports in the console: the sign-in pages must need none of what their policy forbids. */
function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function openPasskeyPage(page: Page): Promise<void> {
  const login = new LoginPage(page, server.url);
  await login.open();
  await login.providerButton(/passkey/i).click();
  await page.waitForURL(/\/auth\/interaction\/[^/]+\/passkey$/, { timeout: 60_000 });
  await page.getByRole('heading', { name: 'Sign in with a passkey', level: 1 }).waitFor();
}

describe('passkeys for visitors from the network', () => {
  it('offers no local account page, creates an account with a passkey, and signs in with it again', async () => {
    await networkBrowser(async (_browser, page) => {
      const violations = collectCspViolations(page);
      const login = new LoginPage(page, server.url);
      await login.open();
      await login.providerButton(/passkey/i).waitFor();
      expect(await login.providerButton(/local account/i).count()).toBe(0);

      await openPasskeyPage(page);
      // The page looks like the app: its stylesheet applied (dark surface), the favicon linked.
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe('rgb(11, 16, 32)');
      expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/icons/favicon.svg');
      // Fits a phone: nothing wider than the viewport.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // A missing field is named, focused and marked, before any passkey prompt.
      await page.getByRole('button', { name: 'Create account with a passkey' }).click();
      await expect.poll(() => page.getByRole('alert').innerText()).toBe('Please enter your name.');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('name');
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel('Name').fill('Ada Lovelace');
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByLabel('Email').press('Enter');
      await page.waitForURL(`${server.url}/dashboard`, { timeout: 60_000 });
      const dashboard = new DashboardPage(page, server.url);
      await dashboard.waitUntilLoaded();
      // A brand-new account is welcomed; the next visit is welcomed back.
      expect(await dashboard.welcome.innerText()).toBe('Welcome, Ada!');

      await dashboard.logout();
      await page.waitForURL(`${server.url}/`);

      // Back again: no typing, the browser offers the passkey it holds for this site.
      await openPasskeyPage(page);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.waitForURL(`${server.url}/dashboard`, { timeout: 60_000 });
      await dashboard.waitUntilLoaded();
      expect(await dashboard.welcome.innerText()).toBe('Welcome back, Ada!');
      expect(violations).toEqual([]);
    });
  });

  it('an email typed at registration tells nothing: an address an account has makes a new account', async () => {
    await networkBrowser(async (_browser, page) => {
      await openPasskeyPage(page);
      await page.getByLabel('Name').fill('Mallory');
      await page.getByLabel('Email').fill('ADA@example.com');
      await page.getByRole('button', { name: 'Create account with a passkey' }).click();
      await page.waitForURL(`${server.url}/dashboard`, { timeout: 60_000 });
      const dashboard = new DashboardPage(page, server.url);
      await dashboard.waitUntilLoaded();
      // Mallory's own account, not Ada's: the email was only typed in, so it reserves nothing.
      expect(await dashboard.welcome.innerText()).toBe('Welcome, Mallory!');
    });
  });
});

describe('the local account page on this machine', () => {
  it('is offered to a browser on the same machine, also when it opened the server at 127.0.0.1', async () => {
    const browser = await openBrowser();
    try {
      const { page } = browser;
      // PUBLIC_URL says localhost; the browser sent to 127.0.0.1 lands on localhost and signs in.
      const other = server.url.replace('localhost', '127.0.0.1');
      await page.goto(`${other}/login`);
      await page.waitForURL(`${server.url}/login`);
      // The local page, as a person meets it after a mistake: the field named, readable, no violations.
      await page.getByRole('button', { name: /local account/i }).click();
      await page.waitForURL(/\/auth\/interaction\//, { timeout: 60_000 });
      await page.getByLabel('Name').fill('Grace Hopper');
      await page.getByLabel('Email').fill('grace@');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('email');
      expect(await seriousViolations(page)).toEqual([]);
      await signIn(page, server, { name: 'Grace Hopper', email: 'grace@example.com' }, '/login');
      expect(new URL(page.url()).pathname).toBe('/dashboard');
    } finally {
      await browser.close();
    }
  });
});
