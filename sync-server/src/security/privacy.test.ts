import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, TEMPLATE_IDS, TEMPLATES, type PortfolioDetail, type TemplateId } from '@folio/shared';
import { LOOKUP_TTL_MS } from '../pages/lookup.js';
import { api, CORPUS_PDF_DIR, corpusPdf, fileForm } from '../test/http.js';
import { startTestServer, tokenFor, userFor, type TestServer } from '../test/testServer.js';
import { makePdf, resumeLines } from './payloads.js';
import { rawRequest } from './raw.js';

/*
 * Privacy: email and phone are private unless the owner turns them on, and the server keeps no raw
 * visitor addresses. Checked on every public surface (page HTML and its JSON-LD, /api/resume-data,
 * the OG image, the sitemap, the thank-you page), for hand-written data, for a PDF whose contact
 * details are also link annotations, and for every resume of the dev corpus through the real parser.
 */

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const EMAIL = 'jane.doe@private-mail.example';
const PHONE = '+1 (555) 010-0199';

let server: TestServer;
let owner: { token: string; id: string };
beforeAll(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: 'true' },
    overrides: { rateLimits: { uploadsPerHour: 1000, contactPerHour: 1000 } },
  });
  owner = { token: await tokenFor(server, 'private@example.org'), id: '' };
  owner.id = (await userFor(server, 'private@example.org')).id;
  await server.storage.users.setPlan(owner.id, 'unlimited');
});
afterAll(() => server.dispose());

/** A pattern for a phone number with any separators between its digits. */
function phonePattern(phone: string): RegExp {
  const digits = phone.replace(/\D/g, '');
  return new RegExp(digits.split('').join('[\\s().+\\-/]*'));
}

/** Where a secret could show up, as text (the OG image as its bytes). */
async function publicSurfaces(p: { _id: string; templateId: TemplateId; address: string }) {
  const get = (pathname: string) =>
    rawRequest(server.url, pathname, { headers: { 'user-agent': BROWSER_UA } });
  const page = await get(p.address);
  expect(page.status).toBe(200);
  // The first address leads there (and says nothing itself).
  const first = await get(`/portfolio/${encodeURIComponent(TEMPLATES[p.templateId].name)}/${p._id}`);
  expect(first.status).toBe(301);
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.text)?.[1] ?? '';
  return {
    texts: {
      html: page.text,
      jsonLd: JSON.stringify(JSON.parse(jsonLd || 'null')),
      resumeData: (await get(API.resumeData(p._id))).text,
      sitemap: (await get('/sitemap.xml')).text,
      sent: (await get(`/portfolio/${p._id}/contact/sent`)).text,
    },
    og: (await get(`/og/${p._id}.png`)).body,
  };
}

function leaks(texts: Record<string, string>, email: string | null, phone: string | null): string[] {
  const found: string[] = [];
  for (const [where, raw] of Object.entries(texts)) {
    const text = raw.toLowerCase();
    if (email) {
      const e = email.toLowerCase();
      if (text.includes(e) || text.includes(encodeURIComponent(e).toLowerCase()))
        found.push(`${where}: email`);
    }
    if (phone && phone.replace(/\D/g, '').length >= 7 && phonePattern(phone).test(raw)) {
      found.push(`${where}: phone`);
    }
    if (/mailto:/.test(text)) found.push(`${where}: mailto:`);
    if (/\btel:/.test(text)) found.push(`${where}: tel:`);
  }
  return found;
}

function resumeWithContacts(withContacts: boolean): Record<string, unknown> {
  return {
    personalInfo: {
      name: 'Jane Doe',
      title: 'Staff Engineer',
      email: withContacts ? EMAIL : '',
      phone: withContacts ? PHONE : '',
      location: 'Lisbon',
      links: [
        ...(withContacts
          ? [
              { label: 'Email', url: `mailto:${EMAIL}` },
              { label: 'Call', url: `tel:${PHONE.replace(/[^\d+]/g, '')}` },
              { label: 'Mail', url: `MAILTO:${EMAIL.toUpperCase()}` },
            ]
          : []),
        { label: 'GitHub', url: 'https://github.com/janedoe' },
      ],
    },
    summary: 'Builds reliable systems.',
    experience: [{ title: 'Engineer', company: 'Acme', start: '2019', end: 'present', bullets: ['Shipped'] }],
    skills: { technical: ['Go'] },
  };
}

