import type { Page } from 'playwright-core';
import type { RunningServer } from './server.js';

export interface LocalAccount {
  name: string;
  email: string;
}

/**
 * Signs in through the real flow: the PWA's /login page, the embedded OpenID provider and its local
 * account page, back through /auth/callback. Resolves once the app has left the callback.
 */
export async function signIn(
  page: Page,
  server: RunningServer,
  account: LocalAccount,
  from = '/login',
): Promise<void> {
  await page.goto(server.url + from);
  await page.getByRole('button', { name: /local account/i }).click();
  // The app leaves for the provider (/oidc/auth → /auth/interaction/…) after an async step of its own.
  await page.waitForURL(/\/auth\/interaction\//, { timeout: 60_000 });
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/') && !url.pathname.startsWith('/oidc'), {
    timeout: 60_000,
  });
}
