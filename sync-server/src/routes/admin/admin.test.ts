import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AuthMeResponse, type InboundPageResponse } from '@folio/shared';
import { issueAccessToken } from '../../auth/tokens.js';
import { api } from '../../test/http.js';
import { startTestServer, tokenFor, type TestServer } from '../../test/testServer.js';
import { INBOUND_PAGE_SIZE } from './present.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    // Local accounts count as the operator's only where the local page is this machine's alone.
    env: {
      ALLOW_LOCAL_SIGNIN: 'loopback',
      ADMIN_EMAILS: 'Boss@Example.org, ops@example.org, keys@example.org',
    },
    overrides: { rateLimits: { uploadsPerHour: 10, contactPerHour: 1000 } },
  });
});
afterAll(() => server.dispose());

const page = (kind: string, n = 1) => `${API.adminInbound}?kind=${kind}&page=${n}`;
const contact = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.org`,
  subject: `Question ${n}`,
  message: `Hello number ${n}`,
});

describe('the operator’s inbox (ADMIN_EMAILS)', () => {
  it('lists contact messages newest first in pages, marks them handled and deletes them', async () => {
    const admin = await tokenFor(server, 'boss@example.org');
    const me = (await api(server, 'GET', API.authMe, { token: admin })).body as AuthMeResponse;
    expect(me.user.admin).toBe(true);

    const sent = INBOUND_PAGE_SIZE + 3;
    for (let n = 1; n <= sent; n += 1) {
      expect((await api(server, 'POST', API.contact, { json: contact(n) })).status).toBe(201);
    }
    const first = await api(server, 'GET', page('contact'), { token: admin });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('no-store');
    const body = first.body as InboundPageResponse;
    expect(body).toMatchObject({ total: sent, page: 1, pageSize: INBOUND_PAGE_SIZE });
    expect(body.items).toHaveLength(INBOUND_PAGE_SIZE);
    expect(body.items[0]).toMatchObject({ ...contact(sent), kind: 'contact', handled: false });
    const second = (await api(server, 'GET', page('contact', 2), { token: admin }))
      .body as InboundPageResponse;
    expect(second.items.map((i) => i.name)).toEqual(['Visitor 3', 'Visitor 2', 'Visitor 1']);

    const id = body.items[0]?._id ?? '';
    const marked = await api(server, 'PATCH', API.adminInboundItem(id), {
      token: admin,
      json: { handled: true },
    });
    expect(marked.body).toMatchObject({ success: true, item: { _id: id, handled: true } });
    const reread = (await api(server, 'GET', page('contact'), { token: admin })).body as InboundPageResponse;
    expect(reread.items[0]).toMatchObject({ _id: id, handled: true });
    const bad = await api(server, 'PATCH', API.adminInboundItem(id), {
      token: admin,
      json: { handled: 'yes' },
    });
    expect(bad.status).toBe(400);

    expect((await api(server, 'DELETE', API.adminInboundItem(id), { token: admin })).body).toEqual({
      success: true,
    });
    expect((await api(server, 'DELETE', API.adminInboundItem(id), { token: admin })).status).toBe(404);
    const after = (await api(server, 'GET', page('contact'), { token: admin })).body as InboundPageResponse;
    expect(after.total).toBe(sent - 1);
    expect(after.items.some((i) => i._id === id)).toBe(false);
    expect((await api(server, 'GET', `${API.adminInbound}?kind=other`, { token: admin })).status).toBe(400);
  });

  it('exports newsletter subscribers as CSV, one row per address, formulas defused', async () => {
    const admin = await tokenFor(server, 'ops@example.org');
    for (const email of [
      'first@example.org',
      'second@example.org',
      'FIRST@example.org',
      '=cmd@example.org',
    ]) {
      expect((await api(server, 'POST', API.newsletter, { json: { email } })).status).toBe(201);
    }
    const list = (await api(server, 'GET', page('newsletter'), { token: admin })).body as InboundPageResponse;
    expect(list.items.map((i) => i.email)).toEqual([
      '=cmd@example.org',
      'FIRST@example.org',
      'second@example.org',
      'first@example.org',
    ]);
    const csv = await api(server, 'GET', API.adminSubscribersCsv, { token: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const rows = csv.text.trimEnd().split('\r\n');
    expect(rows.map((r) => r.split(',')[0])).toEqual([
      'email',
      'first@example.org',
      'second@example.org',
      `"'=cmd@example.org"`,
    ]);
    const firstDate = list.items[3]?.createdAt ?? '';
    expect(rows[1]).toBe(`first@example.org,${firstDate}`);
  });

  it('answers 403 to every other account and 401 without one, on every admin endpoint', async () => {
    const someone = await tokenFor(server, 'someone@example.org');
    // A passkey account's email is whatever its maker typed: even one ADMIN_EMAILS names is no admin.
    const claimed = await server.storage.users.create({
      subject: 'passkey:claimed',
      provider: 'passkey',
      name: 'Not the operator',
      email: 'keys@example.org',
    });
    const claimer = await issueAccessToken(server, claimed?.id ?? '');
    const admin = await tokenFor(server, 'boss@example.org');
    const { items } = (await api(server, 'GET', page('newsletter'), { token: admin }))
      .body as InboundPageResponse;
    const id = items[0]?._id ?? 'none';
    const calls: [string, string, unknown?][] = [
      ['GET', page('contact')],
      ['GET', page('newsletter')],
      ['PATCH', API.adminInboundItem(id), { handled: true }],
      ['DELETE', API.adminInboundItem(id)],
      ['GET', API.adminSubscribersCsv],
    ];
    const me = (await api(server, 'GET', API.authMe, { token: someone })).body as AuthMeResponse;
    expect(me.user.admin).toBeUndefined();
    for (const [method, path, json] of calls) {
      for (const token of [someone, claimer]) {
        const denied = await api(server, method, path, { token, json });
        expect(denied.status, `${method} ${path}`).toBe(403);
        expect(denied.body).toMatchObject({ error: { code: 'forbidden' } });
      }
      expect((await api(server, method, path, { json })).status, `${method} ${path}`).toBe(401);
    }
    // Nothing changed for the one who may see it.
    const still = (await api(server, 'GET', page('newsletter'), { token: admin }))
      .body as InboundPageResponse;
    expect(still.items).toEqual(items);
  });
});

describe('with the local page open to everyone (ALLOW_LOCAL_SIGNIN=true)', () => {
  it('a local account is nobody’s proof of an email, so ADMIN_EMAILS does not make it an admin', async () => {
    const open = await startTestServer({
      env: { ALLOW_LOCAL_SIGNIN: 'true', ADMIN_EMAILS: 'boss@example.org' },
    });
    try {
      const token = await tokenFor(open, 'boss@example.org');
      expect(
        ((await api(open, 'GET', API.authMe, { token })).body as AuthMeResponse).user.admin,
      ).toBeUndefined();
      expect((await api(open, 'GET', page('contact'), { token })).status).toBe(403);
    } finally {
      await open.dispose();
    }
  });
});
