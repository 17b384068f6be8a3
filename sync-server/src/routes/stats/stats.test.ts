import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type PortfolioDetail,
  type PortfolioStatsResponse,
  type StatsResponse,
  type UploadResumeResponse,
} from '@folio/shared';
import { api, corpusPdf, fileForm } from '../../test/http.js';
import { startTestServer, tokenFor, userFor, type TestServer } from '../../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

/** An owner with a portfolio made from an uploaded PDF. */
async function ownerWithPdf(email: string, settings: object = {}) {
  const token = await tokenFor(server, email);
  const user = await userFor(server, email);
  const pdf = corpusPdf('reactive-resume-azurill');
  const upload = await api(server, 'POST', API.uploadResume, { token, body: fileForm(pdf) });
  const { resumeId } = upload.body as UploadResumeResponse;
  const created = await api(server, 'POST', API.createPortfolio('Nova', user.id), {
    token,
    json: { resumeId, resume: { personalInfo: { name: 'Zoë Ångström' } }, settings },
  });
  return { token, pdf, portfolio: (created.body as { portfolio: PortfolioDetail }).portfolio };
}

describe('the original PDF', () => {
  it('is always there for the owner, as an attachment, without counting a download', async () => {
    const { token, pdf, portfolio } = await ownerWithPdf('pdf-owner@example.org');
    const res = await fetch(`${server.url}${API.portfolioPdf(portfolio._id)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Zoe-Angstrom-resume.pdf"/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf);
    expect((await server.storage.portfolios.get(portfolio._id))?.downloads).toBe(0);
  });

  it('is hidden from visitors unless the owner offers it; offered downloads are counted', async () => {
    const hidden = await ownerWithPdf('pdf-hidden@example.org');
    expect((await fetch(`${server.url}${API.portfolioPdf(hidden.portfolio._id)}`)).status).toBe(404);
    const other = await tokenFor(server, 'pdf-visitor@example.org');
    const asOther = await api(server, 'GET', API.portfolioPdf(hidden.portfolio._id), { token: other });
    expect(asOther.status).toBe(404);
    expect(asOther.headers.get('content-type')).toMatch(/^application\/json/);

    const offered = await ownerWithPdf('pdf-offered@example.org', { offerPdf: true });
    const res = await fetch(`${server.url}${API.portfolioPdf(offered.portfolio._id)}`);
    expect(res.status).toBe(200);
    expect((await server.storage.portfolios.get(offered.portfolio._id))?.downloads).toBe(1);
  });

  it('answers 404 for a portfolio made from data only', async () => {
    const token = await tokenFor(server, 'pdf-none@example.org');
    const user = await userFor(server, 'pdf-none@example.org');
    const created = await api(server, 'POST', API.createPortfolio('Nova', user.id), {
      token,
      json: { resume: { personalInfo: { name: 'No PDF' } } },
    });
    const { portfolio } = created.body as { portfolio: PortfolioDetail };
    expect(portfolio.hasPdf).toBe(false);
    expect((await api(server, 'GET', API.portfolioPdf(portfolio._id), { token })).status).toBe(404);
  });
});

describe('stats', () => {
  it('counts shares of published portfolios and reports them per portfolio and in total', async () => {
    const { token, portfolio } = await ownerWithPdf('stats@example.org', { offerPdf: true });
    // Three people (shares count once per visitor and day, like views).
    for (let i = 0; i < 3; i++) {
      const headers = { 'user-agent': `Mozilla/5.0 (visitor ${i})` };
      expect((await api(server, 'POST', API.portfolioShare(portfolio._id), { headers })).body).toEqual({
        success: true,
      });
    }
    await fetch(`${server.url}${API.portfolioPdf(portfolio._id)}`);
    await server.storage.stats.record(portfolio._id, 'view', 'visitor-a');
    await server.storage.stats.record(portfolio._id, 'view', 'visitor-a');

    const one = (await api(server, 'GET', API.portfolioStats(portfolio._id), { token }))
      .body as PortfolioStatsResponse;
    expect(one.totals).toEqual({ views: 1, uniqueVisitors: 1, downloads: 1, shares: 3 });
    // Day by day for the last 90 days, oldest first, ending today.
    expect(one.daily).toHaveLength(90);
    expect(one.daily[0]?.date).toBe(new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10));
    expect(one.daily[89]).toMatchObject({
      date: new Date().toISOString().slice(0, 10),
      shares: 3,
      downloads: 1,
      views: 1,
    });

    const all = (await api(server, 'GET', API.stats, { token })).body as StatsResponse;
    expect(all.totals).toEqual({ views: 1, portfolios: 1, downloads: 1, shares: 3 });
    expect(all.daily).toHaveLength(90);

    const list = await api(server, 'GET', API.portfolios, { token });
    expect(list.body).toEqual([expect.objectContaining({ shares: 3, downloads: 1, views: 1 })]);
  });

  it('does not count shares of unpublished or unknown portfolios', async () => {
    const token = await tokenFor(server, 'stats-draft@example.org');
    const user = await userFor(server, 'stats-draft@example.org');
    const created = await api(server, 'POST', API.createPortfolio('Nova', user.id), {
      token,
      json: { resume: { personalInfo: { name: 'Draft' } }, published: false },
    });
    const { portfolio } = created.body as { portfolio: PortfolioDetail };
    expect((await api(server, 'POST', API.portfolioShare(portfolio._id))).status).toBe(404);
    expect((await api(server, 'POST', API.portfolioShare(portfolio._id), { token })).status).toBe(200);
    expect((await api(server, 'POST', API.portfolioShare('missing'))).status).toBe(404);
  });

  it('gives an empty dashboard honest zeros', async () => {
    const token = await tokenFor(server, 'stats-empty@example.org');
    const all = (await api(server, 'GET', API.stats, { token })).body as StatsResponse;
    expect(all.totals).toEqual({ views: 0, portfolios: 0, downloads: 0, shares: 0 });
    expect(all.daily.every((d) => d.views === 0)).toBe(true);
  });
});
