import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiBase } from '../api/client.js';
import { startTestServer, type Handler } from '../api/testServer.js';
import {
  getAuthToken,
  readLocal,
  setAuthToken,
  setPostLoginRedirect,
  writeLocal,
} from '../settings/index.js';
import {
  getAuthState,
  logout,
  registerLogoutStep,
  resetAuthForTests,
  signInWithToken,
  startAuth,
  takePostLoginRedirect,
  tokenOwner,
} from './authStore.js';

const USER = { _id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', plan: 'free' };
let handler: Handler = () => ({ status: 200, body: { success: true, user: USER } });
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer((req) => handler(req));
  setApiBase(server.url);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  resetAuthForTests();
  window.localStorage.clear();
  window.sessionStorage.clear();
  server.seen.length = 0;
});
afterEach(() => {
  resetAuthForTests();
});

describe('start-up (SPEC.md section 4)', () => {
  it('with no stored token: anonymous, and no request is made', async () => {
    expect(getAuthState().status).toBe('loading');
    await startAuth();
    expect(getAuthState()).toMatchObject({ status: 'anonymous', user: null });
    expect(server.seen).toHaveLength(0);
  });

  it('with a token the server accepts: authenticated with that user, and the profile remembered', async () => {
    setAuthToken('good');
    handler = () => ({ status: 200, body: { success: true, user: USER } });
    await startAuth();
    expect(getAuthState()).toMatchObject({ status: 'authenticated', user: USER, offline: false });
    expect(server.seen[0]?.path).toBe('/api/auth/me');
    expect(JSON.parse(readLocal('authUser') ?? 'null')).toEqual(USER);
  });

  it('a returning user is signed in from this device before the check answers, then with the fresh profile', async () => {
    setAuthToken('good');
    writeLocal('authUser', JSON.stringify({ ...USER, name: 'Ada (last seen)' }));
    handler = () => ({ status: 200, body: { success: true, user: USER } });
    const checking = startAuth();
    expect(getAuthState()).toMatchObject({ status: 'authenticated', user: { name: 'Ada (last seen)' } });
    await checking;
    expect(getAuthState()).toMatchObject({ status: 'authenticated', user: USER, offline: false });
  });

  it('an answer equal to the remembered profile changes nothing the screen reads', async () => {
    setAuthToken('good');
    writeLocal('authUser', JSON.stringify(USER));
    handler = () => ({ status: 200, body: { success: true, user: USER } });
    const checking = startAuth();
    const before = getAuthState();
    await checking;
    expect(getAuthState()).toBe(before);
  });

  it('a token without a remembered profile waits for the check', async () => {
    setAuthToken('good');
    const checking = startAuth();
    expect(getAuthState().status).toBe('loading');
    await checking;
    expect(getAuthState().status).toBe('authenticated');
  });

  it('a 401 clears token and user, also after starting from the remembered profile', async () => {
    setAuthToken('expired');
    writeLocal('authUser', JSON.stringify(USER));
    handler = () => ({ status: 401, body: { success: false, message: 'Your session has expired.' } });
    const checking = startAuth();
    expect(getAuthState().status).toBe('authenticated');
    await checking;
    expect(getAuthState()).toMatchObject({ status: 'anonymous', user: null });
    expect(getAuthToken()).toBeNull();
    expect(readLocal('authUser')).toBeNull();
  });

  it('a response without the success flag clears token and user', async () => {
    setAuthToken('odd');
    handler = () => ({ status: 200, body: { user: USER } });
    await startAuth();
    expect(getAuthState().status).toBe('anonymous');
    expect(getAuthToken()).toBeNull();
  });

  it('offline with a known profile: stays signed in from this device (the offline app must open)', async () => {
    setAuthToken('good');
    writeLocal('authUser', JSON.stringify(USER));
    setApiBase('http://127.0.0.1:9');
    try {
      await startAuth();
    } finally {
      setApiBase(server.url);
    }
    expect(getAuthState()).toMatchObject({ status: 'authenticated', user: USER, offline: true });
    expect(getAuthToken()).toBe('good');
  });

  it('offline with no known profile: signed out with the spec’s fallback message', async () => {
    setAuthToken('good');
    setApiBase('http://127.0.0.1:9');
    try {
      await startAuth();
    } finally {
      setApiBase(server.url);
    }
    expect(getAuthState()).toMatchObject({ status: 'anonymous', error: 'Authentication check failed' });
  });

  it('a 401 from any later call ends the session', async () => {
    setAuthToken('good');
    handler = (req) =>
      req.path === '/api/auth/me'
        ? { status: 200, body: { success: true, user: USER } }
        : { status: 401, body: { error: { code: 'unauthorized', message: 'Expired' } } };
    await startAuth();
    expect(getAuthState().status).toBe('authenticated');
    const { fetchPortfolios } = await import('../api/portfolios.js');
    await fetchPortfolios().catch(() => undefined);
    expect(getAuthState().status).toBe('anonymous');
    expect(getAuthToken()).toBeNull();
  });
});

