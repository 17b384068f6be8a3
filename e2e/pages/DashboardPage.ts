import type { Locator, Page } from 'playwright-core';

/** /dashboard: stats, the portfolio list, its search and view toggle, the actions dialog. */
export class DashboardPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/dashboard`);
    await this.waitUntilLoaded();
  }

  async waitUntilLoaded(): Promise<void> {
    await this.page.getByRole('heading', { name: /^Welcome(?: back)?, / }).waitFor();
    await this.page.getByText('Loading your dashboard...').waitFor({ state: 'detached' });
  }

  /** Waits until this device's drafts and portfolios are read, so an empty list means there are none. */
  async waitForLocalData(): Promise<void> {
    await this.page.locator('section[aria-labelledby="portfolios-title"][aria-busy="false"]').waitFor();
  }

  get welcome(): Locator {
    return this.page.getByRole('heading', { name: /^Welcome(?: back)?, / });
  }

  stat(name: string): Locator {
    return this.page.getByRole('group', { name });
  }

  async statValue(name: string): Promise<string> {
    return (await this.stat(name).locator('.stat__value').innerText()).trim();
  }

  get portfolioCards(): Locator {
    return this.page.locator('[data-testid="portfolio-card"]');
  }

  card(title: string): Locator {
    return this.portfolioCards.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search portfolios' });
  }

  get createTile(): Locator {
    return this.page.getByRole('button', { name: /Create New Portfolio/ }).last();
  }

  viewToggle(mode: 'Grid' | 'List'): Locator {
    return this.page.getByRole('button', { name: `${mode} view` });
  }

  get list(): Locator {
    return this.page.locator('[data-testid="portfolio-list"]');
  }

  async openActions(title: string): Promise<Locator> {
    await this.card(title)
      .getByRole('button', { name: `Actions for ${title}` })
      .click();
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }

  async logout(): Promise<void> {
    await this.page.getByRole('button', { name: 'Logout' }).click();
  }
}
