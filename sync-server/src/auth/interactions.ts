import { createHash, randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import type { Config } from '../configTypes.js';
import { log } from '../log.js';
import type { Storage } from '../storage/types.js';
import { accountForIdentity } from './accounts.js';
import { localSigninAllowed } from './clientAddress.js';
import { readForm, parseLocalAccount } from './forms.js';
import { errorPageBody, sendPage } from './html.js';
import { currentStateOwner, type OidcStateStore } from './oidcAdapter.js';
import { chooserBody, localSignInBody, type LocalFormState } from './pages.js';
import { findProvider, LOCAL_PROVIDER, signInProviders, type SignInProvider } from './providers.js';
import { sendTooManyPage, type SignInGate } from './signInGate.js';
import { createUpstreamClient, UpstreamError, type UpstreamClient } from './upstream.js';

/*
 * The interaction step of the embedded provider: how a person proves who they are.
 *   GET  /auth/interaction/:uid                  → the provider the app asked for (`provider`
 *                                                  authorization parameter), or a chooser
 *   GET  /auth/interaction/:uid/local            → the local account page
 *   POST /auth/interaction/:uid/local            → sign in with name + email
 *   GET  /auth/interaction/:uid/passkey          → the passkey page (passkeys.ts)
 *   GET  /auth/interaction/:uid/upstream/:id     → off to Google / the upstream issuer
 *   GET  /auth/upstream/:id/callback             → back from upstream: code exchange, ID token check
 *   GET  /auth/interaction/:uid/complete?state=  → finishes the interaction after the callback
 *   GET  /auth/interaction/:uid/abort            → "Cancel": the app gets error=access_denied
 * Every step under /auth/interaction/:uid needs oidc-provider's interaction cookie, which is
 * SameSite=Lax and scoped to that path: a form posted from another site carries no cookie and fails.
 */

/** Sign-in state model for an upstream sign-in in flight (keyed by its `state`). */
const UPSTREAM_LOGIN = 'UpstreamLogin';
const UPSTREAM_LOGIN_TTL_MS = 10 * 60 * 1000;
/** Binds the upstream callback to the browser that started it (login CSRF). */
const UPSTREAM_COOKIE = 'folio_upstream';

interface UpstreamLogin {
  uid: string;
  provider: string;
  nonce: string;
  codeVerifier: string;
  accountId?: string;
  error?: string;
}

export interface InteractionDeps {
  config: Config;
  storage: Storage;
  state: OidcStateStore;
  provider: Provider;
  gate: SignInGate;
}

type Handler = (ctx: Koa.Context, params: string[]) => Promise<void>;
export interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handler: Handler;
}

