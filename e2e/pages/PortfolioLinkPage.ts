import type { Locator, Page } from 'playwright-core';

/** /portfolio-link: the badge, the link, copy/share/preview, the QR code. */
export class PortfolioLinkPage {
  constructor(readonly page: Page) {}

  async waitUntilLoaded(): Promise<void> {
    await this.page.waitForURL(/\/portfolio-link/);
    await this.badge.waitFor();
  }

  get badge(): Locator {
    return this.page.getByTestId('publish-badge');
  }

  get link(): Locator {
    return this.page.getByLabel('Your portfolio link');
  }

  get qrCode(): Locator {
    return this.page.getByRole('img', { name: /^QR code for / });
  }

  async waitForBadge(text: string, timeout = 30_000): Promise<void> {
    await this.page
      .getByTestId('publish-badge')
      .filter({ hasText: new RegExp(`^${text}$`) })
      .waitFor({ timeout });
  }
}
