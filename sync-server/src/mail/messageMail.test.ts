import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPortfolio } from '../pages/testing/seed.js';
import {
  mailEnv,
  readable,
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../test/smtpServer.js';
import { startTestServer, type TestServer } from '../test/testServer.js';
import { MESSAGE_MAILS_PER_HOUR } from './messageMail.js';

let smtp: TestSmtpServer;
let server: TestServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startTestServer({
    env: mailEnv(smtp),
    overrides: { rateLimits: { uploadsPerHour: 10, contactPerHour: 100 } },
  });
});
afterAll(async () => {
  await server.dispose();
  await smtp.stop();
});

const sendJson = (pid: string, body: Record<string, string>) =>
  fetch(`${server.url}/api/portfolios/${encodeURIComponent(pid)}/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
/** The page's form without JavaScript: a urlencoded POST to the page's contact address. */
const sendForm = (pid: string, body: Record<string, string>) =>
  fetch(`${server.url}/portfolio/${encodeURIComponent(pid)}/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
    redirect: 'manual',
  });

/** Sends with `send` and answers the one mail that arrives for it. */
async function mailFor(send: () => Promise<Response>, status: number): Promise<ReceivedMail> {
  const before = smtp.received.length;
  expect((await send()).status).toBe(status);
  const [mail] = (await smtp.waitFor(before + 1)).slice(before);
  if (!mail) throw new Error('no mail arrived');
  return mail;
}

/** The header block of a received mail. */
const headersOf = (raw: string) => raw.split('\r\n\r\n')[0] ?? '';

describe("the owner's email about a contact message", () => {
  it('arrives through the real SMTP server with the message, and only headers of ours', async () => {
    const owner = 'inbox-owner@example.org';
    const p = await seedPortfolio(server, { email: owner });
    const message = 'Hello!\nWe have a role for you.\nBcc: someone@example.com';
    const mail = await mailFor(
      () => sendJson(p.id, { name: 'Sam Visitor', email: 'sam.visitor@example.net', message }),
      201,
    );
    expect(mail.to).toEqual([owner]);
    expect(mail.from).toBe('folio@example.org');
    const headers = headersOf(mail.raw);
    expect(headers).not.toMatch(/^(reply-to|bcc|cc|sender):/im);
    expect(headers).not.toContain('sam.visitor@example.net');
    expect(headers).not.toContain('Sam Visitor');
    const text = readable(mail);
    expect(text).toContain(`“${p.title}”`);
    expect(text).toContain('From: Sam Visitor <sam.visitor@example.net>');
    expect(text).toContain('> We have a role for you.');
    // The line that looks like a header stays in the quoted body.
    expect(text).toContain('> Bcc: someone@example.com');
  });

  it('is sent for the no-JavaScript form too', async () => {
    const p = await seedPortfolio(server, { email: 'form-owner@example.org' });
    const form = { name: 'Pat Form', email: 'pat@example.net', message: 'Sent without scripts.' };
    const mail = await mailFor(() => sendForm(p.id, form), 303);
    expect(mail.to).toEqual(['form-owner@example.org']);
    expect(readable(mail)).toContain('> Sent without scripts.');
  });

  it(`stops at ${MESSAGE_MAILS_PER_HOUR} an hour per owner, while every message still reaches the inbox`, async () => {
    const owner = 'busy-owner@example.org';
    const p = await seedPortfolio(server, { email: owner });
    const extra = 3;
    for (let i = 0; i < MESSAGE_MAILS_PER_HOUR + extra; i++) {
      const res = await sendJson(p.id, {
        name: `Visitor ${i}`,
        email: `v${i}@example.net`,
        message: `Message ${i}`,
      });
      expect(res.status).toBe(201);
    }
    const stored = await server.storage.messages.listByOwner(p.ownerId);
    expect(stored).toHaveLength(MESSAGE_MAILS_PER_HOUR + extra);
    // Mails leave in the background: give the last ones time to arrive, then count.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.filter((m) => m.to.includes(owner))).toHaveLength(MESSAGE_MAILS_PER_HOUR);
  });
});
