import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MAX_UPLOAD_BYTES, type UploadResumeResponse } from '@folio/shared';
import { api, corpusPdf } from '../test/http.js';
import { startTestServer, tokenFor, userFor, type TestServer } from '../test/testServer.js';
import { makePdf, multipart, repeatedTextPdf, resumeLines, type Part } from './payloads.js';
import { header, rawRequest } from './raw.js';

/*
 * Uploads and request bodies as an attacker sends them: oversized, mislabelled, malformed, with
 * hostile file names and extra parts. The rule is the same every time: a clear 4xx, and nothing of
 * a refused request left in the data dir.
 */

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({
    overrides: { rateLimits: { uploadsPerHour: 1000, contactPerHour: 1000 } },
  });
  token = await tokenFor(server, 'uploader@example.org');
});
afterAll(() => server.dispose());

/** Every file under the data dir with its size (db.json aside, which changes for other reasons). */
function dataDirFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(`${path.relative(server.dataDir, full)}:${statSync(full).size}`);
    }
  };
  walk(server.dataDir);
  return out.filter((f) => !f.startsWith('db.json')).sort();
}
const storedResumes = () =>
  (JSON.parse(readFileSync(path.join(server.dataDir, 'db.json'), 'utf8')) as { resumes: unknown[] }).resumes
    .length;

