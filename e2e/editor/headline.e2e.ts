import { describe, expect, it } from 'vitest';
import { SelectTemplatePage } from '../pages/SelectTemplatePage.js';
import { serverAndBrowser } from '../support/index.js';
import { openParsedResume } from './openParsed.js';

const journey = serverAndBrowser();

describe('editor: one headline', () => {
  it('is one field, and the page shows what was typed into it; bullets join and undo', async () => {
    const { server, browser } = journey;
    const { page } = browser;
    const editor = await openParsedResume(page, server, 'headline@example.com');
    // The Enhance panel has loaded: it may suggest a headline, but has no second box for one.
    await page.getByRole('heading', { name: 'Headline and summary', level: 3 }).waitFor();
    expect(await page.getByRole('textbox', { name: /^headline$/i }).count()).toBe(1);
    expect(await page.getByRole('checkbox', { name: /headline/i }).count()).toBe(1);

    // Two bullets the parse split apart join into one, and Undo splits them again.
    const bullets = page.getByRole('group', { name: 'Bullets' }).first().getByRole('textbox');
    const count = await bullets.count();
    expect(count).toBeGreaterThan(1);
    const second = await bullets.nth(1).inputValue();
    await page.getByRole('button', { name: 'Join with next: bullet 1' }).first().click();
    await expect.poll(() => bullets.count()).toBe(count - 1);
    expect(await bullets.first().inputValue()).toContain(second);
    await page.locator('.undo-bar').getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => bullets.count()).toBe(count);

    const typed = 'Welding inspector for offshore rigs';
    await editor.setField('Headline', typed);
    await editor.toTemplates.click();
    const chooser = new SelectTemplatePage(page);
    await chooser.waitUntilLoaded();
    const dialog = await chooser.openPreview('Kyoto');
    await chooser.previewFrame(dialog).getByText(typed, { exact: true }).waitFor();
  });
});
