import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { API, type PortfolioDetail } from '@folio/shared';
import { api, fileForm } from '../test/http.js';
import { startTestServer, tokenFor, userFor, type TestServer } from '../test/testServer.js';
import { header, rawRequest, type RawResponse } from './raw.js';

/*
 * Rate limits as an abuser meets them: every limited form answers 429 with a usable Retry-After, and
 * no header a client can write (X-Forwarded-For and friends) buys a fresh allowance while the server
 * does not sit behind a trusted proxy.
 */

const LIMIT = 3;
/** Headers clients use to claim another address. */
const SPOOFS = (n: number): Record<string, string> => ({
  'x-forwarded-for': `198.51.100.${n}`,
  'x-real-ip': `198.51.100.${n}`,
  forwarded: `for=198.51.100.${n}`,
  'true-client-ip': `198.51.100.${n}`,
  'cf-connecting-ip': `198.51.100.${n}`,
  'x-client-ip': `198.51.100.${n}`,
});

let servers: TestServer[] = [];
async function server(env: Record<string, string> = {}): Promise<TestServer> {
  const s = await startTestServer({
    env,
    overrides: { rateLimits: { uploadsPerHour: LIMIT, contactPerHour: LIMIT } },
  });
  servers.push(s);
  return s;
}
afterEach(async () => {
  await Promise.all(servers.map((s) => s.dispose()));
  servers = [];
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.dispose()));
});

function expectLimited(res: RawResponse, what: string) {
  expect(res.status, what).toBe(429);
  const retryAfter = Number(header(res, 'retry-after'));
  expect(Number.isInteger(retryAfter), what).toBe(true);
  expect(retryAfter, what).toBeGreaterThan(0);
  expect(retryAfter, what).toBeLessThanOrEqual(3600);
}

/** Sends `LIMIT` allowed requests, each from a different claimed address, then expects 429s. */
async function exhaust(send: (n: number) => Promise<RawResponse>, what: string, allowed: number[] = [201]) {
  for (let n = 1; n <= LIMIT; n++) expect(allowed, `${what} #${n}`).toContain((await send(n)).status);
  for (let n = LIMIT + 1; n <= LIMIT + 3; n++) expectLimited(await send(n), `${what} #${n}`);
}

async function publishedPortfolio(s: TestServer): Promise<PortfolioDetail> {
  const token = await tokenFor(s, 'owner@example.org');
  const user = await userFor(s, 'owner@example.org');
  const res = await api(s, 'POST', API.createPortfolio('Cascade', user.id), {
    token,
    json: { resume: { personalInfo: { name: 'Owner' } } },
  });
  return (res.body as { portfolio: PortfolioDetail }).portfolio;
}

const json = (body: object, extra: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...extra },
  body: JSON.stringify(body),
});

describe('without a trusted proxy, spoofed client addresses change nothing', () => {
  it('landing contact form', async () => {
    const s = await server();
    const body = { name: 'A', email: 'a@example.org', subject: 'Hi', message: 'Hello' };
    await exhaust((n) => rawRequest(s.url, API.contact, json(body, SPOOFS(n))), 'contact');
    expect(await s.storage.inbound.count('contact')).toBe(LIMIT);
  });

  it('newsletter', async () => {
    const s = await server();
    await exhaust(
      (n) => rawRequest(s.url, API.newsletter, json({ email: `n${n}@example.org` }, SPOOFS(n))),
      'newsletter',
    );
  });

  it('portfolio contact API', async () => {
    const s = await server();
    const p = await publishedPortfolio(s);
    const body = { name: 'V', email: 'v@example.org', message: 'Hello' };
    await exhaust((n) => rawRequest(s.url, API.portfolioMessages(p._id), json(body, SPOOFS(n))), 'messages');
    expect(await s.storage.messages.listByOwner((await userFor(s, 'owner@example.org')).id)).toHaveLength(
      LIMIT,
    );
  });

  it('portfolio contact form without JavaScript', async () => {
    const s = await server();
    const p = await publishedPortfolio(s);
    const form = new URLSearchParams({ name: 'V', email: 'v@example.org', message: 'Hello' }).toString();
    await exhaust(
      (n) =>
        rawRequest(s.url, `/portfolio/${p._id}/contact`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'user-agent': 'Mozilla/5.0',
            ...SPOOFS(n),
          },
          body: form,
        }),
      'page contact',
      [303],
    );
    expect(await s.storage.messages.listByOwner((await userFor(s, 'owner@example.org')).id)).toHaveLength(
      LIMIT,
    );
  });

  it('uploads, per user, whatever address or content they claim', async () => {
    const s = await server();
    const token = await tokenFor(s, 'uploader@example.org');
    const upload = (n: number) => {
      const form = fileForm(new TextEncoder().encode('not a pdf'));
      return fetch(s.url + API.uploadResume, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...SPOOFS(n) },
        body: form,
      }).then(async (res) => ({
        status: res.status,
        headers: Object.fromEntries(res.headers),
        body: Buffer.from(await res.arrayBuffer()),
        text: '',
      }));
    };
    // Refused uploads count too: an abuser cannot probe the parser for free.
    await exhaust(upload, 'upload', [415]);
    // Another person is not affected.
    const other = await tokenFor(s, 'other@example.org');
    const res = await api(s, 'POST', API.uploadResume, {
      token: other,
      body: fileForm(new TextEncoder().encode('not a pdf')),
    });
    expect(res.status).toBe(415);
  });
});

