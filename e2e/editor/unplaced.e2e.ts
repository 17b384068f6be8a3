import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../pages/a11y.js';
import { openBrowser, serverAndBrowser, type RunningServer } from '../support/index.js';
import { openParsedResume } from './openParsed.js';

const journey = serverAndBrowser();

describe('editor: lines not placed become entries', () => {
  it('turns three selected lines into a job, split into its fields, and undoes it; moves a job to Projects', async () => {
    await threeLinesToAJob(journey.browser.page, journey.server, 'lines@example.com');
  });

  it('does the same on a 390 px phone', async () => {
    const phone = await openBrowser({ viewport: { width: 390, height: 844 } });
    try {
      await threeLinesToAJob(phone.page, journey.server, 'lines-phone@example.com');
    } finally {
      await phone.close();
    }
  });
});

describe('editor: lines of an entry become an entry', () => {
  it('takes two bullets out of a job as a new job, reads "Jan 86" in a date field, and focuses what is added', async () => {
    // A browser of its own: the journey's is signed in as someone else by now.
    const desktop = await openBrowser();
    try {
      await entryLinesToAJob(desktop.page, journey.server, 'entry-lines@example.com');
    } finally {
      await desktop.close();
    }
  });

  it('does the same on a 390 px phone', async () => {
    const phone = await openBrowser({ viewport: { width: 390, height: 844 } });
    try {
      await entryLinesToAJob(phone.page, journey.server, 'entry-lines-phone@example.com');
    } finally {
      await phone.close();
    }
  });
});

async function entryLinesToAJob(page: Page, server: RunningServer, email: string): Promise<void> {
  const editor = await openParsedResume(page, server, email);
  const jobs = page.getByRole('group', { name: /^Arrange experience \d+$/ });
  const jobCount = await jobs.count();
  expect(jobCount).toBeGreaterThan(0);
  const firstJob = page
    .locator('fieldset.entry')
    .filter({ has: page.getByLabel('Job title') })
    .first();
  const bullets = firstJob.getByRole('textbox', { name: /^bullet \d+/i });
  const bulletCount = await bullets.count();
  expect(bulletCount).toBeGreaterThanOrEqual(2);
  const lastBullet = await bullets.nth(bulletCount - 1).inputValue();

  await firstJob.getByText('Make some of these lines a new entry').click();
  const picks = firstJob.locator('.entry-lines').getByRole('checkbox');
  const lineCount = await picks.count();
  await picks.nth(lineCount - 2).check();
  await picks.nth(lineCount - 1).check();
  await firstJob.getByText('2 lines selected.').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await firstJob.getByRole('button', { name: 'Make a job' }).click();

  // The two lines left the first job and are a job of their own, with the keyboard in it.
  await expect.poll(() => jobs.count()).toBe(jobCount + 1);
  await expect.poll(() => bullets.count()).toBe(bulletCount - 2);
  const made = editor.field('Job title').nth(jobCount);
  await expect.poll(() => made.evaluate((el) => el === document.activeElement)).toBe(true);
  const madeText = [await made.inputValue(), await editor.field('Company').nth(jobCount).inputValue()];
  const madeBullets = await page
    .locator('fieldset.entry')
    .filter({ has: page.getByLabel('Job title') })
    .nth(jobCount)
    .getByRole('textbox', { name: /^bullet \d+/i })
    .evaluateAll((els) => els.map((el) => (el as HTMLTextAreaElement).value));
  expect([...madeText, ...madeBullets].join(' ')).toContain(lastBullet.trim().slice(0, 20));

  // A date as an older resume prints it, read in the date field and shown as stored once left.
  const start = editor.field('Start').nth(jobCount);
  await start.fill('Jan 86');
  await start.blur();
  await expect.poll(() => start.inputValue()).toBe('1986-01');
  expect(await start.getAttribute('aria-invalid')).toBeNull();

  // "Add experience" puts the keyboard in the new job's first field.
  await page.getByRole('button', { name: 'Add experience' }).click();
  await expect.poll(() => jobs.count()).toBe(jobCount + 2);
  const added = editor.field('Job title').nth(jobCount + 1);
  await expect.poll(() => added.evaluate((el) => el === document.activeElement)).toBe(true);
}

const DATED = /\b(Jan|Feb|Mar|Apr|May|June?|July?|Aug|Sept?|Oct|Nov|Dec)[a-z]*\.? \d{4}\b/;

async function threeLinesToAJob(page: Page, server: RunningServer, email: string): Promise<void> {
  const editor = await openParsedResume(page, server, email);
  const section = page.getByRole('region', { name: /^Not placed/ });
  const heading = section.getByRole('heading', { level: 2 });
  const before = Number(/\((\d+)\)/.exec(await heading.innerText())?.[1]);
  expect(before).toBeGreaterThan(3);
  const picks = section.getByRole('checkbox');
  const texts = await section.locator('.unplaced__pick').allInnerTexts();
  // A line with a month and year, and the two after it: what a job usually looks like in a resume.
  const first = texts.findIndex((t, i) => DATED.test(t) && i + 2 < texts.length);
  expect(first).toBeGreaterThanOrEqual(0);
  const datedText = (DATED.exec(texts[first] ?? '') ?? [''])[0];
  const jobs = page.getByRole('group', { name: /^Arrange experience \d+$/ });
  const jobCount = await jobs.count();

  for (let k = 0; k < 3; k++) await picks.nth(first + k).check();
  await section.getByText('3 lines selected.').waitFor();
  await section.getByLabel('Make the selected lines').selectOption('experience');
  expect(await seriousViolations(page)).toEqual([]);
  await section.getByRole('button', { name: 'Make a job' }).click();

  // A new job at the end of Experience, with the keyboard in it; the date went to Start, not the title.
  await expect.poll(() => jobs.count()).toBe(jobCount + 1);
  const title = editor.field('Job title').nth(jobCount);
  expect(await title.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await title.inputValue()).not.toBe('');
  expect(await title.inputValue()).not.toContain(datedText);
  expect(await editor.field('Start').nth(jobCount).inputValue()).toMatch(/^\d{4}-\d{2}$/);
  await heading.filter({ hasText: `Not placed (${before - 3})` }).waitFor();

  // Saved as it is, and taken back with Undo like any edit.
  await editor.saveStatus.waitFor();
  await page.locator('.undo-bar').getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => jobs.count()).toBe(jobCount);
  await heading.filter({ hasText: `Not placed (${before})` }).waitFor();

  // A job the parse took for one can move to another section, its words carried across.
  const projects = page.getByRole('group', { name: /^Arrange project \d+$/ });
  const projectCount = await projects.count();
  const firstTitle = await editor.field('Job title').first().inputValue();
  await page.getByLabel('Move experience 1 to another section').selectOption({ label: 'Projects' });
  await expect.poll(() => projects.count()).toBe(projectCount + 1);
  expect(await jobs.count()).toBe(jobCount - 1);
  expect(
    await editor
      .field('Name')
      .nth(projectCount + 1)
      .inputValue(),
  ).toBe(firstTitle);
  const toast = page.getByRole('status').filter({ hasText: 'Moved job to Projects' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => jobs.count()).toBe(jobCount);
  expect(await projects.count()).toBe(projectCount);
}