export function interactionRoutes({
  config,
  storage,
  state: stateStore,
  provider,
  gate,
}: InteractionDeps): Koa.Middleware {
  const upstreamClients = new Map<string, UpstreamClient>(
    config.upstream.map((upstream) => {
      const client = createUpstreamClient(config, upstream);
      return [client.id, client];
    }),
  );

  const details = (ctx: Koa.Context, uid: string) => interactionFor(provider, ctx, uid);

  const finish = async (ctx: Koa.Context, result: InteractionResults, merge = true) => {
    ctx.status = 303;
    ctx.redirect(await finishInteraction(provider, ctx, result, merge));
  };

  const showLocal = (ctx: Koa.Context, uid: string, form: LocalFormState, status = 200) => {
    if (!localSigninAllowed(ctx, config)) {
      sendPage(
        ctx,
        403,
        'Local accounts are off',
        errorPageBody(
          'Local accounts are off',
          'Local accounts (name and email, no password) are only offered on the machine this server runs on. Please choose another way to sign in.',
        ),
      );
      return;
    }
    sendPage(ctx, status, 'Sign in', localSignInBody(uid, form, cancelHref(uid)));
  };

  const startUpstream = async (ctx: Koa.Context, uid: string, client: UpstreamClient) => {
    const wait = await gate.attempt(ctx);
    if (wait !== null) {
      sendTooManyPage(ctx, wait);
      return;
    }
    const state = randomToken();
    const nonce = randomToken();
    const codeVerifier = randomToken(32);
    const login: UpstreamLogin = { uid, provider: client.id, nonce, codeVerifier };
    let url: string;
    try {
      url = await client.authorizationUrl({ state, nonce, codeChallenge: s256(codeVerifier) });
    } catch (error) {
      log.warn('upstream sign-in could not start', { provider: client.id, error });
      await finish(
        ctx,
        { error: 'temporarily_unavailable', error_description: upstreamMessage(error) },
        false,
      );
      return;
    }
    const owner = currentStateOwner();
    await stateStore.upsert({
      model: UPSTREAM_LOGIN,
      id: state,
      payload: { ...login },
      expiresAt: Date.now() + UPSTREAM_LOGIN_TTL_MS,
      ...(owner ? { owner } : {}),
    });
    ctx.cookies.set(UPSTREAM_COOKIE, state, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.secure,
      path: '/auth/upstream/',
      maxAge: UPSTREAM_LOGIN_TTL_MS,
      overwrite: true,
    });
    ctx.status = 303;
    ctx.redirect(url);
  };

  const routes: Route[] = [
    {
      method: 'GET',
      pattern: /^\/auth\/interaction\/([^/]+)$/,
      handler: async (ctx, [uid = '']) => {
        const interaction = await details(ctx, uid);
        if (interaction.prompt.name === 'consent') {
          await finish(ctx, { consent: { grantId: await grantConsent(provider, interaction) } });
          return;
        }
        const asked = interaction.params.provider;
        const available = signInProviders(config, ctx);
        let chosen: SignInProvider | null = null;
        if (asked === LOCAL_PROVIDER && !localSigninAllowed(ctx, config)) {
          showLocal(ctx, uid, { name: '', email: '', error: null });
          return;
        }
        if (typeof asked === 'string' && asked) {
          chosen = findProvider(config, ctx, asked);
          if (!chosen) {
            sendPage(
              ctx,
              400,
              'Unknown sign-in provider',
              errorPageBody('Unknown sign-in provider', unknownProviderMessage),
            );
            return;
          }
        } else if (available.length === 1) {
          chosen = available[0] ?? null;
        }
        if (!chosen) {
          sendPage(ctx, 200, 'Sign in', chooserBody(uid, available, cancelHref(uid)));
          return;
        }
        if (chosen.kind === 'local') {
          showLocal(ctx, uid, { name: '', email: '', error: null });
          return;
        }
        if (chosen.kind === 'passkey') {
          ctx.status = 303;
          ctx.redirect(`/auth/interaction/${encodeURIComponent(uid)}/passkey`);
          return;
        }
        const client = upstreamClients.get(chosen.id);
        if (client) await startUpstream(ctx, uid, client);
      },
    },
    {
      method: 'GET',
      pattern: /^\/auth\/interaction\/([^/]+)\/local$/,
      handler: async (ctx, [uid = '']) => {
        await details(ctx, uid);
        showLocal(ctx, uid, { name: '', email: '', error: null });
      },
    },
    {
      method: 'POST',
      pattern: /^\/auth\/interaction\/([^/]+)\/local$/,
      handler: async (ctx, [uid = '']) => {
        await details(ctx, uid);
        if (!localSigninAllowed(ctx, config)) {
          showLocal(ctx, uid, { name: '', email: '', error: null });
          return;
        }
        const form = await readForm(ctx);
        if (!form) {
          showLocal(ctx, uid, { name: '', email: '', error: 'Please fill in the form and try again.' }, 400);
          return;
        }
        const input = parseLocalAccount(form);
        const wait = await gate.attempt(ctx, input.ok ? input.email : undefined);
        if (wait !== null) {
          sendTooManyPage(ctx, wait);
          return;
        }
        const entered = { name: form.get('name') ?? '', email: form.get('email') ?? '' };
        if (!input.ok) {
          showLocal(ctx, uid, { ...entered, error: input.error, field: input.field }, 400);
          return;
        }
        const subject = `${LOCAL_PROVIDER}:${input.email}`;
        if (!(await storage.users.findBySubject(subject))) {
          const waitNew = await gate.newAccount(ctx);
          if (waitNew !== null) {
            sendTooManyPage(ctx, waitNew);
            return;
          }
        }
        // An existing local account opens as it is: the name typed here never renames it.
        const outcome = await accountForIdentity(storage, config, {
          subject,
          provider: LOCAL_PROVIDER,
          name: input.name,
          email: input.email,
        });
        if (!outcome.ok) {
          showLocal(ctx, uid, { ...entered, error: outcome.message, field: 'email' }, 409);
          return;
        }
        await finish(ctx, { login: { accountId: outcome.user.id, amr: ['local'] } });
      },
    },
    {
      method: 'GET',
      pattern: /^\/auth\/interaction\/([^/]+)\/upstream\/([^/]+)$/,
      handler: async (ctx, [uid = '', id = '']) => {
        await details(ctx, uid);
        const client = upstreamClients.get(id);
        if (!client) {
          sendPage(
            ctx,
            400,
            'Unknown sign-in provider',
            errorPageBody('Unknown sign-in provider', unknownProviderMessage),
          );
          return;
        }
        await startUpstream(ctx, uid, client);
      },
    },
    {
      method: 'GET',
      pattern: /^\/auth\/upstream\/([^/]+)\/callback$/,
      handler: async (ctx, [id = '']) => {
        const state = typeof ctx.query.state === 'string' ? ctx.query.state : '';
        const cookieState = ctx.cookies.get(UPSTREAM_COOKIE, { signed: true });
        ctx.cookies.set(UPSTREAM_COOKIE, null, { signed: true, path: '/auth/upstream/' });
        const record = state && state === cookieState ? await stateStore.find(UPSTREAM_LOGIN, state) : null;
        const login = record ? parseUpstreamLogin(record.payload) : null;
        const client = upstreamClients.get(id);
        if (!record || !login || !client || login.provider !== id || login.accountId || login.error) {
          sendPage(ctx, 400, 'Sign-in expired', errorPageBody('Sign-in expired', expiredMessage));
          return;
        }
        const outcome: UpstreamLogin = { ...login };
        const code = typeof ctx.query.code === 'string' ? ctx.query.code : '';
        if (!code) {
          outcome.error =
            ctx.query.error === 'access_denied'
              ? 'Sign-in was cancelled.'
              : 'The sign-in provider could not sign you in. Please try again.';
        } else {
          try {
            const identity = await client.exchange({
              code,
              codeVerifier: login.codeVerifier,
              nonce: login.nonce,
            });
            const subject = `${id}:${identity.sub}`;
            const waitNew = (await storage.users.findBySubject(subject)) ? null : await gate.newAccount(ctx);
            const account =
              waitNew === null
                ? await accountForIdentity(storage, config, {
                    subject,
                    provider: id,
                    name: identity.name,
                    email: identity.email,
                  })
                : null;
            if (account?.ok) outcome.accountId = account.user.id;
            else if (account) outcome.error = account.message;
            else outcome.error = 'Too many new accounts from here. Please wait an hour and try again.';
          } catch (error) {
            if (!(error instanceof UpstreamError)) throw error;
            log.warn('upstream sign-in failed', { provider: id, error: error.message });
            outcome.error = error.message;
          }
        }
        await stateStore.upsert({ ...record, payload: { ...outcome } });
        ctx.status = 303;
        ctx.redirect(
          `/auth/interaction/${encodeURIComponent(login.uid)}/complete?state=${encodeURIComponent(state)}`,
        );
      },
    },
    {
      method: 'GET',
      pattern: /^\/auth\/interaction\/([^/]+)\/complete$/,
      handler: async (ctx, [uid = '']) => {
        await details(ctx, uid);
        const state = typeof ctx.query.state === 'string' ? ctx.query.state : '';
        const record = state ? await stateStore.find(UPSTREAM_LOGIN, state) : null;
        const login = record ? parseUpstreamLogin(record.payload) : null;
        if (!login || login.uid !== uid || (!login.accountId && !login.error)) {
          sendPage(ctx, 400, 'Sign-in expired', errorPageBody('Sign-in expired', expiredMessage));
          return;
        }
        await stateStore.destroy(UPSTREAM_LOGIN, state);
        if (login.accountId) {
          await finish(ctx, { login: { accountId: login.accountId, amr: [login.provider] } });
        } else {
          await finish(ctx, { error: 'access_denied', error_description: login.error }, false);
        }
      },
    },
    {
      method: 'GET',
      pattern: /^\/auth\/interaction\/([^/]+)\/abort$/,
      handler: async (ctx, [uid = '']) => {
        await details(ctx, uid);
        await finish(ctx, { error: 'access_denied', error_description: 'Sign-in was cancelled.' }, false);
      },
    },
  ];

  return routeMiddleware(routes);
}

