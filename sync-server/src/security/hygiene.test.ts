import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type PortfolioDetail } from '@folio/shared';
import { api } from '../test/http.js';
import { startTestServer, tokenFor, userFor, type TestServer } from '../test/testServer.js';
import { CookieJar } from '../auth/testing/cookieJar.js';
import { signInLocally } from '../auth/testing/pkceClient.js';
import { header, rawRequest, type RawResponse } from './raw.js';

/*
 * Small things an attacker uses: responses that go out without the security headers (redirects),
 * and characters that make stored text lie about itself (NUL, terminal escapes, bidi overrides).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ overrides: { rateLimits: { uploadsPerHour: 100, contactPerHour: 100 } } });
});
afterAll(() => server.dispose());

async function person(email: string) {
  const token = await tokenFor(server, email);
  const user = await userFor(server, email);
  return { token, id: user.id };
}

async function createPortfolio(owner: { token: string; id: string }, body: object): Promise<PortfolioDetail> {
  const res = await api(server, 'POST', API.createPortfolio('Cascade', owner.id), {
    token: owner.token,
    json: body,
  });
  expect(res.status).toBe(201);
  return (res.body as { portfolio: PortfolioDetail }).portfolio;
}

function expectSecurityHeaders(res: RawResponse, what: string): void {
  expect(header(res, 'content-security-policy'), what).toMatch(/default-src 'none'|default-src 'self'/);
  expect(header(res, 'content-security-policy'), what).toContain("frame-ancestors 'none'");
  expect(header(res, 'x-content-type-options'), what).toBe('nosniff');
  expect(header(res, 'referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(header(res, 'x-frame-options'), what).toMatch(/^(DENY|SAMEORIGIN)$/);
}

describe('redirects', () => {
  it('carry the same security headers as the pages they lead to', async () => {
    const owner = await person('redirects@example.org');
    const { _id: pid } = await createPortfolio(owner, { resume: { personalInfo: { name: 'Ada Lovelace' } } });
    const redirects: [string, { method?: string; body?: string; headers?: Record<string, string> }][] = [
      [`/portfolio/${pid}`, {}],
      [`/portfolio/Nova/${pid}`, {}],
      [`/portfolio/The%20Gallery/${pid}`, {}],
      [`/portfolio/${pid}?utm_source=x`, {}],
      [
        `/portfolio/${pid}/contact`,
        {
          method: 'POST',
          body: 'name=Bob&email=bob%40example.org&message=Hello',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      ],
    ];
    for (const [pathname, options] of redirects) {
      const res = await rawRequest(server.url, pathname, options);
      expect(res.status, pathname).toBeGreaterThanOrEqual(300);
      expect(res.status, pathname).toBeLessThan(400);
      expectSecurityHeaders(res, pathname);
    }
  });

  it('and every other response of the app, whatever set it, has a Content-Security-Policy', async () => {
    for (const pathname of [
      '/portfolio',
      '/og/nope.png',
      '/robots.txt',
      '/sitemap.xml',
      '/no-such-page',
      '/api/nope',
    ]) {
      const res = await rawRequest(server.url, pathname);
      expect(header(res, 'content-security-policy'), pathname).not.toBe('');
      expect(header(res, 'x-content-type-options'), pathname).toBe('nosniff');
    }
  });

  it('send Strict-Transport-Security when the public address is https', async () => {
    const https = await startTestServer({ overrides: { publicUrl: 'https://folio.example' } });
    try {
      const owner = await tokenFor(https, 'tls@example.org');
      const user = await userFor(https, 'tls@example.org');
      const res = await api(https, 'POST', API.createPortfolio('Cascade', user.id), {
        token: owner,
        json: { resume: { personalInfo: { name: 'Tls Person' } } },
      });
      const { _id: pid } = (res.body as { portfolio: PortfolioDetail }).portfolio;
      const redirect = await rawRequest(https.url, `/portfolio/${pid}`);
      expect(redirect.status).toBe(301);
      expect(header(redirect, 'strict-transport-security')).toMatch(/max-age=\d+/);
      expectSecurityHeaders(redirect, 'https redirect');
    } finally {
      await https.dispose();
    }
  });
});

/** Every character an attacker hides in a name: controls, escapes, bidi overrides and marks, BOMs. */
const HIDDEN = [
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u202e',
  '\u202d',
  '\u202a',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
  '\ufeff',
  '\ufff9',
  '\ud800',
];
/** Whether the text holds a control (other than tab and newline), a bidi or invisible format mark, or half a surrogate pair. */
function unsafe(text: string): boolean {
  for (const char of text) {
    const c = char.codePointAt(0) ?? 0;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a) || (c >= 0x7f && c <= 0x9f)) return true;
    if (c === 0x061c || c === 0x200e || c === 0x200f || c === 0xfeff) return true;
    if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || (c >= 0xfff9 && c <= 0xfffb))
      return true;
    // Iterating by code point, a surrogate alone is all that comes out in this range.
    if (c >= 0xd800 && c <= 0xdfff) return true;
  }
  return false;
}
const laced = (text: string) =>
  HIDDEN.map((c, i) => `${c}${text.slice(i % text.length, (i % text.length) + 1)}`).join('') + text;

