import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  emptyExperience,
  emptyResume,
  withText,
  type PortfolioDetail,
  type ResumeData,
} from '@folio/shared';
import { buildSampleResume } from '@folio/shared/templates';
import { visitAs } from './testing/visit.js';
import { signedInPerson, startTestServer, type TestServer } from '../test/testServer.js';
import { negotiate, type PageVersion } from './languages.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.dispose();
});

const get = visitAs(() => server);

/** The same person's resume in another language: made-up translated text of the same shape. */
function translated(resume: ResumeData, title: string, summary: string): ResumeData {
  return {
    ...resume,
    personalInfo: { ...resume.personalInfo, title },
    summary: { ...resume.summary, content: summary },
  };
}

const hreflangs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]),
  );

describe('a portfolio in two languages', () => {
  it('serves each language at its own address with hreflang links, a switch, and the browser’s language at the bare address', async () => {
    const person = await signedInPerson(server, 'two@example.org');
    const main = buildSampleResume();
    main.personalInfo.name = 'Elif Kaya';
    const de = translated(main, 'Softwareentwicklerin', 'Ich baue schnelle Webseiten für kleine Firmen.');
    const ar = translated(main, 'مهندسة برمجيات', 'أبني مواقع سريعة للشركات الصغيرة.');
    const created = await person.call('POST', API.createPortfolio('Cascade', person.id), {
      resume: main,
      settings: {
        language: 'en',
        translations: [
          { language: 'de', resume: de },
          { language: 'ar', resume: ar },
        ],
      },
    });
    expect(created.status).toBe(201);
    const p = (created.body as { portfolio: PortfolioDetail }).portfolio;
    expect(p.address).toBe('/elif-kaya');

    const english = await get('/elif-kaya');
    expect(english.status).toBe(200);
    expect(english.headers.get('vary')).toContain('Accept-Language');
    const en = await english.text();
    expect(en).toMatch(/<html lang="en" dir="ltr"/);
    expect(en).toContain(`<link rel="canonical" href="${server.url}/elif-kaya">`);
    const expected = {
      en: `${server.url}/elif-kaya`,
      de: `${server.url}/elif-kaya/de`,
      ar: `${server.url}/elif-kaya/ar`,
      'x-default': `${server.url}/elif-kaya`,
    };
    expect(hreflangs(en)).toEqual(expected);
    expect(en).toContain('<nav class="fx-langs" aria-label="Languages">');
    expect(en).toContain('<a lang="de" dir="ltr" hreflang="de" href="/elif-kaya/de">Deutsch</a>');

    const german = await get('/elif-kaya/de');
    expect(german.status).toBe(200);
    // Its own address is one page: no negotiation there.
    expect(german.headers.get('vary') ?? '').not.toContain('Accept-Language');
    const deHtml = await german.text();
    expect(deHtml).toMatch(/<html lang="de" dir="ltr"/);
    expect(deHtml).toContain('Softwareentwicklerin');
    expect(deHtml).toContain('Ich baue schnelle Webseiten');
    expect(en).not.toContain('Softwareentwicklerin');
    expect(deHtml).toContain(`<link rel="canonical" href="${server.url}/elif-kaya/de">`);
    expect(hreflangs(deHtml)).toEqual(expected);
    expect(deHtml).toContain('aria-current="page">Deutsch</a>');

    const arabic = await (await get('/elif-kaya/ar')).text();
    expect(arabic).toMatch(/<html lang="ar" dir="rtl"/);
    expect(arabic).toContain('مهندسة برمجيات');

    // The bare address answers in the language asked for first, and says it varies by it.
    const asked = await get('/elif-kaya', { 'accept-language': 'fr;q=0.9, de-CH;q=0.8, en;q=0.5' });
    expect(asked.headers.get('vary')).toContain('Accept-Language');
    expect(await asked.text()).toContain('Softwareentwicklerin');
    expect(await (await get('/elif-kaya', { 'accept-language': 'ja' })).text()).not.toContain(
      'Softwareentwicklerin',
    );
    // Twice, so a fast path would have it: the header still decides.
    expect(await (await get('/elif-kaya', { 'accept-language': 'ar' })).text()).toContain('مهندسة');
    expect(await (await get('/elif-kaya', { 'accept-language': 'ar' })).text()).toContain('مهندسة');
    expect(await (await get('/elif-kaya', { 'accept-language': 'en' })).text()).not.toContain('مهندسة');

    // The main language's own address is the bare one; a language it is not in is missing.
    const enPath = await get('/elif-kaya/en');
    expect(enPath.status).toBe(301);
    expect(enPath.headers.get('location')).toBe('/elif-kaya');
    expect((await get('/elif-kaya/fr')).status).toBe(404);
  });

  it('serves a translation made field by field as the main resume in its words, following later edits of the main one', async () => {
    const person = await signedInPerson(server, 'fields@example.org');
    const main = buildSampleResume();
    main.personalInfo.name = 'Ines Haller';
    const words = withText(main, emptyResume(), 'personalInfo.title', 'Softwareentwicklerin');
    const created = await person.call('POST', API.createPortfolio('Cascade', person.id), {
      resume: main,
      settings: { language: 'en', translations: [{ language: 'de', resume: words, followsMain: true }] },
    });
    expect(created.status).toBe(201);
    const p = (created.body as { portfolio: PortfolioDetail }).portfolio;
    const first = await (await get('/ines-haller/de')).text();
    expect(first).toContain('Softwareentwicklerin');
    // Not translated yet: the main language's words rather than a gap.
    expect(first).toContain(main.summary.content.slice(0, 30));

    // A job added to the main resume shows on the translated page with its dates, untranslated.
    const later = {
      ...main,
      experience: [...main.experience, { ...emptyExperience(), title: 'Zeppelin pilot', start: '2025-01' }],
    };
    const updated = await person.call('PATCH', API.portfolio(p._id), {
      baseRevision: p.revision,
      resume: later,
    });
    expect(updated.status).toBe(200);
    const second = await (await get('/ines-haller/de')).text();
    expect(second).toContain('Zeppelin pilot');
    expect(second).toContain('Softwareentwicklerin');
  });

  it('lists every language’s address in the sitemap, each naming all of them with xhtml:link', async () => {
    const person = await signedInPerson(server, 'mapped@example.org');
    const main = buildSampleResume();
    main.personalInfo.name = 'Tomas Vireo';
    const created = await person.call('POST', API.createPortfolio('Cascade', person.id), {
      resume: main,
      settings: {
        language: 'en',
        translations: [
          { language: 'fr', resume: translated(main, 'Développeur', 'Je construis des sites rapides.') },
          { language: 'ja', resume: translated(main, '開発者', '速いサイトを作ります。') },
        ],
      },
    });
    expect(created.status).toBe(201);
    const single = await person.call('POST', API.createPortfolio('Cascade', person.id), { resume: main });
    const one = (single.body as { portfolio: PortfolioDetail }).portfolio;

    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(Date.parse(res.headers.get('last-modified') ?? '')).toBeGreaterThan(0);
    const xml = await res.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = new Map(
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((m) => [
        m[1],
        Object.fromEntries(
          [...(m[2] ?? '').matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
            (l) => [l[1], l[2]],
          ),
        ),
      ]),
    );
    const base = `${server.url}/tomas-vireo`;
    const expected = { en: base, fr: `${base}/fr`, ja: `${base}/ja`, 'x-default': base };
    for (const loc of [base, `${base}/fr`, `${base}/ja`]) expect(urls.get(loc), loc).toEqual(expected);
    // A portfolio in one language keeps its plain entry.
    expect(urls.get(server.url + one.address)).toEqual({});
  });

  it('refuses a language twice, and more translations than allowed', async () => {
    const person = await signedInPerson(server, 'bounds@example.org');
    const resume = buildSampleResume();
    const twice = await person.call('POST', API.createPortfolio('Cascade', person.id), {
      resume,
      settings: {
        language: 'en',
        translations: [
          { language: 'de', resume },
          { language: 'de', resume },
        ],
      },
    });
    expect(twice.status).toBe(400);
    const many = await person.call('POST', API.createPortfolio('Cascade', person.id), {
      resume,
      settings: { translations: ['de', 'fr', 'es', 'it'].map((language) => ({ language, resume })) },
    });
    expect(many.status).toBe(400);
    const main = await person.call('POST', API.createPortfolio('Cascade', person.id), {
      resume,
      settings: { language: 'en', translations: [{ language: 'en', resume }] },
    });
    expect(main.status).toBe(400);
  });

  it('picks by q, then order, matching primary tags', () => {
    const versions = ['en', 'de', 'ar'].map((lang, i) => ({ lang, main: i === 0 })) as PageVersion[];
    expect(negotiate(versions, 'de-AT, en;q=0.9').lang).toBe('de');
    expect(negotiate(versions, 'en;q=0.2, ar;q=0.8').lang).toBe('ar');
    expect(negotiate(versions, 'de;q=0, fr').lang).toBe('en');
    expect(negotiate(versions, '').lang).toBe('en');
    expect(negotiate(versions, '*').lang).toBe('en');
  });
});
