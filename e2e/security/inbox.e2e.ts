import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, openBrowser, signIn, startServer, tokenFor, type RunningServer } from '../support/index.js';

/*
 * The dashboard inbox shows what strangers typed into contact forms. Hostile messages must render as
 * text: no dialog, no injected element, nothing run when the owner reads, marks or replies.
 */

const OWNER = { name: 'Inbox Owner', email: 'inbox-owner@example.org' };
const HOSTILE = [
  {
    name: '<img src=x onerror="alert(1);window.__pwned=1">',
    email: 'visitor@example.org',
    message: '</script><script>alert(2)</script> "><svg onload=alert(3)>',
  },
  {
    name: 'javascript:alert(4)',
    email: 'x@example.org',
    message:
      '<a href="javascript:alert(5)">click me</a>\nBcc: someone@example.org\u2028{{constructor.constructor("alert(6)")()}}',
  },
];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
  const token = await tokenFor(server, OWNER.email, OWNER.name);
  const me = await api<{ user: { _id: string } }>(server, token, 'GET', '/api/auth/me');
  const created = await api<{ portfolio: { _id: string } }>(
    server,
    token,
    'POST',
    `/api/portfolio/Cascade/${me.body.user._id}`,
    {
      resume: { personalInfo: { name: OWNER.name } },
    },
  );
  for (const message of HOSTILE) {
    const sent = await api(
      server,
      null,
      'POST',
      `/api/portfolios/${created.body.portfolio._id}/messages`,
      message,
    );
    expect(sent.status).toBe(201);
  }
});
afterAll(async () => {
  await server?.dispose();
});

describe('the dashboard inbox', () => {
  it('shows hostile messages as text and runs nothing when they are read, marked or answered', async () => {
    const browser = await openBrowser();
    try {
      const { page } = browser;
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await signIn(page, server, OWNER);
      await page.goto(`${server.url}/dashboard`);
      const messages = page.getByTestId('message');
      await messages.first().waitFor({ timeout: 30_000 });
      expect(await messages.count()).toBe(HOSTILE.length);
      const text = await page.locator('body').innerText();
      for (const m of HOSTILE) expect(text).toContain(m.name);
      expect(await page.locator('img[src="x"], svg[onload], script:not([src])').count()).toBe(0);

      for (const href of await messages
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
        // Only mail links; they would open a mail program, so they are checked, not followed.
        expect(href.startsWith('mailto:'), href).toBe(true);
      }
      const marks = messages.getByRole('button', { name: /mark as/i });
      const count = await marks.count();
      expect(count).toBe(HOSTILE.length);
      for (let i = 0; i < count; i++) await marks.nth(i).click();
      // Every message has been re-rendered as read: whatever it holds had its chance to run.
      await expect
        .poll(() => messages.getByRole('button', { name: 'Mark as unread' }).count())
        .toBe(HOSTILE.length);
      expect(dialogs).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned ?? null),
      ).toBeNull();
    } finally {
      await browser.close();
    }
  });
});
