import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, THUMBNAIL_SIZE, type PortfolioSettings, type PortfolioSummary } from '@folio/shared';
import { buildSampleResume } from '@folio/shared/templates';
import { reencodePhoto } from '../routes/uploads/photo.js';
import { jpegWithExif } from '../routes/uploads/photoFixtures.js';
import { api } from '../test/http.js';
import { startTestServer, tokenFor, type TestServer } from '../test/testServer.js';
import { OG_HEIGHT, OG_WIDTH } from './og.js';
import { notdefTwin, SCRIPT_NAMES } from './ogText/names.js';
import { seedPortfolio } from './testing/seed.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('the dashboard card picture (/og/card/{pid}.png)', () => {
  it('is the list’s thumbnail: a small PNG of the Open Graph picture, cached for a year per revision', async () => {
    const email = 'card-owner@example.com';
    await seedPortfolio(server, { email, templateId: 'nova' });
    const list = await api(server, 'GET', API.portfolios, { token: await tokenFor(server, email) });
    const row = (list.body as PortfolioSummary[])[0];
    if (!row) throw new Error('the seeded portfolio is not listed');
    expect(row.thumbnail).toBe(`/og/card/${row._id}.png?v=${row.revision}`);

    const res = await get(row.thumbnail);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // Private: a shared cache must not keep serving it once the portfolio is unpublished.
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const card = Buffer.from(await res.arrayBuffer());
    // The size the card's <img> names, so nothing moves when it arrives.
    expect(pngSize(card)).toEqual([THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height]);

    const full = Buffer.from(await (await get(`/og/${row._id}.png?v=${row.revision}`)).arrayBuffer());
    expect(pngSize(full)).toEqual([OG_WIDTH, OG_HEIGHT]);
    expect(card.length).toBeLessThan(full.length / 2);

    // Asked again with its ETag, nothing is sent.
    const etag = res.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await get(row.thumbnail, { 'if-none-match': etag })).status).toBe(304);
  });

  it('is not cached for long when the URL names another revision', async () => {
    const p = await seedPortfolio(server, { templateId: 'kyoto' });
    for (const query of ['', `?v=${p.revision + 1}`]) {
      const res = await get(`/og/card/${encodeURIComponent(p.id)}.png${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('does not exist for unpublished or unknown portfolios, even for their owner', async () => {
    const email = 'card-hidden@example.com';
    const hidden = await seedPortfolio(server, { email, published: false });
    const owner = { authorization: `Bearer ${await tokenFor(server, email)}` };
    for (const path of [`/og/card/${hidden.id}.png?v=${hidden.revision}`, '/og/card/no-such-id.png']) {
      for (const headers of [{}, owner]) {
        const res = await get(path, headers);
        expect(res.status, path).toBe(404);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(res.headers.get('content-type')).not.toMatch(/^image\//);
      }
    }
  });
});

describe('names in every script the parser reads', () => {
  const picture = async (name: string, language: (typeof SCRIPT_NAMES)[number]['lang'], path: string) => {
    const base = buildSampleResume();
    const resume = { ...base, personalInfo: { ...base.personalInfo, name } };
    const p = await seedPortfolio(server, { resume, settings: { language } });
    const res = await get(path.replace('{pid}', encodeURIComponent(p.id)));
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  it.each(SCRIPT_NAMES)(
    'draws a $script name, not the boxes of a font without it',
    async ({ lang, name }) => {
      // The same card with the name's letters swapped for characters no font has is what a renderer
      // lacking the script draws: the real card must differ from it, full size and as the thumbnail.
      for (const path of ['/og/{pid}.png', '/og/card/{pid}.png']) {
        const real = await picture(name, lang, path);
        const boxes = await picture(notdefTwin(name), lang, path);
        expect(real.equals(boxes), `${name} at ${path}`).toBe(false);
      }
    },
  );
});

describe('the photo in the link preview', () => {
  it('is left out unless the owner chose it for previews, even when the page shows it', async () => {
    const { photo } = reencodePhoto(jpegWithExif(300, 300));
    const base = buildSampleResume();
    const resume = { ...base, personalInfo: { ...base.personalInfo, photo } };
    const card = async (settings: Partial<PortfolioSettings>, withPhoto = true) => {
      const p = await seedPortfolio(server, { resume: withPhoto ? resume : base, settings });
      const res = await get(`/og/${encodeURIComponent(p.id)}.png`);
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    const none = await card({}, false);
    expect((await card({ showPhoto: true })).equals(none)).toBe(true);
    expect((await card({ photoInPreview: true })).equals(none)).toBe(true);
    expect((await card({ showPhoto: true, photoInPreview: true })).equals(none)).toBe(false);
  });
});
