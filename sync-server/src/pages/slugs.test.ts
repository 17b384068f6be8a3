import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type PortfolioDetail } from '@folio/shared';
import { buildSampleResume } from '@folio/shared/templates';
import { BROWSER_UA, visitAs } from './testing/visit.js';
import { signedInPerson, startTestServer, type TestServer } from '../test/testServer.js';
import { LOOKUP_TTL_MS } from './lookup.js';
import { seedPortfolio } from './testing/seed.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.dispose();
});

const get = visitAs(() => server);

/** A portfolio made through the API, as the app makes it, for a resume with this name. */
async function publish(email: string, name: string, template = 'Kyoto') {
  const person = await signedInPerson(server, email);
  const resume = buildSampleResume();
  resume.personalInfo.name = name;
  const res = await person.call('POST', API.createPortfolio(template, person.id), { resume });
  expect(res.status).toBe(201);
  return { person, portfolio: (res.body as { portfolio: PortfolioDetail }).portfolio };
}

const setSlug = (person: Awaited<ReturnType<typeof signedInPerson>>, pid: string, slug: string) =>
  person.call('PUT', API.portfolioSlug(pid), { slug });

describe('name-like addresses', () => {
  it('serves a new portfolio at /{slug} from the name, names that address everywhere, and redirects the first addresses there', async () => {
    const { portfolio } = await publish('mira@example.org', 'Mira Okafor-Lund');
    expect(portfolio).toMatchObject({
      slug: 'mira-okafor-lund',
      address: '/mira-okafor-lund',
      title: 'Mira Okafor-Lund',
    });

    const page = await get('/mira-okafor-lund');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<link rel="canonical" href="${server.url}/mira-okafor-lund">`);
    expect(html).toContain(`<meta property="og:url" content="${server.url}/mira-okafor-lund">`);
    expect(html).not.toContain('Kyoto');
    expect(await (await get('/sitemap.xml')).text()).toContain(`<loc>${server.url}/mira-okafor-lund</loc>`);

    for (const old of [
      `/portfolio/Kyoto/${portfolio._id}`,
      `/portfolio/${portfolio._id}`,
      `/portfolio/${portfolio.url}`,
    ]) {
      const res = await get(old);
      expect(res.status, old).toBe(301);
      expect(res.headers.get('location')).toBe('/mira-okafor-lund');
    }
    // Another spelling of the same slug, with a campaign tag kept.
    const upper = await get('/Mira-Okafor-Lund?ref=card');
    expect(upper.status).toBe(301);
    expect(upper.headers.get('location')).toBe('/mira-okafor-lund?ref=card');
  });

  it('keeps slugs unique across users, and keeps names in other scripts in their letters, percent-encoded', async () => {
    await publish('twin1@example.org', 'Tomas Berg');
    const { portfolio: second } = await publish('twin2@example.org', 'Tomás Berg');
    expect(second.slug).toBe('tomas-berg-2');
    const { portfolio: han } = await publish('han@example.org', '陈思远');
    expect(han.address).toBe(`/${encodeURIComponent('陈思远')}`);
    const res = await get(han.address);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<link rel="canonical" href="${server.url}${han.address}">`);
    const { portfolio: cyrillic } = await publish('cyr@example.org', 'Вера Соколова');
    expect(cyrillic.slug).toBe('vera-sokolova');
    // A person whose name is a reserved word still gets an address of their own.
    const { portfolio: login } = await publish('login@example.org', 'Login');
    expect(login.slug).toBe('login-2');
  });

  it('lets the owner choose the slug: the previous one redirects and stays theirs; taken, reserved and invalid ones are refused', async () => {
    const { person, portfolio } = await publish('nadia@example.org', 'Nadia Sol');
    const { person: other, portfolio: theirs } = await publish('ola@example.org', 'Ola Brant');
    // Served once before, so the fast path has the old address.
    expect((await get('/nadia-sol')).status).toBe(200);
    expect((await get('/nadia-sol')).status).toBe(200);

    const chosen = await setSlug(person, portfolio._id, '  Nadia_Sol Design ');
    expect(chosen.status).toBe(200);
    expect((chosen.body as { portfolio: PortfolioDetail }).portfolio).toMatchObject({
      slug: 'nadia-sol-design',
      address: '/nadia-sol-design',
      revision: portfolio.revision,
    });
    const moved = await get('/nadia-sol');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/nadia-sol-design');
    expect(await (await get('/nadia-sol-design')).text()).toContain(`href="${server.url}/nadia-sol-design"`);

    const taken = await setSlug(other, theirs._id, 'NADIA-SOL');
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { code: 'slug_taken' } });
    for (const word of [
      'api',
      'login',
      'dashboard',
      'og',
      'assets',
      'sitemap.xml',
      'robots.txt',
      'portfolio',
      'l',
      'oidc',
      'edit',
    ]) {
      const refused = await setSlug(other, theirs._id, word);
      expect(refused.status, word).toBe(400);
      expect(refused.body).toMatchObject({ error: { code: 'invalid_slug' } });
    }
    for (const bad of ['x', 'a/b', 'ola\u0430-brant', 'y'.repeat(61)])
      expect((await setSlug(other, theirs._id, bad)).status, bad).toBe(400);
    // Someone else's portfolio reads as missing.
    expect((await setSlug(other, portfolio._id, 'mine-now')).status).toBe(404);
    // Back to the first one: allowed, and the other redirects now.
    expect((await setSlug(person, portfolio._id, 'nadia-sol')).status).toBe(200);
    expect((await get('/nadia-sol')).status).toBe(200);
    expect((await get('/nadia-sol-design')).headers.get('location')).toBe('/nadia-sol');
  });

  it('answers a slug nobody holds, or an unpublished portfolio, with a 404 page, and leaves the app and files alone', async () => {
    expect((await get('/nobody-has-this')).status).toBe(404);
    const { person, portfolio } = await publish('hide@example.org', 'Iris Hale');
    await person.call('PATCH', API.portfolio(portfolio._id), {
      baseRevision: portfolio.revision,
      published: false,
    });
    await new Promise((resolve) => setTimeout(resolve, LOOKUP_TTL_MS + 50));
    expect((await get('/iris-hale')).status).toBe(404);
    // An app screen is passed on (no static dir here: the plain 404 behind), not a missing portfolio's page.
    const screen = await get('/dashboard');
    expect(screen.headers.get('content-type') ?? '').not.toContain('text/html');
    expect((await get('/nobody-has-this')).headers.get('content-type')).toContain('text/html');
  });

  it('gives portfolios from before slugs their default at start; their first address redirects then', async () => {
    const resume = buildSampleResume();
    resume.personalInfo.name = 'Olu Mensah';
    const old = await seedPortfolio(server, { email: 'old@example.org', resume });
    expect(old.slug).toBeNull();
    expect((await get(`/portfolio/Cascade/${old.id}`)).status).toBe(200);
    await server.restart();
    const started = Date.now();
    while ((await server.storage.portfolios.get(old.id))?.slug === null && Date.now() - started < 5000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await server.storage.portfolios.get(old.id))?.slug).toBe('olu-mensah');
    const res = await get(`/portfolio/Cascade/${old.id}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/olu-mensah');
  });

  it('sends the no-script contact form back to the slug address', async () => {
    const { portfolio } = await publish('form@example.org', 'Pia Nord');
    const res = await fetch(`${server.url}/portfolio/${portfolio._id}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER_UA },
      body: new URLSearchParams({
        name: 'Visitor',
        email: 'v@example.org',
        message: 'Hello there, nice page.',
      }),
    });
    expect(res.status).toBe(303);
    const sent = await get(res.headers.get('location') ?? '');
    expect(await sent.text()).toContain('href="/pia-nord"');
  });
});
