import { beforeAll, describe, expect, it } from 'vitest';
import { localCount } from '../pages/localData.js';
import { UploadPage } from '../pages/UploadPage.js';
import { api, serverAndBrowser, signIn, tokenFor } from '../support/index.js';
import { fakePdf, oversizedPdf, scannedPdf, textFile } from './pdfFixtures.js';

const account = { name: 'Bad Input', email: 'bad-input@example.com' };
const journey = serverAndBrowser();
beforeAll(async () => {
  await signIn(journey.browser.page, journey.server, account);
});

describe('bad input on /upload', () => {
  it('refuses a file that is not a PDF, by type and by content', async () => {
    const { server, browser } = journey;
    const upload = new UploadPage(browser.page, server.url);
    await upload.open();
    await upload.choose(textFile());
    await upload.error.filter({ hasText: 'Please upload a PDF file' }).waitFor();
    expect(await upload.parseButton.count()).toBe(0);
    await upload.choose(fakePdf());
    await upload.error.filter({ hasText: 'Please upload a PDF file' }).waitFor();
    expect(await upload.parseButton.count()).toBe(0);
  });

  it('refuses a PDF over 5 MB', async () => {
    const { server, browser } = journey;
    const upload = new UploadPage(browser.page, server.url);
    await upload.open();
    await upload.choose(oversizedPdf());
    await upload.error.filter({ hasText: 'File size must be less than 5MB' }).waitFor();
    expect(await upload.parseButton.count()).toBe(0);
  });

  it('says a scanned PDF has no text, keeps the file chosen, and stores nothing', async () => {
    const { server, browser } = journey;
    const upload = new UploadPage(browser.page, server.url);
    await upload.open();
    await upload.choose(scannedPdf());
    await upload.parseButton.click();
    await upload.error.filter({ hasText: /no selectable text.*scanned image/ }).waitFor({ timeout: 30_000 });
    await upload.fileName('scanned-resume.pdf').waitFor();
    await upload.parseButton.waitFor();
    expect(browser.page.url()).toBe(`${server.url}/upload`);
  });

  it('queued nothing, locally or on the server', async () => {
    const { server, browser } = journey;
    const { page } = browser;
    for (const table of ['drafts', 'pdfs', 'portfolios', 'outbox'] as const) {
      expect(await localCount(page, table), table).toBe(0);
    }
    const token = await tokenFor(server, account.email);
    const list = await api<unknown[]>(server, token, 'GET', '/api/portfolios');
    expect(list.body).toEqual([]);
  });
});
