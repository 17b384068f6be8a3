import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@folio/shared';
import { warmParser } from '../parse/parsePdf.js';
import { corpusPdf } from '../test/http.js';
import { startTestServer, tokenFor, type TestServer } from '../test/testServer.js';
import { denseTextPdf, multipart } from './payloads.js';
import { rawRequest, type RawResponse } from './raw.js';

/*
 * One person's upload must never stall everyone else: the whole parse runs off the server's main
 * thread under one watchdog, text beyond any resume's is refused early, and a slow body holds no
 * parse slot.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    overrides: {
      rateLimits: { uploadsPerHour: 1000, contactPerHour: 1000 },
      // Short, so a trickled body meets the deadline within the test; the default is a minute.
      uploadBodyTimeoutMs: 1500,
    },
  });
  // Started as a server starts it, so the timings below are of parsing, not of loading pdf.js.
  await warmParser();
});
afterAll(() => server.dispose());

function uploadBody(pdf: Buffer): { body: Buffer; contentType: string } {
  return multipart([{ name: 'resume', filename: 'resume.pdf', type: 'application/pdf', data: pdf }]);
}

function upload(token: string, pdf: Buffer): Promise<RawResponse> {
  const { body, contentType } = uploadBody(pdf);
  return rawRequest(server.url, API.uploadResume, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': contentType,
      'content-length': String(body.length),
    },
    body,
  });
}

/**
 * Sends an upload's headers and then its body a few bytes at a time, never finishing on its own: the
 * way a slow or hostile client holds a connection. Resolves with the server's answer.
 */
function trickle(token: string, pdf: Buffer): Promise<RawResponse> {
  const { body, contentType } = uploadBody(pdf);
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        method: 'POST',
        path: API.uploadResume,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': contentType,
          'content-length': String(body.length),
        },
      },
      (res) => {
        clearInterval(timer);
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), text });
          req.destroy();
        });
      },
    );
    req.on('error', reject);
    let sent = 0;
    const timer = setInterval(() => {
      // Never the last byte: the body stays incomplete for as long as the server waits.
      if (sent < body.length - 1) req.write(body.subarray(sent, sent + 16));
      sent += 16;
    }, 50);
  });
}

const errorCode = (res: RawResponse): unknown =>
  (JSON.parse(res.text) as { error?: { code?: unknown } }).error?.code;

/** Calls the health route back to back until `until` settles; returns each call's latency in ms. */
async function healthWhile(until: Promise<unknown>): Promise<{ during: number; latencies: number[] }> {
  let settled = false;
  void until.finally(() => (settled = true));
  const latencies: number[] = [];
  let during = 0;
  while (!settled) {
    const started = performance.now();
    const res = await fetch(server.url + API.health);
    await res.text();
    latencies.push(performance.now() - started);
    expect(res.status).toBe(200);
    if (!settled) during += 1;
  }
  return { during, latencies };
}

describe('a heavy upload does not stall the server', () => {
  it('answers other requests throughout a parse that keeps the parser busy', async () => {
    // Within the text budget but costly: four pages of 500 separate pieces, which the parser core
    // needs about a second for. The core must not run on the thread that answers.
    const token = await tokenFor(server, 'heavy@example.org');
    const started = performance.now();
    const parse = upload(token, denseTextPdf({ pages: 4, items: 500, lines: 60 }));
    const { during, latencies } = await healthWhile(parse);
    const total = performance.now() - started;
    const res = await parse;
    expect(res.status).toBe(422);
    expect(errorCode(res)).toBe('pdf_not_a_resume');
    expect(during).toBeGreaterThanOrEqual(3);
    // Relative, not a fixed figure: no health call may wait for a large part of the parse, as it
    // did when the core ran on the main thread (blocked for most of the upload's time).
    expect(Math.max(...latencies)).toBeLessThan(total / 4);
  });

  it.each([
    ['30 pages of 10,000 separate items', { pages: 30, items: 10_000, lines: 200 }],
    ['30 pages of 7,000 letters set side by side', { pages: 30, items: 7_000, lines: 100, joined: true }],
    ['one page of 600 lines', { pages: 1, items: 600, lines: 600 }],
    ['one page of 600 separate pieces', { pages: 1, items: 600, lines: 60 }],
    ['20 pages of 150 separate pieces', { pages: 20, items: 150, lines: 50 }],
  ])('refuses %s with pdf_too_much_text, answering others meanwhile', async (_name, shape) => {
    const token = await tokenFor(server, 'dense@example.org');
    const parse = upload(token, denseTextPdf(shape));
    const { latencies } = await healthWhile(parse);
    const res = await parse;
    expect(res.status).toBe(422);
    expect(errorCode(res)).toBe('pdf_too_much_text');
    expect(JSON.parse(res.text)).toMatchObject({ error: { message: expect.stringMatching(/more text/) } });
    expect(latencies.length).toBeGreaterThan(0);
  });
});

describe('slow uploads', () => {
  it('hold no parse slot: others upload while two accounts trickle bodies, which end in 408', async () => {
    const pdf = Buffer.from(corpusPdf('latex-jake-student-ca'));
    const slow = await Promise.all(
      ['slow1@example.org', 'slow2@example.org'].map((e) => tokenFor(server, e)),
    );
    const trickles = slow.map((token) => trickle(token, pdf));
    // Let both slow bodies get going before the honest upload starts.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const honest = await upload(await tokenFor(server, 'honest@example.org'), pdf);
    expect(honest.status).toBe(201);
    for (const res of await Promise.all(trickles)) {
      expect(res.status).toBe(408);
      expect(errorCode(res)).toBe('request_timeout');
    }
  });

  it('one account cannot hold more than two bodies open; the third is refused at once', async () => {
    const pdf = Buffer.from(corpusPdf('latex-jake-student-ca'));
    const token = await tokenFor(server, 'hoarder@example.org');
    const open = [trickle(token, pdf), trickle(token, pdf)];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const third = await upload(token, pdf);
    expect(third.status).toBe(429);
    expect(errorCode(third)).toBe('rate_limited');
    for (const res of await Promise.all(open)) expect(res.status).toBe(408);
    // Once they are gone, the account uploads again.
    expect((await upload(token, pdf)).status).toBe(201);
  });
});
