import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

/** The one signing algorithm: ID tokens, API access tokens (from the provider and the CLI). */
export const SIGNING_ALG = 'ES256';

export interface SigningKeys {
  /** Private JWKs (with kid, alg, use) for oidc-provider's `jwks` and for signing CLI tokens. */
  privateJwks: JWK[];
  /** The same keys without private parts, for verification. */
  publicJwks: JWK[];
}

const KEYS_FILE = 'jwks.json';

/** `DATA_DIR/keys/`: signing keys live beside the data so every process on the data dir shares them. */
export function keysDir(dataDir: string): string {
  return path.join(dataDir, 'keys');
}

const cache = new Map<string, Promise<SigningKeys>>();

/**
 * Loads the signing keys of this data dir, generating them on first use. The server and the admin
 * CLI may both get here first on a fresh data dir at the same moment, so the file is created with
 * link(2), which fails when the name exists: exactly one key set wins and both processes use it.
 */
export function loadSigningKeys(dataDir: string): Promise<SigningKeys> {
  const file = path.join(keysDir(dataDir), KEYS_FILE);
  let keys = cache.get(file);
  if (!keys) {
    keys = readOrCreate(file);
    // A failed load (e.g. a permissions problem) should be retried, not remembered.
    keys.catch(() => cache.delete(file));
    cache.set(file, keys);
  }
  return keys;
}

async function readOrCreate(file: string): Promise<SigningKeys> {
  const existing = await readKeys(file);
  if (existing) return existing;
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const jwk = await generateSigningJwk();
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temp, `${JSON.stringify({ keys: [jwk] }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(temp, file);
  } catch (error) {
    if (!isErrno(error, 'EEXIST')) throw error;
  } finally {
    await fs.rm(temp, { force: true });
  }
  const stored = await readKeys(file);
  if (!stored) throw new Error(`Could not read the signing keys just written to ${file}`);
  return stored;
}

async function readKeys(file: string): Promise<SigningKeys | null> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    throw error;
  }
  const privateJwks = parseJwks(text, file);
  return { privateJwks, publicJwks: privateJwks.map(toPublicJwk) };
}

function parseJwks(text: string, file: string): JWK[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(
      `${file} is not valid JSON; delete it to generate new signing keys (everyone is signed out)`,
    );
  }
  const keys = isRecord(parsed) && Array.isArray(parsed.keys) ? parsed.keys : null;
  const valid = keys?.filter(isUsableJwk) ?? [];
  if (valid.length === 0) throw new Error(`${file} holds no usable ${SIGNING_ALG} signing key`);
  return valid;
}

function isUsableJwk(value: unknown): value is JWK {
  return (
    isRecord(value) &&
    value.kty === 'EC' &&
    value.crv === 'P-256' &&
    value.alg === SIGNING_ALG &&
    typeof value.kid === 'string' &&
    typeof value.d === 'string' &&
    typeof value.x === 'string' &&
    typeof value.y === 'string'
  );
}

function toPublicJwk(jwk: JWK): JWK {
  const { kty, crv, x, y, kid, alg } = jwk;
  return { kty, crv, x, y, kid, alg, use: 'sig' };
}

async function generateSigningJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: SIGNING_ALG, use: 'sig' };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
