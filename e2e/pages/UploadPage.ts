import type { Locator, Page } from 'playwright-core';

export interface FileSpec {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** /upload: choose a PDF, parse it on the device, see its progress or what went wrong. */
export class UploadPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/upload`);
    await this.page.getByRole('heading', { name: 'Upload Your Resume' }).waitFor();
  }

  /** Chooses a file as the picker would (the input behind 'Choose PDF File'). */
  async choose(file: string | FileSpec): Promise<void> {
    await this.page.getByTestId('resume-file-input').setInputFiles(file);
  }

  get parseButton(): Locator {
    return this.page.getByRole('button', { name: 'Read my resume on this device' });
  }

  get error(): Locator {
    return this.page.getByRole('alert');
  }

  fileName(name: string): Locator {
    return this.page.getByText(name, { exact: true });
  }

  /** Parses the chosen file and waits for the editor. */
  async parseAndOpenEditor(): Promise<void> {
    await this.parseButton.click();
    await this.page.waitForURL(/\/edit\?draft=/, { timeout: 30_000 });
  }
}
