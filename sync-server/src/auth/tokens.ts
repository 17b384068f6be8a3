import { createHash, randomBytes } from 'node:crypto';
import { API_AUDIENCE, OIDC_MOUNT } from '@folio/shared';
import { createLocalJWKSet, importJWK, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Config } from '../configTypes.js';
import type { Storage, UserRecord } from '../storage/types.js';
import { loadSigningKeys, SIGNING_ALG } from './keys.js';
import type { OidcStateStore } from './oidcAdapter.js';

/*
 * API access tokens are JWTs (typ at+jwt, ES256) signed with the keys in DATA_DIR/keys/, so that
 * - tokens from the embedded OpenID provider (JWT format for the API resource) and
 * - tokens minted by the admin CLI in another process on the same data dir
 * are checked by one verifier without either process asking the other anything.
 *
 * Every token names the grant it belongs to (`gid`). Logout and refresh-token reuse revoke a grant;
 * a revoked grant is recorded in the sign-in state (model REVOKED_GRANT) for as long as its tokens could live,
 * and a provider token is also refused once its Grant record is gone. Tokens live at most one hour.
 *
 * Tokens carry the user's provider subject, name and email as well as the user id: when the CLI
 * created the user in its own process, the running server may not see that record, so the server
 * creates the user from the token on first use (upsertBySubject is idempotent).
 */

/** Upper bound of every access token's lifetime (seconds). */
export const ACCESS_TOKEN_TTL = 60 * 60;
/** `client_id` of tokens minted by the admin CLI. */
export const CLI_CLIENT_ID = 'folio-cli';
/** Sign-in state model (OidcStateStore) for revoked grant ids. */
export const REVOKED_GRANT = 'RevokedGrant';
/** Sign-in state model for accounts their owner deleted, keyed by a hash of the user id. */
export const DELETED_ACCOUNT = 'DeletedAccount';
const CLOCK_TOLERANCE_S = 5;

export interface TokenDeps {
  config: Config;
  storage: Storage;
}

/** Claims we add to every access token besides the registered ones. */
export interface FolioTokenClaims {
  gid: string;
  email: string;
  name: string;
  /** The user's `${provider}:${subject}`. */
  usub: string;
  uprov: string;
}

export interface VerifiedToken {
  user: UserRecord;
  grantId: string;
}

/** The issuer of every token: the embedded OpenID provider. */
export function issuerOf(config: Config): string {
  return `${config.publicUrl}${OIDC_MOUNT}`;
}

/** storage.oidc record where the server notes the issuer it checks, for the CLI in another process. */
const SERVER_INFO = { model: 'ServerInfo', id: 'issuer' } as const;

/**
 * Notes this server's issuer in the data dir. The admin CLI usually runs without the server's
 * PUBLIC_URL in its environment; it signs with the issuer the server on this data dir expects.
 */
export async function recordIssuer({ config, storage }: TokenDeps): Promise<void> {
  const issuer = issuerOf(config);
  const current = await storage.oidc.find(SERVER_INFO.model, SERVER_INFO.id);
  if (current?.payload.issuer === issuer) return;
  await storage.oidc.upsert({ ...SERVER_INFO, payload: { issuer }, expiresAt: null });
}

async function issuerForNewTokens({ config, storage }: TokenDeps): Promise<string> {
  const recorded = await storage.oidc.find(SERVER_INFO.model, SERVER_INFO.id);
  const issuer = recorded?.payload.issuer;
  return typeof issuer === 'string' && issuer ? issuer : issuerOf(config);
}

/** The claims describing a user, as put into access tokens. */
export function userClaims(user: UserRecord): Omit<FolioTokenClaims, 'gid'> {
  return { email: user.email, name: user.name, usub: user.subject, uprov: user.provider };
}

/**
 * Mints an API access token for an existing user, signed with the data dir's keys, for the issuer
 * the server on this data dir last recorded (else this config's). Used by the admin CLI; each token
 * is its own grant, so logging out with it revokes only it.
 */
