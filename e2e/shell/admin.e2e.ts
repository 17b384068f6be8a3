import { readFileSync } from 'node:fs';
import { API } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../pages/a11y.js';
import { openBrowser, signIn, startServer, type OpenBrowser, type RunningServer } from '../support/index.js';

let server: RunningServer;
const browsers: OpenBrowser[] = [];

const OPERATOR = { name: 'Olga Operator', email: 'olga@example.com' };
const SENT = 21;

beforeAll(async () => {
  server = await startServer({
    env: {
      ADMIN_EMAILS: OPERATOR.email,
      // Local accounts vouch for their email only where the local page is this machine's alone.
      ALLOW_LOCAL_SIGNIN: 'loopback',
      // Each visitor below speaks from an address of its own, so the per-address form limit holds.
      TRUST_PROXY: 'true',
    },
  });
  const post = async (path: string, n: number, body: unknown) => {
    const res = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${n}` },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`${path} answered ${res.status}`);
  };
  for (let n = 1; n <= SENT; n += 1) {
    await post(API.contact, n, {
      name: `Visitor ${n}`,
      email: `visitor${n}@example.org`,
      subject: `Question ${n}`,
      message: `Do you host portfolios for teams? (${n})`,
    });
  }
  await post(API.newsletter, 100, { email: 'reader@example.org' });
  await post(API.newsletter, 101, { email: 'second.reader@example.org' });
});
afterAll(async () => {
  for (const b of browsers) await b.close();
  await server?.dispose();
});

async function browser(): Promise<OpenBrowser> {
  const opened = await openBrowser();
  browsers.push(opened);
  return opened;
}

describe('the operator inbox', () => {
  it('is closed to an account ADMIN_EMAILS does not name', async () => {
    const { page } = await browser();
    await signIn(page, server, { name: 'Sam Someone', email: 'sam@example.com' });
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('link', { name: 'Your data' }).waitFor();
    expect(await page.getByRole('link', { name: 'Operator inbox' }).count()).toBe(0);
    await page.goto(`${server.url}/admin`);
    await page.getByText('This page is for the operator of this Folio server.').waitFor();
    expect(await page.getByText('Question 21').count()).toBe(0);
  });

  it('shows the operator the landing page’s messages and subscribers, newest first, in pages', async () => {
    const { page } = await browser();
    await signIn(page, server, OPERATOR);
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('link', { name: 'Operator inbox' }).click();
    await page.waitForURL(/\/admin/);

    const list = page.getByRole('list', { name: 'Contact messages' });
    await page.getByText(`${SENT} in all · page 1 of 2`).waitFor();
    const first = list.getByRole('listitem').first();
    await first.getByText('Question 21').waitFor();
    await first.getByText('Do you host portfolios for teams? (21)').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(20);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Older' }).click();
    await page.getByText(`${SENT} in all · page 2 of 2`).waitFor();
    await list.getByText('Question 1', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Newer' }).click();
    await list.getByRole('listitem').first().getByText('Question 21').waitFor();

    // Marked handled stays so after a reload.
    await list.getByRole('listitem').first().getByRole('button', { name: 'Mark handled' }).click();
    await list.getByRole('listitem').first().getByRole('button', { name: 'Mark not handled' }).waitFor();
    await page.reload();
    await list.getByRole('listitem').first().getByRole('button', { name: 'Mark not handled' }).waitFor();

    // Deleting asks first; Cancel keeps the message.
    await list.getByRole('listitem').first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await list.getByRole('listitem').first().getByText('Question 21').waitFor();
    await list.getByRole('listitem').first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete message' }).click();
    await page.getByText(`${SENT - 1} in all · page 1 of 1`).waitFor();
    await list.getByRole('listitem').first().getByText('Question 20').waitFor();

    await page.getByRole('button', { name: 'Newsletter subscribers' }).click();
    const subscribers = page.getByRole('list', { name: 'Newsletter subscribers' });
    await subscribers.getByRole('listitem').first().getByText('second.reader@example.org').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export subscribers (CSV)' }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe('email,subscribed_at');
    expect(csv.slice(1).map((row) => row.split(',')[0])).toEqual([
      'reader@example.org',
      'second.reader@example.org',
    ]);
  });
});
