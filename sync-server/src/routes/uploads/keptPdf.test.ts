import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  MAX_UPLOAD_BYTES,
  type KeepUploadResponse,
  type PortfolioDetail,
  type UploadsResponse,
} from '@folio/shared';
import { portfolioPath } from '../../pages/paths.js';
import { api, corpusPdf, fileForm, type ApiResponse } from '../../test/http.js';
import { startTestServer, tokenFor, userFor, type TestServer } from '../../test/testServer.js';

/*
 * The original PDF travels with the portfolio: the app keeps it on the server (POST /api/uploads,
 * without reading it again), the owner decides whether visitors may download it (off by default),
 * and the published page then links to a counted download.
 */

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const LINK_TEXT = 'Download resume (PDF)';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ overrides: { rateLimits: { uploadsPerHour: 100, contactPerHour: 100 } } });
});
afterAll(() => server.dispose());

/** A multipart body with the PDF and, optionally, the resume as the device read it. */
function keepForm(pdf: Uint8Array<ArrayBuffer>, data?: unknown, options: { type?: string } = {}): FormData {
  const form = fileForm(pdf, options);
  if (data !== undefined) form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  return form;
}

async function owner(target: TestServer, email: string) {
  const token = await tokenFor(target, email, 'Pdf Owner');
  const user = await userFor(target, email);
  const keep = (body: FormData) => api(target, 'POST', API.uploads, { token, body });
  const create = async (json: object) => {
    const res = await api(target, 'POST', API.createPortfolio('Nova', user.id), { token, json });
    expect(res.status).toBe(201);
    return (res.body as { portfolio: PortfolioDetail }).portfolio;
  };
  const edit = async (p: PortfolioDetail, json: object) => {
    const res = await api(target, 'PATCH', API.portfolio(p._id), {
      token,
      json: { baseRevision: p.revision, ...json },
    });
    expect(res.status).toBe(200);
    return (res.body as { portfolio: PortfolioDetail }).portfolio;
  };
  const uploads = async () =>
    ((await api(target, 'GET', API.uploads, { token })).body as UploadsResponse).uploads;
  return { token, user, keep, create, edit, uploads };
}

const visit = (target: TestServer, path: string, ua = BROWSER_UA) =>
  fetch(target.url + path, { headers: { 'user-agent': ua } });

const resumeOf = (name: string) => ({ personalInfo: { name, title: 'Engineer' } });

describe('keeping the original PDF (POST /api/uploads)', () => {
  it('stores the PDF as the device sent it, without reading it, for a portfolio to name', async () => {
    const o = await owner(server, 'keeper@example.org');
    const pdf = corpusPdf('latex-jake-student-ca');
    const kept = await o.keep(keepForm(pdf, resumeOf('Ada Lovelace')));
    expect(kept.status).toBe(201);
    const { resumeId } = kept.body as KeepUploadResponse;
    expect((await o.uploads()).map((u) => [u.id, u.name, u.hasPdf])).toEqual([
      [resumeId, 'Ada Lovelace', true],
    ]);
    const portfolio = await o.create({ resumeId, resume: resumeOf('Ada Lovelace') });
    expect(portfolio).toMatchObject({ resumeId, hasPdf: true });
    expect(portfolio.settings.offerPdf).toBe(false);
    const own = await fetch(server.url + API.portfolioPdf(portfolio._id), {
      headers: { Authorization: `Bearer ${o.token}` },
    });
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(pdf);
  });

  it('keeps the size, type and byte checks, and stores nothing it refuses', async () => {
    const o = await owner(server, 'refused@example.org');
    const notPdf = new TextEncoder().encode('<html>not a pdf</html>');
    const expectError = (res: ApiResponse, status: number, code: string) => {
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ error: { code } });
    };
    // Judged by the bytes: a PDF MIME type and name do not make HTML a PDF.
    expectError(await o.keep(keepForm(notPdf)), 415, 'unsupported_media_type');
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    expectError(await o.keep(keepForm(big)), 413, 'payload_too_large');
    const noFile = new FormData();
    noFile.append('data', JSON.stringify(resumeOf('No File')));
    expectError(await o.keep(noFile), 400, 'validation_failed');
    const pdf = corpusPdf('latex-jake-student-ca');
    expectError(await o.keep(keepForm(pdf, '{"personalInfo": ')), 400, 'validation_failed');
    const json = await api(server, 'POST', API.uploads, { token: o.token, json: { resume: 'x' } });
    expectError(json, 400, 'validation_failed');
    const anonymous = await api(server, 'POST', API.uploads, { body: keepForm(pdf) });
    expect(anonymous.status).toBe(401);
    expect(await o.uploads()).toEqual([]);
  });
});

