import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type UploadResumeResponse } from '@folio/shared';
import { api, corpusPdf, fileForm } from '../../test/http.js';
import { startTestServer, tokenFor, type TestServer } from '../../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    overrides: { rateLimits: { uploadsPerHour: 4, contactPerHour: 10 } },
  });
});
afterAll(() => server.dispose());

const storedFiles = () => readdirSync(path.join(server.dataDir, 'files'));
const storedResumes = () =>
  (JSON.parse(readFileSync(path.join(server.dataDir, 'db.json'), 'utf8')) as { resumes: unknown[] }).resumes;
const upload = (token: string, body: FormData) => api(server, 'POST', API.uploadResume, { token, body });

describe('POST /api/upload-resume', () => {
  it('stores a real PDF and its parsed data, and answers with the resume id', async () => {
    const token = await tokenFor(server, 'upload@example.org');
    const pdf = corpusPdf('latex-jake-student-ca');
    const res = await upload(token, fileForm(pdf, { name: '../../etc/passwd.pdf' }));
    expect(res.status).toBe(201);
    const body = res.body as UploadResumeResponse;
    expect(body.success).toBe(true);
    expect(typeof body.data.personalInfo.name).toBe('string');
    const stored = await server.storage.resumes.get(body.resumeId);
    expect(stored?.fileId).toBeTruthy();
    // Stored under a generated id, never the client's file name, with the exact bytes.
    expect(storedFiles()).toEqual([`${stored?.fileId}.pdf`]);
    expect(await server.storage.files.get(stored?.fileId ?? '')).toEqual(pdf);
  });

  it('refuses 6 MB with 413 and stores nothing', async () => {
    const token = await tokenFor(server, 'big@example.org');
    const before = { files: storedFiles().length, resumes: storedResumes().length };
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const res = await upload(token, fileForm(big));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      error: { code: 'payload_too_large', message: 'File size must be less than 5MB' },
    });
    expect({ files: storedFiles().length, resumes: storedResumes().length }).toEqual(before);
  });

  it('judges by content: a text file named .pdf and sent as application/pdf is refused with 415', async () => {
    const token = await tokenFor(server, 'text@example.org');
    const before = storedFiles().length;
    const text = new TextEncoder().encode('Curriculum vitae\nJane Doe\nExperience ...');
    const res = await upload(token, fileForm(text, { name: 'resume.pdf', type: 'application/pdf' }));
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      error: { code: 'unsupported_media_type', message: 'Please upload a PDF file' },
    });
    expect(storedFiles()).toHaveLength(before);
  });

  it('accepts a real PDF whatever MIME type the client claims', async () => {
    const token = await tokenFor(server, 'mime@example.org');
    const res = await upload(
      token,
      fileForm(corpusPdf('open-resume-john-doe'), { type: 'text/plain', name: 'cv.txt' }),
    );
    expect(res.status).toBe(201);
  });

  it('answers 400 when the resume field is missing or the body is not multipart', async () => {
    const token = await tokenFor(server, 'missing@example.org');
    const form = fileForm(corpusPdf('open-resume-john-doe'), { field: 'document' });
    expect((await upload(token, form)).status).toBe(400);
    const empty = new FormData();
    empty.append('note', 'no file');
    const res = await upload(token, empty);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'validation_failed' } });
    expect((await api(server, 'POST', API.uploadResume, { token, json: {} })).status).toBe(400);
  });

  it('requires sign-in', async () => {
    const res = await api(server, 'POST', API.uploadResume, {
      body: fileForm(corpusPdf('open-resume-john-doe')),
    });
    expect(res.status).toBe(401);
  });

  it('limits uploads per user with 429 and Retry-After, without affecting others', async () => {
    const token = await tokenFor(server, 'limit@example.org');
    const pdf = corpusPdf('open-resume-john-doe');
    for (let i = 0; i < 4; i++) expect((await upload(token, fileForm(pdf))).status).toBe(201);
    const limited = await upload(token, fileForm(pdf));
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: { code: 'rate_limited' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const someoneElse = await tokenFor(server, 'limit-other@example.org');
    expect((await upload(someoneElse, fileForm(pdf))).status).toBe(201);
  });
});
