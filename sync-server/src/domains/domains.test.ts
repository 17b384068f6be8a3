import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type CustomDomainResponse,
  type CustomDomainStateResponse,
  type PortfolioDetail,
} from '@folio/shared';
import { header, rawRequest } from '../security/raw.js';
import { startTestDnsServer, type TestDnsServer } from '../test/dnsServer.js';
import { api } from '../test/http.js';
import { signedInPerson, startTestServer, type SignedInPerson, type TestServer } from '../test/testServer.js';

let server: TestServer;
let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startTestDnsServer();
  server = await startTestServer({ env: { DNS_SERVERS: dns.address } });
});
afterAll(async () => {
  await server.dispose();
  await dns.stop();
});

const person = (email: string) => signedInPerson(server, email);
type Person = SignedInPerson;

async function portfolio(p: Person, name: string, extra: Record<string, unknown> = {}) {
  const res = await p.call('POST', API.createPortfolio('Cascade', p.id), {
    resume: { personalInfo: { name, title: 'Site reliability engineer' } },
    ...extra,
  });
  expect(res.status).toBe(201);
  return (res.body as { portfolio: PortfolioDetail }).portfolio;
}

/** A request as a browser at `host` would send it (the server's own port, another Host). */
const at = (host: string, path: string, method = 'GET') =>
  rawRequest(server.url, path, { method, headers: { host, 'user-agent': 'Mozilla/5.0 Chrome/150.0' } });

const ask = (domain: string) => api(server, 'GET', `${API.tlsAsk}?domain=${encodeURIComponent(domain)}`);

