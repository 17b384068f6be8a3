import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, TEXT_LIMITS, type MessagesResponse, type PortfolioDetail } from '@folio/shared';
import { api } from '../test/http.js';
import { startTestServer, tokenFor, userFor, type TestServer } from '../test/testServer.js';
import { inspectPage } from './inspect.js';
import { header, rawRequest } from './raw.js';

/*
 * Contact forms are written by strangers and read by owners: what a stranger sends must be refused
 * when it is oversized or malformed, must not let them pick where it goes or how it is marked, and
 * must come back out as plain data.
 */

let server: TestServer;
let owner: { token: string; id: string };
let portfolio: PortfolioDetail;
beforeAll(async () => {
  server = await startTestServer({
    overrides: { rateLimits: { uploadsPerHour: 10, contactPerHour: 10_000 } },
  });
  owner = { token: await tokenFor(server, 'inbox-owner@example.org'), id: '' };
  owner.id = (await userFor(server, 'inbox-owner@example.org')).id;
  const res = await api(server, 'POST', API.createPortfolio('Cascade', owner.id), {
    token: owner.token,
    json: { resume: { personalInfo: { name: 'Inbox Owner' } } },
  });
  portfolio = (res.body as { portfolio: PortfolioDetail }).portfolio;
});
afterAll(() => server.dispose());

const valid = { name: 'Visitor', email: 'visitor@example.org', message: 'Hello there' };
const sendApi = (body: unknown) =>
  rawRequest(server.url, API.portfolioMessages(portfolio._id), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const sendForm = (fields: Record<string, string>) =>
  rawRequest(server.url, `/portfolio/${portfolio._id}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mozilla/5.0' },
    body: new URLSearchParams(fields).toString(),
  });
const inbox = async () =>
  ((await api(server, 'GET', API.messages, { token: owner.token })).body as MessagesResponse).messages;

describe('oversized and malformed messages', () => {
  const oversized: [string, Record<string, string>][] = [
    ['name', { ...valid, name: 'n'.repeat(TEXT_LIMITS.name + 1) }],
    ['email', { ...valid, email: `${'e'.repeat(TEXT_LIMITS.email)}@example.org` }],
    ['message', { ...valid, message: 'm'.repeat(TEXT_LIMITS.message + 1) }],
  ];
  it.each(oversized)(
    'refuses an oversized %s with 400 on the API and the no-script form',
    async (_field, body) => {
      const before = (await inbox()).length;
      expect((await sendApi(body)).status).toBe(400);
      const form = await sendForm(body);
      expect(form.status).toBe(400);
      expect((await inspectPage(form.text)).problems).toEqual([]);
      expect((await inbox()).length).toBe(before);
    },
  );

  it('refuses a body over 64 KB with 413, announced or not', async () => {
    const huge = JSON.stringify({ ...valid, message: 'x'.repeat(70 * 1024) });
    expect((await sendApi(huge)).status).toBe(413);
    const form = await sendForm({ ...valid, message: 'x'.repeat(70 * 1024) });
    expect(form.status).toBe(413);
  });

  it('refuses addresses that would inject mail headers or several recipients', async () => {
    const before = (await inbox()).length;
    for (const email of [
      'a@example.org\r\nBcc: victim@example.org',
      'a@example.org\nBcc: victim@example.org',
      'a@example.org%0d%0aBcc:victim@example.org',
      'a@example.org, b@example.org',
      'a@example.org;b@example.org',
      '"a@example.org" <evil@example.org>',
      'a@b@example.org',
      'a@example.org\u0000',
      // A mailto: link to it would carry headers of the attacker's choosing into the reply.
      'a@example.org?subject=Urgent&body=Pay%20the%20invoice',
      'a@example.org&cc=victim',
      'a@example.org#fragment',
      'a@example.org/path',
    ]) {
      expect((await sendApi({ ...valid, email })).status, JSON.stringify(email)).toBe(400);
      expect((await sendForm({ ...valid, email })).status, JSON.stringify(email)).toBe(400);
    }
    expect((await inbox()).length).toBe(before);
  });

  it('answers wrong types and shapes with 400, never 500', async () => {
    for (const body of [
      { ...valid, name: ['array'] },
      { ...valid, message: { $gt: '' } },
      { ...valid, email: 42 },
      [valid],
      'null',
      '"just a string"',
    ]) {
      const res = await sendApi(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(header(res, 'content-type')).toMatch(/^application\/json/);
    }
  });
});

describe('what a stranger cannot choose', () => {
  it('extra fields cannot mark a message read, date it, or send it to another owner', async () => {
    const other = await userFor(server, 'someone-else@example.org');
    const res = await sendApi({
      ...valid,
      message: 'mass assignment',
      read: true,
      ownerId: other.id,
      portfolioId: 'elsewhere',
      createdAt: '1999-01-01T00:00:00.000Z',
      id: 'chosen',
      _id: 'chosen',
    });
    expect(res.status).toBe(201);
    const [message] = (await inbox()).filter((m) => m.message === 'mass assignment');
    expect(message).toMatchObject({ read: false, portfolioId: portfolio._id });
    expect(message?._id).not.toBe('chosen');
    expect(message?.createdAt.startsWith('1999')).toBe(false);
    expect(await server.storage.messages.listByOwner(other.id)).toEqual([]);
  });
});

describe('hostile content', () => {
  it('is stored and returned as sent, as JSON data the dashboard renders as text', async () => {
    const payload = {
      name: '<img src=x onerror=alert(1)>\r\nBcc: x@example.org',
      email: 'visitor@example.org',
      message: '</script><script>alert(1)</script>\n"><svg onload=alert(1)>\u2028{{7*7}}',
    };
    expect((await sendApi(payload)).status).toBe(201);
    const res = await rawRequest(server.url, API.messages, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(header(res, 'content-type')).toMatch(/^application\/json/);
    expect(header(res, 'x-content-type-options')).toBe('nosniff');
    expect(header(res, 'content-security-policy')).toContain("default-src 'none'");
    // Markup stays as text; only line breaks change: a one-line name gets none (no "Bcc:" line), and
    // a message keeps plain ones (shared/src/security/text.ts).
    const stored = (JSON.parse(res.text) as MessagesResponse).messages.find(
      (m) => m.message === payload.message.replace('\u2028', '\n'),
    );
    expect(stored).toMatchObject({
      name: '<img src=x onerror=alert(1)> Bcc: x@example.org',
      email: payload.email,
    });
  });
});
