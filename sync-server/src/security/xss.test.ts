import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  defaultPortfolioSettings,
  emptyResume,
  TEMPLATE_IDS,
  TEMPLATES,
  type PortfolioDetail,
  type ResumeData,
  type TemplateId,
} from '@folio/shared';
import { pagePath as addressOf } from '../pages/paths.js';
import { api } from '../test/http.js';
import { startTestServer, tokenFor, userFor, type TestServer } from '../test/testServer.js';
import { inspectPage, isSafeUrl } from './inspect.js';
import { header, rawRequest } from './raw.js';

/*
 * Stored XSS: a portfolio owner is the attacker and every visitor the victim. Every resume field holds
 * a payload, the portfolio is created through the public API (as an attacker would), and every place
 * the data comes out again is read as a browser would read it.
 */

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const TEXT_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</script><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '</style></textarea><script>alert(1)</script>',
  "{{constructor.constructor('alert(1)')()}}",
  '${alert(1)}',
  'line\u2028separator\u2029paragraph',
  '<a href="javascript:alert(1)">click</a>',
  '<!--<script>alert(1)//-->',
  'Eve\u0000\u0008\u001b[31mred',
];

const URL_PAYLOADS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'https://ok.example/"><script>alert(1)</script>',
  "https://ok.example/' onmouseover='alert(1)",
  '//evil.example/x',
  '\\\\evil.example\\x',
];

/** A resume whose every text field is `text` and every link `url` (sent through the API as-is). */
function hostileResume(text: string, url: string): Record<string, unknown> {
  const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
  return {
    personalInfo: {
      name: text,
      title: text,
      email: 'owner@example.org',
      phone: '+1 555 010 0100',
      location: text,
      links: [
        { label: text, url },
        { label: 'ok', url: 'https://ok.example/' },
      ],
    },
    landing: { headline: text, subheadline: text },
    summary: { content: `${text} ${words} ${text}`, highlights: [text], specialization: text },
    experience: [
      {
        title: text,
        company: text,
        location: text,
        period: text,
        description: text,
        bullets: [text, `${text} again`],
        start: '2020-01',
        end: 'present',
      },
    ],
    education: [{ school: text, degree: text, location: text, description: text }],
    projects: [
      { name: text, description: text, tech: [text, 'React'], image: url, link: url, github: url },
      { name: 'Plain', description: 'ok', tech: ['Go'], link: 'https://ok.example/p' },
    ],
    skills: [
      {
        category: text,
        items: [
          { name: text, level: 80 },
          { name: 'Go', level: null },
        ],
      },
    ],
    certifications: [{ name: text, issuer: text, url, date: '2021' }],
    languages: [{ name: text, level: text }],
    footer: { socials: { linkedin: url, github: url, twitter: url, website: url } },
  };
}

let server: TestServer;
let owner: { token: string; id: string };
beforeAll(async () => {
  server = await startTestServer({
    overrides: { rateLimits: { uploadsPerHour: 100, contactPerHour: 1000 } },
  });
  owner = { token: await tokenFor(server, 'attacker@example.org'), id: '' };
  owner.id = (await userFor(server, 'attacker@example.org')).id;
  await server.storage.users.setPlan(owner.id, 'unlimited');
});
afterAll(() => server.dispose());

async function publish(template: TemplateId, text: string, url: string): Promise<PortfolioDetail> {
  const res = await api(server, 'POST', API.createPortfolio(TEMPLATES[template].name, owner.id), {
    token: owner.token,
    json: {
      resume: hostileResume(text, url),
      title: text.slice(0, 100) || 'x',
      settings: { status: text.slice(0, 100), showEmail: true, showPhone: true, showLocation: true },
    },
  });
  expect(res.status, res.text).toBe(201);
  return (res.body as { portfolio: PortfolioDetail }).portfolio;
}

