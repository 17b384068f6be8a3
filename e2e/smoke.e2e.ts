import { describe, expect, it } from 'vitest';
import { api, serverAndBrowser, signIn, tokenFor } from './support/index.js';

// The production build boots on a fresh data dir and the core path works end to end:
// landing page, sign-in through the embedded provider, the signed-in API, the admin CLI's token.
describe('smoke: the built app on a fresh data dir', () => {
  const journey = serverAndBrowser();

  it('serves the landing page', async () => {
    const { server, browser } = journey;
    const res = await browser.page.goto(server.url + '/');
    expect(res?.status()).toBe(200);
    await expect(browser.page.locator('h1').first().textContent()).resolves.toBeTruthy();
  });

  it('signs in with a local account and reaches the dashboard', async () => {
    const { server, browser } = journey;
    await signIn(browser.page, server, { name: 'Smoke Tester', email: 'smoke@example.com' });
    expect(new URL(browser.page.url()).pathname).toBe('/dashboard');
    const token = await browser.page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toBeTruthy();
    const me = await api<{ success: boolean; user: { email: string } }>(server, token, 'GET', '/api/auth/me');
    expect(me.body.user.email).toBe('smoke@example.com');
  });

  it('accepts a token minted by the admin CLI while the server runs', async () => {
    const { server } = journey;
    const token = await tokenFor(server, 'cli@example.com', 'Cli User');
    const me = await api<{ success: boolean; user: { email: string; name: string } }>(
      server,
      token,
      'GET',
      '/api/auth/me',
    );
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: 'cli@example.com', name: 'Cli User' });
  });
});
