import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type Provider from 'oidc-provider';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { z } from 'zod';
import type { Config } from '../configTypes.js';
import { log } from '../log.js';
import type { PasskeyCredential, Storage, UserRecord } from '../storage/types.js';
import { createAccount } from './accounts.js';
import { parseLocalAccount } from './forms.js';
import { sendPage } from './html.js';
import {
  cancelHref,
  finishInteraction,
  interactionFor,
  routeMiddleware,
  type Route,
} from './interactions.js';
import { currentStateOwner, type OidcStateStore } from './oidcAdapter.js';
import { passkeyBody } from './pages.js';
import { PASSKEY_PROVIDER } from './providers.js';
import { tooManyMessage, type SignInGate } from './signInGate.js';

/*
 * Passkeys (WebAuthn) for accounts of the embedded provider, with SimpleWebAuthn:
 *   GET  /auth/interaction/:uid/passkey          → the page (sign in, create an account, or add a
 *                                                  passkey to the account this browser is signed in to)
 *   POST /auth/interaction/:uid/passkey/options  → {mode, name?, email?} → WebAuthn options
 *   POST /auth/interaction/:uid/passkey/verify   → {response} → {location} to continue sign-in
 * Both POSTs need the interaction cookie (SameSite=Lax, path-scoped), JSON, and an Origin of this
 * server: another site can neither read the options nor finish a ceremony.
 *
 * Passkeys are discoverable (resident) credentials, so signing in asks for no email: the browser
 * offers the passkeys it holds for this site. An account made here gets the name and email given;
 * the email is a contact detail nobody vouched for, so it reserves nothing (accounts.ts).
 */

const CHALLENGE = 'PasskeyChallenge';
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const BODY_LIMIT = 16 * 1024;

type Mode = 'signin' | 'register' | 'add';

interface Challenge {
  challenge: string;
  mode: Mode;
  name?: string;
  email?: string;
  userId?: string;
}

const optionsRequest = z.object({
  mode: z.enum(['signin', 'register', 'add']),
  name: z.string().max(1000).optional(),
  email: z.string().max(1000).optional(),
});
const credentialJson = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(4096) }),
});
const verifyRequest = z.object({ response: credentialJson });

interface Deps {
  config: Config;
  storage: Storage;
  state: OidcStateStore;
  provider: Provider;
  gate: SignInGate;
}

class JsonError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Stops the request with 429 when a sign-in limit is reached. */
function checkWait(wait: number | null): void {
  if (wait !== null) throw new JsonError(429, 'rate_limited', tooManyMessage(wait), wait);
}

