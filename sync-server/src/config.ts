import { existsSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isEmail, UNUSED_UPLOAD_RETENTION_DAYS } from '@folio/shared';
import type { Config, LlmConfig, LocalSignin, MailConfig, UpstreamProvider } from './configTypes.js';

/** The environment as config.ts reads it; `process.env` fits. */
export type Env = Readonly<Record<string, string | undefined>>;

/** A configuration mistake; the message names the variable so the operator knows what to fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const NODE_ENVS = ['production', 'development', 'test'] as const;

/**
 * Reads the whole configuration once. This is the only place the server looks at the environment
 * (index.ts passes `process.env`); everything else receives a `Config`.
 */
export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const port = portNumber(env.PORT);
  const nodeEnv = oneOf('NODE_ENV', env.NODE_ENV, NODE_ENVS, 'development');
  const upstream = upstreamProviders(env);
  const publicUrl = httpUrl('PUBLIC_URL', nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`);
  const localSignin = localSigninMode(env.ALLOW_LOCAL_SIGNIN, nodeEnv);
  const passkeys = passkeysEnabled(env.PASSKEYS, publicUrl);
  if (localSignin === 'off' && !passkeys && upstream.length === 0) {
    throw new ConfigError(
      'No sign-in method: set PUBLIC_URL to an https address (passkeys), or GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or OIDC_UPSTREAM_ISSUER with its client id and secret, or ALLOW_LOCAL_SIGNIN.',
    );
  }
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    publicUrl,
    nodeEnv,
    localSignin,
    passkeys,
    devOrigins: devOrigins(env.DEV_ORIGINS),
    publicUrlGiven: nonEmpty(env.PUBLIC_URL) !== undefined,
    upstream,
    staticDir: staticDir(env.STATIC_DIR, cwd),
    trustProxy: bool('TRUST_PROXY', env.TRUST_PROXY) ?? false,
    rateLimits: { uploadsPerHour: 30, contactPerHour: 10 },
    uploadBodyTimeoutMs: 60_000,
    unusedUploadRetentionMs: UNUSED_UPLOAD_RETENTION_DAYS * 86_400_000,
    llm: llmConfig(env),
    adminEmails: adminEmails(env.ADMIN_EMAILS),
    dnsServers: dnsServers(env.DNS_SERVERS),
    domainRecheckMs: domainRecheckHours(env.DOMAIN_RECHECK_HOURS) * 3_600_000,
    linkOpenRetentionDays: linkOpenRetentionDays(env.LINK_OPEN_RETENTION_DAYS),
    mail: mailConfig(env.SMTP_URL, env.MAIL_FROM),
  };
}

/**
 * ALLOW_LOCAL_SIGNIN. The page lets anyone who reaches it claim any email, so by default only
 * clients on this machine get it, and a production server offers it to nobody unless told to.
 */
function localSigninMode(raw: string | undefined, nodeEnv: Config['nodeEnv']): LocalSignin {
  const value = nonEmpty(raw)?.toLowerCase();
  if (value === undefined) return nodeEnv === 'production' ? 'off' : 'loopback';
  if (['true', '1', 'yes', 'everyone'].includes(value)) return 'everyone';
  if (value === 'loopback') return 'loopback';
  if (['false', '0', 'no'].includes(value)) return 'off';
  throw new ConfigError(`ALLOW_LOCAL_SIGNIN must be loopback, true or false (got "${raw ?? ''}").`);
}

/**
 * PASSKEYS. Browsers offer WebAuthn only in a secure context and for a domain name (never an IP
 * address), so passkeys are on by default when PUBLIC_URL can host them and off otherwise.
 */
function passkeysEnabled(raw: string | undefined, publicUrl: string): boolean {
  const wanted = bool('PASSKEYS', raw);
  const { protocol, hostname } = new URL(publicUrl);
  const isIp = /^\d+\.\d+\.\d+\.\d+$/.test(hostname) || hostname.startsWith('[');
  const possible = !isIp && (protocol === 'https:' || hostname === 'localhost');
  if (wanted === true && !possible) {
    throw new ConfigError(
      `PASSKEYS=true needs PUBLIC_URL on https with a domain name, or http://localhost (got "${publicUrl}").`,
    );
  }
  return wanted ?? possible;
}