describe('the published page and the original PDF', () => {
  it('offers no download by default, and the file is a 404 for visitors', async () => {
    const o = await owner(server, 'private-pdf@example.org');
    const { resumeId } = (await o.keep(keepForm(corpusPdf('latex-jake-student-ca'))))
      .body as KeepUploadResponse;
    const portfolio = await o.create({ resumeId, resume: resumeOf('Quiet Person') });
    const page = await (await visit(server, portfolioPath('nova', portfolio._id))).text();
    expect(page).toContain('Quiet Person');
    expect(page).not.toContain(LINK_TEXT);
    expect(page).not.toContain(API.portfolioPdf(portfolio._id));
    expect((await visit(server, API.portfolioPdf(portfolio._id))).status).toBe(404);
  });

  it('links to a counted download once the owner offers it, and stops when they stop', async () => {
    const o = await owner(server, 'offered-pdf@example.org');
    const pdf = corpusPdf('latex-jake-student-ca');
    const { resumeId } = (await o.keep(keepForm(pdf))).body as KeepUploadResponse;
    const created = await o.create({ resumeId, resume: resumeOf('Zoë Ångström "Q"') });
    const offered = await o.edit(created, { settings: { offerPdf: true } });
    const path = portfolioPath('nova', offered._id);
    const page = await (await visit(server, path)).text();
    expect(page).toContain(LINK_TEXT);
    expect(page).toContain(`href="${API.portfolioPdf(offered._id)}"`);

    const res = await visit(server, API.portfolioPdf(offered._id));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // A safe ASCII name (no quote, no path) and the UTF-8 one beside it.
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Zoe-Angstrom-Q-resume.pdf"; filename*=UTF-8''${encodeURIComponent('Zoë-Ångström-Q-resume.pdf')}`,
    );
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf);
    // People count; a crawler following the link and the owner do not.
    await visit(server, API.portfolioPdf(offered._id), 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    await fetch(server.url + API.portfolioPdf(offered._id), {
      headers: { Authorization: `Bearer ${o.token}`, 'user-agent': BROWSER_UA },
    });
    const listed = (await api(server, 'GET', API.portfolios, { token: o.token })).body as {
      downloads: number;
    }[];
    expect(listed.map((p) => p.downloads)).toEqual([1]);

    await o.edit(offered, { settings: { offerPdf: false } });
    expect(await (await visit(server, path)).text()).not.toContain(LINK_TEXT);
    expect((await visit(server, API.portfolioPdf(offered._id))).status).toBe(404);
  });

  it('offers nothing for a portfolio without a stored PDF, even when the setting is on', async () => {
    const o = await owner(server, 'no-file@example.org');
    const portfolio = await o.create({ resume: resumeOf('Data Only'), settings: { offerPdf: true } });
    expect(portfolio.hasPdf).toBe(false);
    expect(await (await visit(server, portfolioPath('nova', portfolio._id))).text()).not.toContain(LINK_TEXT);
  });
});

describe('upload expiry', () => {
  it('never deletes a PDF a portfolio uses, and deletes kept PDFs nothing uses', async () => {
    // Retention 0: every unused upload is past it at the next sweep, which a start runs.
    const short = await startTestServer({ overrides: { unusedUploadRetentionMs: 0 } });
    try {
      const o = await owner(short, 'expiry-kept@example.org');
      const pdf = corpusPdf('latex-jake-student-ca');
      const used = ((await o.keep(keepForm(pdf))).body as KeepUploadResponse).resumeId;
      const unused = ((await o.keep(keepForm(corpusPdf('open-resume-john-doe')))).body as KeepUploadResponse)
        .resumeId;
      const portfolio = await o.create({
        resumeId: used,
        resume: resumeOf('Kept'),
        settings: { offerPdf: true },
      });
      await short.restart();
      expect((await o.uploads()).map((u) => u.id)).toEqual([used]);
      expect(unused).not.toBe(used);
      const res = await visit(short, API.portfolioPdf(portfolio._id));
      expect(res.status).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf);
    } finally {
      await short.dispose();
    }
  });
});
