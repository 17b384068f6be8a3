import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type MessagesResponse, type PortfolioDetail } from '@folio/shared';
import { api } from '../../test/http.js';
import { startTestServer, tokenFor, userFor, type TestServer } from '../../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  // TRUST_PROXY so each test can speak from its own address (X-Forwarded-For) and keep its own limit.
  server = await startTestServer({
    env: { TRUST_PROXY: 'true' },
    overrides: { rateLimits: { uploadsPerHour: 10, contactPerHour: 5 } },
  });
});
afterAll(() => server.dispose());

async function ownerWithPortfolio(email: string, published = true) {
  const token = await tokenFor(server, email);
  const user = await userFor(server, email);
  const res = await api(server, 'POST', API.createPortfolio('Kyoto', user.id), {
    token,
    json: { resume: { personalInfo: { name: 'Owner' } }, title: `${email} site`, published },
  });
  return { token, portfolio: (res.body as { portfolio: PortfolioDetail }).portfolio };
}

const visitor = { name: 'Visitor', email: 'visitor@example.org', message: 'Hello, are you available?' };
const fromIp = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('portfolio contact messages', () => {
  it('delivers a visitor’s message to the owner, who can mark and delete it', async () => {
    const { token, portfolio } = await ownerWithPortfolio('inbox@example.org');
    const sent = await api(server, 'POST', API.portfolioMessages(portfolio._id), {
      json: visitor,
      headers: fromIp('10.0.0.1'),
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ success: true });

    const inbox = await api(server, 'GET', API.messages, { token });
    const [message] = (inbox.body as MessagesResponse).messages;
    expect(message).toMatchObject({
      ...visitor,
      portfolioId: portfolio._id,
      portfolioTitle: 'inbox@example.org site',
      read: false,
    });

    const id = message?._id ?? '';
    const marked = await api(server, 'PATCH', API.message(id), { token, json: { read: true } });
    expect(marked.body).toMatchObject({ success: true, message: { _id: id, read: true } });
    expect((await api(server, 'PATCH', API.message(id), { token, json: { read: 'yes' } })).status).toBe(400);
    expect((await api(server, 'DELETE', API.message(id), { token })).body).toEqual({ success: true });
    expect(((await api(server, 'GET', API.messages, { token })).body as MessagesResponse).messages).toEqual(
      [],
    );
  });

  it('never shows, marks or deletes another owner’s messages', async () => {
    const { portfolio } = await ownerWithPortfolio('private-inbox@example.org');
    await api(server, 'POST', API.portfolioMessages(portfolio._id), {
      json: visitor,
      headers: fromIp('10.0.0.4'),
    });
    const owner = await userFor(server, 'private-inbox@example.org');
    const [message] = await server.storage.messages.listByOwner(owner.id);
    const other = await tokenFor(server, 'snoop@example.org');
    expect(
      ((await api(server, 'GET', API.messages, { token: other })).body as MessagesResponse).messages,
    ).toEqual([]);
    expect(
      (await api(server, 'PATCH', API.message(message?.id ?? ''), { token: other, json: { read: true } }))
        .status,
    ).toBe(404);
    expect((await api(server, 'DELETE', API.message(message?.id ?? ''), { token: other })).status).toBe(404);
    expect(await server.storage.messages.listByOwner(owner.id)).toHaveLength(1);
  });

  it('validates the form: all fields required, a real email, lengths limited', async () => {
    const { portfolio } = await ownerWithPortfolio('validate-inbox@example.org');
    const send = (json: object) =>
      api(server, 'POST', API.portfolioMessages(portfolio._id), { json, headers: fromIp('10.0.0.2') });
    expect((await send({ ...visitor, email: 'not-an-email' })).body).toMatchObject({
      error: { code: 'validation_failed', details: [{ path: 'email' }] },
    });
    expect((await send({ ...visitor, name: '  ' })).status).toBe(400);
    expect((await send({ ...visitor, message: 'x'.repeat(5001) })).status).toBe(400);
  });

  it('accepts messages only for published portfolios', async () => {
    const { portfolio } = await ownerWithPortfolio('draft-inbox@example.org', false);
    const res = await api(server, 'POST', API.portfolioMessages(portfolio._id), {
      json: visitor,
      headers: fromIp('10.0.0.3'),
    });
    expect(res.status).toBe(404);
    expect(
      (
        await api(server, 'POST', API.portfolioMessages('missing'), {
          json: visitor,
          headers: fromIp('10.0.0.3'),
        })
      ).status,
    ).toBe(404);
  });
});

describe('landing forms', () => {
  it('stores contact and newsletter submissions after validating them', async () => {
    const contact = {
      name: 'Ann',
      email: 'ann@example.org',
      subject: 'Question',
      message: 'Does it work offline?',
    };
    expect(
      (await api(server, 'POST', API.contact, { json: contact, headers: fromIp('10.0.1.1') })).status,
    ).toBe(201);
    expect(
      (
        await api(server, 'POST', API.contact, {
          json: { ...contact, subject: '' },
          headers: fromIp('10.0.1.1'),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api(server, 'POST', API.newsletter, {
          json: { email: 'ann@example.org' },
          headers: fromIp('10.0.1.1'),
        })
      ).status,
    ).toBe(201);
    expect(
      (await api(server, 'POST', API.newsletter, { json: { email: 'ann' }, headers: fromIp('10.0.1.1') }))
        .status,
    ).toBe(400);
    expect(await server.storage.inbound.count('contact')).toBe(1);
    expect(await server.storage.inbound.count('newsletter')).toBe(1);
  });

  it('refuses a non-JSON body with 415', async () => {
    const res = await api(server, 'POST', API.newsletter, {
      body: 'email=a@b.org',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...fromIp('10.0.2.1') },
    });
    expect(res.status).toBe(415);
  });

  it('rate-limits per IP with 429 and Retry-After', async () => {
    const json = { email: 'many@example.org' };
    const send = (ip: string) => api(server, 'POST', API.newsletter, { json, headers: fromIp(ip) });
    for (let i = 0; i < 5; i++) expect((await send('10.0.9.9')).status).toBe(201);
    const limited = await send('10.0.9.9');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: { code: 'rate_limited' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send('10.0.9.10')).status).toBe(201);
    // Only the address the nearest proxy saw counts, so a forged leftmost entry does not help.
    expect((await send('1.2.3.4, 10.0.9.9')).status).toBe(429);
  });
});
