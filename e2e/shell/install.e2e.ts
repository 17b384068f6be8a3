import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowser, serverAndBrowser } from '../support/index.js';

const journey = serverAndBrowser();

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/*
 * Chromium decides by itself when to offer installing (engagement, a headless window never qualifies),
 * so the journey fires the same event the browser fires, with the prompt a person answers "Install" to.
 */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        (window as unknown as { __prompted: boolean }).__prompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

const installButton = (page: Page) => page.getByRole('button', { name: 'Install app' });

describe('Install app (issue 22 item 8)', () => {
  it('offers the browser’s install dialog once it is available, and goes once installed', async () => {
    const { page } = journey.browser;
    await page.goto(`${journey.server.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await offerInstall(page);
    const button = page.getByRole('contentinfo').getByRole('button', { name: 'Install app' });
    await button.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted))
      .toBe(true);
    await button.waitFor({ state: 'detached' });
  });

  it('is never shown when the app already runs installed', async () => {
    // Chromium 156 cannot emulate display-mode (Emulation.setEmulatedMedia ignores the feature), so the
    // page is told it runs installed the way an installed app's window answers the media query.
    const browser = await openBrowser();
    try {
      const { page } = browser;
      await page.addInitScript(() => {
        const real = window.matchMedia.bind(window);
        window.matchMedia = (query: string) =>
          query === '(display-mode: standalone)'
            ? Object.defineProperty(real('all'), 'media', { value: query })
            : real(query);
      });
      await page.goto(`${journey.server.url}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await offerInstall(page);
      await page.getByRole('contentinfo').waitFor();
      expect(await installButton(page).count()).toBe(0);
    } finally {
      await browser.close();
    }
  });

  it('says how on an iPhone (Share → Add to Home Screen), on a 390 px screen', async () => {
    const phone = await openBrowser({ viewport: { width: 390, height: 844 }, userAgent: IPHONE_SAFARI });
    try {
      const { page } = phone;
      await page.goto(`${journey.server.url}/upload`);
      await page.getByRole('heading', { name: 'Upload Your Resume' }).waitFor();
      const button = page
        .getByRole('navigation', { name: 'App' })
        .getByRole('button', { name: 'Install app' });
      await button.click();
      const steps = page.getByRole('note').filter({ hasText: 'Add to Home Screen' });
      await steps.waitFor();
      expect(await steps.innerText()).toContain('tap Share');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      // The steps fit on the screen.
      const box = await steps.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    } finally {
      await phone.close();
    }
  });
});