export function passkeyRoutes({ config, storage, state, provider, gate }: Deps): Koa.Middleware {
  const origin = new URL(config.publicUrl).origin;
  const rpID = new URL(config.publicUrl).hostname;
  const base = (uid: string) => `/auth/interaction/${encodeURIComponent(uid)}/passkey`;

  /** The account this browser is signed in to with the provider, if any (to add a passkey to it). */
  const signedInUser = async (ctx: Koa.Context, uid: string): Promise<UserRecord | null> => {
    const interaction = await interactionFor(provider, ctx, uid);
    const accountId = interaction.session?.accountId;
    return accountId ? storage.users.get(accountId) : null;
  };

  const json =
    (handler: (ctx: Koa.Context, uid: string, body: unknown) => Promise<unknown>): Route['handler'] =>
    async (ctx, [uid = '']) => {
      try {
        if (ctx.get('Origin') !== origin)
          throw new JsonError(403, 'forbidden', 'Use this page on Folio itself.');
        if (!ctx.is('application/json')) throw new JsonError(415, 'unsupported_media_type', 'Send JSON.');
        const body = await readJson(ctx);
        checkWait(await gate.attempt(ctx));
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await handler(ctx, uid, body);
      } catch (error) {
        if (!(error instanceof JsonError)) throw error;
        ctx.status = error.status;
        ctx.set('Cache-Control', 'no-store');
        if (error.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(error.retryAfterSeconds));
        ctx.body = { error: { code: error.code, message: error.message } };
      }
    };

  const saveChallenge = async (uid: string, challenge: Challenge) => {
    const owner = currentStateOwner();
    await state.upsert({
      model: CHALLENGE,
      id: uid,
      payload: { ...challenge },
      expiresAt: Date.now() + CHALLENGE_TTL_MS,
      ...(owner ? { owner } : {}),
    });
  };

  const takeChallenge = async (uid: string): Promise<Challenge> => {
    const record = await state.find(CHALLENGE, uid);
    // One use: a replayed or second verify finds nothing.
    await state.destroy(CHALLENGE, uid);
    const parsed = record ? parseChallenge(record.payload) : null;
    if (!parsed)
      throw new JsonError(400, 'bad_request', 'This passkey request has expired. Please try again.');
    return parsed;
  };

  const options = json(async (ctx, uid, raw) => {
    const request = optionsRequest.safeParse(raw);
    if (!request.success) throw new JsonError(400, 'bad_request', 'The request was not understood.');
    const { mode } = request.data;
    const current = await signedInUser(ctx, uid);
    if (mode === 'signin') {
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
      await saveChallenge(uid, { challenge: options.challenge, mode });
      return { options };
    }
    if (mode === 'add') {
      if (!current)
        throw new JsonError(401, 'unauthorized', 'Sign in first to add a passkey to your account.');
      const options = await registrationOptions(current.name, current.email, current.passkeys ?? []);
      await saveChallenge(uid, { challenge: options.challenge, mode, userId: current.id });
      return { options };
    }
    const form = new URLSearchParams({ name: request.data.name ?? '', email: request.data.email ?? '' });
    const input = parseLocalAccount(form);
    if (!input.ok) throw new JsonError(400, 'validation_failed', input.error);
    checkWait(await gate.attempt(ctx, input.email));
    // The email is typed, not proven: it is not compared with anyone's (that would tell a stranger
    // who has an account, and let them hold the address against its owner). vouchedEmail.ts.
    const options = await registrationOptions(input.name, input.email, []);
    await saveChallenge(uid, { challenge: options.challenge, mode, name: input.name, email: input.email });
    return { options };
  });

  const registrationOptions = (name: string, email: string, existing: PasskeyCredential[]) =>
    generateRegistrationOptions({
      rpName: 'Folio',
      rpID,
      userName: email,
      userDisplayName: name,
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });

  const verify = json(async (ctx, uid, raw) => {
    await interactionFor(provider, ctx, uid);
    const request = verifyRequest.safeParse(raw);
    if (!request.success) throw new JsonError(400, 'bad_request', 'The passkey answer was not understood.');
    const challenge = await takeChallenge(uid);
    const login = (user: UserRecord) =>
      finishInteraction(provider, ctx, { login: { accountId: user.id, amr: [PASSKEY_PROVIDER] } });

    if (challenge.mode === 'signin') {
      const response = request.data.response as unknown as AuthenticationResponseJSON;
      const user = await storage.users.findByPasskey(response.id);
      const passkey = user?.passkeys?.find((p) => p.id === response.id);
      if (!user || !passkey) throw new JsonError(400, 'bad_request', unknownPasskey);
      let verified;
      try {
        verified = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge.challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: passkey.id,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: false,
        });
      } catch (error) {
        log.debug('passkey sign-in refused', { error });
        throw new JsonError(400, 'bad_request', 'This passkey could not be checked. Please try again.');
      }
      if (!verified.verified) throw new JsonError(400, 'bad_request', 'This passkey could not be checked.');
      await storage.users.recordPasskeyUse(user.id, passkey.id, verified.authenticationInfo.newCounter);
      return { location: await login(user) };
    }

    const response = request.data.response as unknown as RegistrationResponseJSON;
    let credential: PasskeyCredential;
    try {
      const verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      });
      if (!verified.verified) throw new Error('not verified');
      const { credential: made } = verified.registrationInfo;
      credential = {
        id: made.id,
        publicKey: Buffer.from(made.publicKey).toString('base64url'),
        counter: made.counter,
        transports: made.transports ?? [],
        createdAt: new Date().toISOString(),
        lastUsedAt: null,
      };
    } catch (error) {
      log.debug('passkey registration refused', { error });
      throw new JsonError(400, 'bad_request', 'This passkey could not be registered. Please try again.');
    }

    if (challenge.mode === 'add') {
      const current = await signedInUser(ctx, uid);
      if (!current || current.id !== challenge.userId)
        throw new JsonError(401, 'unauthorized', 'Sign in first to add a passkey to your account.');
      const user = await storage.users.addPasskey(current.id, credential);
      if (!user) throw new JsonError(409, 'conflict', 'This passkey is already registered.');
      return { location: await login(user) };
    }

    checkWait(await gate.newAccount(ctx));
    const outcome = await createAccount(
      storage,
      config,
      {
        subject: `${PASSKEY_PROVIDER}:${randomBytes(16).toString('base64url')}`,
        provider: PASSKEY_PROVIDER,
        name: challenge.name ?? '',
        email: challenge.email ?? '',
      },
      credential,
    );
    if (!outcome.ok) throw new JsonError(409, 'conflict', outcome.message);
    return { location: await login(outcome.user) };
  });

  return routeMiddleware([
    {
      method: 'GET',
      pattern: /^\/auth\/interaction\/([^/]+)\/passkey$/,
      handler: async (ctx, [uid = '']) => {
        const current = await signedInUser(ctx, uid);
        sendPage(
          ctx,
          200,
          'Sign in with a passkey',
          passkeyBody({ action: base(uid), cancelHref: cancelHref(uid), account: current }),
          { scripts: ['webauthn.js', 'passkey.js'] },
        );
      },
    },
    { method: 'POST', pattern: /^\/auth\/interaction\/([^/]+)\/passkey\/options$/, handler: options },
    { method: 'POST', pattern: /^\/auth\/interaction\/([^/]+)\/passkey\/verify$/, handler: verify },
  ]);
}

const unknownPasskey =
  'This passkey is not registered on this Folio server. Create an account with it below, or choose another passkey.';

async function readJson(ctx: Koa.Context): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > BODY_LIMIT) throw new JsonError(413, 'payload_too_large', 'The request is too large.');
    chunks.push(buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new JsonError(400, 'bad_request', 'The request body is not valid JSON.');
  }
}

function parseChallenge(payload: Record<string, unknown>): Challenge | null {
  const { challenge, mode, name, email, userId } = payload;
  if (typeof challenge !== 'string') return null;
  if (mode !== 'signin' && mode !== 'register' && mode !== 'add') return null;
  return {
    challenge,
    mode,
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof userId === 'string' ? { userId } : {}),
  };
}
