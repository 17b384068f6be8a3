import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../configTypes.js';
import { addressKey } from './addressKey.js';

/*
 * Slow clients must not starve everyone (issue 20, class 4). A connection trickling its headers
 * holds a socket: Node closes it only when its headers are late, checked every
 * connectionsCheckingInterval (30 s by default, so 45–54 s after opening). Here headers must be
 * complete within seconds, checked every second, and one address (an IPv6 /64) holds a bounded
 * number of connections at once: more are closed as they open.
 * Behind a trusted proxy every connection comes from the proxy, so the per-address bound is the
 * proxy's to keep (nginx: limit_conn, client_header_timeout, client_body_timeout).
 */

/** Headers must be complete this long after a request starts. */
export const HEADERS_TIMEOUT_MS = 5_000;
/** The whole request, body included: a 5 MB upload on a slow line still fits. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** How often late connections are looked for. */
const CHECK_INTERVAL_MS = 1_000;
/** Open connections one client address may hold (a browser opens about six per origin). */
export const MAX_CONNECTIONS_PER_ADDRESS = 128;

/** Options for http.createServer: the timeouts above (the checking interval can only be set here). */
export function guardedServerOptions(): ServerOptions {
  return {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: CHECK_INTERVAL_MS,
  };
}

/** Closes a connection at once when its address already holds MAX_CONNECTIONS_PER_ADDRESS. */
export function limitConnectionsPerAddress(server: Server, config: Pick<Config, 'trustProxy'>): void {
  if (config.trustProxy) return;
  // One key per address holding an open connection: no larger than the connections themselves.
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const key = addressKey(socket.remoteAddress ?? 'unknown');
    const count = open.get(key) ?? 0;
    if (count >= MAX_CONNECTIONS_PER_ADDRESS) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
