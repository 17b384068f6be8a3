import Provider, { errors, interactionPolicy, type Configuration } from 'oidc-provider';
import { API_AUDIENCE, PWA_CLIENT_ID } from '@folio/shared';
import type { Config } from '../configTypes.js';
import type { Storage } from '../storage/types.js';
import { errorPageBody, html, pageHtml, SafeHtml, setPageHeaders } from './html.js';
import { SIGNING_ALG, type SigningKeys } from './keys.js';
import { oidcAdapter, type OidcStateStore } from './oidcAdapter.js';
import { ACCESS_TOKEN_TTL, issuerOf, userClaims } from './tokens.js';

/** Where oidc-provider sends the browser to sign in (our interaction routes, outside /oidc). */
export const INTERACTION_PATH = '/auth/interaction';
/** The PWA's route that finishes sign-in (oidc-client-ts signinRedirectCallback). */
export const CALLBACK_PATH = '/auth/callback';
/** Scopes the PWA asks for; refresh tokens are issued without `offline_access` too (see issueRefreshToken). */
export const PWA_SCOPES = 'openid profile email offline_access';
/** The one API scope of the resource server. */
const API_SCOPE = 'api';

const DAY = 24 * 60 * 60;

/** The resource indicator (RFC 8707) of the API; its tokens carry `aud` = API_AUDIENCE. */
export function apiResource(config: Config): string {
  return `${config.publicUrl}/api`;
}

/** Origins the PWA runs at: the server itself, and DEV_ORIGINS (Vite's, under `npm run dev`) only. */
export function appOrigins(config: Config): string[] {
  const own = new URL(config.publicUrl).origin;
  return [own, ...config.devOrigins.filter((origin) => origin !== own)];
}

/**
 * The embedded OpenID provider. One public client (the PWA): authorization code with PKCE S256,
 * exact redirect URIs, refresh tokens that rotate on every use (a rotated one used again revokes
 * the whole grant — oidc-provider does that for consumed refresh tokens), JWT access tokens for the
 * API resource valid for at most an hour.
 */
export function createProvider(deps: {
  config: Config;
  storage: Storage;
  state: OidcStateStore;
  keys: SigningKeys;
}): Provider {
  const { config, storage, state, keys } = deps;
  const resource = apiResource(config);
  const origins = appOrigins(config);

  const configuration: Configuration = {
    adapter: oidcAdapter(state),
    jwks: { keys: keys.privateJwks },
    clients: [
      {
        client_id: PWA_CLIENT_ID,
        client_name: 'Folio',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}${CALLBACK_PATH}`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
        id_token_signed_response_alg: SIGNING_ALG,
      },
    ],
    clientDefaults: { id_token_signed_response_alg: SIGNING_ALG },
    enabledJWA: { idTokenSigningAlgValues: [SIGNING_ALG] },
    // The PWA calls the token endpoint from the page (from Vite's origin in development).
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access', API_SCOPE],
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    // Put the scopes' claims (name, email) into the ID token as Google does (STACK.md gotcha 3).
    conformIdTokenClaims: false,
    // `provider` picks the upstream at the interaction step (see loginRoute.ts).
    extraParams: ['provider'],
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      // The PWA never pushes requests; each pushed one was up to ~46 KB an anonymous client made us keep.
      pushedAuthorizationRequests: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          setPageHeaders(ctx);
          ctx.body = pageHtml(
            'Sign out',
            html`<h1>Sign out of Folio?</h1>
              ${new SafeHtml(form)}
              <button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">
                Yes, sign me out
              </button>
              <button class="secondary" type="submit" form="op.logoutForm">No, stay signed in</button>`,
          ).value;
        },
        postLogoutSuccessSource: (ctx) => {
          setPageHeaders(ctx);
          ctx.body = pageHtml(
            'Signed out',
            html`<h1>You are signed out</h1>
              <a class="button" href="/">Back to Folio</a>`,
          ).value;
        },
      },
      resourceIndicators: {
        enabled: true,
        // The PWA does not send `resource`; every authorization is for the API.
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: API_AUDIENCE,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
    },
    formats: {
      customizers: {
        // The grant id lets the API refuse tokens of a revoked grant; the user claims let any
        // process on the data dir recognise the user (tokens.ts).
        jwt: async (_ctx, token, jwt) => {
          if (!('grantId' in token) || typeof token.grantId !== 'string') return;
          jwt.payload.gid = token.grantId;
          const user = token.accountId ? await storage.users.get(token.accountId) : null;
          if (user) Object.assign(jwt.payload, userClaims(user));
        },
      },
    },
    findAccount: async (_ctx, id) => {
      const user = await storage.users.get(id);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: () => ({ sub: user.id, name: user.name, email: user.email, email_verified: true }),
      };
    },
    // First-party app: the grant covers what the PWA asks for, so there is no consent screen.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (existing && existing.accountId === oidc.session.accountId) return existing;
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addOIDCClaims(['name', 'email', 'email_verified']);
      grant.addResourceScope(resource, API_SCOPE);
      await grant.save();
      return grant;
    },
    // Refresh tokens for the PWA whether or not the authorization asked for prompt=consent.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    interactions: {
      policy: signInPolicy(),
      url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}`,
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL,
      // Long enough to read the page and use a passkey; anonymous, so kept no longer.
      Interaction: 30 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    renderError: (ctx, out) => {
      setPageHeaders(ctx);
      const message =
        typeof out.error_description === 'string'
          ? out.error_description
          : 'The sign-in request could not be completed.';
      ctx.body = pageHtml('Sign-in problem', errorPageBody('Sign-in problem', message)).value;
    },
  };

  const provider = new Provider(issuerOf(config), configuration);
  provider.proxy = config.trustProxy;
  return provider;
}

/**
 * The default prompts, plus: asking for a provider other than the one the browser session signed
 * in with ("Continue with Google" while signed in with a local account) signs in again instead of
 * silently handing back the other account. Sessions record the provider in `amr` (interactions.ts).
 */
function signInPolicy(): interactionPolicy.Prompt[] {
  const { base, Check } = interactionPolicy;
  const policy = base();
  policy.get('login')?.checks.add(
    new Check('provider_changed', 'Another sign-in provider was requested', (ctx) => {
      const asked = ctx.oidc.params?.provider;
      const session = ctx.oidc.session;
      if (typeof asked !== 'string' || !asked || !session?.accountId) return Check.NO_NEED_TO_PROMPT;
      return session.amr?.includes(asked) ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT;
    }),
  );
  return policy;
}