describe('custom domains', () => {
  it('serve a portfolio at its verified domain only, from claim to removal', async () => {
    const jane = await person('jane-domain@example.org');
    const mine = await portfolio(jane, 'Jane Domain');

    const claimed = await jane.call('POST', API.portfolioDomain(mine._id), { domain: 'Jane-Site.Example.' });
    expect(claimed.status).toBe(200);
    const body = claimed.body as CustomDomainResponse;
    expect(body.txtName).toBe('_folio.jane-site.example');
    expect(body.txtValue).toMatch(/^folio-verify=[A-Za-z0-9_-]{32}$/);
    expect(body.customDomain).toMatchObject({
      domain: 'jane-site.example',
      status: 'pending',
      verifiedAt: null,
    });
    // Claiming again keeps the record to create.
    const again = await jane.call('POST', API.portfolioDomain(mine._id), { domain: 'jane-site.example' });
    expect((again.body as CustomDomainResponse).txtValue).toBe(body.txtValue);

    // Pending: nothing is served there, and no certificate may be issued for it.
    expect((await at('jane-site.example', '/')).status).toBe(404);
    expect((await ask('jane-site.example')).status).toBe(404);

    const missing = await jane.call('POST', API.portfolioDomainVerify(mine._id));
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ error: { code: 'domain_not_verified' } });
    expect(dns.queries).toContain('_folio.jane-site.example');

    dns.setTxt(body.txtName, ['v=spf1 -all', 'folio-verify=someone-elses-token']);
    const wrong = await jane.call('POST', API.portfolioDomainVerify(mine._id));
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(wrong.body)).toContain('another value');

    dns.fail(true);
    const failing = await jane.call('POST', API.portfolioDomainVerify(mine._id));
    expect(failing.status).toBe(502);
    expect(failing.body).toMatchObject({ error: { code: 'dns_lookup_failed' } });
    dns.fail(false);

    // A long value arrives split into several strings of one record, as real DNS carries it.
    dns.setTxt(body.txtName, ['v=spf1 -all', body.txtValue]);
    const verified = await jane.call('POST', API.portfolioDomainVerify(mine._id));
    expect(verified.status).toBe(200);
    expect((verified.body as CustomDomainResponse).customDomain).toMatchObject({
      status: 'verified',
      url: 'https://jane-site.example/',
    });
    const state = await jane.call('GET', API.portfolioDomain(mine._id));
    expect((state.body as CustomDomainStateResponse).customDomain?.status).toBe('verified');
    expect((await ask('jane-site.example')).status).toBe(200);
    expect((await ask('JANE-SITE.example')).status).toBe(200);

    const page = await at('jane-site.example', '/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Jane Domain');
    expect(page.text).toContain('<link rel="canonical" href="https://jane-site.example/">');
    expect(page.text).toContain('<meta property="og:url" content="https://jane-site.example/">');
    expect(page.text).toContain(
      `<meta property="og:image" content="https://jane-site.example/og/${mine._id}.png?v=`,
    );
    expect((await at('jane-site.example:443', '/')).status).toBe(200);

    const robots = await at('jane-site.example', '/robots.txt');
    expect(robots.text).toContain('Sitemap: https://jane-site.example/sitemap.xml');
    expect(robots.text).toContain('Allow: /$');
    const sitemap = await at('jane-site.example', '/sitemap.xml');
    expect(sitemap.text).toContain('<loc>https://jane-site.example/</loc>');
    expect(sitemap.text).not.toContain('/portfolio/');

    // What the page itself loads and posts works there: its picture, styles, view count and contact form.
    // Its Open Graph picture names the address it is shared from: the domain, not this server.
    const domainImage = await at('jane-site.example', `/og/${mine._id}.png`);
    expect(domainImage.status).toBe(200);
    expect(header(domainImage, 'content-type')).toBe('image/png');
    const ownImage = await rawRequest(server.url, `/og/${mine._id}.png`);
    expect(ownImage.status).toBe(200);
    expect(domainImage.body.equals(ownImage.body)).toBe(false);
    const css = /<link rel="stylesheet" href="([^"]+)"/.exec(page.text)?.[1] ?? '';
    expect(css).toMatch(/^\/portfolio-assets\//);
    expect((await at('jane-site.example', css)).status).toBe(200);
    expect((await at('jane-site.example', `/portfolio/${mine._id}/view.gif`)).status).toBe(200);
    const message = await rawRequest(server.url, API.portfolioMessages(mine._id), {
      method: 'POST',
      headers: { host: 'jane-site.example', 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Rui',
        email: 'rui@example.org',
        message: 'Seen your site, let us talk.',
      }),
    });
    expect(message.status).toBe(201);
    // The page's address on this server leads to the root there.
    const old = await at('jane-site.example', `/portfolio/Cascade/${mine._id}`);
    expect(old.status).toBe(301);
    expect(header(old, 'location')).toBe('/');
  });

  it('never show another portfolio, the app or the API at a custom domain', async () => {
    const owner = await person('owner-domain@example.org');
    const other = await person('other-domain@example.org');
    const mine = await portfolio(owner, 'Owner Site');
    const theirs = await portfolio(other, 'Someone Else');
    const claimed = await owner.call('POST', API.portfolioDomain(mine._id), { domain: 'owner.example' });
    dns.setTxt('_folio.owner.example', [(claimed.body as CustomDomainResponse).txtValue]);
    expect((await owner.call('POST', API.portfolioDomainVerify(mine._id))).status).toBe(200);

    // The other page is hot on the fast path at this server's own address…
    const theirPath = theirs.address;
    expect((await rawRequest(server.url, theirPath)).status).toBe(200);
    expect((await rawRequest(server.url, theirPath)).status).toBe(200);
    // …and still nothing of it, nor of the app, answers at the custom domain.
    for (const path of [
      theirPath,
      `/portfolio/${theirs._id}/view.gif`,
      `/og/${theirs._id}.png`,
      '/dashboard',
      '/login',
      '/api/config',
      API.portfolios,
      '/oidc/.well-known/openid-configuration',
      '/l/abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq',
    ]) {
      const res = await at('owner.example', path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toBe('Not found');
    }
    const theirMessage = await rawRequest(server.url, API.portfolioMessages(theirs._id), {
      method: 'POST',
      headers: { host: 'owner.example', 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Rui',
        email: 'rui@example.org',
        message: 'Posted through the wrong site.',
      }),
    });
    expect(theirMessage.status).toBe(404);
    // Unknown hosts get the same.
    expect((await at('nobody-claimed.example', '/')).status).toBe(404);
    expect((await at('nobody-claimed.example', '/api/config')).status).toBe(404);

    // Unpublished: the domain stays, the page does not, even right after it was served (and cached).
    expect((await at('owner.example', '/')).status).toBe(200);
    expect((await at('owner.example', '/')).status).toBe(200);
    const detail = (await owner.call('GET', API.portfolio(mine._id))).body as { portfolio: PortfolioDetail };
    const unpublished = await owner.call('PATCH', API.portfolio(mine._id), {
      baseRevision: detail.portfolio.revision,
      published: false,
    });
    expect(unpublished.status).toBe(200);
    expect((await at('owner.example', '/')).status).toBe(404);
    expect((await at('owner.example', '/robots.txt')).status).toBe(404);
  });

  it('keep one domain per portfolio and one portfolio per verified domain, with clear 409s', async () => {
    const first = await person('first-domain@example.org');
    const second = await person('second-domain@example.org');
    const a = await portfolio(first, 'First Owner');
    const b = await portfolio(second, 'Second Owner');

    // Someone else's pending claim does not block the name: whoever proves it first gets it.
    const squat = await second.call('POST', API.portfolioDomain(b._id), { domain: 'shared.example' });
    expect(squat.status).toBe(200);
    const claim = await first.call('POST', API.portfolioDomain(a._id), { domain: 'shared.example' });
    expect(claim.status).toBe(200);
    const squatValue = (squat.body as CustomDomainResponse).txtValue;
    expect((claim.body as CustomDomainResponse).txtValue).not.toBe(squatValue);
    dns.setTxt('_folio.shared.example', [(claim.body as CustomDomainResponse).txtValue]);
    expect((await second.call('POST', API.portfolioDomainVerify(b._id))).status).toBe(422);
    expect((await first.call('POST', API.portfolioDomainVerify(a._id))).status).toBe(200);

    dns.setTxt('_folio.shared.example', [squatValue]);
    const late = await second.call('POST', API.portfolioDomainVerify(b._id));
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: { code: 'domain_taken' } });
    const c = await portfolio(second, 'Second Again');
    const taken = await second.call('POST', API.portfolioDomain(c._id), { domain: 'shared.example' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { code: 'domain_taken' } });

    const another = await first.call('POST', API.portfolioDomain(a._id), { domain: 'another.example' });
    expect(another.status).toBe(409);
    expect(another.body).toMatchObject({ error: { code: 'domain_already_set' } });
    expect(JSON.stringify(another.body)).toContain('shared.example');

    // Someone else's portfolio: not found, as for every owner-only call.
    expect((await second.call('POST', API.portfolioDomain(a._id), { domain: 'x.example' })).status).toBe(404);
    expect((await second.call('DELETE', API.portfolioDomain(a._id))).status).toBe(404);

    for (const bad of ['https://a.example/', '10.0.0.1', 'a.example:8080', 'localhost', '127.0.0.1']) {
      const res = await second.call('POST', API.portfolioDomain(c._id), { domain: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body, bad).toMatchObject({ error: { code: 'invalid_domain' } });
    }
    const own = await second.call('POST', API.portfolioDomain(c._id), {
      domain: new URL(server.url).hostname,
    });
    expect(own.status).toBe(400);

    // Removed: a plain 404 there at once, even right after it was served (and cached), and no certificate.
    expect((await at('shared.example', '/')).status).toBe(200);
    expect((await at('shared.example', '/')).status).toBe(200);
    expect((await first.call('DELETE', API.portfolioDomain(a._id))).status).toBe(200);
    expect((await first.call('DELETE', API.portfolioDomain(a._id))).status).toBe(404);
    expect((await at('shared.example', '/')).status).toBe(404);
    expect((await ask('shared.example')).status).toBe(404);
    // The name is free again: the other claim, still holding its record, can now be verified.
    expect((await second.call('POST', API.portfolioDomainVerify(b._id))).status).toBe(200);
    expect((await at('shared.example', '/')).text).toContain('Second Owner');
  });

  it('send the www. name of a verified domain to the domain itself, never the other way round', async () => {
    const owner = await person('www-domain@example.org');
    const other = await person('www-other@example.org');
    const bare = await portfolio(owner, 'Bare Domain');
    const claimed = await owner.call('POST', API.portfolioDomain(bare._id), { domain: 'bare.example' });
    expect((await at('www.bare.example', '/')).status).toBe(404);
    dns.setTxt('_folio.bare.example', [(claimed.body as CustomDomainResponse).txtValue]);
    expect((await owner.call('POST', API.portfolioDomainVerify(bare._id))).status).toBe(200);

    const home = await at('www.bare.example', '/');
    expect(home.status).toBe(301);
    expect(header(home, 'location')).toBe('https://bare.example/');
    const robots = await at('WWW.bare.example', '/robots.txt?from=www');
    expect(robots.status).toBe(301);
    expect(header(robots, 'location')).toBe('https://bare.example/robots.txt?from=www');
    expect((await ask('www.bare.example')).status).toBe(200);

    // Proving www.{name} proves nothing about {name} itself.
    const solo = await portfolio(other, 'Only Www');
    const wwwClaim = await other.call('POST', API.portfolioDomain(solo._id), { domain: 'www.solo.example' });
    dns.setTxt('_folio.www.solo.example', [(wwwClaim.body as CustomDomainResponse).txtValue]);
    expect((await other.call('POST', API.portfolioDomainVerify(solo._id))).status).toBe(200);
    expect((await at('www.solo.example', '/')).text).toContain('Only Www');
    expect((await at('solo.example', '/')).status).toBe(404);
    expect((await ask('solo.example')).status).toBe(404);

    expect((await owner.call('DELETE', API.portfolioDomain(bare._id))).status).toBe(200);
    expect((await at('www.bare.example', '/')).status).toBe(404);
    expect((await ask('www.bare.example')).status).toBe(404);
  });

  it('answer the TLS question with 404 for anything not verified', async () => {
    for (const domain of ['', 'not a domain', '127.0.0.1', new URL(server.url).hostname, 'never.example'])
      expect((await ask(domain)).status, domain).toBe(404);
  });
});

