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

  /** Where the live page of a published portfolio stands: behind by N changes, or up to date. */
  get liveStatus(): Locator {
    return this.page.getByTestId('live-status');
  }

  /** Publishes the edits of a published portfolio (they stay a draft on the device until then). */
  async publishChanges(): Promise<void> {
    await this.liveStatus.getByRole('button', { name: 'Publish changes' }).click();
    await this.liveStatus.getByText(/^Live page is (up to date|behind: your published changes)/).waitFor();
  }

  get toTemplates(): Locator {
    return this.page.getByRole('link', { name: 'Choose a template' });
  }

  get done(): Locator {
    return this.page.getByRole('link', { name: 'Done' });
  }
}
