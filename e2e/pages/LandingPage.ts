import type { Locator, Page } from 'playwright-core';

/** /: the public landing page. */
export class LandingPage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/`);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  get contactForm(): Locator {
    return this.page.locator('#contact form');
  }

  async fillContact(fields: {
    name: string;
    email: string;
    subject: string;
    message: string;
  }): Promise<void> {
    const form = this.contactForm;
    await form.getByLabel('Name').fill(fields.name);
    await form.getByLabel('Email').fill(fields.email);
    await form.getByLabel('Subject').fill(fields.subject);
    await form.getByLabel('Message').fill(fields.message);
  }

  async submitContact(): Promise<void> {
    await this.contactForm.getByRole('button', { name: 'Send Message' }).click();
  }

  get newsletterEmail(): Locator {
    return this.page.getByLabel('Email for product news');
  }

  async subscribe(email: string): Promise<void> {
    await this.newsletterEmail.fill(email);
    await this.page.getByRole('button', { name: 'Subscribe' }).click();
  }

  get newsletterStatus(): Locator {
    return this.page.locator('#newsletter-status');
  }

  featureCards(): Locator {
    return this.page.locator('#features .feature-card');
  }

  async filterFeatures(tab: string): Promise<void> {
    await this.page.locator('#features').getByRole('button', { name: tab, exact: true }).click();
  }

  async chooseTheme(name: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Change theme' }).click();
    await this.page.getByRole('radio', { name }).check();
  }
}
