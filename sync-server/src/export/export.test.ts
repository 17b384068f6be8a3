import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { API, type PortfolioDetail } from '@folio/shared';
import { buildSampleResume } from '@folio/shared/templates';
import { api, corpusPdf, fileForm } from '../test/http.js';
import { freePort, startTestServer, tokenFor, userFor, type TestServer } from '../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

async function person(email: string) {
  const token = await tokenFor(server, email);
  const user = await userFor(server, email);
  return { token, id: user.id };
}

/** A published portfolio made from an uploaded PDF, with the email hidden from the public page. */
async function publishedFromPdf(email: string, template = 'Cascade') {
  const p = await person(email);
  const upload = await api(server, 'POST', API.uploadResume, {
    token: p.token,
    body: fileForm(corpusPdf('open-resume-john-doe')),
  });
  expect(upload.status).toBe(201);
  const { resumeId } = upload.body as { resumeId: string };
  const created = await api(server, 'POST', API.createPortfolio(template, p.id), {
    token: p.token,
    json: { resumeId, settings: { showEmail: false } },
  });
  expect(created.status).toBe(201);
  return { ...p, portfolio: (created.body as { portfolio: PortfolioDetail }).portfolio };
}

async function download(pid: string, token?: string) {
  const res = await fetch(`${server.url}${API.portfolioExport(pid)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The zip's files without the top folder. */
function unzip(bytes: Uint8Array): Map<string, Uint8Array> {
  const files = unzipSync(bytes);
  const names = Object.keys(files);
  const top = names[0]?.split('/')[0] ?? '';
  expect(names.every((n) => n.startsWith(`${top}/`))).toBe(true);
  return new Map(Object.entries(files).map(([n, b]) => [n.slice(top.length + 1), b]));
}

/** What a reader sees: the text of the page body, tags and spacing removed. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'), html.indexOf('</body>'));
  return body
    .replace(/<(script|style|noscript)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('GET /api/portfolios/:pid/export', () => {
  it('gives the owner a zip of the page, its assets, resume.json, the PDF and a README', async () => {
    const { token, portfolio } = await publishedFromPdf('export-owner@example.org');
    const { res, bytes } = await download(portfolio._id, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+-site\.zip"$/);
    const files = unzip(bytes);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['index.html', 'resume.json', 'resume.yaml', 'resume.pdf', 'README.md']),
    );
    expect(
      Buffer.from(files.get('resume.pdf') ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Every asset the page and its stylesheet name is in the zip, under a relative path.
    const html = strFromU8(files.get('index.html') ?? new Uint8Array());
    expect(html).not.toContain('/portfolio-assets/');
    const refs = [...html.matchAll(/(?:href|src)="(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
    expect(refs.some((r) => r.endsWith('.css'))).toBe(true);
    for (const ref of refs) expect(files.has(ref), ref).toBe(true);
    for (const [name, css] of files) {
      if (!name.endsWith('.css')) continue;
      for (const m of strFromU8(css).matchAll(/url\(([^)]+)\)/g)) {
        const target = (m[1] ?? '').replace(/["']/g, '');
        if (target.startsWith('data:')) continue;
        expect(files.has(path.posix.join('assets', target)), target).toBe(true);
      }
    }
    // No script or view counting in the copy; the contact form posts to this server.
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toContain('view.gif');
    expect(html).toContain(`action="${server.url}/portfolio/${portfolio._id}/contact"`);

    // What the owner hid from the public is hidden in the copy too.
    const live = await api(server, 'GET', API.portfolio(portfolio._id), { token });
    const email = (live.body as { portfolio: PortfolioDetail }).portfolio.resume.personalInfo.email;
    expect(email).toContain('@');
    expect(html).not.toContain(email);
    const json = JSON.parse(strFromU8(files.get('resume.json') ?? new Uint8Array())) as {
      basics: { name: string; email?: string };
    };
    expect(json.basics.name).toBe(portfolio.resume.personalInfo.name);
    expect(json.basics.email ?? '').toBe('');
    const yaml = parseYaml(strFromU8(files.get('resume.yaml') ?? new Uint8Array())) as {
      cv: { name: string; email?: string };
    };
    expect(yaml.cv.name).toBe(portfolio.resume.personalInfo.name);
    expect(yaml.cv.email).toBeUndefined();
  });

  it('gives each translation its own page in its folder, the switch linking the files, hreflang the live addresses', async () => {
    const p = await person('export-languages@example.org');
    const main = buildSampleResume();
    main.personalInfo.name = 'Rosa Velden';
    const es = {
      ...main,
      personalInfo: { ...main.personalInfo, title: 'Desarrolladora web' },
      summary: { ...main.summary, content: 'Construyo sitios rápidos para pequeñas empresas.' },
    };
    const created = await api(server, 'POST', API.createPortfolio('Cascade', p.id), {
      token: p.token,
      json: { resume: main, settings: { language: 'en', translations: [{ language: 'es', resume: es }] } },
    });
    expect(created.status).toBe(201);
    const portfolio = (created.body as { portfolio: PortfolioDetail }).portfolio;
    const files = unzip((await download(portfolio._id, p.token)).bytes);
    const text = (name: string) => strFromU8(files.get(name) ?? new Uint8Array());
    const top = text('index.html');
    const spanish = text('es/index.html');
    expect(top).toMatch(/<html lang="en"/);
    expect(spanish).toMatch(/<html lang="es"/);
    expect(visibleText(spanish)).toContain('Construyo sitios rápidos');
    expect(visibleText(top)).not.toContain('Construyo sitios rápidos');
    // The switch links the exported files; from the folder, one level up.
    expect(top).toContain('hreflang="es" href="es/index.html">Español</a>');
    expect(spanish).toContain('hreflang="en" href="../index.html">English</a>');
    // hreflang names the live addresses, as the canonical link does.
    const live = `${server.url}${portfolio.address}`;
    for (const html of [top, spanish]) {
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="${live}">`);
      expect(html).toContain(`<link rel="alternate" hreflang="es" href="${live}/es">`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${live}">`);
    }
    // The folder's page finds every asset one level up.
    const refs = [...spanish.matchAll(/(?:href|src)="(\.\.\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
    expect(refs.some((r) => r.endsWith('.css'))).toBe(true);
    for (const ref of refs) expect(files.has(path.posix.join('es', ref)), ref).toBe(true);
    expect(spanish).not.toContain('/portfolio-assets/');
    const json = JSON.parse(text('es/resume.json')) as { basics: { label?: string } };
    expect(json.basics.label).toBe('Desarrolladora web');
    expect(text('README.md')).toContain('`es/index.html`');
  });

  it('is only for the owner: 401 without a token, 404 for anyone else', async () => {
    const { portfolio } = await publishedFromPdf('export-private@example.org');
    const other = await person('export-other@example.org');
    expect((await download(portfolio._id)).res.status).toBe(401);
    expect((await download(portfolio._id, other.token)).res.status).toBe(404);
    expect((await download('no-such-portfolio', other.token)).res.status).toBe(404);
  });
});

