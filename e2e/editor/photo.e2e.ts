import { API, PHOTO_DATA_URL_PREFIX, type PortfolioDetail } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import { jpegWithExif, EXIF_MAKE } from '../../sync-server/src/routes/uploads/photoFixtures.js';
import { seriousViolations } from '../pages/a11y.js';
import { EditorPage } from '../pages/EditorPage.js';
import { api, serverAndBrowser, signedInWithPortfolio } from '../support/index.js';

const journey = serverAndBrowser();

describe('editor: the optional photo', () => {
  it('uploads a camera picture without its metadata, shows it on the page only once switched on', async () => {
    const { server, browser } = journey;
    const { page } = browser;
    const account = { name: 'Pia Photo', email: 'photo@example.com' };
    const { token, portfolio } = await signedInWithPortfolio(page, server, account, 'Cascade', {
      personalInfo: { name: 'Pia Photo', title: 'Ceramicist' },
    });
    const pid = portfolio._id;
    const live = async () =>
      (await api<{ portfolio: PortfolioDetail }>(server, token, 'GET', API.portfolio(pid))).body.portfolio;

    await page.goto(`${server.url}/edit?portfolio=${encodeURIComponent(pid)}`);
    const editor = new EditorPage(page);
    await editor.waitUntilLoaded();
    const section = page.getByRole('region', { name: 'Photo' });
    await section.getByLabel('Add a photo').setInputFiles({
      name: 'camera.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(jpegWithExif(640, 480, 6)),
    });
    await section.getByRole('img', { name: 'Your photo' }).waitFor();
    const show = section.getByLabel(/Show my photo on my page/);
    await expect(show.isChecked()).resolves.toBe(false);
    await show.check();
    expect(await seriousViolations(page)).toEqual([]);
    await editor.publishChanges();

    await expect.poll(async () => (await live()).settings.showPhoto, { timeout: 20_000 }).toBe(true);
    const photo = (await live()).resume.personalInfo.photo ?? '';
    expect(photo.startsWith(PHOTO_DATA_URL_PREFIX)).toBe(true);
    const bytes = Buffer.from(photo.slice(PHOTO_DATA_URL_PREFIX.length), 'base64');
    expect(bytes.includes('Exif')).toBe(false);
    expect(bytes.includes(EXIF_MAKE)).toBe(false);

    await page.goto(`${server.url}/portfolio/Cascade/${encodeURIComponent(pid)}`);
    const img = page.locator('img.fx-photo');
    await expect(img.getAttribute('src')).resolves.toBe(photo);
    // Turned upright: the 640×480 picture taken with the camera on its side stands 300×400.
    await expect(
      img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight]),
    ).resolves.toEqual([300, 400]);
  });
});
