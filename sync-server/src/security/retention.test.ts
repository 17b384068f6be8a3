import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  MAX_UNUSED_UPLOADS,
  UNUSED_UPLOAD_RETENTION_DAYS,
  type AccountExport,
  type KeepUploadResponse,
  type PortfolioDetail,
  type UploadResumeResponse,
  type UploadsResponse,
} from '@folio/shared';
import { BROWSER_UA } from '../pages/testing/visit.js';
import { api, corpusPdf, fileForm } from '../test/http.js';
import { startTestServer, tokenFor, userFor, type TestServer } from '../test/testServer.js';

/*
 * What Folio keeps about a person, for how long, and how they see and delete it: uploads are listed
 * and deletable, unused ones expire, an account exports everything and deletes everything.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ overrides: { rateLimits: { uploadsPerHour: 100, contactPerHour: 100 } } });
});
afterAll(() => server.dispose());

async function person(target: TestServer, email: string) {
  const token = await tokenFor(target, email, 'Keeper Person');
  const user = await userFor(target, email);
  const call = (method: string, pathname: string, json?: unknown) =>
    api(target, method, pathname, { token, json });
  const upload = async (pdf = corpusPdf('latex-jake-student-ca')) => {
    const res = await api(target, 'POST', API.uploadResume, { token, body: fileForm(pdf) });
    expect(res.status).toBe(201);
    return (res.body as UploadResumeResponse).resumeId;
  };
  const portfolioFrom = async (resumeId: string) => {
    const res = await call('POST', API.createPortfolio('Cascade', user.id), { resumeId });
    expect(res.status).toBe(201);
    return (res.body as { portfolio: PortfolioDetail }).portfolio;
  };
  return { token, id: user.id, email, call, upload, portfolioFrom };
}

const files = (target: TestServer) => readdirSync(path.join(target.dataDir, 'files')).sort();
const dbText = (target: TestServer) => readFileSync(path.join(target.dataDir, 'db.json'), 'utf8');

describe('uploads', () => {
  it('are listed with the portfolios that use them and when unused ones expire', async () => {
    const p = await person(server, 'lister@example.org');
    const used = await p.upload();
    const unused = await p.upload(corpusPdf('open-resume-john-doe'));
    const portfolio = await p.portfolioFrom(used);
    const res = await p.call('GET', API.uploads);
    expect(res.status).toBe(200);
    const body = res.body as UploadsResponse;
    expect(body.retentionDays).toBe(UNUSED_UPLOAD_RETENTION_DAYS);
    expect(body.uploads.map((u) => u.id)).toEqual([unused, used]);
    expect(body.uploads[1]).toMatchObject({
      hasPdf: true,
      usedBy: [{ _id: portfolio._id }],
      expiresAt: null,
    });
    const expires =
      Date.parse(body.uploads[0]?.expiresAt ?? '') - Date.parse(body.uploads[0]?.createdAt ?? '');
    expect(expires).toBe(UNUSED_UPLOAD_RETENTION_DAYS * 86_400_000);
    // Nobody else sees them.
    const other = await person(server, 'lister-other@example.org');
    expect(((await other.call('GET', API.uploads)).body as UploadsResponse).uploads).toEqual([]);
  });

  it('are deleted with their PDF by their owner only; portfolios made from them stay, without the PDF', async () => {
    const p = await person(server, 'deleter@example.org');
    const resumeId = await p.upload();
    const portfolio = await p.portfolioFrom(resumeId);
    const stored = await server.storage.resumes.get(resumeId);
    const fileName = `${stored?.fileId}.pdf`;
    expect(files(server)).toContain(fileName);
    const thief = await person(server, 'upload-thief@example.org');
    expect((await thief.call('DELETE', API.upload(resumeId))).status).toBe(404);
    expect(files(server)).toContain(fileName);

    expect((await p.call('DELETE', API.upload(resumeId))).status).toBe(200);
    expect(files(server)).not.toContain(fileName);
    expect(((await p.call('GET', API.uploads)).body as UploadsResponse).uploads).toEqual([]);
    const after = (await p.call('GET', API.portfolio(portfolio._id))).body as { portfolio: PortfolioDetail };
    expect(after.portfolio).toMatchObject({ resumeId: null, hasPdf: false });
    expect(after.portfolio.resume).toEqual(portfolio.resume);
    expect((await p.call('GET', API.portfolioPdf(portfolio._id))).status).toBe(404);
    expect((await p.call('DELETE', API.upload(resumeId))).status).toBe(404);
  });

  it('expire when no portfolio uses them, and stay while one does', async () => {
    // Retention 0: anything unused is past it at the next sweep, which a start runs.
    const short = await startTestServer({ overrides: { unusedUploadRetentionMs: 0 } });
    try {
      const p = await person(short, 'expiry@example.org');
      const used = await p.upload();
      const unused = await p.upload(corpusPdf('open-resume-john-doe'));
      await p.portfolioFrom(used);
      expect(files(short)).toHaveLength(2);
      await short.restart();
      const after = ((await p.call('GET', API.uploads)).body as UploadsResponse).uploads;
      expect(after.map((u) => u.id)).toEqual([used]);
      expect(files(short)).toHaveLength(1);
      expect(dbText(short)).not.toContain(unused);
    } finally {
      await short.dispose();
    }
  });
});

describe('uploads no portfolio uses', () => {
  // Each may hold a 5 MB PDF and the resume read from it: the hourly allowance must not pile up.
  it('are kept at most MAX_UNUSED_UPLOADS at a time, the newest; one a portfolio uses always stays', async () => {
    const p = await person(server, 'hoarder@example.org');
    const pdf = corpusPdf('latex-jake-student-ca');
    const keep = async () => {
      const res = await api(server, 'POST', API.uploads, { token: p.token, body: fileForm(pdf) });
      expect(res.status).toBe(201);
      return (res.body as KeepUploadResponse).resumeId;
    };
    const used = await keep();
    await p.portfolioFrom(used);
    const filesBefore = files(server).length;
    const sent: string[] = [];
    for (let i = 0; i < MAX_UNUSED_UPLOADS + 3; i++) sent.push(await keep());
    sent.push(await p.upload());
    const listed = ((await p.call('GET', API.uploads)).body as UploadsResponse).uploads.map((u) => u.id);
    expect(listed).toEqual([...sent.slice(-MAX_UNUSED_UPLOADS).reverse(), used]);
    // The PDFs of the uploads that made room are gone from disk too.
    expect(files(server).length).toBe(filesBefore + MAX_UNUSED_UPLOADS);
  });
});

describe('the account', () => {
  it('exports everything kept about the person, and nothing of anyone else', async () => {
    const p = await person(server, 'exporter@example.org');
    const pdf = corpusPdf('latex-jake-student-ca');
    const resumeId = await p.upload(pdf);
    const portfolio = await p.portfolioFrom(resumeId);
    await api(server, 'POST', API.portfolioMessages(portfolio._id), {
      json: { name: 'Visitor', email: 'visitor@example.org', message: 'Hello there' },
    });
    await api(server, 'POST', API.portfolioShare(portfolio._id), {
      headers: { 'user-agent': 'Mozilla/5.0 (x)' },
    });
    const viewed = await api(server, 'POST', `/portfolio/${portfolio._id}/view`, {
      headers: { 'user-agent': BROWSER_UA, referer: 'https://jobs.example/listing/7' },
    });
    expect(viewed.headers.get('x-folio-view')).toBe('counted');
    const link = await p.call('POST', API.portfolioLinks(portfolio._id), { label: 'Acme — backend role' });
    expect(link.status).toBe(201);
    expect(
      (await p.call('POST', API.portfolioDomain(portfolio._id), { domain: 'exporter.example' })).status,
    ).toBe(200);
    expect(
      (await p.call('POST', API.applications, { company: 'Exported Co', portfolioId: portfolio._id })).status,
    ).toBe(201);
    const other = await person(server, 'not-exported@example.org');
    const theirs = await other.portfolioFrom(await other.upload());
    await other.call('POST', API.portfolioLinks(theirs._id), { label: 'Not exported link' });
    await other.call('POST', API.applications, { company: 'Not exported company' });

    const res = await p.call('GET', API.accountExport);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    const data = res.body as AccountExport;
    expect(data.user).toMatchObject({ _id: p.id, email: p.email });
    expect(data.portfolios.map((x) => x._id)).toEqual([portfolio._id]);
    expect(data.portfolios[0]?.resume).toEqual(portfolio.resume);
    expect(data.uploads).toHaveLength(1);
    expect(Buffer.from(data.uploads[0]?.pdfBase64 ?? '', 'base64').equals(Buffer.from(pdf))).toBe(true);
    expect(data.messages).toEqual([expect.objectContaining({ name: 'Visitor', message: 'Hello there' })]);
    expect(data.stats).toEqual([
      expect.objectContaining({ portfolioId: portfolio._id, shares: 1, views: 1 }),
    ]);
    expect(data.referrers).toEqual([
      { portfolioId: portfolio._id, date: data.stats[0]?.date, host: 'jobs.example', views: 1 },
    ]);
    expect(data.versions).toEqual([
      expect.objectContaining({ portfolioId: portfolio._id, revision: 1, resume: portfolio.resume }),
    ]);
    expect(data.privateLinks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ portfolioId: portfolio._id, label: 'Acme — backend role' }),
      ]),
    );
    expect(data.customDomains).toEqual([
      expect.objectContaining({ portfolioId: portfolio._id, domain: 'exporter.example', status: 'pending' }),
    ]);
    expect(res.text).not.toContain('not-exported@example.org');
    expect(res.text).not.toContain('Not exported link');
    expect(data.applications).toEqual([
      expect.objectContaining({
        company: 'Exported Co',
        portfolioId: portfolio._id,
        link: expect.anything(),
      }),
    ]);
    expect(res.text).not.toContain('Not exported company');
    expect(res.text).not.toContain('visitorHashes');
  });

  it('is deleted with everything in it: records, files, messages, stats and the session', async () => {
    const p = await person(server, 'leaver@example.org');
    const resumeId = await p.upload();
    const portfolio = await p.portfolioFrom(resumeId);
    await p.upload(corpusPdf('open-resume-john-doe'));
    await api(server, 'POST', API.portfolioMessages(portfolio._id), {
      json: { name: 'Visitor', email: 'visitor@example.org', message: 'Goodbye message' },
    });
    await p.call('PATCH', API.portfolio(portfolio._id), { baseRevision: 1, title: 'Leaving soon' });
    const viewed = await api(server, 'POST', `/portfolio/${portfolio._id}/view`, {
      headers: { 'user-agent': BROWSER_UA, referer: 'https://leaving-referrer.example/' },
    });
    expect(viewed.headers.get('x-folio-view')).toBe('counted');
    const stay = await person(server, 'stayer@example.org');
    const kept = await stay.portfolioFrom(await stay.upload());
    const before = files(server);
    const mine = (await server.storage.resumes.listByOwner(p.id)).map((r) => `${r.fileId}.pdf`);
    expect(mine).toHaveLength(2);

    // A second session of the same account, e.g. another device or the CLI.
    const otherDevice = await tokenFor(server, p.email, 'Keeper Person');
    expect((await api(server, 'GET', API.portfolios, { token: otherDevice })).status).toBe(200);

    const res = await p.call('DELETE', API.account);
    expect(res.status).toBe(200);
    expect((await api(server, 'GET', API.portfolios, { token: otherDevice })).status).toBe(401);
    expect(await server.storage.users.get(p.id)).toBeNull();
    expect(files(server)).toEqual(before.filter((f) => !mine.includes(f)));
    const db = dbText(server);
    const traces = [
      p.id,
      p.email,
      portfolio._id,
      resumeId,
      'Goodbye message',
      'Leaving soon',
      'leaving-referrer',
    ];
    for (const trace of traces) {
      expect(db.includes(trace), trace).toBe(false);
    }
    expect((await p.call('GET', API.portfolios)).status).toBe(401);
    expect((await api(server, 'GET', `/portfolio/Cascade/${portfolio._id}`)).status).toBe(404);
    // Nobody else loses anything.
    expect((await stay.call('GET', API.portfolio(kept._id))).status).toBe(200);
    expect(((await stay.call('GET', API.uploads)).body as UploadsResponse).uploads).toHaveLength(1);
  });
});