/**
 * Dispatches /auth/ requests to the first route whose method and pattern match, with its decoded
 * path parameters. An expired or foreign interaction is a page that says so.
 */
export function routeMiddleware(routes: Route[]): Koa.Middleware {
  return async function interactions(ctx, next) {
    if (!ctx.path.startsWith('/auth/')) return next();
    for (const route of routes) {
      const match = route.pattern.exec(ctx.path);
      if (!match || route.method !== (ctx.method === 'HEAD' ? 'GET' : ctx.method)) continue;
      const params = decodeParams(match.slice(1));
      if (!params) {
        sendPage(ctx, 400, 'Bad request', errorPageBody('Bad request', 'This sign-in address is not valid.'));
        return;
      }
      try {
        await route.handler(ctx, params);
      } catch (error) {
        if (!(error instanceof errors.SessionNotFound) && !(error instanceof InteractionMismatch))
          throw error;
        sendPage(ctx, 400, 'Sign-in expired', errorPageBody('Sign-in expired', expiredMessage));
      }
      return;
    }
    return next();
  };
}

/** The Cancel link of every interaction page: the app gets error=access_denied. */
export const cancelHref = (uid: string) => `/auth/interaction/${encodeURIComponent(uid)}/abort`;

/** Hands the outcome to oidc-provider; returns where the browser goes next (back to /oidc/auth). */
export function finishInteraction(
  provider: Provider,
  ctx: Koa.Context,
  result: InteractionResults,
  merge = true,
): Promise<string> {
  return provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: merge });
}

