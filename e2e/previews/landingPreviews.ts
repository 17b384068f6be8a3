import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API, TEMPLATE_LIST, type PortfolioDetail, type TemplateId } from '@folio/shared';
import { buildSampleResume } from '@folio/shared/templates';
import { api, openBrowser, REPO_ROOT, setPlan, startServer, tokenFor } from '../support/index.js';

/*
 * The landing page's template cards (pwa/public/template-previews/{id}.webp): the sample resume
 * published with each template by the real server, opened in Chromium at a desktop size and
 * captured at half scale as WebP. Run after changing a template or the sample: npm run previews.
 * The pictures are committed, so building and running Folio never needs a browser.
 */

export const PREVIEW_DIR = path.join(REPO_ROOT, 'pwa/public/template-previews');
/** What the page is opened at, and the picture's size (half of it, sharp on a 2x screen at card width). */
const VIEWPORT = { width: 1280, height: 800 };
const SCALE = 0.5;

/** A theme per template that shows what it is for; any theme can dress any template. */
export const PREVIEW_THEMES: Record<TemplateId, string> = {
  cascade: 'professionalCorporate',
  nova: 'darkGlassmorphism',
  kyoto: 'minimalistZen',
  terminal: 'techBrutalist',
  gallery: 'artisticGallery',
  infographic: 'retroWave',
};

const server = await startServer();
const browser = await openBrowser({ viewport: VIEWPORT, reducedMotion: 'reduce' });
try {
  const email = 'previews@example.com';
  const token = await tokenFor(server, email, 'Alex Rivera');
  await setPlan(server, email, 'unlimited');
  const me = await api<{ user: { _id: string } }>(server, token, 'GET', API.authMe);
  mkdirSync(PREVIEW_DIR, { recursive: true });
  const cdp = await browser.context.newCDPSession(browser.page);
  for (const template of TEMPLATE_LIST) {
    const created = await api<{ portfolio: PortfolioDetail }>(
      server,
      token,
      'POST',
      API.createPortfolio(template.name, me.body.user._id),
      {
        resume: buildSampleResume(),
        title: template.name,
        theme: PREVIEW_THEMES[template.id],
        published: true,
      },
    );
    if (created.status !== 201)
      throw new Error(`${template.name}: creating the portfolio answered ${created.status}`);
    await browser.page.goto(`${server.url}/portfolio/${created.body.portfolio.url}`, {
      waitUntil: 'networkidle',
    });
    await browser.page.evaluate(() => document.fonts.ready.then(() => undefined));
    const shot = (await cdp.send('Page.captureScreenshot', {
      format: 'webp',
      quality: 72,
      clip: { x: 0, y: 0, ...VIEWPORT, scale: SCALE },
    })) as { data: string };
    const file = path.join(PREVIEW_DIR, `${template.id}.webp`);
    writeFileSync(file, Buffer.from(shot.data, 'base64'));
    process.stdout.write(
      `${path.relative(REPO_ROOT, file)}  ${Math.round(Buffer.byteLength(shot.data, 'base64') / 1024)} KB\n`,
    );
  }
} finally {
  await browser.close();
  await server.dispose();
}