describe('verified domains, looked up again', () => {
  it('keep serving through DNS failures, stop once the TXT record is gone, show the owner, and serve again once checked', async () => {
    // Every visit is due for a re-check, so the test never waits for a clock.
    const rechecking = await startTestServer({
      env: { DNS_SERVERS: dns.address, DOMAIN_RECHECK_HOURS: '0' },
    });
    try {
      const owner = await signedInPerson(rechecking, 'recheck-domain@example.org');
      const mine = await portfolio(owner, 'Lapsed Domain');
      const claimed = await owner.call('POST', API.portfolioDomain(mine._id), { domain: 'lapsed.example' });
      const { txtName, txtValue } = claimed.body as CustomDomainResponse;
      dns.setTxt(txtName, [txtValue]);
      expect((await owner.call('POST', API.portfolioDomainVerify(mine._id))).status).toBe(200);
      const visit = async () =>
        (
          await rawRequest(rechecking.url, '/', {
            headers: { host: 'lapsed.example', 'user-agent': 'Mozilla/5.0 Chrome/150.0' },
          })
        ).status;
      const state = async () =>
        ((await owner.call('GET', API.portfolioDomain(mine._id))).body as CustomDomainStateResponse)
          .customDomain;
      const asked = () => dns.queries.filter((name) => name === txtName).length;

      // A name server failing is no proof of anything: the domain keeps serving. A check sends at
      // most two queries (two tries), so a third means an earlier check has finished.
      dns.fail(true);
      const before = asked();
      await expect
        .poll(async () => (await visit()) === 200 && asked() >= before + 3, { timeout: 10_000 })
        .toBe(true);
      dns.fail(false);
      expect((await state())?.status).toBe('verified');

      // The record removed: a visit's re-check finds it gone and the domain stops serving.
      dns.clear(txtName);
      await expect.poll(visit, { timeout: 10_000 }).toBe(404);
      const lost = await state();
      expect(lost).toMatchObject({ status: 'lost', verifiedAt: null, txtValue });
      expect(lost?.checkedAt).toEqual(expect.any(String));
      const ask = await api(rechecking, 'GET', `${API.tlsAsk}?domain=lapsed.example`);
      expect(ask.status).toBe(404);

      // The same record back, checked by the owner: served again.
      dns.setTxt(txtName, [txtValue]);
      expect((await owner.call('POST', API.portfolioDomainVerify(mine._id))).status).toBe(200);
      expect((await state())?.status).toBe('verified');
      expect(await visit()).toBe(200);
    } finally {
      await rechecking.dispose();
    }
  });
});

describe('a server without PUBLIC_URL (the embedded default)', () => {
  it('still gives the app to a host name it does not know, unlike a server that knows its name', async () => {
    const local = await startTestServer({ overrides: { publicUrlGiven: false } });
    try {
      const byLanName = await rawRequest(local.url, API.health, { headers: { host: 'folio-box.lan' } });
      expect(byLanName.status).toBe(200);
      // With PUBLIC_URL given, the same request is for a custom domain nobody verified.
      expect((await at('folio-box.lan', API.health)).status).toBe(404);
    } finally {
      await local.dispose();
    }
  });
});