export const expiredMessage = 'This sign-in has expired or was already used. Please start again.';
const unknownProviderMessage = 'That sign-in provider is not available on this server.';

export class InteractionMismatch extends Error {}

export async function interactionFor(provider: Provider, ctx: Koa.Context, uid: string) {
  const interaction = await provider.interactionDetails(ctx.req, ctx.res);
  if (interaction.uid !== uid) throw new InteractionMismatch();
  return interaction;
}

export type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * Grants what the first-party app asked for. loadExistingGrant (provider.ts) normally does this
 * before a consent prompt can arise; this covers requests it did not foresee.
 */
async function grantConsent(provider: Provider, interaction: InteractionDetails): Promise<string> {
  const { prompt, params, session, grantId } = interaction;
  const clientId = typeof params.client_id === 'string' ? params.client_id : '';
  if (!session?.accountId || !clientId) throw new InteractionMismatch();
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId: session.accountId, clientId });
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = prompt.details;
  if (isStringArray(missingOIDCScope)) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (isStringArray(missingOIDCClaims)) grant.addOIDCClaims(missingOIDCClaims);
  if (typeof missingResourceScopes === 'object' && missingResourceScopes !== null) {
    for (const [indicator, scopes] of Object.entries(missingResourceScopes)) {
      if (isStringArray(scopes)) grant.addResourceScope(indicator, scopes.join(' '));
    }
  }
  return grant.save();
}

function parseUpstreamLogin(payload: Record<string, unknown>): UpstreamLogin | null {
  const { uid, provider, nonce, codeVerifier, accountId, error } = payload;
  if (typeof uid !== 'string' || typeof provider !== 'string') return null;
  if (typeof nonce !== 'string' || typeof codeVerifier !== 'string') return null;
  return {
    uid,
    provider,
    nonce,
    codeVerifier,
    ...(typeof accountId === 'string' ? { accountId } : {}),
    ...(typeof error === 'string' ? { error } : {}),
  };
}

function decodeParams(raw: string[]): string[] | null {
  try {
    return raw.map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
}

function upstreamMessage(error: unknown): string {
  return error instanceof UpstreamError ? error.message : 'The sign-in provider is not reachable right now.';
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
