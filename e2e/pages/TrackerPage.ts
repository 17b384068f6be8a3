import type { Page } from 'playwright-core';

export interface NewApplication {
  company: string;
  role: string;
  posting?: string;
  /** The portfolio's server id, or the first one offered. */
  portfolioId?: string;
}

/** The applications tracker (/applications). */
export class TrackerPage {
  constructor(private readonly page: Page) {}

  /** Fills the "New application" dialog; `beforeSave` runs with the dialog filled (an axe check). */
  async add(app: NewApplication, beforeSave?: () => Promise<void>): Promise<void> {
    await this.page
      .getByRole('button', { name: /New application|Add your first application/ })
      .first()
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'New application' });
    await dialog.getByLabel('Company').fill(app.company);
    await dialog.getByLabel('Role').fill(app.role);
    if (app.posting) await dialog.getByLabel('Job posting').fill(app.posting);
    await dialog
      .getByLabel('Portfolio to send')
      .selectOption(app.portfolioId === undefined ? { index: 1 } : app.portfolioId);
    await beforeSave?.();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** An application's card on the board. */
  card(title: string) {
    return this.page.locator('li.tracker-card').filter({ hasText: title });
  }
}
