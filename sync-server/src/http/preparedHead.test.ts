import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED_HEADS, PreparedHead } from './preparedHead.js';

const HEADERS = {
  'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'",
  'Cache-Control': 'public, max-age=60',
  'X-Content-Type-Options': 'nosniff',
  ETag: '"abc"',
  Vary: 'Accept-Encoding',
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Length': '5',
};
const prepared = new PreparedHead(HEADERS);

let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer((req, res: ServerResponse) => {
    const status = req.url?.startsWith('/304') ? 304 : 200;
    if (req.url?.includes('own')) res.setHeader('X-Own', 'yes');
    if (req.url?.includes('plain')) res.writeHead(status, HEADERS);
    else prepared.write(res, status);
    res.end(status === 304 || req.method === 'HEAD' ? undefined : 'hello');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The raw bytes of `count` responses to `request` sent `count` times on one connection. */
function exchange(request: string, count: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (text.split('HTTP/1.1 ').length - 1 === count && /\r\n\r\n(hello)?$/.test(text)) {
        socket.end();
        resolve(text.replace(/^Date: .*\r\n/gm, ''));
      }
    });
    socket.on('error', reject);
    socket.write(request.repeat(count));
  });
}

const get = (path: string, method = 'GET') => `${method} ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;

describe('PreparedHead', () => {
  it('is in use on this Node (the header map was found and reads back as setHeader leaves it)', () => {
    expect(PREPARED_HEADS).toBe(true);
  });

  it('writes exactly what writeHead(status, headers) writes, on a kept-alive connection', async () => {
    for (const [path, method] of [
      ['/', 'GET'],
      ['/', 'HEAD'],
      ['/304', 'GET'],
      ['/own', 'GET'],
    ] as const) {
      const fast = await exchange(get(path, method), 2);
      const plain = await exchange(get(`${path === '/' ? '' : path}/plain`, method), 2);
      expect(fast, `${method} ${path}`).toBe(plain);
      expect(fast).toContain('Connection: keep-alive');
      expect(fast).not.toContain('Transfer-Encoding');
    }
  });

  it('keeps the headers a response already had (written as writeHead would merge them)', async () => {
    expect(await exchange(get('/own'), 1)).toContain('X-Own: yes\r\n');
  });

  it('refuses what writeHead refuses, when it is built', () => {
    expect(() => new PreparedHead({ 'X-Bad': 'a\r\nSet-Cookie: b' })).toThrow();
    expect(() => new PreparedHead({ 'Bad Name': 'a' })).toThrow();
    expect(() => new PreparedHead({ 'X-One': 'a', 'x-one': 'b' })).toThrow(/twice/);
  });
});
