import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API } from '@folio/shared';
import { startTestServer, userFor, type TestServer } from '../test/testServer.js';
import { CookieJar } from './testing/cookieJar.js';
import {
  authorizationRequest,
  codeFrom,
  exchangeCode,
  followToCallback,
  getJson,
  signInLocally,
  type Authorization,
} from './testing/pkceClient.js';
import { SoftAuthenticator } from './testing/softAuthenticator.js';

/*
 * Passkeys over HTTP: the page, the options and verify calls, with a software authenticator making
 * real credentials and signatures. The server runs with its defaults (a localhost PUBLIC_URL, where
 * browsers allow passkeys).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ publicHost: 'localhost', env: { ALLOW_LOCAL_SIGNIN: '' } });
});
afterAll(async () => {
  await server?.dispose();
});

interface Ceremony {
  jar: CookieJar;
  auth: Authorization;
  /** /auth/interaction/:uid/passkey */
  base: string;
}

/** Starts sign-in with provider=passkey and lands on the passkey page. */
async function passkeyPage(jar = new CookieJar()): Promise<Ceremony & { html: string }> {
  const auth = authorizationRequest(server.url, { provider: 'passkey' });
  const hops = await followToCallback(jar, auth, auth.url);
  const page = hops.at(-1);
  expect(page?.status).toBe(200);
  const base = new URL(page?.url ?? '').pathname;
  expect(base).toMatch(/^\/auth\/interaction\/[^/]+\/passkey$/);
  return { jar, auth, base, html: (await page?.response.text()) ?? '' };
}

