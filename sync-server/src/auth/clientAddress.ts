import type Koa from 'koa';
import { addressKey } from '../http/addressKey.js';
import type { Config } from '../configTypes.js';

/** Headers a reverse proxy adds; a request carrying them did not come from the socket's peer itself. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'];

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === '::1' || bare === '0:0:0:0:0:0:0:1') return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** True for a URL host that names this machine: localhost, 127.x.x.x, [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/**
 * The client requests are counted by: the proxy's view with TRUST_PROXY, else the socket's; an IPv6
 * client is its /64 network (http/addressKey.ts).
 */
export function clientAddress(ctx: Koa.Context, config: Config): string {
  const address = config.trustProxy ? ctx.ip : ctx.req.socket.remoteAddress;
  return address ? addressKey(address) : 'unknown';
}

/**
 * Whether the request comes from this machine, judged from what the client cannot forge.
 * - TRUST_PROXY: the address the nearest proxy saw (Koa keeps only the last X-Forwarded-For entry).
 * - Otherwise the socket's peer, and only when nothing says a proxy relayed it: with a reverse
 *   proxy on the same host every visitor's socket is 127.0.0.1. A bare proxy adds no header, so the
 *   server must also call itself a local install (PUBLIC_URL on a loopback host): a public
 *   deployment never treats its visitors as local because its proxy sits on the same machine.
 */
export function isLocalClient(ctx: Koa.Context, config: Config): boolean {
  if (config.trustProxy) return isLoopbackAddress(ctx.ip);
  if (!isLoopbackAddress(ctx.req.socket.remoteAddress)) return false;
  if (PROXY_HEADERS.some((name) => ctx.get(name) !== '')) return false;
  return isLoopbackHost(new URL(config.publicUrl).hostname);
}

/** Whether this request may use the local account page (ALLOW_LOCAL_SIGNIN). */
export function localSigninAllowed(ctx: Koa.Context, config: Config): boolean {
  if (config.localSignin === 'everyone') return true;
  return config.localSignin === 'loopback' && isLocalClient(ctx, config);
}
