import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openBrowser,
  signIn,
  startServer,
  tokenFor,
  type OpenBrowser,
  type RunningServer,
} from '../support/index.js';
import { DashboardPage } from '../pages/DashboardPage.js';
import { LoginPage } from '../pages/LoginPage.js';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.dispose();
});

async function withBrowser(run: (browser: OpenBrowser) => Promise<void>): Promise<void> {
  const browser = await openBrowser();
  try {
    await run(browser);
  } finally {
    await browser.close();
  }
}

const storedToken = (browser: OpenBrowser) =>
  browser.page.evaluate(() => window.localStorage.getItem('authToken'));

describe('sign-in', () => {
  it('signs in through the embedded provider, lands on the dashboard, and signs out to /', async () => {
    await withBrowser(async (browser) => {
      const { page } = browser;
      await signIn(page, server, { name: 'Ada Lovelace', email: 'ada@example.com' });
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      const dashboard = new DashboardPage(page, server.url);
      await dashboard.waitUntilLoaded();
      // A brand-new account: welcomed, not welcomed back.
      expect(await dashboard.welcome.innerText()).toBe('Welcome, Ada!');
      expect(await storedToken(browser)).toBeTruthy();

      await dashboard.logout();
      await page.waitForURL(`${server.url}/`);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Sign In', exact: true })
        .waitFor();
      expect(await storedToken(browser)).toBeNull();

      // Signed out for real: the guard now sends the dashboard to /login.
      await page.goto(`${server.url}/dashboard`);
      await page.waitForURL(/\/login$/);
    });
  });

  it('returns to the guarded page that was asked for, after sign-in', async () => {
    await withBrowser(async ({ page }) => {
      await page.goto(`${server.url}/account?from=test`);
      await page.waitForURL(/\/login$/);
      await signIn(page, server, { name: 'Grace Hopper', email: 'grace@example.com' }, '/login');
      const url = new URL(page.url());
      expect(url.pathname + url.search).toBe('/account?from=test');
    });
  });

  it('shows the error passed to /login and a button per provider the server offers', async () => {
    await withBrowser(async ({ page }) => {
      const login = new LoginPage(page, server.url);
      await login.open('?error=Access%20was%20denied');
      expect(await login.errorBanner.innerText()).toContain('Access was denied');
      await login.providerButton(/local account/i).waitFor();
      // The server here has no Google credentials, so no Google button is offered.
      expect(await page.getByRole('button', { name: /google/i }).count()).toBe(0);
      await page.getByRole('link', { name: 'Terms' }).click();
      await page.getByRole('heading', { name: 'Terms', level: 1 }).waitFor();
      await page.goBack();
      await page.getByRole('link', { name: 'Privacy notice' }).click();
      await page.getByRole('heading', { name: 'Privacy', level: 1 }).waitFor();
    });
  });

  it('handles the callback forms of the spec: neither, ?error= and ?token=', async () => {
    await withBrowser(async ({ page }) => {
      await page.goto(`${server.url}/auth/callback`);
      await page.waitForURL(
        (url) => url.pathname === '/login' && url.searchParams.get('error') === 'No token received',
      );
      await page.getByText('No token received').waitFor();

      await page.goto(`${server.url}/auth/callback?error=Provider%20refused`);
      await page.waitForURL(
        (url) => url.pathname === '/login' && url.searchParams.get('error') === 'Provider refused',
      );

      const token = await tokenFor(server, 'token-user@example.com', 'Token User');
      await page.goto(`${server.url}/auth/callback?token=${encodeURIComponent(token)}`);
      // A link from outside signs in only once the person has seen whose account it is.
      await page.getByRole('heading', { name: 'Sign in as Token User?' }).waitFor();
      await page.getByText('token-user@example.com').waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
      await page.getByRole('button', { name: 'Continue as Token User' }).click();
      await page.waitForURL(`${server.url}/dashboard`);
      await new DashboardPage(page, server.url).waitUntilLoaded();

      // A ?token= link never replaces a session (login CSRF), so the bad token is tried signed out.
      await page.evaluate(() => window.localStorage.removeItem('authToken'));
      await page.goto(`${server.url}/auth/callback?token=not-a-real-token`);
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('error'));
      expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    });
  });

  it('starts sign-in at once for /login?provider= (the server’s /auth/login/{provider})', async () => {
    await withBrowser(async ({ page }) => {
      await page.goto(`${server.url}/auth/login/local`);
      await page.getByLabel('Email').waitFor({ timeout: 20_000 });
      expect(new URL(page.url()).pathname).not.toBe('/login');
    });
  });

  it('clears a revoked token at start-up and treats the visitor as signed out', async () => {
    await withBrowser(async ({ page }) => {
      await page.goto(`${server.url}/`);
      await page.evaluate(() => window.localStorage.setItem('authToken', 'forged.token.value'));
      await page.goto(`${server.url}/dashboard`);
      await page.waitForURL(/\/login$/);
      expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    });
  });
});
