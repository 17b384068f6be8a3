import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/testServer.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-static-'));
// Text that compresses like a real bundle does (repeated identifiers), and a picture that does not.
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = "component-${i % 7}";`).join(
  '\n',
);
const picture = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251));
let server: TestServer;

beforeAll(async () => {
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>Folio</title>${' '.repeat(600)}`);
  writeFileSync(path.join(dir, 'assets/index-AbCdEf12.js'), script);
  writeFileSync(path.join(dir, 'picture.webp'), picture);
  server = await startTestServer({ env: { STATIC_DIR: dir } });
});
afterAll(async () => {
  await server.dispose();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET (fetch would decompress by itself and hide what was sent). */
function raw(pathname: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${server.url}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the app’s files', () => {
  it('are sent compressed (brotli, else gzip) with their caching and CSP, and 304 when unchanged', async () => {
    const br = await raw('/assets/index-AbCdEf12.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    });
    expect(String(br.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(br.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await raw('/assets/index-AbCdEf12.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await raw('/assets/index-AbCdEf12.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    const again = await raw('/assets/index-AbCdEf12.js', { 'If-None-Match': String(br.headers.etag) });
    expect(again.status).toBe(304);

    // The shell for a client-side route is compressed too, and revalidated.
    const shell = await raw('/dashboard', { 'Accept-Encoding': 'br' });
    expect(shell.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache' });
  });

  it('sends pictures as they are', async () => {
    const res = await raw('/picture.webp', { 'Accept-Encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.body.equals(picture)).toBe(true);
  });
});