describe('sign-in with a token (?token=)', () => {
  it('stores the token and fetches the profile', async () => {
    handler = () => ({ status: 200, body: { success: true, user: USER } });
    await startAuth();
    const user = await signInWithToken('fresh');
    expect(user).toEqual(USER);
    expect(getAuthToken()).toBe('fresh');
    expect(server.seen.at(-1)?.headers.authorization).toBe('Bearer fresh');
    expect(getAuthState().status).toBe('authenticated');
  });

  it('clears everything and reports the profile failure when the token is refused', async () => {
    handler = () => ({ status: 401, body: { success: false, message: 'Please sign in.' } });
    await startAuth();
    await expect(signInWithToken('bad')).rejects.toThrow('Failed to fetch user profile');
    expect(getAuthToken()).toBeNull();
    expect(getAuthState()).toMatchObject({ status: 'anonymous', error: 'Failed to fetch user profile' });
  });
});

describe('whose account a sign-in link opens (tokenOwner)', () => {
  it('asks the server with that token and keeps nothing', async () => {
    handler = () => ({ status: 200, body: { success: true, user: USER } });
    await startAuth();
    expect(await tokenOwner('offered')).toEqual(USER);
    expect(server.seen.at(-1)?.headers.authorization).toBe('Bearer offered');
    expect(getAuthToken()).toBeNull();
    expect(getAuthState().status).toBe('anonymous');
  });

  it('reports a refused token without touching the session', async () => {
    setAuthToken('mine');
    handler = (req) =>
      req.headers.authorization === 'Bearer mine'
        ? { status: 200, body: { success: true, user: USER } }
        : { status: 401, body: { success: false, message: 'Please sign in.' } };
    await startAuth();
    await expect(tokenOwner('forged')).rejects.toThrow('Failed to fetch user profile');
    expect(getAuthToken()).toBe('mine');
    expect(getAuthState().status).toBe('authenticated');
  });
});

describe('post-login redirect', () => {
  it('returns the remembered path once, then the dashboard', () => {
    setPostLoginRedirect('/upload?x=1');
    expect(takePostLoginRedirect()).toBe('/upload?x=1');
    expect(takePostLoginRedirect()).toBe('/dashboard');
  });

  it('never redirects off this origin', () => {
    for (const target of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'dashboard']) {
      setPostLoginRedirect(target);
      expect(takePostLoginRedirect()).toBe('/dashboard');
    }
  });
});

describe('logout', () => {
  it('calls the endpoint, runs the registered steps and clears the session', async () => {
    setAuthToken('good');
    handler = () => ({ status: 200, body: { success: true, user: USER } });
    await startAuth();
    const steps: string[] = [];
    const stop = registerLogoutStep(() => {
      steps.push(`step with token ${getAuthToken() ?? 'none'}`);
    });
    await logout();
    stop();
    expect(steps).toEqual(['step with token good']);
    expect(server.seen.map((r) => r.path)).toContain('/api/auth/logout');
    expect(getAuthState()).toMatchObject({ status: 'anonymous', user: null });
    expect(getAuthToken()).toBeNull();
  });

  it('clears the session even when the server fails or a step throws', async () => {
    setAuthToken('good');
    handler = (req) =>
      req.path === '/api/auth/logout'
        ? { status: 500 }
        : { status: 200, body: { success: true, user: USER } };
    await startAuth();
    const stop = registerLogoutStep(() => {
      throw new Error('step failed');
    });
    await logout();
    stop();
    expect(getAuthState().status).toBe('anonymous');
    expect(getAuthToken()).toBeNull();
  });
});
