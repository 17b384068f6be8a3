import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setAuthToken } from '../settings/index.js';
import { apiCall, apiFetch, onUnauthorized, setApiBase } from './client.js';
import { ApiError, isRecord } from './errors.js';
import { startTestServer, type Handler } from './testServer.js';

let handler: Handler = () => ({ status: 200, body: {} });
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer((req) => handler(req));
  setApiBase(server.url);
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  setAuthToken(null);
  server.seen.length = 0;
});

describe('apiFetch', () => {
  it('sends the stored token as a bearer header and JSON bodies as JSON', async () => {
    setAuthToken('tok-123');
    handler = () => ({ status: 201, body: { success: true } });
    const body = await apiFetch('/api/contact', { method: 'POST', body: { name: 'Ada' } });
    expect(body).toEqual({ success: true });
    const [req] = server.seen;
    expect(req?.headers.authorization).toBe('Bearer tok-123');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req?.body ?? '')).toEqual({ name: 'Ada' });
  });

  it('sends no authorization header without a token, or when asked not to', async () => {
    handler = () => ({ status: 200, body: {} });
    await apiFetch('/api/config');
    setAuthToken('tok');
    await apiFetch('/api/config', { auth: false });
    expect(server.seen.map((r) => r.headers.authorization)).toEqual([undefined, undefined]);
  });

  it('turns `{ error: { code, message } }` into a typed ApiError', async () => {
    handler = () => ({ status: 429, body: { error: { code: 'rate_limited', message: 'Slow down.' } } });
    const error = await apiFetch('/api/contact', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', message: 'Slow down.' });
  });

  it('falls back to the status and the code’s words when the body says nothing useful', async () => {
    handler = () => ({ status: 413 });
    await expect(apiFetch('/api/upload-resume')).rejects.toMatchObject({
      code: 'payload_too_large',
      message: 'File size must be less than 5MB',
    });
    handler = () => ({ status: 401, body: { success: false, message: 'Please sign in.' } });
    await expect(apiFetch('/api/auth/me')).rejects.toMatchObject({
      code: 'unauthorized',
      message: 'Please sign in.',
    });
  });

  it('reports a 401 to the session listeners only when a token was sent and clearing is wanted', async () => {
    let calls = 0;
    const stop = onUnauthorized(() => (calls += 1));
    handler = () => ({ status: 401, body: { error: { code: 'unauthorized', message: 'Expired' } } });
    await apiFetch('/api/portfolios').catch(() => undefined);
    expect(calls).toBe(0);
    setAuthToken('old');
    await apiFetch('/api/portfolios').catch(() => undefined);
    expect(calls).toBe(1);
    await apiFetch('/api/auth/me', { clearSessionOn401: false }).catch(() => undefined);
    expect(calls).toBe(1);
    stop();
  });

  it('gives up after the timeout with a timeout error', async () => {
    handler = () => 'hang';
    await expect(apiFetch('/api/stats', { timeoutMs: 150 })).rejects.toMatchObject({
      status: 0,
      code: 'timeout',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    setApiBase('http://127.0.0.1:9');
    try {
      await expect(apiFetch('/api/stats')).rejects.toMatchObject({ status: 0, code: 'network_error' });
    } finally {
      setApiBase(server.url);
    }
  });
});

describe('apiCall', () => {
  it('validates the body and turns a wrong shape into an ApiError', async () => {
    handler = () => ({ status: 200, body: { n: 'not a number' } });
    const parse = (body: unknown) => {
      const n = isRecord(body) ? body.n : undefined;
      if (typeof n !== 'number') throw new Error('n is not a number');
      return n;
    };
    await expect(apiCall('/api/x', parse)).rejects.toMatchObject({ code: 'internal' });
    handler = () => ({ status: 200, body: { n: 4 } });
    expect(await apiCall('/api/x', parse)).toBe(4);
  });
});