export async function issueAccessToken({ config, storage }: TokenDeps, userId: string): Promise<string> {
  const issuer = await issuerForNewTokens({ config, storage });
  const user = await storage.users.get(userId);
  if (!user) throw new Error(`No user with id ${userId}`);
  const { privateJwks } = await loadSigningKeys(storage.cluster);
  // loadSigningKeys never returns an empty list (it throws instead).
  const jwk = privateJwks[0]!;
  const key = await importJWK(jwk, SIGNING_ALG);
  const claims: FolioTokenClaims = { gid: `cli-${randomId()}`, ...userClaims(user) };
  return new SignJWT({ ...claims, client_id: CLI_CLIENT_ID, scope: 'api' })
    .setProtectedHeader({ alg: SIGNING_ALG, typ: 'at+jwt', kid: jwk.kid })
    .setIssuer(issuer)
    .setAudience(API_AUDIENCE)
    .setSubject(user.id)
    .setJti(randomId())
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL}s`)
    .sign(key);
}

/** Checks a bearer token: signature, issuer, audience, lifetime, revocation; resolves its user. */
export type TokenVerifier = (token: string) => Promise<VerifiedToken | null>;

export function createTokenVerifier({
  config,
  storage,
  state,
}: TokenDeps & { state: OidcStateStore }): TokenVerifier {
  const issuer = issuerOf(config);
  let jwks: ReturnType<typeof createLocalJWKSet> | null = null;

  return async function verifyAccessToken(token) {
    if (!jwks) jwks = createLocalJWKSet({ keys: (await loadSigningKeys(storage.cluster)).publicJwks });
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer,
        audience: API_AUDIENCE,
        algorithms: [SIGNING_ALG],
        typ: 'at+jwt',
        requiredClaims: ['sub', 'exp', 'iat', 'gid'],
        clockTolerance: CLOCK_TOLERANCE_S,
      }));
    } catch {
      return null;
    }
    const claims = parseClaims(payload);
    if (!claims) return null;
    if (claims.exp - claims.iat > ACCESS_TOKEN_TTL + CLOCK_TOLERANCE_S) return null;
    if (await state.find(REVOKED_GRANT, claims.gid)) return null;
    // Provider grants live in this server's sign-in state; when one is gone (logout, refresh-token
    // reuse, expiry) its access tokens stop working at once.
    if (claims.clientId !== CLI_CLIENT_ID && !(await state.find('Grant', claims.gid))) return null;
    const user = await resolveUser(storage, state, claims);
    return user ? { user, grantId: claims.gid } : null;
  };
}

interface ParsedClaims extends Partial<Omit<FolioTokenClaims, 'gid'>> {
  sub: string;
  gid: string;
  iat: number;
  exp: number;
  clientId: string | null;
}

function parseClaims(payload: JWTPayload): ParsedClaims | null {
  const { sub, gid, iat, exp, client_id: clientId, email, name, usub, uprov } = payload;
  if (
    typeof sub !== 'string' ||
    typeof gid !== 'string' ||
    typeof iat !== 'number' ||
    typeof exp !== 'number'
  ) {
    return null;
  }
  return {
    sub,
    gid,
    iat,
    exp,
    clientId: typeof clientId === 'string' ? clientId : null,
    email: typeof email === 'string' ? email : undefined,
    name: typeof name === 'string' ? name : undefined,
    usub: typeof usub === 'string' ? usub : undefined,
    uprov: typeof uprov === 'string' ? uprov : undefined,
  };
}

async function resolveUser(
  storage: Storage,
  state: OidcStateStore,
  claims: ParsedClaims,
): Promise<UserRecord | null> {
  const user = await storage.users.get(claims.sub);
  if (user) return user;
  // Without this, any token still alive after the owner deleted the account (another device, the
  // CLI) would bring the account back, empty, on its next request.
  if (await state.find(DELETED_ACCOUNT, deletedAccountKey(claims.sub))) return null;
  const { usub, uprov, email, name } = claims;
  if (!usub || !uprov || email === undefined || name === undefined) return null;
  return storage.users.upsertBySubject({ subject: usub, provider: uprov, email, name });
}

/**
 * Revokes a grant everywhere: its stored tokens and codes, the grant itself, and a revocation record
 * that outlives every access token issued for it.
 */
export async function revokeGrant(state: OidcStateStore, grantId: string): Promise<void> {
  await state.revokeByGrantId(grantId);
  await state.destroy('Grant', grantId);
  await state.upsert({
    model: REVOKED_GRANT,
    id: grantId,
    payload: { revokedAt: Date.now() },
    expiresAt: Date.now() + (ACCESS_TOKEN_TTL + 60) * 1000,
  });
}

/**
 * Ends a deleted account on every device and instance, durably (it must hold across restarts):
 * its sessions, grants and refresh tokens are removed, and a record refuses every access token it
 * still has for as long as any could live (the CLI's have no grant to remove).
 */
export async function forgetAccountTokens(state: OidcStateStore, userId: string): Promise<void> {
  await state.upsert({
    model: DELETED_ACCOUNT,
    id: deletedAccountKey(userId),
    payload: {},
    expiresAt: Date.now() + (ACCESS_TOKEN_TTL + 60) * 1000,
  });
  await state.destroyByAccount(userId);
}

/** The account's id is not kept after deletion, only a hash that matches it in a token. */
function deletedAccountKey(userId: string): string {
  return createHash('sha256').update(userId).digest('base64url');
}

function randomId(): string {
  return randomBytes(16).toString('base64url');
}
