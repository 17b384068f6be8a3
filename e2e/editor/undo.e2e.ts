import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../pages/a11y.js';
import type { Page } from 'playwright-core';
import { openBrowser, serverAndBrowser, type RunningServer } from '../support/index.js';
import { openParsedResume } from './openParsed.js';

const journey = serverAndBrowser();

describe('editor: the parse told as it is, and every edit undoable', () => {
  it('summarises what was read; a removed job comes back with the toast, and with Ctrl-Z after a reload', async () => {
    const { server, browser } = journey;
    await removeAndUndo(browser.page, server, 'undo@example.com');
  });

  it('does the same on a 390 px phone, with the Undo button instead of the keyboard', async () => {
    const phone = await openBrowser({ viewport: { width: 390, height: 844 } });
    try {
      await removeAndUndo(phone.page, journey.server, 'undo-phone@example.com', { touch: true });
    } finally {
      await phone.close();
    }
  });
});

async function removeAndUndo(
  page: Page,
  server: RunningServer,
  email: string,
  options: { touch?: boolean } = {},
): Promise<void> {
  const editor = await openParsedResume(page, server, email);

  // What was read, counted; no claim of success the result does not show.
  const summary = page.getByRole('region', { name: /Your resume is read/ });
  await summary.waitFor();
  expect(await summary.innerText()).toMatch(/We read \d+ jobs?/);
  expect(await page.getByText('Parsed Successfully').count()).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);

  const jobs = page.getByRole('group', { name: /^Arrange experience \d+$/ });
  const count = await jobs.count();
  expect(count).toBeGreaterThan(0);
  const firstTitle = await editor.field('Job title').first().inputValue();

  // Removed at once, with a way back that has the keyboard.
  await page.getByRole('button', { name: 'Remove experience 1' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Removed job' });
  await toast.waitFor();
  expect(await jobs.count()).toBe(count - 1);
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Undo');
  await toast.getByRole('button', { name: 'Undo' }).click();
  expect(await jobs.count()).toBe(count);
  expect(await editor.field('Job title').first().inputValue()).toBe(firstTitle);

  // Redo from the keyboard, then a reload: the removal can still be taken back.
  await page.keyboard.press('Control+Shift+Z');
  expect(await jobs.count()).toBe(count - 1);
  await editor.saveStatus.waitFor();
  await page.waitForTimeout(700);
  await page.reload();
  await editor.waitUntilLoaded();
  expect(await jobs.count()).toBe(count - 1);
  await page.locator('.undo-bar button:not([disabled])', { hasText: 'Undo' }).waitFor();
  if (options.touch) {
    await page.locator('.undo-bar').getByRole('button', { name: 'Undo' }).click();
  } else {
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('Control+Z');
  }
  await page.getByText('Undone: Removed job').waitFor();
  expect(await jobs.count()).toBe(count);
  expect(await editor.field('Job title').first().inputValue()).toBe(firstTitle);

  // Typing is undone a field at a time, with the field's own shortcut.
  const name = editor.field('Name').first();
  const before = await name.inputValue();
  await name.click();
  await name.press('End');
  await name.pressSequentially(' Jr');
  expect(await name.inputValue()).toBe(`${before} Jr`);
  await name.press('Control+Z');
  expect(await name.inputValue()).toBe(before);
}
