import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type PortfolioDetail } from '@folio/shared';
import { api, corpusPdf, fileForm } from '../test/http.js';
import { startTestServer, tokenFor, userFor, type TestServer } from '../test/testServer.js';
import { header, rawRequest } from './raw.js';

/*
 * What a client controls in the request line and headers must not come back as someone else's
 * address: no Host or X-Forwarded-Host in links, redirects or sign-in metadata (a CDN would cache a
 * poisoned page for every visitor), no header injection through stored names, no redirect off-site.
 */

const EVIL = 'evil.example';
let server: TestServer;
let portfolio: PortfolioDetail;
let token: string;
beforeAll(async () => {
  // Behind a trusted proxy, the case where forwarded headers are honoured at all.
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  token = await tokenFor(server, 'hosted@example.org');
  const user = await userFor(server, 'hosted@example.org');
  const uploaded = await api(server, 'POST', API.uploadResume, {
    token,
    body: fileForm(corpusPdf('latex-jake-student-ca')),
  });
  const { resumeId } = uploaded.body as { resumeId: string };
  const res = await api(server, 'POST', API.createPortfolio('Cascade', user.id), {
    token,
    json: {
      resumeId,
      resume: { personalInfo: { name: 'Eve "\r\nSet-Cookie: pwned=1; x="' } },
      settings: { offerPdf: true },
    },
  });
  portfolio = (res.body as { portfolio: PortfolioDetail }).portfolio;
});
afterAll(() => server.dispose());

const spoofed = {
  host: EVIL,
  'x-forwarded-host': EVIL,
  'x-forwarded-proto': 'https',
  forwarded: `host=${EVIL}`,
};

describe('Host and forwarded headers', () => {
  it('never reach published pages, the sitemap, robots.txt, the app config or sign-in metadata', async () => {
    const paths = [
      portfolio.address,
      '/sitemap.xml',
      '/robots.txt',
      API.clientConfig,
      '/oidc/.well-known/openid-configuration',
      `/portfolio/${portfolio._id}/contact/sent`,
    ];
    // Forwarded headers the proxy does not speak (RFC 7239 Forwarded) with this server's own Host.
    const ownHost = {
      host: new URL(server.url).host,
      forwarded: spoofed.forwarded,
      'x-forwarded-proto': 'https',
    };
    for (const path of paths) {
      const res = await rawRequest(server.url, path, {
        headers: { ...ownHost, 'user-agent': 'Mozilla/5.0' },
      });
      expect(res.status, path).toBe(200);
      expect(res.text.includes(EVIL), path).toBe(false);
      // Absolute links, where a page has them, name the configured public URL.
      if (!path.includes('/contact/')) expect(res.text, path).toContain(new URL(server.url).host);
    }
    // Another host named by Host or X-Forwarded-Host can only be a custom domain (domains/): no
    // portfolio verified this one, so it gets a plain 404 that echoes nothing.
    for (const path of paths) {
      const res = await rawRequest(server.url, path, {
        headers: { ...spoofed, 'user-agent': 'Mozilla/5.0' },
      });
      expect(res.status, path).toBe(404);
      expect(res.text, path).toBe('Not found');
    }
  });

  it('never turn a redirect into one to another host', async () => {
    const paths = [
      '/auth/login/local',
      `/portfolio/${portfolio._id}`,
      `/portfolio/Nova/${portfolio._id}`,
      `/portfolio/cascade/${portfolio._id}`,
      '/portfolio/%2F%2Fevil.example',
      '/portfolio/%5C%5Cevil.example/x',
      '//evil.example/',
      '/%2F%2Fevil.example',
      '/oidc/auth?client_id=folio-pwa',
    ];
    for (const path of paths) {
      const res = await rawRequest(server.url, path, { headers: spoofed });
      const location = header(res, 'location');
      expect(res.status, path).toBeLessThan(500);
      if (location) {
        expect(location.includes(EVIL), `${path} → ${location}`).toBe(false);
        expect(/^(\/(?![/\\])|https?:\/\/127\.0\.0\.1:)/.test(location), `${path} → ${location}`).toBe(true);
      }
    }
  });
});

describe('stored values in response headers', () => {
  it('a name with quotes and CR/LF cannot inject headers into the PDF download', async () => {
    const res = await rawRequest(server.url, API.portfolioPdf(portfolio._id));
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const disposition = header(res, 'content-disposition');
    expect(disposition).toMatch(/^attachment; filename="[^"\r\n]*"; filename\*=UTF-8''[\w%.-]+$/);
    expect(header(res, 'content-type')).toBe('application/pdf');
  });
});