/** Published pages trust a portfolio read from storage for LOOKUP_TTL_MS; a change shows after that. */
const afterLookupTtl = () => new Promise((resolve) => setTimeout(resolve, LOOKUP_TTL_MS + 50));

async function create(template: TemplateId, resume: Record<string, unknown>, settings: object = {}) {
  const res = await api(server, 'POST', API.createPortfolio(TEMPLATES[template].name, owner.id), {
    token: owner.token,
    json: { resume, settings },
  });
  expect(res.status, res.text).toBe(201);
  return (res.body as { portfolio: PortfolioDetail }).portfolio;
}

describe.each(TEMPLATE_IDS)('%s: hidden by default', (template) => {
  it('email and phone appear on no public surface, and the OG image is the same as without them', async () => {
    const p = await create(template, resumeWithContacts(true));
    expect(p.settings).toMatchObject({ showEmail: false, showPhone: false });
    const surfaces = await publicSurfaces(p);
    expect(leaks(surfaces.texts, EMAIL, PHONE)).toEqual([]);
    const twin = await publicSurfaces(await create(template, resumeWithContacts(false)));
    expect(surfaces.og.equals(twin.og)).toBe(true);
  });
});

describe('shown only when turned on, and hidden again when turned off', () => {
  it('follows the setting everywhere at once (no stale cached page or image)', async () => {
    const p = await create('kyoto', resumeWithContacts(true));
    const before = await publicSurfaces(p);
    expect(leaks(before.texts, EMAIL, PHONE)).toEqual([]);

    const on = await api(server, 'PATCH', API.portfolio(p._id), {
      token: owner.token,
      json: { baseRevision: p.revision, settings: { showEmail: true, showPhone: true } },
    });
    expect(on.status).toBe(200);
    await afterLookupTtl();
    const shown = await publicSurfaces(p);
    expect(shown.texts.html).toContain(EMAIL);
    expect(shown.texts.html).toMatch(phonePattern(PHONE));
    expect(JSON.parse(shown.texts.jsonLd)).toMatchObject({ email: `mailto:${EMAIL}` });
    expect(shown.texts.resumeData).toContain(EMAIL);

    const revision = (on.body as { portfolio: PortfolioDetail }).portfolio.revision;
    const off = await api(server, 'PATCH', API.portfolio(p._id), {
      token: owner.token,
      json: { baseRevision: revision, settings: { showEmail: false, showPhone: false } },
    });
    expect(off.status).toBe(200);
    await afterLookupTtl();
    const hidden = await publicSurfaces(p);
    expect(leaks(hidden.texts, EMAIL, PHONE)).toEqual([]);
    expect(hidden.og.equals(before.og)).toBe(true);
  });

  it('email alone shows the email but not the phone', async () => {
    const p = await create('cascade', resumeWithContacts(true), { showEmail: true });
    const { texts } = await publicSurfaces(p);
    expect(texts.html).toContain(EMAIL);
    expect(leaks(texts, null, PHONE)).toEqual(
      // mailto: is expected now; the phone and tel: are not.
      expect.not.arrayContaining([expect.stringMatching(/phone|tel:/)]),
    );
  });
});