/** Every string anywhere inside `value`, with its path. */
function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}.${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

function expectClean(value: unknown, what: string): void {
  for (const [at, text] of strings(value))
    expect(unsafe(text), `${what}${at}: ${JSON.stringify(text)}`).toBe(false);
}

describe('stored text', () => {
  it('keeps no control, bidi or invisible format characters in portfolios, resumes and settings', async () => {
    const owner = await person('hidden@example.org');
    const resume = {
      personalInfo: {
        name: laced('Ada Lovelace'),
        title: laced('Engineer'),
        email: 'ada@example.org',
        phone: laced('+44 20 7946 0000'),
        location: laced('London'),
        links: [{ label: laced('Site'), url: 'https://example.org/\u202eexe.pdf' }],
      },
      summary: `${laced('Wrote')}\nthe first program.`,
      experience: [
        {
          title: laced('Analyst'),
          company: laced('Babbage'),
          description: laced('Notes\non the engine'),
          bullets: [laced('Bullet')],
        },
      ],
      skills: { technical: [laced('Maths')] },
      languages: [laced('English')],
    };
    const created = await createPortfolio(owner, {
      resume,
      title: laced('My page'),
      settings: { status: laced('Open to work') },
    });
    expectClean(created, 'created');
    expect(created.resume.personalInfo.name).toContain('Ada Lovelace');
    expect(created.resume.summary.content).toContain('\nthe first program.');
    expect(created.title).toContain('My page');

    const patched = await api(server, 'PATCH', API.portfolio(created._id), {
      token: owner.token,
      json: {
        baseRevision: created.revision,
        title: laced('Renamed'),
        resume: { ...resume, personalInfo: { ...resume.personalInfo, name: laced('Grace') } },
      },
    });
    expect(patched.status).toBe(200);
    expectClean(patched.body, 'patched');

    // Its address is made from the laced name too: letters only (expectClean above saw it).
    expect(created.address).toMatch(/^\/[a-z0-9-]+$/);
    const page = await rawRequest(server.url, created.address, {
      headers: { 'user-agent': 'Mozilla/5.0' },
    });
    expect(page.status).toBe(200);
    expect(unsafe(page.text)).toBe(false);
    const db = readFileSync(path.join(server.dataDir, 'db.json'), 'utf8');
    expectClean(JSON.parse(db), 'db.json');
  });

  it('keeps none in the name an account is made with', async () => {
    const tokens = await signInLocally(new CookieJar(), server.url, {
      name: 'Ada\u202e\u2066Lovelace\u200f',
      email: 'signup-hidden@example.org',
    });
    const me = await api(server, 'GET', API.authMe, { token: tokens.access_token });
    expect(me.status).toBe(200);
    expectClean(me.body, 'me');
    expect(JSON.stringify(me.body)).toContain('AdaLovelace');
  });

  it('keeps none in messages sent through the contact forms', async () => {
    const owner = await person('inbox@example.org');
    const { _id: pid } = await createPortfolio(owner, { resume: { personalInfo: { name: 'Inbox Owner' } } });
    const sent = await api(server, 'POST', API.portfolioMessages(pid), {
      json: {
        name: laced('Mallory'),
        email: 'mallory@example.org',
        message: `${laced('Hello')}\nsecond line`,
      },
    });
    expect(sent.status).toBeLessThan(300);
    const form = await rawRequest(server.url, `/portfolio/${pid}/contact`, {
      method: 'POST',
      body: new URLSearchParams({
        name: laced('Eve'),
        email: 'eve@example.org',
        message: laced('Hi'),
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(303);
    const inbox = await api(server, 'GET', API.messages, { token: owner.token });
    expect(JSON.stringify(inbox.body)).toContain('Mallory');
    expect(JSON.stringify(inbox.body)).toContain('second line');
    expectClean(inbox.body, 'messages');
    // An address is refused rather than cleaned: a cleaned address may be someone else's.
    const address = await api(server, 'POST', API.portfolioMessages(pid), {
      json: { name: 'Mallory', email: 'mallory\u202e@example.org', message: 'Hello' },
    });
    expect(address.status).toBe(400);
  });
});