describe('behind a trusted proxy, only the address the proxy saw counts', () => {
  it('a forged leftmost X-Forwarded-For entry does not buy a new allowance on the page form', async () => {
    const s = await server({ TRUST_PROXY: 'true' });
    const p = await publishedPortfolio(s);
    const form = new URLSearchParams({ name: 'V', email: 'v@example.org', message: 'Hello' }).toString();
    await exhaust(
      (n) =>
        rawRequest(s.url, `/portfolio/${p._id}/contact`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'user-agent': 'Mozilla/5.0',
            // The client wrote the first entry; the proxy appended the real address.
            'x-forwarded-for': `198.51.100.${n}, 192.0.2.10`,
          },
          body: form,
        }),
      'proxied page contact',
      [303],
    );
    // A different real client behind the same proxy still gets through.
    const other = await rawRequest(s.url, `/portfolio/${p._id}/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'Mozilla/5.0',
        'x-forwarded-for': '192.0.2.11',
      },
      body: form,
    });
    expect(other.status).toBe(303);
  });
});

describe('IPv6 clients are counted by their /64 network, which one subscriber picks addresses from', () => {
  const inNetwork = (n: number) => `2001:db8:1:2::${n.toString(16)}`;

  it('a new address from the same /64 buys no new allowance; another network still gets through', async () => {
    const s = await server({ TRUST_PROXY: 'true' });
    await exhaust(
      (n) =>
        rawRequest(
          s.url,
          API.newsletter,
          json({ email: `v6-${n}@example.org` }, { 'x-forwarded-for': inNetwork(n) }),
        ),
      'newsletter over IPv6',
    );
    // The same /64 written another way (leading zeros, full form) is the same client.
    const spelled = await rawRequest(
      s.url,
      API.newsletter,
      json({ email: 'v6-spelled@example.org' }, { 'x-forwarded-for': '2001:0db8:0001:0002:0:0:0:ff' }),
    );
    expectLimited(spelled, 'same /64, spelled out');
    const other = await rawRequest(
      s.url,
      API.newsletter,
      json({ email: 'v6-other@example.org' }, { 'x-forwarded-for': '2001:db8:1:3::1' }),
    );
    expect(other.status).toBe(201);
  });

  it('rotating addresses inside one /64 does not inflate views', async () => {
    const s = await server({ TRUST_PROXY: 'true' });
    const p = await publishedPortfolio(s);
    for (let n = 1; n <= 30; n++) {
      await rawRequest(s.url, `/portfolio/${p._id}/view`, {
        method: 'POST',
        headers: {
          'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/${100 + n}.0 Safari/537.36`,
          'x-forwarded-for': inNetwork(n),
        },
      });
    }
    const views = (await s.storage.portfolios.get(p._id))?.views ?? 0;
    expect(views).toBeGreaterThan(0);
    expect(views).toBeLessThan(30);
  });
});

describe('share counting', () => {
  it('is limited per address, so one client cannot inflate a portfolio’s shares', async () => {
    const s = await server();
    const p = await publishedPortfolio(s);
    let limited: RawResponse | null = null;
    for (let n = 0; n < 200 && !limited; n++) {
      const res = await rawRequest(s.url, API.portfolioShare(p._id), {
        method: 'POST',
        headers: SPOOFS(n % 250),
      });
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(200);
    }
    expect(limited).not.toBeNull();
    if (limited) expectLimited(limited, 'share');
    expect((await s.storage.portfolios.get(p._id))?.shares).toBeLessThan(200);
  });
});

describe('view counting', () => {
  // A visitor is sha256(daily salt, IP, User-Agent); rotating the User-Agent from one address must
  // not mint new visitors without end.
  it('one address cannot inflate views by rotating its User-Agent', async () => {
    const s = await server();
    const p = await publishedPortfolio(s);
    for (let i = 0; i < 50; i++) {
      await rawRequest(s.url, `/portfolio/${p._id}/view`, {
        method: 'POST',
        headers: { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Chrome/${100 + i}.0 Safari/537.36` },
      });
    }
    expect((await s.storage.portfolios.get(p._id))?.views).toBeLessThan(50);
  });
});
