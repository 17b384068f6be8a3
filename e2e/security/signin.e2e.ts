import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openBrowser,
  signIn,
  startServer,
  tokenFor,
  type OpenBrowser,
  type RunningServer,
} from '../support/index.js';

/*
 * Sign-in attacks that need a real browser: a cross-site form post to the local account page (login
 * CSRF), a remembered redirect pointing off-site (open redirect), and a crafted callback link.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.dispose();
});

async function withBrowser(run: (browser: OpenBrowser) => Promise<void>): Promise<void> {
  const browser = await openBrowser();
  // Nothing leaves the machine; other origins are served by the routes a test adds.
  await browser.context.route(
    (url) => url.origin !== server.url,
    (route) => route.fulfill({ status: 404, body: '' }),
  );
  try {
    await run(browser);
  } finally {
    await browser.close();
  }
}

const db = () => readFileSync(path.join(server.dataDir, 'db.json'), 'utf8');

describe('the local account form', () => {
  it('refuses a form posted from another site, even with the interaction id', async () => {
    await withBrowser(async ({ page, context }) => {
      // The victim has started signing in, so the browser holds that interaction's cookie.
      await page.goto(`${server.url}/login`);
      await page.getByRole('button', { name: /local account/i }).click();
      await page.waitForURL(/\/auth\/interaction\//, { timeout: 30_000 });
      const action = `${new URL(page.url()).pathname}/local`;
      // The attacker's page posts the form to it (told the id, which a real attacker would not be).
      await context.route('http://attacker.test/', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: `<!doctype html><body onload="document.forms[0].submit()">
            <form method="post" action="${server.url}${action}">
              <input name="name" value="Mallory"><input name="email" value="mallory-csrf@example.org">
            </form></body>`,
        }),
      );
      const posted = page.waitForResponse((res) => res.url() === `${server.url}${action}`);
      await page.goto('http://attacker.test/');
      const response = await posted;
      expect(response.status()).toBe(400);
      await page.getByRole('heading', { name: 'Sign-in expired' }).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
      expect(db()).not.toContain('mallory-csrf@example.org');
    });
  });
});

describe('the remembered redirect after sign-in', () => {
  // Each case is a whole sign-in; these four cover the shapes sanitizeRedirect must refuse (another
  // origin, a scheme-relative and a backslash path, a script URL).
  const offsite = [
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    'javascript:alert(document.domain)',
  ];
  it.each(offsite)('never leaves the origin for %j', async (target) => {
    await withBrowser(async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.goto(`${server.url}/login`);
      await page.evaluate((value) => window.sessionStorage.setItem('postLoginRedirect', value), target);
      await signIn(page, server, { name: 'Redirected', email: 'redirect@example.org' });
      // The refused target gives way to the dashboard; the app has settled where it sent the person.
      await page.getByRole('heading', { name: /^Welcome(?: back)?, / }).waitFor();
      expect(new URL(page.url()).origin).toBe(server.url);
      expect(dialogs).toEqual([]);
    });
  });

  it('still returns to a same-origin page (the control)', async () => {
    await withBrowser(async ({ page }) => {
      await page.goto(`${server.url}/login`);
      await page.evaluate(() => window.sessionStorage.setItem('postLoginRedirect', '/pricing'));
      await signIn(page, server, { name: 'Redirected', email: 'redirect@example.org' });
      await page.waitForURL(`${server.url}/pricing`);
    });
  });
});

describe('crafted callback links', () => {
  it('a ?error= message is shown as text, never as markup', async () => {
    await withBrowser(async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
      await page.goto(`${server.url}/auth/callback?error=${encodeURIComponent(payload)}`);
      await page.waitForURL(/\/login/);
      // Shown, as text: had it been markup, it would have run by now.
      await page.getByText('<img src=x onerror=alert(1)>', { exact: false }).waitFor();
      expect(dialogs).toEqual([]);
      expect(await page.locator('img[src="x"]').count()).toBe(0);
    });
  });

  // Login CSRF: a mailed `/auth/callback?token=…` link carrying the attacker's own token must not
  // silently replace the signed-in person's session (their next upload would land in the attacker's
  // account). The server never issues ?token= redirects; the PWA keeps an existing session, and a
  // signed-out visitor is shown whose account the link opens before anything is kept.
  it('a ?token= link does not swap the signed-in person for the attacker', async () => {
    const attackerToken = await tokenFor(server, 'token-attacker@example.org', 'Attacker');
    await withBrowser(async ({ page }) => {
      await signIn(page, server, { name: 'Victim', email: 'token-victim@example.org' });
      await page.goto(`${server.url}/auth/callback?token=${encodeURIComponent(attackerToken)}`);
      await page.waitForURL((url) => url.pathname !== '/auth/callback', { timeout: 15_000 });
      const stored = await page.evaluate(() => window.localStorage.getItem('authToken'));
      expect(stored).not.toBe(attackerToken);
    });
  });

  it('a ?token= link shows a signed-out visitor whose account it opens, and Cancel keeps them out of it', async () => {
    const attackerToken = await tokenFor(server, 'token-offer@example.org', 'Someone Else');
    await withBrowser(async ({ page }) => {
      await page.goto(`${server.url}/auth/callback?token=${encodeURIComponent(attackerToken)}`);
      await page.getByRole('heading', { name: 'Sign in as Someone Else?' }).waitFor();
      await page.getByText('token-offer@example.org').waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    });
  });
});