/** DEV_ORIGINS: a comma-separated list of origins (scheme, host, port; nothing else). */
function devOrigins(raw: string | undefined): string[] {
  const value = nonEmpty(raw);
  if (value === undefined) return [];
  return value.split(',').map((item) => {
    const origin = httpUrl('DEV_ORIGINS', item.trim());
    if (new URL(origin).origin !== origin)
      throw new ConfigError(`DEV_ORIGINS must list origins without a path (got "${item.trim()}").`);
    return origin;
  });
}

/** ADMIN_EMAILS: comma-separated email addresses, compared without regard to case. */
function adminEmails(raw: string | undefined): string[] {
  const value = nonEmpty(raw);
  if (value === undefined) return [];
  return value.split(',').map((item) => {
    const email = item.trim().toLowerCase();
    if (!isEmail(email))
      throw new ConfigError(`ADMIN_EMAILS must list email addresses (got "${item.trim()}").`);
    return email;
  });
}

/** SMTP_URL and MAIL_FROM: both or neither. */
function mailConfig(rawUrl: string | undefined, rawFrom: string | undefined): MailConfig | null {
  const url = nonEmpty(rawUrl);
  const from = nonEmpty(rawFrom);
  if (!url) {
    if (from) throw new ConfigError('SMTP_URL is required when MAIL_FROM is set.');
    return null;
  }
  const parsed = URL.canParse(url) ? new URL(url) : null;
  // The value may hold a password: never echo it.
  if (!parsed || (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') || !parsed.hostname)
    throw new ConfigError(
      'SMTP_URL must be an smtp:// or smtps:// URL, such as smtps://user:password@mail.example.org:465.',
    );
  if (!from)
    throw new ConfigError('MAIL_FROM is required when SMTP_URL is set (e.g. "Folio <folio@example.org>").');
  if (!/^[^\r\n<>]*<?[^\s@<>]+@[^\s@<>]+>?$/.test(from))
    throw new ConfigError(`MAIL_FROM must be an email address, optionally with a name (got "${from}").`);
  return { url, from };
}

/** DNS_SERVERS: comma-separated `ip`, `ip:port` or `[ipv6]:port`, as node's dns Resolver takes them. */
function dnsServers(raw: string | undefined): string[] | null {
  const value = nonEmpty(raw);
  if (value === undefined) return null;
  return value.split(',').map((item) => {
    const server = item.trim();
    const match = /^(?:\[([^\]]+)\]|([^:]+))(?::(\d{1,5}))?$/.exec(server);
    const address = match?.[1] ?? match?.[2] ?? (isIP(server) === 6 ? server : '');
    const port = match?.[3] === undefined ? 53 : Number(match[3]);
    if (!isIP(address) || port < 1 || port > 65535)
      throw new ConfigError(
        `DNS_SERVERS must list IP addresses with optional ports, such as 127.0.0.1:5353 (got "${server}").`,
      );
    return server;
  });
}

/** DOMAIN_RECHECK_HOURS: whole hours up to 720 (30 days), 0 for every visit; a day by default. */
function domainRecheckHours(raw: string | undefined): number {
  const value = nonEmpty(raw);
  if (value === undefined) return 24;
  const hours = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(hours) || hours > 720)
    throw new ConfigError(
      `DOMAIN_RECHECK_HOURS must be a whole number of hours from 0 to 720 (got "${value}").`,
    );
  return hours;
}

/** LINK_OPEN_RETENTION_DAYS: how long what is known of a private link's opens is kept (issue 23). */
function linkOpenRetentionDays(raw: string | undefined): number {
  const value = nonEmpty(raw);
  if (value === undefined) return 180;
  const days = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(days) || days < 1 || days > 3660)
    throw new ConfigError(
      `LINK_OPEN_RETENTION_DAYS must be a whole number of days from 1 to 3660 (got "${value}").`,
    );
  return days;
}