describe('contact details from an uploaded PDF', () => {
  it('stay private when the PDF also carries them as mailto:/tel: link annotations', async () => {
    const pdf = makePdf({
      pages: [resumeLines('Jane Doe', EMAIL, PHONE)],
      links: [
        { line: 2, uri: `mailto:${EMAIL}` },
        { line: 2, uri: `tel:${PHONE.replace(/[^\d+]/g, '')}` },
      ],
    });
    const uploaded = await api(server, 'POST', API.uploadResume, {
      token: owner.token,
      body: fileForm(new Uint8Array(pdf)),
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const { resumeId, data } = uploaded.body as {
      resumeId: string;
      data: { personalInfo: { email: string } };
    };
    // The parser did find the address (so hiding it below is a real test).
    expect(data.personalInfo.email).toBe(EMAIL);
    for (const template of TEMPLATE_IDS) {
      const res = await api(server, 'POST', API.createPortfolio(TEMPLATES[template].name, owner.id), {
        token: owner.token,
        json: { resumeId },
      });
      const p = (res.body as { portfolio: PortfolioDetail }).portfolio;
      expect(leaks((await publicSurfaces(p)).texts, EMAIL, PHONE), template).toEqual([]);
    }
  });

  const truthDir = path.resolve(CORPUS_PDF_DIR, '../truth');
  const corpus = readdirSync(truthDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const truth = JSON.parse(readFileSync(path.join(truthDir, f), 'utf8')) as {
        email?: string | null;
        phone?: string | null;
      };
      return { name: f.replace(/\.json$/, ''), email: truth.email ?? null, phone: truth.phone ?? null };
    })
    .filter((r) => r.email || r.phone);

  it.each(corpus)('stay private for the corpus resume $name, wherever the parser put them', async (r) => {
    const uploaded = await api(server, 'POST', API.uploadResume, {
      token: owner.token,
      body: fileForm(corpusPdf(r.name)),
    });
    if (uploaded.status !== 201) {
      // A resume the parser refuses is never published, so it cannot leak.
      expect(uploaded.status).toBe(422);
      return;
    }
    const { resumeId } = uploaded.body as { resumeId: string };
    const res = await api(server, 'POST', API.createPortfolio('Cascade', owner.id), {
      token: owner.token,
      json: { resumeId },
    });
    const p = (res.body as { portfolio: PortfolioDetail }).portfolio;
    const { texts } = await publicSurfaces(p);
    expect(leaks(texts, r.email, r.phone)).toEqual([]);
  });

  // A parsed link label can hold the whole contact line ("jane@x.com | janedoe.dev"): redaction
  // scrubs hidden values from every string, not just the email and phone fields.
  it('a hidden email inside a link label reaches neither the page nor /api/resume-data', async () => {
    const resume = resumeWithContacts(true) as { personalInfo: { links: { label: string; url: string }[] } };
    resume.personalInfo.links.push({ label: `${EMAIL} | janedoe.dev`, url: 'https://janedoe.dev/' });
    const p = await create('cascade', resume);
    expect(leaks((await publicSurfaces(p)).texts, EMAIL, PHONE)).toEqual([]);
  });
});

describe('visitor addresses', () => {
  const IPV4 = '203.0.113.77';
  const IPV6 = '2001:db8::77';

  it('are never written to the data dir, not even hashed without the daily salt', async () => {
    const p = await create('cascade', resumeWithContacts(false));
    const page = p.address;
    for (const ip of [IPV4, IPV6]) {
      const headers = { 'user-agent': BROWSER_UA, 'x-forwarded-for': ip };
      expect((await rawRequest(server.url, page, { headers })).status).toBe(200);
      expect(
        (await rawRequest(server.url, `/portfolio/${p._id}/view`, { method: 'POST', headers })).status,
      ).toBe(204);
      await rawRequest(server.url, `/portfolio/${p._id}/view.gif`, { headers });
      const json = { 'content-type': 'application/json', ...headers };
      const message = JSON.stringify({ name: 'V', email: 'v@example.org', message: 'Hello there' });
      expect(
        (
          await rawRequest(server.url, API.portfolioMessages(p._id), {
            method: 'POST',
            headers: json,
            body: message,
          })
        ).status,
      ).toBe(201);
      await rawRequest(server.url, API.contact, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: 'V', email: 'v@example.org', subject: 'Hi', message: 'Hello there' }),
      });
      await rawRequest(server.url, API.newsletter, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'v@example.org' }),
      });
    }
    expect((await server.storage.portfolios.get(p._id))?.views).toBe(2);

    const naive = [IPV4, IPV6].flatMap((ip) => [
      createHash('sha256').update(ip).digest('hex'),
      createHash('sha256').update(`${ip}\n${BROWSER_UA}`).digest('hex'),
      createHash('md5').update(ip).digest('hex'),
    ]);
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
      );
    for (const file of walk(server.dataDir)) {
      const content = readFileSync(file).toString('latin1');
      for (const needle of [IPV4, IPV6, '203.0.113', 'db8::', ...naive]) {
        expect(content.includes(needle), `${path.relative(server.dataDir, file)} holds ${needle}`).toBe(
          false,
        );
      }
    }
  });
});
