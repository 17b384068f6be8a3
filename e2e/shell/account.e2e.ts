import { readFileSync } from 'node:fs';
import { API, type AccountExport } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import { corpusPdf, signedInWithPortfolio, serverAndBrowser } from '../support/index.js';

const journey = serverAndBrowser();

describe('your data', () => {
  it('lists and deletes an upload, downloads everything, and deletes the account with its pages', async () => {
    const { server, browser } = journey;
    const { page } = browser;
    const account = { name: 'Dana Leaving', email: 'dana@example.com' };
    const { token, portfolio } = await signedInWithPortfolio(page, server, account, 'Nova', {
      personalInfo: { name: 'Dana Leaving', title: 'Baker' },
    });
    // An upload no portfolio uses.
    const form = new FormData();
    form.append(
      'resume',
      new Blob([readFileSync(corpusPdf('open-resume-john-doe'))], { type: 'application/pdf' }),
      'cv.pdf',
    );
    const upload = await fetch(server.url + API.uploadResume, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);

    await page.goto(`${server.url}/account`);
    const uploads = page.getByRole('list', { name: 'Your uploads' });
    await uploads.getByText(/Not used by a portfolio; deleted on/).waitFor();
    await uploads.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete upload' }).click();
    await page.getByText('No uploads are stored.').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    const exported = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as AccountExport;
    expect(exported.user.email).toBe(account.email);
    expect(exported.portfolios.map((p) => p._id)).toEqual([portfolio._id]);
    expect(exported.uploads).toEqual([]);

    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog');
    // Said plainly, and the keyboard is in the field the dialog asks for.
    expect(await dialog.innerText()).toContain('The account and everything in it are deleted');
    await expect
      .poll(() => dialog.getByLabel(/^Type .* to confirm$/).evaluate((el) => el === document.activeElement))
      .toBe(true);
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await dialog.getByText('Type the email of this account to confirm.').waitFor();
    await dialog.getByLabel(/^Type .* to confirm$/).fill(account.email);
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await page.waitForURL(`${server.url}/`);
    // The landing page says it happened.
    await page.getByRole('status').filter({ hasText: 'Your account is deleted' }).waitFor();
    expect((await fetch(`${server.url}/portfolio/${portfolio.url}`)).status).toBe(404);
    // Nothing of the account is left on the server.
    const list = await fetch(server.url + API.portfolios, { headers: { authorization: `Bearer ${token}` } });
    expect(list.status === 401 || JSON.stringify(await list.json()) === '[]').toBe(true);
  });
});
