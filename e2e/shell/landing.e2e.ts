import { writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATE_LIST } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  corpusPdf,
  openBrowser,
  signIn,
  startServer,
  type OpenBrowser,
  type RunningServer,
} from '../support/index.js';
import { LandingPage } from '../pages/LandingPage.js';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.dispose();
});

async function withLanding(
  run: (landing: LandingPage, browser: OpenBrowser) => Promise<void>,
  viewport?: { width: number; height: number },
): Promise<void> {
  const browser = await openBrowser(viewport ? { viewport } : {});
  try {
    const landing = new LandingPage(browser.page, server.url);
    await landing.open();
    await run(landing, browser);
  } finally {
    await browser.close();
  }
}

describe('landing page', () => {
  it('filters the nine feature cards by tab and walks the four steps', async () => {
    await withLanding(async (landing) => {
      const { page } = landing;
      expect(await landing.featureCards().count()).toBe(9);
      await landing.filterFeatures('AI Powered');
      expect(await landing.featureCards().count()).toBe(2);
      await landing.filterFeatures('Analytics');
      expect(await landing.featureCards().count()).toBe(3);
      await landing.filterFeatures('All Features');
      expect(await landing.featureCards().count()).toBe(9);

      const process = page.locator('#process');
      const bar = process.getByRole('progressbar');
      expect(await bar.getAttribute('aria-valuenow')).toBe('1');
      await process.getByRole('button', { name: 'Next step' }).click();
      expect(await bar.getAttribute('aria-valuenow')).toBe('2');
      await process.getByRole('button', { name: 'Step 4: Publish & Share' }).click();
      await process.getByRole('heading', { name: 'Publish & Share', level: 3 }).waitFor();
      await process.getByRole('button', { name: 'Next step' }).click();
      expect(await bar.getAttribute('aria-valuenow')).toBe('1');
      await process.getByRole('button', { name: 'Previous step' }).click();
      expect(await bar.getAttribute('aria-valuenow')).toBe('4');

      // Copy is honest: one upload limit, six templates, no invented figures.
      const text = await page.locator('body').innerText();
      expect(text).toContain('5 MB');
      expect(text).not.toMatch(/10 ?MB|99\.9|24\/7|98\.5|50\+/);
    });
  });

  it('shows the six templates as pictures of their published pages, loaded only when scrolled to', async () => {
    await withLanding(async (landing) => {
      const { page } = landing;
      const fetched: string[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/template-previews/')) fetched.push(response.url());
      });
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The hero is all a first view needs: no picture is fetched before the visitor scrolls.
      await page.waitForLoadState('networkidle');
      expect(fetched).toEqual([]);

      const section = page.locator('#templates');
      const pictures = section.getByRole('img');
      expect(await pictures.count()).toBe(TEMPLATE_LIST.length);
      for (const [i, template] of TEMPLATE_LIST.entries()) {
        const picture = pictures.nth(i);
        expect(await picture.getAttribute('alt')).toContain(`The ${template.name} template`);
        expect(await picture.getAttribute('loading')).toBe('lazy');
      }
      await section.scrollIntoViewIfNeeded();
      const loaded = await pictures.evaluateAll((imgs) =>
        Promise.all(
          imgs.map((img) =>
            (img as HTMLImageElement).decode().then(() => (img as HTMLImageElement).naturalWidth),
          ),
        ),
      );
      expect(loaded).toEqual(TEMPLATE_LIST.map(() => 640));
      // Real, distinct pictures, and light ones.
      const bodies = await Promise.all(
        TEMPLATE_LIST.map(async (t) => {
          const res = await fetch(`${server.url}/template-previews/${t.id}.webp`);
          expect(res.headers.get('content-type')).toBe('image/webp');
          return Buffer.from(await res.arrayBuffer());
        }),
      );
      expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(TEMPLATE_LIST.length);
      for (const body of bodies) expect(body.length).toBeLessThan(40 * 1024);
    });
  });

  it('validates the contact form, sends it, and shows the success banner', async () => {
    await withLanding(async (landing) => {
      const { page } = landing;
      await landing.submitContact();
      await landing.contactForm.getByText('Name is required.').waitFor();
      await landing.contactForm.getByText('Message is required.').waitFor();

      await landing.fillContact({
        name: 'Visitor',
        email: 'not-an-email',
        subject: 'Hello',
        message: 'Hi there',
      });
      await landing.submitContact();
      await landing.contactForm.getByText('Enter a valid email address.').waitFor();

      await landing.contactForm.getByLabel('Email').fill('visitor@example.com');
      await landing.submitContact();
      await page.getByText("Message sent successfully! We'll get back to you soon.").waitFor();
      expect(await landing.contactForm.getByLabel('Name').inputValue()).toBe('');
    });
  });

  it('validates and stores a newsletter address', async () => {
    await withLanding(async (landing) => {
      await landing.subscribe('nope');
      await landing.newsletterStatus.getByText('Enter a valid email address.').waitFor();
      await landing.subscribe('reader@example.com');
      await landing.newsletterStatus.getByText('Subscribed. Thank you!').waitFor();
      expect(await landing.newsletterEmail.inputValue()).toBe('');
    });
  });

  it('shows the rate-limit error when the server refuses more contact messages', async () => {
    // The server allows a handful of landing messages per hour from one address; use them up.
    for (let i = 0; i < 20; i += 1) {
      const res = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Flood', email: 'flood@example.com', subject: 'x', message: 'x' }),
      });
      if (res.status === 429) break;
    }
    await withLanding(async (landing) => {
      await landing.fillContact({
        name: 'Late',
        email: 'late@example.com',
        subject: 'Hi',
        message: 'One more',
      });
      await landing.submitContact();
      await landing.contactForm.getByText(/Please wait a while before sending another/).waitFor();
    });
  });

  it('keeps a PDF chosen in the hero and carries it to /upload, where it is read with no account', async () => {
    await withLanding(async (landing) => {
      const { page } = landing;
      const input = page.locator('.upload-box input[type="file"]');

      const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-landing-'));
      const fake = path.join(dir, 'resume.pdf');
      writeFileSync(fake, 'This is plain text pretending to be a PDF.');
      await input.setInputFiles(fake);
      await page.getByText('Please upload a PDF file').waitFor();

      await input.setInputFiles(corpusPdf('altacv-marissa-mayer'));
      await page.getByText('altacv-marissa-mayer.pdf').waitFor();
      await page.getByText(/^A PDF · \d+\.\d\d MB$/).waitFor();
      await page.getByRole('button', { name: 'Continue with this file' }).click();
      // Not signed in, and no need to be: the file is on /upload, ready to be read on the device.
      await page.waitForURL(`${server.url}/upload`);
      await page.getByText('altacv-marissa-mayer.pdf', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Read my resume on this device' }).waitFor();
      await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Sign in' }).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    });
  });

  it('on a phone: the menu opens and closes from its button and Escape', async () => {
    await withLanding(
      async (landing) => {
        const { page } = landing;
        const toggle = page.getByRole('button', { name: 'Open menu' });
        const features = page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Features' });
        expect(await features.isVisible()).toBe(false);
        await toggle.click();
        expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe(
          'true',
        );
        await features.waitFor();
        await page.keyboard.press('Escape');
        await features.waitFor({ state: 'hidden' });
        // Nothing is wider than the screen.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      },
      { width: 320, height: 720 },
    );
  });

  it('shows Logout instead of Sign In to a signed-in visitor, and signs out from there', async () => {
    const browser = await openBrowser();
    try {
      const { page } = browser;
      await signIn(page, server, { name: 'Nav User', email: 'nav@example.com' });
      await page.goto(`${server.url}/`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Logout' }).click();
      await nav.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    } finally {
      await browser.close();
    }
  });
});
