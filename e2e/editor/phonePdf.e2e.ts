import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../pages/a11y.js';
import { serverAndBrowser } from '../support/index.js';
import { openParsedResume } from './openParsed.js';

const journey = serverAndBrowser({ browser: { viewport: { width: 390, height: 844 } } });

describe('editor on a 390 px phone', () => {
  it('opens the PDF over the form at the focused field, zooms it, and jumps to a section', async () => {
    const { server, browser } = journey;
    const { page } = browser;
    const editor = await openParsedResume(page, server, 'phone-pdf@example.com');
    await editor.field('Name').first().focus();

    await page.getByRole('button', { name: 'Show the PDF' }).click();
    const sheet = page.getByRole('region', { name: 'Your PDF' });
    const image = sheet.getByRole('img', { name: /^Page 1 of your PDF$/ });
    await image.waitFor();
    // On screen, not thousands of pixels down the page.
    const box = await image.boundingBox();
    expect(box && box.y + box.height / 2).toBeLessThan(844);
    await sheet.getByTestId('source-highlight').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const width = (await image.boundingBox())?.width ?? 0;
    await sheet.getByRole('button', { name: 'Zoom in' }).click();
    await sheet.getByText('150%').waitFor();
    await expect.poll(async () => (await image.boundingBox())?.width ?? 0).toBeGreaterThan(width * 1.4);

    // A section chosen: the form goes there, and the PDF to where that section's first field came from.
    await sheet.getByLabel('Go to a section').selectOption({ label: 'Experience' });
    const title = editor.field('Job title').first();
    await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);
    await sheet.getByTestId('source-highlight').waitFor();
    // In view above the sheet, which covers the lower half.
    await expect.poll(async () => (await title.boundingBox())?.y ?? 844).toBeLessThan(844 / 2);

    await page.getByRole('button', { name: 'Hide the PDF' }).click();
    await sheet.waitFor({ state: 'detached' });
  });
});