async function call(c: Ceremony, step: 'options' | 'verify', body: unknown, origin = server.url) {
  const response = await c.jar.fetch(`${server.url}${c.base}/${step}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Follows the verify answer's location to the app's callback and exchanges the code. */
async function finish(c: Ceremony, location: unknown) {
  const hops = await followToCallback(c.jar, c.auth, new URL(String(location), server.url).href);
  return exchangeCode(server.url, c.auth, codeFrom(c.auth, hops));
}

async function register(authenticator: SoftAuthenticator, name: string, email: string) {
  const c = await passkeyPage();
  const options = await call(c, 'options', { mode: 'register', name, email });
  expect(options.status).toBe(200);
  const response = authenticator.create(options.body.options as Parameters<SoftAuthenticator['create']>[0]);
  return { c, verify: await call(c, 'verify', { response }) };
}

/** The id the server knows the authenticator's first passkey by. */
const credentialId = (authenticator: SoftAuthenticator) =>
  Buffer.from(authenticator.credentials[0]?.id ?? []).toString('base64url');

async function signInWith(authenticator: SoftAuthenticator) {
  const c = await passkeyPage();
  const options = await call(c, 'options', { mode: 'signin' });
  expect(options.status).toBe(200);
  const response = authenticator.get(options.body.options as Parameters<SoftAuthenticator['get']>[0]);
  return { c, response, verify: await call(c, 'verify', { response }) };
}

describe('passkeys', () => {
  test('the page loads its script and stylesheet from this origin and nothing inline', async () => {
    const { html } = await passkeyPage();
    expect(html).toMatch(/<script src="\/auth\/assets\/webauthn\.js\?v=[0-9a-f]+" defer><\/script>/);
    expect(html).toMatch(/<script src="\/auth\/assets\/passkey\.js\?v=[0-9a-f]+" defer><\/script>/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/auth\/assets\/signin\.css\?v=[0-9a-f]+"/);
    expect(html).not.toMatch(/<style|<script>|style="/);
    const script = await fetch(`${server.url}/auth/assets/passkey.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('startRegistration');
  });

  test('creates an account with a passkey, then signs in with it and no email', async () => {
    const authenticator = new SoftAuthenticator(server.url);
    const { c, verify } = await register(authenticator, 'Ada Lovelace', 'Ada@Example.com');
    expect(verify.status).toBe(200);
    const tokens = await finish(c, verify.body.location);
    const me = await getJson(server.url + API.authMe, tokens.access_token);
    expect(me.body).toMatchObject({ user: { name: 'Ada Lovelace', email: 'ada@example.com' } });

    const again = await signInWith(authenticator);
    expect(again.verify.status).toBe(200);
    const second = await finish(again.c, again.verify.body.location);
    const me2 = await getJson(server.url + API.authMe, second.access_token);
    expect(me2.body).toMatchObject({ user: { _id: (me.body as { user: { _id: string } }).user._id } });
    const stored = await server.storage.users.findByEmail('ada@example.com');
    expect(stored?.passkeys).toHaveLength(1);
    expect(stored?.passkeys?.[0]?.counter).toBe(1);
  });

  test('an answer is used once: replaying it signs nobody in', async () => {
    const authenticator = new SoftAuthenticator(server.url);
    await register(authenticator, 'Rep Lay', 'replay@example.com');
    const { c, response, verify } = await signInWith(authenticator);
    expect(verify.status).toBe(200);
    const replay = await call(c, 'verify', { response });
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ error: { code: 'bad_request' } });
  });

  test('an email typed at registration tells nothing: an address an account holds gets the same answer as any', async () => {
    const local = await userFor(server, 'taken@example.com', 'Local Taken');
    const holder = new SoftAuthenticator(server.url);
    const { c, verify } = await register(holder, 'Mallory', 'TAKEN@example.com');
    expect(verify.status).toBe(200);
    const tokens = await finish(c, verify.body.location);
    const me = await getJson(server.url + API.authMe, tokens.access_token);
    // An account of its own, with the typed email as a contact detail; the local one is untouched.
    expect(me.body).toMatchObject({ user: { name: 'Mallory', email: 'taken@example.com' } });
    const passkeyAccount = await server.storage.users.findByPasskey(credentialId(holder));
    expect(passkeyAccount?.id).not.toBe(local.id);
    expect(await server.storage.users.get(local.id)).toMatchObject({ name: 'Local Taken' });
  });

  test("a passkey account made with someone else's email does not lock its owner out of a vouched sign-in", async () => {
    const mallory = new SoftAuthenticator(server.url);
    const made = await register(mallory, 'Mallory', 'victor@example.com');
    expect(made.verify.status).toBe(200);
    const malloryAccount = await server.storage.users.findByPasskey(credentialId(mallory));
    expect(malloryAccount).not.toBeNull();

    // Victor signs in on the local page of this machine, which vouches for the email.
    const tokens = await signInLocally(new CookieJar(), server.url, {
      name: 'Victor',
      email: 'victor@example.com',
    });
    const me = await getJson(server.url + API.authMe, tokens.access_token);
    expect(me).toMatchObject({
      status: 200,
      body: { user: { name: 'Victor', email: 'victor@example.com' } },
    });
    const victor = await server.storage.users.findBySubject('local:victor@example.com');
    expect(victor?.id).not.toBe(malloryAccount?.id);
    // Nothing of Victor's is Mallory's, and Mallory still signs in to her own account only.
    const again = await signInWith(mallory);
    expect(again.verify.status).toBe(200);
    const hers = await finish(again.c, again.verify.body.location);
    expect((await getJson(server.url + API.authMe, hers.access_token)).body).toMatchObject({
      user: { name: 'Mallory' },
    });
    // A second passkey registration with Victor's address says nothing about him either.
    const third = await register(new SoftAuthenticator(server.url), 'Eve', 'Victor@example.com');
    expect(third.verify.status).toBe(200);
  });

  test('a passkey this server does not know signs nobody in', async () => {
    const stranger = new SoftAuthenticator(server.url);
    stranger.create({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'someone' } });
    const { verify } = await signInWith(stranger);
    expect(verify.status).toBe(400);
    expect(verify.body).toMatchObject({ error: { code: 'bad_request' } });
  });

  test('an answer made for another site (origin) is refused', async () => {
    const phishing = new SoftAuthenticator('http://localhost.evil.example');
    const c = await passkeyPage();
    const options = await call(c, 'options', { mode: 'register', name: 'Phil', email: 'phil@example.com' });
    const response = phishing.create(options.body.options as Parameters<SoftAuthenticator['create']>[0]);
    const verify = await call(c, 'verify', { response });
    expect(verify.status).toBe(400);
    expect(await server.storage.users.findByEmail('phil@example.com')).toBeNull();
  });

  test('another site cannot call the ceremony (Origin), nor without the interaction cookie', async () => {
    const c = await passkeyPage();
    const foreign = await call(c, 'options', { mode: 'signin' }, 'https://evil.example');
    expect(foreign.status).toBe(403);
    const stranger = { ...c, jar: new CookieJar() };
    const cookieless = await stranger.jar.fetch(`${server.url}${c.base}/options`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ mode: 'signin' }),
    });
    expect(cookieless.status).toBe(400);
  });

  test('a signed-in browser adds a passkey to its own account', async () => {
    const jar = new CookieJar();
    // Only this machine gets the local page here; the test client is on it.
    await signInLocally(jar, server.url, { name: 'Lin Local', email: 'lin@example.com' });
    // Asking for another provider than the session's signs in again, with the session known.
    const c = await passkeyPage(jar);
    expect(c.html).toContain('Add a passkey to your account');
    expect(c.html).toContain('lin@example.com');
    const authenticator = new SoftAuthenticator(server.url);
    const options = await call(c, 'options', { mode: 'add' });
    expect(options.status).toBe(200);
    const response = authenticator.create(options.body.options as Parameters<SoftAuthenticator['create']>[0]);
    const verify = await call(c, 'verify', { response });
    expect(verify.status).toBe(200);
    await finish(c, verify.body.location);
    const user = await server.storage.users.findByEmail('lin@example.com');
    expect(user).toMatchObject({ provider: 'local', name: 'Lin Local' });
    expect(user?.passkeys).toHaveLength(1);

    const later = await signInWith(authenticator);
    const tokens = await finish(later.c, later.verify.body.location);
    const me = await getJson(server.url + API.authMe, tokens.access_token);
    expect(me.body).toMatchObject({ user: { email: 'lin@example.com' } });
  });

  test('adding a passkey needs a signed-in browser', async () => {
    const c = await passkeyPage();
    const options = await call(c, 'options', { mode: 'add' });
    expect(options.status).toBe(401);
  });

  test('the providers list offers passkeys where browsers allow them', async () => {
    expect((await getJson(server.url + API.authProviders)).body).toMatchObject({
      providers: expect.arrayContaining([{ id: 'passkey', label: 'Continue with a passkey' }]),
    });
  });
});