function send(parts: Part[], options: { contentType?: string; auth?: string } = {}) {
  const { body, contentType } = multipart(parts);
  return rawRequest(server.url, API.uploadResume, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${options.auth ?? token}`,
      'content-type': options.contentType ?? contentType,
      'content-length': String(body.length),
    },
    body,
  });
}
const pdfPart = (data: Buffer | string, filename = 'resume.pdf', name = 'resume'): Part => ({
  name,
  filename,
  type: 'application/pdf',
  data,
});

/** Runs a refused request and checks that nothing of it was kept. */
async function refusedWithoutTrace<R extends { status: number }>(request: () => Promise<R>): Promise<R> {
  const files = dataDirFiles();
  const resumes = storedResumes();
  const res = await request();
  expect(dataDirFiles()).toEqual(files);
  expect(storedResumes()).toBe(resumes);
  return res;
}

const errorCode = (text: string): unknown => (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;

describe('upload size', () => {
  it('refuses 5 MB + 1 byte with 413 and keeps nothing', async () => {
    const bytes = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20);
    bytes.write('%PDF-1.4\n');
    const res = await refusedWithoutTrace(() => send([pdfPart(bytes)]));
    expect(res.status).toBe(413);
    expect(errorCode(res.text)).toBe('payload_too_large');
  });

  it('lets exactly 5 MB through the size check (this one is then refused as unreadable, 422)', async () => {
    const bytes = Buffer.alloc(MAX_UPLOAD_BYTES, 0x20);
    bytes.write('%PDF-1.4\n');
    const res = await refusedWithoutTrace(() => send([pdfPart(bytes)]));
    expect(res.status).toBe(422);
    expect(errorCode(res.text)).toMatch(/^(pdf|parse)_/);
  });
});

describe('upload content', () => {
  it('answers %PDF- followed by garbage with the parser’s clear 422 and keeps nothing', async () => {
    for (const garbage of [
      '%PDF-',
      '%PDF-1.7\n' + 'x'.repeat(5000),
      '%PDF-1.4\n<html><script>alert(1)</script>',
    ]) {
      const res = await refusedWithoutTrace(() => send([pdfPart(garbage)]));
      expect(res.status).toBe(422);
      const body = JSON.parse(res.text) as { error: { code: string; message: string } };
      expect(body.error.code).toMatch(/^(pdf|parse)_/);
      expect(body.error.message.length).toBeGreaterThan(10);
      expect(res.text).not.toMatch(/at .*\.(ts|js|mjs):\d+/);
    }
  });

  it.each([
    ['HTML', '<!doctype html><html><body><script>alert(document.domain)</script></body></html>'],
    ['JavaScript', 'alert(document.cookie)//'],
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'],
    ['ZIP', Buffer.from('504b0304140000000800', 'hex')],
    ['PDF magic after a byte', ` %PDF-1.4\n`],
    ['PDF magic in lower case', '%pdf-1.4\n'],
    ['empty file', ''],
  ])('refuses %s named .pdf and sent as application/pdf with 415, keeping nothing', async (_kind, data) => {
    const res = await refusedWithoutTrace(() => send([pdfPart(data, 'resume.pdf')]));
    expect(res.status).toBe(415);
    expect(errorCode(res.text)).toBe('unsupported_media_type');
    expect(header(res, 'content-type')).toMatch(/^application\/json/);
  });

  it('refuses an encrypted PDF with pdf_encrypted and a PDF of 1,000 pages with pdf_too_many_pages', async () => {
    const encrypted = await refusedWithoutTrace(() =>
      send([pdfPart(makePdf({ pages: [resumeLines('Locked Person')], encrypted: true }))]),
    );
    expect(encrypted.status).toBe(422);
    expect(errorCode(encrypted.text)).toBe('pdf_encrypted');
    const pages = Array.from({ length: 1000 }, (_, i) => [`Page ${i + 1}`]);
    const started = Date.now();
    const long = await refusedWithoutTrace(() => send([pdfPart(makePdf({ pages }))]));
    expect(long.status).toBe(422);
    expect(errorCode(long.text)).toBe('pdf_too_many_pages');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('accepts a PDF that carries JavaScript, stores it as an attachment only, and never runs it', async () => {
    const js =
      "/OpenAction << /S /JavaScript /JS (app.alert\\('pwned'\\); this.exportDataObject\\({cName:'x'}\\)) >>";
    const pdf = makePdf({ pages: [resumeLines('Script Carrier')], catalogExtra: js });
    const res = await send([pdfPart(pdf)]);
    expect(res.status).toBe(201);
    const { resumeId } = JSON.parse(res.text) as UploadResumeResponse;
    const user = await userFor(server, 'uploader@example.org');
    const created = await api(server, 'POST', API.createPortfolio('Cascade', user.id), {
      token,
      json: { resumeId },
    });
    const pid = (created.body as { portfolio: { _id: string } }).portfolio._id;
    const download = await rawRequest(server.url, API.portfolioPdf(pid), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(header(download, 'content-type')).toBe('application/pdf');
    expect(header(download, 'content-disposition')).toMatch(/^attachment;/);
    expect(header(download, 'x-content-type-options')).toBe('nosniff');
  });
});

describe('file names', () => {
  const hostile = [
    '../../etc/passwd.pdf',
    '..\\..\\windows\\win.ini.pdf',
    '/etc/cron.d/folio.pdf',
    'resume.pdf\u0000.html',
    '%2e%2e%2f%2e%2e%2fescape.pdf',
    `${'a'.repeat(5000)}.pdf`,
    '<img src=x onerror=alert(1)>.pdf',
    'CON.pdf',
    '.htaccess',
  ];
  it('never uses the client’s file name: files are named by generated id only', async () => {
    const pdf = corpusPdf('latex-jake-student-ca');
    for (const filename of hostile) {
      const res = await send([pdfPart(Buffer.from(pdf), filename)]);
      // busboy refuses a NUL in a part header outright: a clear 400, never a 500.
      expect(res.status, filename.slice(0, 40)).toBe(filename.includes('\u0000') ? 400 : 201);
    }
    const files = readdirSync(path.join(server.dataDir, 'files'));
    for (const file of files) expect(file).toMatch(/^[A-Za-z0-9_-]{8,64}\.pdf$/);
    const db = readFileSync(path.join(server.dataDir, 'db.json'), 'utf8');
    for (const needle of ['passwd', 'win.ini', 'cron.d', 'escape', 'onerror', 'htaccess', 'aaaaaaaaaa']) {
      expect(db).not.toContain(needle);
    }
    // Only what the server itself writes lives in the data dir.
    for (const entry of readdirSync(server.dataDir)) {
      expect(entry).toMatch(/^(db\.json.*|files|keys|versions|[\w.-]+\.(json|lock))$/);
    }
  });
});

describe('multipart shape', () => {
  const pdf = () => Buffer.from(corpusPdf('latex-jake-student-ca'));

  it('refuses two files, a file in another field, and a missing file with 400, keeping nothing', async () => {
    const cases: [string, Part[]][] = [
      ['two files', [pdfPart(pdf()), pdfPart(pdf(), 'second.pdf')]],
      ['wrong field', [pdfPart(pdf(), 'resume.pdf', 'file')]],
      ['a second file in another field', [pdfPart(pdf()), pdfPart(pdf(), 'x.pdf', 'avatar')]],
      ['no file at all', [{ name: 'note', data: 'hello' }]],
      ['resume as a text field', [{ name: 'resume', data: '%PDF-1.4 not a file' }]],
    ];
    for (const [name, parts] of cases) {
      const res = await refusedWithoutTrace(() => send(parts));
      expect(res.status, name).toBe(400);
      expect(header(res, 'content-type'), name).toMatch(/^application\/json/);
    }
  });

  it('ignores extra text fields: they cannot choose the owner or the stored name', async () => {
    const other = await userFor(server, 'victim-of-mass-assignment@example.org');
    const res = await send([
      { name: 'ownerId', data: other.id },
      { name: 'id', data: 'chosenId123' },
      { name: 'fileId', data: '..%2f..%2fkeys%2fjwks' },
      pdfPart(pdf()),
    ]);
    expect(res.status).toBe(201);
    const { resumeId } = JSON.parse(res.text) as UploadResumeResponse;
    expect(resumeId).not.toBe('chosenId123');
    const stored = await server.storage.resumes.get(resumeId);
    expect(stored?.ownerId).toBe((await userFor(server, 'uploader@example.org')).id);
    expect(await server.storage.resumes.latestByOwner(other.id)).toBeNull();
  });

  it('refuses too many fields, a body that is not multipart, and a broken multipart body with 400', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, data: 'x' }));
    expect((await refusedWithoutTrace(() => send([...many, pdfPart(pdf())]))).status).toBe(400);

    const raw = (body: Buffer | string, contentType: string) =>
      refusedWithoutTrace(() =>
        rawRequest(server.url, API.uploadResume, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
          body,
        }),
      );
    expect((await raw(pdf(), 'application/pdf')).status).toBe(400);
    expect((await raw('{"resume":"x"}', 'application/json')).status).toBe(400);
    expect((await raw('--x\r\nbroken', 'multipart/form-data')).status).toBe(400);
    expect(
      (
        await raw(
          '--abc\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF-',
          'multipart/form-data; boundary=abc',
        )
      ).status,
    ).toBe(400);
  });

  it('answers 401 before reading an upload from someone signed out', async () => {
    const res = await refusedWithoutTrace(() => send([pdfPart(pdf())], { auth: 'nope' }));
    expect(res.status).toBe(401);
  });
});

describe('JSON bodies', () => {
  const create = async (body: Buffer | string, headers: Record<string, string> = {}) => {
    const user = await userFor(server, 'json@example.org');
    return rawRequest(server.url, API.createPortfolio('Cascade', user.id), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await tokenFor(server, 'json@example.org')}`,
        'content-type': 'application/json',
        ...headers,
      },
      body,
    });
  };

  it('refuses a body over the limit with 413, whether announced or streamed in chunks', async () => {
    const big = JSON.stringify({ resume: { summary: 'x'.repeat(3 * 1024 * 1024) } });
    const announced = await create(big, { 'content-length': String(Buffer.byteLength(big)) });
    expect(announced.status).toBe(413);
    expect(errorCode(announced.text)).toBe('payload_too_large');
    const chunked = await create(big, { 'transfer-encoding': 'chunked' });
    expect(chunked.status).toBe(413);
    expect(
      await server.storage.portfolios.listByOwner((await userFor(server, 'json@example.org')).id),
    ).toEqual([]);
  });

  it('refuses a resume far larger than any real one (each is kept in the store and every version)', async () => {
    const text = 'Shipped things. '.repeat(125);
    const big = JSON.stringify({
      resume: {
        personalInfo: { name: 'Bulky' },
        experience: Array.from({ length: 10 }, () => ({
          title: 'T',
          description: text,
          bullets: Array(30).fill(text),
        })),
      },
    });
    expect(Buffer.byteLength(big)).toBeGreaterThan(600 * 1024);
    const user = await userFor(server, 'bulky@example.org');
    const token = await tokenFor(server, 'bulky@example.org');
    const send = (json: string) =>
      api(server, 'POST', API.createPortfolio('Cascade', user.id), {
        token,
        body: json,
        headers: { 'content-type': 'application/json' },
      });
    expect((await send(big)).status).toBe(413);
    // A resume far larger than the largest real ones (5 KB of JSON) still fits.
    const ordinary = JSON.stringify({
      resume: {
        personalInfo: { name: 'Usual' },
        experience: Array.from({ length: 5 }, () => ({ title: 'T', bullets: Array(10).fill(text) })),
      },
    });
    expect(Buffer.byteLength(ordinary)).toBeGreaterThan(90 * 1024);
    expect((await send(ordinary)).status).toBe(201);
  });

  it('answers malformed JSON with a 400 JSON error, never a stack trace', async () => {
    for (const body of ['{', '{"resume":', "{'a':1}", '{"a":1}}', '\u0000', 'NaN', '[1,]']) {
      const res = await create(body);
      expect(res.status, body).toBe(400);
      expect(header(res, 'content-type'), body).toMatch(/^application\/json/);
      expect(['bad_request', 'validation_failed'], body).toContain(errorCode(res.text));
      expect(res.text).not.toMatch(/at .*\.(ts|js|mjs):\d+|SyntaxError/);
    }
  });

  it('refuses other content types with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'text/html', 'application/xml']) {
      const res = await create('{"resume":{}}', { 'content-type': type });
      expect(res.status, type).toBe(415);
    }
  });

  it('survives deeply nested JSON and prototype-pollution keys', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const res = await create(`{"resume":${deep}}`);
    expect([400, 413]).toContain(res.status);
    const polluted = await create(
      '{"resume":{"personalInfo":{"name":"P"},"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}},"__proto__":{"polluted":"yes"},"settings":{"__proto__":{"showEmail":true}}}',
    );
    expect([201, 400]).toContain(polluted.status);
    // The server runs in this process: a polluted Object.prototype would show here.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (polluted.status === 201) {
      const { portfolio } = JSON.parse(polluted.text) as { portfolio: { settings: { showEmail: boolean } } };
      expect(portfolio.settings.showEmail).toBe(false);
    }
    // And it still answers.
    expect((await api(server, 'GET', API.clientConfig)).status).toBe(200);
  });
});

describe('hostile PDFs that are expensive to read', () => {
  // A 2 KB PDF with 8,500 text operators costs the parser about a second here; 20,000 cost five, and a
  // 1 MB PDF that inflates to 1 GB holds 1.3 GB of memory until the 15 s watchdog. Parses run in the
  // server process, so one account sending its hourly allowance at once must not multiply that.
  it('one account gets one parse at a time: concurrent uploads are refused with 429, not queued', async () => {
    const pdf = repeatedTextPdf(8500);
    expect(pdf.length).toBeLessThan(10_000);
    const own = await tokenFor(server, 'parallel@example.org');
    const sends = Array.from({ length: 4 }, () => send([pdfPart(pdf)], { auth: own }));
    const statuses = (await Promise.all(sends)).map((r) => r.status);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(1);
    const refused = (await Promise.all(sends)).filter((r) => r.status === 429);
    for (const res of refused) expect(Number(header(res, 'retry-after'))).toBeGreaterThan(0);
    // Once it is done, the next one is read.
    expect((await send([pdfPart(pdf)], { auth: own })).status).not.toBe(429);
  });
});