function portNumber(raw: string | undefined): number {
  const value = nonEmpty(raw);
  if (value === undefined) return 8787;
  const port = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a number from 1 to 65535 (got "${value}").`);
  }
  return port;
}

function databaseUrl(raw: string | undefined): string | null {
  const value = nonEmpty(raw);
  if (value === undefined) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')) {
    // The value may hold a password: never echo it.
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }
  return value;
}

function upstreamProviders(env: Env): UpstreamProvider[] {
  const providers: UpstreamProvider[] = [];
  const googleId = nonEmpty(env.GOOGLE_CLIENT_ID);
  const googleSecret = nonEmpty(env.GOOGLE_CLIENT_SECRET);
  if (googleId && !googleSecret) {
    // Google's token endpoint refuses Web clients without the secret, even with PKCE (STACK.md gotcha 11).
    throw new ConfigError('GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set.');
  }
  if (googleSecret && !googleId)
    throw new ConfigError('GOOGLE_CLIENT_ID is required when GOOGLE_CLIENT_SECRET is set.');
  if (googleId && googleSecret)
    providers.push({ kind: 'google', clientId: googleId, clientSecret: googleSecret });

  const issuer = nonEmpty(env.OIDC_UPSTREAM_ISSUER);
  const oidcId = nonEmpty(env.OIDC_UPSTREAM_CLIENT_ID);
  const oidcSecret = nonEmpty(env.OIDC_UPSTREAM_CLIENT_SECRET);
  if (issuer || oidcId || oidcSecret) {
    if (!issuer)
      throw new ConfigError('OIDC_UPSTREAM_ISSUER is required when an OIDC upstream client is set.');
    if (!oidcId)
      throw new ConfigError('OIDC_UPSTREAM_CLIENT_ID is required when OIDC_UPSTREAM_ISSUER is set.');
    if (!oidcSecret)
      throw new ConfigError('OIDC_UPSTREAM_CLIENT_SECRET is required when OIDC_UPSTREAM_ISSUER is set.');
    const name = nonEmpty(env.OIDC_UPSTREAM_NAME) ?? 'single sign-on';
    providers.push({
      kind: 'oidc',
      id: 'oidc',
      label: `Continue with ${name}`,
      issuer: httpUrl('OIDC_UPSTREAM_ISSUER', issuer),
      clientId: oidcId,
      clientSecret: oidcSecret,
    });
  }
  return providers;
}

function llmConfig(env: Env): LlmConfig | null {
  const baseUrl = nonEmpty(env.LLM_BASE_URL);
  const model = nonEmpty(env.LLM_MODEL);
  const apiKey = nonEmpty(env.LLM_API_KEY);
  const timeout = nonEmpty(env.LLM_TIMEOUT_MS);
  if (!baseUrl) {
    if (model || apiKey || timeout)
      throw new ConfigError('LLM_BASE_URL is required when LLM_MODEL or LLM_API_KEY is set.');
    return null;
  }
  if (!model) throw new ConfigError('LLM_MODEL is required when LLM_BASE_URL is set.');
  let timeoutMs = 20_000;
  if (timeout !== undefined) {
    timeoutMs = /^\d+$/.test(timeout) ? Number(timeout) : NaN;
    if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 600_000) {
      throw new ConfigError(
        `LLM_TIMEOUT_MS must be a number of milliseconds from 1 to 600000 (got "${timeout}").`,
      );
    }
  }
  return { baseUrl: httpUrl('LLM_BASE_URL', baseUrl), apiKey: apiKey ?? '', model, timeoutMs };
}

/**
 * The built PWA. Resolved from this file's location, which sits two levels below the repo root both
 * as source (sync-server/src/config.ts under tsx) and bundled (sync-server/dist/index.js).
 */
export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../../pwa/dist', import.meta.url));

function staticDir(raw: string | undefined, cwd: string): string | null {
  const value = nonEmpty(raw);
  if (value === undefined) return hasIndex(DEFAULT_STATIC_DIR) ? DEFAULT_STATIC_DIR : null;
  const dir = path.resolve(cwd, value);
  if (!hasIndex(dir))
    throw new ConfigError(`STATIC_DIR must be a directory containing index.html (got "${value}").`);
  return dir;
}

function hasIndex(dir: string): boolean {
  try {
    return statSync(dir).isDirectory() && existsSync(path.join(dir, 'index.html'));
  } catch {
    return false;
  }
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL (got "${value}").`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL (got "${value}").`);
  }
  if (url.search || url.hash)
    throw new ConfigError(`${name} must not have a query or fragment (got "${value}").`);
  return url.href.replace(/\/+$/, '');
}

function bool(name: string, raw: string | undefined): boolean | undefined {
  const value = nonEmpty(raw)?.toLowerCase();
  if (value === undefined) return undefined;
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw ?? ''}").`);
}

function oneOf<T extends string>(
  name: string,
  raw: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = nonEmpty(raw);
  if (value === undefined) return fallback;
  const match = allowed.find((a) => a === value);
  if (!match) throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${value}").`);
  return match;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
