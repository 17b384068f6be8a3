import type { FrameLocator, Locator, Page } from 'playwright-core';

/** /select-template: template cards with the person's own resume, the preview dialog, Create Portfolio. */
export class SelectTemplatePage {
  constructor(readonly page: Page) {}

  async waitUntilLoaded(): Promise<void> {
    await this.page.getByRole('heading', { name: 'Choose Your Template' }).waitFor();
    await this.page.locator('.template-card').first().waitFor();
  }

  card(name: string): Locator {
    return this.page
      .locator('.template-card')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  filter(name: string): Locator {
    return this.page
      .getByRole('group', { name: 'Filter templates by category' })
      .getByRole('button', { name, exact: true });
  }

  async openPreview(name: string): Promise<Locator> {
    await this.card(name)
      .getByRole('button', { name: `Preview ${name}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name });
    await dialog.waitFor();
    return dialog;
  }

  /** The template preview inside the open dialog. */
  previewFrame(dialog: Locator): FrameLocator {
    return dialog.frameLocator('iframe');
  }

  device(dialog: Locator, name: 'Desktop' | 'Tablet' | 'Mobile'): Locator {
    return dialog.getByRole('group', { name: 'Preview width' }).getByRole('button', { name });
  }

  get createButton(): Locator {
    return this.page.getByRole('button', { name: /^(Create Portfolio|Creating Portfolio\.\.\.)$/ });
  }
}