const pagePath = (template: TemplateId, pid: string) =>
  `/portfolio/${encodeURIComponent(TEMPLATES[template].name)}/${encodeURIComponent(pid)}`;

async function fetchPage(path: string) {
  const res = await fetch(server.url + path, { headers: { 'user-agent': BROWSER_UA } });
  return { res, html: await res.text() };
}

/** The payload as a person would read it, for checking it arrived as text. */
const visible = (text: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are not visible text
  text.replace(/[\u0000-\u001f\u2028\u2029]/g, '').slice(0, 12);
const flat = (text: string) =>
  // eslint-disable-next-line no-control-regex -- as above
  text.replace(/[\u0000-\u001f\u2028\u2029\s]+/g, '');

describe.each(TEMPLATE_IDS)('published %s page', (template) => {
  it('keeps every text payload in every field inert, and shows it as text', async () => {
    for (const [i, text] of TEXT_PAYLOADS.entries()) {
      const p = await publish(template, text, URL_PAYLOADS[i % URL_PAYLOADS.length] ?? '');
      const { res, html } = await fetchPage(pagePath(template, p._id));
      expect(res.status, text).toBe(200);
      const page = await inspectPage(html);
      expect(page.problems, text).toEqual([]);
      // The payload really reached the page, as text: in the title and the body.
      expect(flat(page.title), text).toContain(flat(visible(text)));
      expect(flat(page.text), text).toContain(flat(visible(text)));
      // And the JSON-LD gives it back unchanged (escaped, not cut or broken).
      const person = page.jsonLd[0] as { name?: string } | undefined;
      expect(flat(person?.name ?? ''), text).toContain(flat(visible(text)));
    }
  });

  it('drops every non-web link, in whatever form, on the way in', async () => {
    // One resume with every payload in every kind of link field.
    const resume = hostileResume('Link Tester', URL_PAYLOADS[0] ?? '') as {
      personalInfo: { links: unknown[] };
      projects: unknown[];
      certifications: unknown[];
    };
    resume.personalInfo.links = URL_PAYLOADS.map((url, i) => ({ label: `link ${i}`, url }));
    resume.projects = [
      ...URL_PAYLOADS.map((url, i) => ({
        name: `P${i}`,
        description: 'd',
        image: url,
        link: url,
        github: url,
      })),
      { name: 'Plain', description: 'ok', tech: ['Go'], link: 'https://ok.example/p' },
    ];
    resume.certifications = URL_PAYLOADS.map((url, i) => ({ name: `C${i}`, issuer: 'I', url }));
    const res = await api(server, 'POST', API.createPortfolio(TEMPLATES[template].name, owner.id), {
      token: owner.token,
      json: { resume, settings: { showEmail: true, showPhone: true } },
    });
    expect(res.status, res.text).toBe(201);
    const pid = (res.body as { portfolio: PortfolioDetail }).portfolio._id;
    const page = await inspectPage((await fetchPage(pagePath(template, pid))).html);
    expect(page.problems).toEqual([]);
    for (const href of page.hrefs) expect(isSafeUrl(href), href).toBe(true);
    expect(page.hrefs).toContain('https://ok.example/p');
  });

  it('drops them again when rendering data that bypassed validation (defence in depth)', async () => {
    const resume: ResumeData = emptyResume();
    resume.personalInfo.name = 'Raw Data';
    resume.personalInfo.links = URL_PAYLOADS.map((url) => ({ label: 'site', url }));
    resume.projects = URL_PAYLOADS.map((url, i) => ({
      name: `P${i}`,
      description: 'd',
      tech: ['Go'],
      image: url,
      link: url,
      github: url,
    }));
    resume.certifications = URL_PAYLOADS.map((url, i) => ({ name: `C${i}`, issuer: 'I', date: null, url }));
    resume.experience = [
      {
        title: 'T',
        company: 'Co',
        location: '',
        start: null,
        end: null,
        period: '',
        description: '',
        bullets: [],
      },
    ];
    // Four social fields at a time, so every payload lands in one of them.
    for (let i = 0; i < URL_PAYLOADS.length; i += 4) {
      const [linkedin = '', github = '', twitter = '', website = ''] = URL_PAYLOADS.slice(i, i + 4);
      resume.footer.socials = { linkedin, github, twitter, website };
      const created = await server.storage.portfolios.create(
        {
          ownerId: owner.id,
          resumeId: null,
          clientId: null,
          title: 'raw',
          templateId: template,
          theme: '',
          resume,
          settings: { ...defaultPortfolioSettings(), showEmail: true },
          published: true,
        },
        null,
      );
      if (!created.ok) throw new Error('seed failed');
      const page = await inspectPage((await fetchPage(pagePath(template, created.portfolio.id))).html);
      expect(page.problems, String(i)).toEqual([]);
    }
  });
});

describe('other places hostile data comes out', () => {
  let pids: string[] = [];
  beforeAll(async () => {
    pids = [];
    for (const text of TEXT_PAYLOADS) pids.push((await publish('cascade', text, URL_PAYLOADS[0] ?? ''))._id);
  });

  const ogImage = (pid: string) =>
    rawRequest(server.url, `/og/${pid}.png`, { headers: { 'user-agent': BROWSER_UA } });
  // eslint-disable-next-line no-control-regex -- finding the payloads with control characters
  const hasControl = (text: string) => /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text);

  it('the OG image renders every payload as a PNG', async () => {
    for (const [i, pid] of pids.entries()) {
      if (hasControl(TEXT_PAYLOADS[i] ?? '')) continue;
      const res = await ogImage(pid);
      expect(res.status, pid).toBe(200);
      expect(header(res, 'content-type')).toBe('image/png');
      expect(header(res, 'x-content-type-options')).toBe('nosniff');
      expect(res.body.subarray(1, 4).toString()).toBe('PNG');
    }
  });

  // Characters XML forbids (U+0000 …) must not break the OG image's SVG.
  it('the OG image renders a name with control characters as a PNG', async () => {
    const i = TEXT_PAYLOADS.findIndex(hasControl);
    const res = await ogImage(pids[i] ?? '');
    expect(res.status).toBe(200);
  });

  it('resume data and the dashboard API are JSON that no browser will render', async () => {
    for (const pid of pids) {
      const res = await rawRequest(server.url, API.resumeData(pid));
      expect(res.status).toBe(200);
      expect(header(res, 'content-type')).toMatch(/^application\/json/);
      expect(header(res, 'x-content-type-options')).toBe('nosniff');
      expect(header(res, 'content-security-policy')).toContain("default-src 'none'");
      const { data } = JSON.parse(res.text) as { data: ResumeData };
      const urls = [
        ...data.personalInfo.links.map((l) => l.url),
        ...data.projects.flatMap((p) => [p.link, p.github, p.image]),
        ...data.certifications.map((c) => c.url),
        ...Object.values(data.footer.socials),
      ].filter((u): u is string => !!u);
      for (const url of urls) expect(isSafeUrl(url), url).toBe(true);
    }
    for (const path of [API.portfolios, API.portfolio(pids[0] ?? ''), API.messages, API.stats]) {
      const res = await rawRequest(server.url, path, { headers: { authorization: `Bearer ${owner.token}` } });
      expect(res.status, path).toBe(200);
      expect(header(res, 'content-type'), path).toMatch(/^application\/json/);
      expect(header(res, 'x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('the thank-you page after a no-script message shows the owner’s name as text', async () => {
    for (const pid of pids) {
      const { res, html } = await fetchPage(`/portfolio/${pid}/contact/sent`);
      expect(res.status).toBe(200);
      expect((await inspectPage(html)).problems).toEqual([]);
    }
  });

  it('the sitemap lists addresses only, as well-formed XML', async () => {
    const res = await rawRequest(server.url, '/sitemap.xml');
    expect(res.status).toBe(200);
    // Slugs made from hostile names are words ("img-src-x-onerror-alert-1"), never markup or a script URL.
    expect(res.text).not.toMatch(/<script|onerror=|javascript:/i);
    const locs = [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    for (const pid of pids) {
      const record = await server.storage.portfolios.get(pid);
      expect(record?.slug).toBeTruthy();
      expect(locs).toContain(`${server.url}${addressOf(record!)}`);
    }
    // Each address is this server's /{slug} (percent-encoded) or a first address: nothing else.
    for (const loc of locs)
      expect(loc.slice(server.url.length), loc).toMatch(/^\/([a-z0-9%A-F-]+|portfolio\/[\w%]+\/\w+)$/);
  });

  it('error pages do not reflect what was asked for', async () => {
    const probes = [
      '/portfolio/Cascade/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/portfolio/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
      '/portfolio/Cascade/x/%3Csvg%20onload%3Dalert(1)%3E',
      '/portfolio/%E0%A4%A',
      `/portfolio/${pids[0] ?? ''}/contact/%3Cscript%3E`,
    ];
    for (const path of probes) {
      const res = await rawRequest(server.url, path, { headers: { 'user-agent': BROWSER_UA } });
      expect([400, 404], path).toContain(res.status);
      const page = await inspectPage(res.text);
      expect(page.problems, path).toEqual([]);
      expect(res.text, path).not.toMatch(/<script>alert|onerror=alert|onload=alert/);
    }
  });
});

describe('response headers of published pages', () => {
  it('carry a strict CSP (no inline script), no framing, nosniff and a referrer policy', async () => {
    for (const template of TEMPLATE_IDS) {
      const p = await publish(template, 'Header Check', 'https://ok.example/');
      const { res } = await fetchPage(pagePath(template, p._id));
      const csp = res.headers.get('content-security-policy') ?? '';
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
      expect(scripts.length, template).toBeGreaterThan(0);
      for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
        expect(scripts, `${template} script-src`).not.toContain(bad);
      }
      expect(directives.get('object-src'), template).toEqual(["'none'"]);
      expect(directives.get('base-uri'), template).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors'), template).toEqual(["'none'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toMatch(
        /^(strict-origin-when-cross-origin|no-referrer|same-origin)$/,
      );
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

describe('the page inspector these tests rely on', () => {
  it('does catch each kind of injection (so a pass above means something)', async () => {
    const caught = async (body: string) =>
      (await inspectPage(`<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`))
        .problems.length;
    expect(await caught('<p>plain &lt;script&gt;</p>')).toBe(0);
    expect(await caught('<script>alert(1)</script>')).toBeGreaterThan(0);
    expect(await caught('<img src=x onerror=alert(1)>')).toBeGreaterThan(0);
    expect(await caught('<a href="java&#09;script:alert(1)">x</a>')).toBeGreaterThan(0);
    expect(await caught('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBeGreaterThan(0);
    expect(await caught('<a href="data:text/html,x">x</a>')).toBeGreaterThan(0);
    expect(await caught('<iframe srcdoc="x"></iframe>')).toBeGreaterThan(0);
    expect(await caught('<form action="https://evil.example/"></form>')).toBeGreaterThan(0);
    expect(
      await caught(
        '<script type="application/ld+json">{"name":"</script><script>alert(1)</script>"}</script>',
      ),
    ).toBeGreaterThan(0);
    expect(await caught('<svg><script>alert(1)</script></svg>')).toBeGreaterThan(0);
    expect(await caught('<a href="javascript&colon;alert(1)">x</a>')).toBeGreaterThan(0);
    expect(await caught('<a href="&#x6A;avascript:alert(1)">x</a>')).toBeGreaterThan(0);
    expect(await caught('<p title="a"b onclick=alert(1)>x</p>')).toBeGreaterThan(0);
  });
});
