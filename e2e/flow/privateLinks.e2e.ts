import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type PrivateLinkResponse } from '@folio/shared';
import {
  api,
  corpusPdf,
  openBrowser,
  tokenFor,
  signedInWithPortfolio,
  startServer,
  type OpenBrowser,
  type RunningServer,
} from '../support/index.js';

let server: RunningServer;
let owner: OpenBrowser;
let recruiter: OpenBrowser;

beforeAll(async () => {
  server = await startServer();
  owner = await openBrowser();
  recruiter = await openBrowser({
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  });
});
afterAll(async () => {
  await owner?.close();
  await recruiter?.close();
  await server?.dispose();
});

describe('a private link per application', () => {
  it('reveals the hidden email to the recruiter, tells the owner it was opened, and dies when revoked', async () => {
    const { page } = owner;
    const { portfolio } = await signedInWithPortfolio(
      page,
      server,
      { name: 'Priya Linker', email: 'priya@example.com' },
      'Cascade',
      { personalInfo: { name: 'Priya Linker', title: 'Physiotherapist', email: 'priya.hidden@example.com' } },
    );
    await page.goto(`${server.url}/portfolio-link?portfolio=${encodeURIComponent(portfolio._id)}`);
    const section = page.getByRole('region', { name: 'Private links for applications' });
    await section.getByLabel('Label').fill('Acme Clinic — senior physio');
    await section.getByLabel('Email').check();
    await section.getByRole('button', { name: 'Make a private link' }).click();
    const address = section.getByLabel('Address of the link Acme Clinic — senior physio');
    await address.waitFor();
    const url = await address.inputValue();
    expect(url).toMatch(new RegExp(`^${server.url}/l/`));
    await section.getByText('Not opened yet.').waitFor();

    const visitor = recruiter.page;
    // The public page keeps the email hidden (the default); the private link shows it.
    await visitor.goto(`${server.url}/portfolio/${portfolio.url}`);
    await visitor.getByText('Physiotherapist').first().waitFor();
    expect(await visitor.getByText('priya.hidden@example.com').count()).toBe(0);
    await visitor.goto(url);
    await visitor.getByText('priya.hidden@example.com').first().waitFor();

    await page.reload();
    await section.getByText(/Opened by 1 person/).waitFor({ timeout: 15_000 });

    await page.goto(`${server.url}/dashboard`);
    const notices = page.getByRole('region', { name: 'Notifications' });
    await notices.getByText('Acme Clinic — senior physio').waitFor();
    await notices.getByRole('button', { name: 'Dismiss' }).click();
    await notices.waitFor({ state: 'detached' });

    await page.goto(`${server.url}/portfolio-link?portfolio=${encodeURIComponent(portfolio._id)}`);
    await section.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke link' }).click();
    await section.getByText(/is revoked/).waitFor();
    const gone = await visitor.goto(url);
    expect(gone?.status()).toBe(410);
    await visitor.getByRole('heading', { name: 'This link is no longer available' }).waitFor();
  });

  it('offers the PDF as a button in the page’s own colours, and it downloads the resume', async () => {
    const token = await tokenFor(server, 'tomas@example.com', 'Tomas Pdf');
    const me = await api<{ user: { _id: string } }>(server, token, 'GET', API.authMe);
    const form = new FormData();
    form.append(
      'resume',
      new Blob([readFileSync(corpusPdf('open-resume-john-doe'))], { type: 'application/pdf' }),
      'cv.pdf',
    );
    const upload = await fetch(`${server.url}${API.uploadResume}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { resumeId } = (await upload.json()) as { resumeId: string };
    const created = await api<{ portfolio: { _id: string } }>(
      server,
      token,
      'POST',
      API.createPortfolio('Nova', me.body.user._id),
      { resumeId, resume: { personalInfo: { name: 'Tomas Pdf', title: 'Geologist' } } },
    );
    const made = await api<PrivateLinkResponse>(
      server,
      token,
      'POST',
      API.portfolioLinks(created.body.portfolio._id),
      { label: 'Basalt Ltd', reveal: { pdf: true } },
    );

    const visitor = recruiter.page;
    await visitor.goto(made.body.link.url);
    const button = visitor.getByRole('link', { name: 'Download the resume (PDF)' });
    await button.waitFor();
    // Styled as the page's own button: its accent as background, padding and rounded corners.
    const look = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      const root = getComputedStyle(el.closest('.fx-page') ?? document.body);
      const probe = document.createElement('span');
      probe.style.color = root.getPropertyValue('--fx-accent');
      document.body.append(probe);
      const accent = getComputedStyle(probe).color;
      probe.remove();
      return {
        background: style.backgroundColor,
        accent,
        padding: style.paddingTop,
        radius: style.borderRadius,
      };
    });
    expect(look.background).toBe(look.accent);
    expect(look.padding).not.toBe('0px');
    expect(look.radius).not.toBe('0px');
    const [download] = await Promise.all([visitor.waitForEvent('download'), button.click()]);
    // Named after the person, as the public page's download is.
    expect(download.suggestedFilename()).toBe('Tomas-Pdf-resume.pdf');
  });
});
