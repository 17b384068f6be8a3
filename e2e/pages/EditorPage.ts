import type { Locator, Page } from 'playwright-core';

/** /edit: the review form beside the PDF. */
export class EditorPage {
  constructor(readonly page: Page) {}

  async waitUntilLoaded(): Promise<void> {
    await this.page.getByRole('heading', { name: 'Review and edit' }).waitFor();
    await this.field('Name').first().waitFor();
  }

  /** A field by its label, in the form (not the PDF pane). */
  field(label: string): Locator {
    return this.page.getByRole('form', { name: 'Your resume' }).getByLabel(label, { exact: true });
  }

  get saveStatus(): Locator {
    return this.page.getByText('All changes saved on this device.');
  }

  async setField(label: string, value: string): Promise<void> {
    const field = this.field(label).first();
    await field.fill(value);
    await this.saveStatus.waitFor();
  }

  get toTemplates(): Locator {
    return this.page.getByRole('link', { name: 'Choose a template' });
  }

  get done(): Locator {
    return this.page.getByRole('link', { name: 'Done' });
  }
}
