import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import Koa from 'koa';
import Provider, { type InteractionResults } from 'oidc-provider';
import { exportJWK, generateKeyPair } from 'jose';
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
} from './testing/pkceClient.js';

/*
 * The federated path against a second, real oidc-provider standing in for Google: a confidential
 * client, its own sessions and keys, and an interaction step that signs in whoever `upstreamUser`
 * says (or refuses, when `upstreamRefuses` is set), without a page.
 */

interface UpstreamUser {
  sub: string;
  email: string;
  name: string;
  email_verified: boolean;
}
let upstreamUser: UpstreamUser;
let upstreamRefuses = false;
const CLIENT_SECRET = 'upstream-client-secret-for-tests';

let upstreamServer: Server;
let upstreamUrl: string;
let folio: TestServer;

beforeAll(async () => {
  // The upstream needs Folio's callback URL and Folio needs the upstream's issuer: listen first.
  upstreamServer = createServer();
  await new Promise<void>((resolve) => upstreamServer.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstreamServer.address() as AddressInfo).port}`;

  folio = await startTestServer({
    env: {
      OIDC_UPSTREAM_ISSUER: upstreamUrl,
      OIDC_UPSTREAM_CLIENT_ID: 'folio',
      OIDC_UPSTREAM_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_UPSTREAM_NAME: 'Test SSO',
      // Local accounts only from this machine, which then vouches for their emails.
      ALLOW_LOCAL_SIGNIN: 'loopback',
    },
  });

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const upstream = new Provider(upstreamUrl, {
    clients: [
      {
        client_id: 'folio',
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${folio.url}/auth/upstream/oidc/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'upstream', alg: 'RS256', use: 'sig' }] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_ctx, sub) =>
      sub === upstreamUser.sub ? { accountId: sub, claims: () => ({ ...upstreamUser }) } : undefined,
  });
  upstream.keys = ['upstream-cookie-key'];
  const app = new Koa();
  app.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/interaction/')) return next();
    const details = await upstream.interactionDetails(ctx.req, ctx.res);
    let result: InteractionResults;
    if (upstreamRefuses) {
      result = { error: 'access_denied', error_description: 'The user said no' };
    } else if (details.prompt.name === 'login') {
      result = { login: { accountId: upstreamUser.sub } };
    } else {
      const grant = new upstream.Grant({ accountId: upstreamUser.sub, clientId: 'folio' });
      grant.addOIDCScope('openid email profile');
      result = { consent: { grantId: await grant.save() } };
    }
    ctx.respond = false;
    await upstream.interactionFinished(ctx.req, ctx.res, result, { mergeWithLastSubmission: true });
  });
  upstreamServer.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) app.callback()(req, res);
    else upstream.callback()(req, res);
  });
});

afterAll(async () => {
  await folio?.dispose();
  upstreamServer?.closeAllConnections();
  await new Promise<void>((resolve) => upstreamServer?.close(() => resolve()));
});

beforeEach(() => {
  upstreamRefuses = false;
  upstreamUser = {
    sub: 'alice-42',
    email: 'Alice@Upstream.example',
    name: 'Alice Upstream',
    email_verified: true,
  };
});

/** Starts sign-in at Folio with `provider=oidc` and follows every redirect through the upstream. */
async function signInThroughUpstream(jar: CookieJar) {
  const auth = authorizationRequest(folio.url, { provider: 'oidc' });
  const hops = await followToCallback(jar, auth, auth.url);
  return { auth, hops };
}

describe('sign-in through an upstream OpenID provider', () => {
  test('the user ends up signed in with the upstream account and email', async () => {
    const jar = new CookieJar();
    const { auth, hops } = await signInThroughUpstream(jar);
    // It really went through the upstream: its authorization endpoint, and back to our callback.
    expect(hops.some((hop) => hop.url.startsWith(`${upstreamUrl}/auth?`))).toBe(true);
    const upstreamAuth = new URL(hops.find((hop) => hop.url.startsWith(`${upstreamUrl}/auth?`))?.url ?? '');
    expect(upstreamAuth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(upstreamAuth.searchParams.get('nonce')).toEqual(expect.any(String));
    expect(hops.some((hop) => hop.url.startsWith(`${folio.url}/auth/upstream/oidc/callback?`))).toBe(true);

    const tokens = await exchangeCode(folio.url, auth, codeFrom(auth, hops));
    const me = await getJson(folio.url + API.authMe, tokens.access_token);
    expect(me).toMatchObject({
      status: 200,
      body: {
        success: true,
        user: { name: 'Alice Upstream', email: 'alice@upstream.example', plan: 'free' },
      },
    });
    const stored = await folio.storage.users.findByEmail('alice@upstream.example');
    expect(stored).toMatchObject({ subject: 'oidc:alice-42', provider: 'oidc' });
  });

  test('signing in again finds the same account and never renames it', async () => {
    await signInThroughUpstream(new CookieJar());
    upstreamUser = { ...upstreamUser, name: 'Alice Renamed', email: 'someone.else@upstream.example' };
    const jar = new CookieJar();
    const { auth, hops } = await signInThroughUpstream(jar);
    const tokens = await exchangeCode(folio.url, auth, codeFrom(auth, hops));
    const me = await getJson(folio.url + API.authMe, tokens.access_token);
    expect(me.body).toMatchObject({ user: { name: 'Alice Upstream', email: 'alice@upstream.example' } });
    const all = await folio.storage.users.findByEmail('alice@upstream.example');
    expect(all?.subject).toBe('oidc:alice-42');
  });

  test('another upstream identity cannot claim an email a local account holds', async () => {
    await userFor(folio, 'carol@upstream.example', 'Carol Local');
    upstreamUser = {
      sub: 'mallory-7',
      email: 'Carol@Upstream.example',
      name: 'Mallory',
      email_verified: true,
    };
    const { hops } = await signInThroughUpstream(new CookieJar());
    const last = new URL(hops.at(-1)?.url ?? '');
    expect(last.pathname).toBe('/auth/callback');
    expect(last.searchParams.get('error')).toBe('access_denied');
    expect(last.searchParams.get('error_description')).toMatch(/already belongs to a Folio account/);
    expect(last.searchParams.get('code')).toBeNull();
    expect(await folio.storage.users.findBySubject('oidc:mallory-7')).toBeNull();
    expect(await folio.storage.users.findByEmail('carol@upstream.example')).toMatchObject({
      name: 'Carol Local',
    });
  });

  test("a passkey account's typed-in email does not keep the address's owner out", async () => {
    // As a passkey registration makes it: the email only typed in (vouchedEmail.ts).
    const typed = await folio.storage.users.create(
      { subject: 'passkey:squatter', provider: 'passkey', name: 'Squatter', email: 'dana@upstream.example' },
      { reserve: false, unvouchedProviders: ['passkey'] },
    );
    expect(typed).not.toBeNull();
    upstreamUser = { sub: 'dana-9', email: 'Dana@Upstream.example', name: 'Dana', email_verified: true };
    const { auth, hops } = await signInThroughUpstream(new CookieJar());
    const tokens = await exchangeCode(folio.url, auth, codeFrom(auth, hops));
    const me = await getJson(folio.url + API.authMe, tokens.access_token);
    expect(me).toMatchObject({
      status: 200,
      body: { user: { name: 'Dana', email: 'dana@upstream.example' } },
    });
    const dana = await folio.storage.users.findBySubject('oidc:dana-9');
    expect(dana?.id).not.toBe(typed?.id);
    expect(await folio.storage.users.get(typed?.id ?? '')).toMatchObject({ name: 'Squatter' });
    // The address is Dana's now: another vouched identity naming it is refused.
    expect(await folio.storage.users.findByEmail('dana@upstream.example', ['passkey'])).toMatchObject({
      id: dana?.id,
    });
  });

  test('a refusal upstream returns the app an access_denied error', async () => {
    upstreamRefuses = true;
    const { hops } = await signInThroughUpstream(new CookieJar());
    const last = new URL(hops.at(-1)?.url ?? '');
    expect(last.pathname).toBe('/auth/callback');
    expect(last.searchParams.get('error')).toBe('access_denied');
    expect(last.searchParams.get('code')).toBeNull();
  });

  test('an unverified upstream email is refused', async () => {
    upstreamUser = { sub: 'bob-7', email: 'bob@upstream.example', name: 'Bob', email_verified: false };
    const { hops } = await signInThroughUpstream(new CookieJar());
    const last = new URL(hops.at(-1)?.url ?? '');
    expect(last.searchParams.get('error')).toBe('access_denied');
    expect(last.searchParams.get('error_description')).toMatch(/not verified/);
    expect(await folio.storage.users.findByEmail('bob@upstream.example')).toBeNull();
  });

  test('a callback from another browser (no state cookie) is refused', async () => {
    const jar = new CookieJar();
    const auth = authorizationRequest(folio.url, { provider: 'oidc' });
    // Stop where the upstream would send the browser back to Folio with a code.
    const hops = await jar.follow(auth.url, {}, (url) => url.startsWith(`${folio.url}/auth/upstream/`));
    const callback = hops.at(-1)?.url ?? '';
    expect(callback).toMatch(/\/auth\/upstream\/oidc\/callback\?code=/);

    const attacker = new CookieJar();
    const response = await attacker.fetch(callback);
    expect(response.status).toBe(400);
    // The refused attempt does not spoil the sign-in of the browser that started it.
    const rest = await followToCallback(jar, auth, callback);
    expect(codeFrom(auth, rest)).toEqual(expect.any(String));
  });

  test('asking for the upstream while signed in locally signs in upstream, not as the local account', async () => {
    const jar = new CookieJar();
    await signInLocally(jar, folio.url, { name: 'Local Lou', email: 'lou@example.com' });
    const { auth, hops } = await signInThroughUpstream(jar);
    expect(hops.some((hop) => hop.url.startsWith(`${upstreamUrl}/auth?`))).toBe(true);

    // The provider asks the browser to end the old session first (an auto-submitted form).
    const confirm = hops.at(-1);
    expect(confirm?.status).toBe(200);
    const page = (await confirm?.response.text()) ?? '';
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? '';
    const fields = Object.fromEntries(
      [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [m[1], m[2]]),
    );
    const rest = await followToCallback(
      jar,
      auth,
      new URL(action.replace(/&amp;/g, '&'), confirm?.url).href,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      },
    );
    const tokens = await exchangeCode(folio.url, auth, codeFrom(auth, rest));
    const me = await getJson(folio.url + API.authMe, tokens.access_token);
    expect(me.body).toMatchObject({ user: { email: 'alice@upstream.example' } });
  });

  test('the login route and provider list offer the upstream', async () => {
    const response = await fetch(`${folio.url}/auth/login/oidc`, { redirect: 'manual' });
    expect(response.headers.get('location')).toBe('/login?provider=oidc');
    expect((await getJson(folio.url + API.authProviders)).body).toEqual({
      providers: [
        { id: 'oidc', label: 'Continue with Test SSO' },
        { id: 'local', label: 'Continue with a local account' },
      ],
    });
  });

  test('without a provider parameter the person chooses between the upstream and a local account', async () => {
    const jar = new CookieJar();
    const auth = authorizationRequest(folio.url);
    const hops = await followToCallback(jar, auth, auth.url);
    const page = hops.at(-1);
    expect(page?.status).toBe(200);
    const body = (await page?.response.text()) ?? '';
    expect(body).toContain('Continue with Test SSO');
    expect(body).toContain('Continue with a local account');
  });
});
