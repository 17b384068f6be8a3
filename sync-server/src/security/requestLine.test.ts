import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test/testServer.js';

/*
 * Request lines and hosts the server did not expect (issue 20, class 6) get a 4xx or a redirect,
 * never a 500: absolute-form targets, other hosts, odd paths and methods, sent byte for byte over a
 * socket (fetch and http.request would tidy them up first).
 */

let direct: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  direct = await startTestServer();
  proxied = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await direct?.dispose();
  await proxied?.dispose();
});

/** Sends `head` (request line and headers, CRLF-joined) and resolves to the status code, 0 if none. */
function send(server: TestServer, lines: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${lines[0]}`)));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) socket.destroy();
    });
    socket.on('close', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', reject);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

const targets = [
  'http://x.test/',
  'http://x.test',
  'HTTP://X.TEST/login?a=1',
  'https://x.test/dashboard',
  'http://x.test//evil.example/',
  'http://127.0.0.1/login',
  'http://[::1]/',
  'http://user:pass@x.test/',
  'http://x.test:99999/',
  'http://x.test/%00',
  'ftp://x.test/',
  '//evil.example/login',
  '/\\evil.example',
  '/..%2f..%2fetc/passwd',
  '/%2e%2e/%2e%2e/',
  '/%ff%fe',
  '/login?%',
  '/?',
  '/#frag',
  '*',
  `/${'a'.repeat(8000)}`,
  '/portfolio/%E0%A4%A',
  '/auth/interaction/%',
  '/oidc/auth?client_id=%',
];
const hosts = [
  null,
  '',
  'x.test',
  'evil.example',
  '127.0.0.1',
  'localhost:1',
  '[::1]',
  '[::1',
  'a b',
  'x.test:99999',
  'ünïcode.example',
  'x'.repeat(300),
  'x.test, evil.example',
];

describe.each([
  ['a direct server', () => direct],
  ['a server behind a trusted proxy', () => proxied],
])('%s', (_name, server) => {
  test('answers every odd request line and Host with a 4xx or a redirect, never a 5xx', async () => {
    const failures: string[] = [];
    for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS']) {
      for (const target of targets) {
        for (const host of hosts) {
          const lines = [`${method} ${target} HTTP/1.1`];
          if (host !== null) lines.push(`Host: ${host}`);
          if (method === 'POST') lines.push('Content-Length: 0');
          if (server() === proxied && host)
            lines.push(`X-Forwarded-Host: ${host}`, 'X-Forwarded-For: 203.0.113.5');
          lines.push('Connection: close');
          const status = await send(server(), lines);
          if (status >= 500 || status === 0) failures.push(`${status} ← ${lines.slice(0, 2).join(' | ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