describe('the exported site served by nginx', () => {
  let dir = '';
  let nginx: ChildProcess | null = null;
  afterAll(() => {
    nginx?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('shows what the live page shows, with every asset found', async () => {
    const { token, portfolio } = await publishedFromPdf('export-nginx@example.org', 'Kyoto');
    const { bytes } = await download(portfolio._id, token);
    dir = mkdtempSync(path.join(os.tmpdir(), 'folio-export-'));
    // nginx started as root serves as an unprivileged user, who must be able to read the folder.
    chmodSync(dir, 0o755);
    writeFileSync(path.join(dir, 'site.zip'), bytes);
    // The system's unzip, not our own reader: the zip must open with ordinary tools.
    execFileSync('unzip', ['-q', 'site.zip'], { cwd: dir });
    const site = path.join(dir, readdirSync(dir).find((n) => n.endsWith('-site')) ?? '');
    const port = await freePort();
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server { listen 127.0.0.1:${port}; root ${site}; }
}`,
    );
    nginx = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
    const base = `http://127.0.0.1:${port}`;
    let page: Response | null = null;
    for (let i = 0; i < 100 && !page; i++) {
      page = await fetch(`${base}/`).catch(() => null);
      if (!page) await new Promise((r) => setTimeout(r, 50));
    }
    expect(page?.status).toBe(200);
    const exported = await (page as Response).text();
    const livePage = await fetch(`${server.url}/portfolio/${portfolio.url}`);
    expect(livePage.status).toBe(200);
    expect(visibleText(exported)).toBe(visibleText(await livePage.text()));
    expect(visibleText(exported)).toContain(portfolio.resume.personalInfo.name);
    const refs = [...exported.matchAll(/(?:href|src)="(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
    for (const ref of refs) {
      const asset = await fetch(`${base}/${ref}`);
      expect(asset.status, ref).toBe(200);
      expect(Buffer.from(await asset.arrayBuffer())).toEqual(readFileSync(path.join(site, ref)));
    }
  });
});
