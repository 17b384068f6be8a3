import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EditorPage } from '../pages/EditorPage.js';
import { seriousViolations } from '../pages/a11y.js';
import { corpusPdf, openBrowser, startServer, type RunningServer } from '../support/index.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.dispose();
});

describe('try it before signing up (issue 22)', () => {
  it('on a desktop: check, read and edit a PDF with a live preview, no account; sign in to publish keeps the draft', async () => {
    const browser = await openBrowser();
    try {
      await tryOut(browser.page, 'try-desktop@example.com');
    } finally {
      await browser.close();
    }
  });

  it('on a 390 px phone', async () => {
    const browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    try {
      await tryOut(browser.page, 'try-phone@example.com');
    } finally {
      await browser.close();
    }
  });

  it('the landing box takes a JSON Resume too, and says what it found', async () => {
    const browser = await openBrowser();
    try {
      const { page } = browser;
      const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-try-'));
      const file = path.join(dir, 'resume.json');
      writeFileSync(file, JSON.stringify({ basics: { name: 'Imani Example', label: 'Surveyor' } }));
      await page.goto(`${server.url}/`);
      await page.locator('.upload-box input[type="file"]').setInputFiles(file);
      await page.getByTestId('upload-box-found').filter({ hasText: 'A JSON Resume file' }).waitFor();
      // Only a PDF is read by the parser; the check is not offered for a file imported as it is.
      expect(await page.getByRole('button', { name: /employer's system/ }).count()).toBe(0);
      await page.getByRole('button', { name: 'Continue with this file' }).click();
      await page.waitForURL(`${server.url}/upload`);
      await page.getByRole('button', { name: 'Import JSON Resume' }).click();
      await page.waitForURL(/\/edit\?draft=/);
      const editor = new EditorPage(page);
      await editor.waitUntilLoaded();
      expect(await editor.field('Name').first().inputValue()).toBe('Imani Example');
    } finally {
      await browser.close();
    }
  });
});

async function tryOut(page: Page, email: string): Promise<void> {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
  });
  await page.goto(`${server.url}/`);
  await page.locator('.upload-box input[type="file"]').setInputFiles(corpusPdf('rendercv-classic'));
  await page
    .getByTestId('upload-box-found')
    .filter({ hasText: /^A PDF · \d+\.\d\d MB$/ })
    .waitFor();

  // The employer's-system check, read on the device: contact details, jobs with dates, what is missing.
  await page.getByRole('button', { name: "How will an employer's system read it?" }).click();
  const check = page.getByRole('region', { name: 'What a machine reads in your PDF' });
  await check.waitFor({ timeout: 30_000 });
  expect(await check.innerText()).toMatch(/It found \d+ jobs?/);
  expect(
    await check.getByRole('list', { name: 'Jobs as read' }).getByRole('listitem').count(),
  ).toBeGreaterThan(0);
  expect(sent).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();

  // On to the editor, still without an account.
  await page.getByRole('button', { name: 'Continue with this file' }).click();
  await page.waitForURL(`${server.url}/upload`);
  await page.getByRole('button', { name: 'Read my resume on this device' }).click();
  await page.waitForURL(/\/edit\?draft=/, { timeout: 30_000 });
  const editor = new EditorPage(page);
  await editor.waitUntilLoaded();
  await page.getByRole('region', { name: 'Trying without an account' }).waitFor();
  expect(sent).toEqual([]);

  // A live preview of a template, open at once for a visitor, follows what is typed.
  const frame = page.frameLocator('iframe[title^="Your page in the"]');
  await frame
    .locator('body')
    .getByText(await editor.field('Name').first().inputValue())
    .first()
    .waitFor();
  await editor.setField('Name', 'Rowan Tryout');
  await frame.locator('body').getByText('Rowan Tryout').first().waitFor();
  await page.getByLabel('Template', { exact: true }).selectOption({ label: 'Terminal' });
  await page.locator('iframe[title="Your page in the Terminal template"]').waitFor();
  await frame.locator('body').getByText('Rowan Tryout').first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);

  // Publishing asks for an account; the draft, with the edit, comes through sign-in.
  await page.getByRole('link', { name: 'Sign in to publish' }).click();
  await page.waitForURL(/\/login$/);
  await page.getByRole('button', { name: /local account/i }).click();
  await page.waitForURL(/\/auth\/interaction\//, { timeout: 60_000 });
  await page.getByLabel('Name').fill('Rowan Tryout');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/select-template\?draft=/, { timeout: 60_000 });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const previews = page.frameLocator('iframe').first();
  await previews.locator('body').getByText('Rowan Tryout').first().waitFor({ timeout: 30_000 });
  // And it is the account's draft now: the editor opens it signed in, with the edit.
  await page.goto(`${server.url}/edit`);
  await editor.waitUntilLoaded();
  expect(await editor.field('Name').first().inputValue()).toBe('Rowan Tryout');
  expect(await page.getByRole('region', { name: 'Trying without an account' }).count()).toBe(0);
}
