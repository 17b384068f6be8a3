import type { Locator, Page } from 'playwright-core';

/** /login: the provider buttons, the error banner, the legal links. */
export class LoginPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`${this.baseUrl}/login${query}`);
    await this.heading.waitFor();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Welcome Back' });
  }

  get errorBanner(): Locator {
    return this.page.getByRole('alert');
  }

  providerButton(name: RegExp | string): Locator {
    return this.page.getByRole('button', { name });
  }
}
