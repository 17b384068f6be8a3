import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@folio/shared';
import { startTestServer, type TestServer } from '../test/testServer.js';
import { header, rawRequest } from './raw.js';

/*
 * Path traversal against every place that maps a URL to something on disk or in memory: the PWA's
 * static files, the published pages' assets, Open Graph images, PDF downloads. A secret beside the
 * static dir, the data dir's files and the repo's own files must never come back, however the `..`
 * is spelled.
 */

const SECRET = 'TOP-SECRET-7f3a9c';
let root: string;
let staticDir: string;
let server: TestServer;
const INDEX = '<!doctype html><title>Folio shell</title>';

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'folio-traversal-'));
  staticDir = path.join(root, 'dist');
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  writeFileSync(path.join(staticDir, 'assets', 'app-AbCdEf12.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'secret.txt'), SECRET);
  writeFileSync(path.join(root, 'secret'), SECRET);
  mkdirSync(path.join(root, 'dist-evil'));
  writeFileSync(path.join(root, 'dist-evil', 'x.txt'), SECRET);
  server = await startTestServer({ env: { STATIC_DIR: staticDir } });
});
afterAll(async () => {
  await server.dispose();
  rmSync(root, { recursive: true, force: true });
});

/** Content that must never be served: the secret, the data dir's files, repo files outside the build. */
function forbiddenContent(): string[] {
  const keys = readFileSync(path.join(server.dataDir, 'keys', 'jwks.json'), 'utf8');
  const d = /"d"\s*:\s*"([^"]+)"/.exec(keys)?.[1];
  return [SECRET, '"schemaVersion"', d ?? 'no-private-key', '"workspaces"', 'root:x:0:0'];
}

const SPELLINGS = [
  '../secret.txt',
  '..%2fsecret.txt',
  '..%2Fsecret.txt',
  '%2e%2e/secret.txt',
  '%2e%2e%2fsecret.txt',
  '%2E%2E%2Fsecret.txt',
  '..%252fsecret.txt',
  '%252e%252e%252fsecret.txt',
  '..%5csecret.txt',
  '..\\secret.txt',
  '%2e%2e%5csecret.txt',
  '....//secret.txt',
  '..;/secret.txt',
  '.%2e/secret.txt',
  '..%c0%afsecret.txt',
  '..%u2215secret.txt',
  '..%00/secret.txt',
  '../secret',
  '..%2fsecret',
  '../dist-evil/x.txt',
  '..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
  '../../../../../../etc/passwd',
  '%2fetc%2fpasswd',
  '/etc/passwd',
];
const PREFIXES = ['/', '/assets/', '/portfolio-assets/', '/og/', '/portfolio/', '/auth/', '/oidc/'];

describe('path traversal', () => {
  it('no spelling of .. under any prefix reaches a file outside', async () => {
    const forbidden = forbiddenContent();
    for (const prefix of PREFIXES) {
      for (const spelling of SPELLINGS) {
        for (const suffix of ['', '.png']) {
          const target = `${prefix}${spelling}${suffix}`;
          for (const method of ['GET', 'HEAD']) {
            const res = await rawRequest(server.url, target, { method });
            for (const secret of forbidden)
              expect(res.text.includes(secret), `${method} ${target}`).toBe(false);
            // Either refused, or the app shell for an app route; never a 5xx.
            expect(res.status, `${method} ${target}`).toBeLessThan(500);
            if (res.status === 200 && method === 'GET') {
              const type = header(res, 'content-type');
              expect(type === 'text/html; charset=utf-8' && res.text === INDEX, `${target} → ${type}`).toBe(
                true,
              );
            }
          }
        }
      }
    }
  });

  it('the data dir and the repo are not reachable by name', async () => {
    const forbidden = forbiddenContent();
    for (const target of [
      '/db.json',
      '/keys/jwks.json',
      '/data/db.json',
      '/files/',
      '/package.json',
      '/sync-server/src/config.ts',
      '/.env',
      '/.git/config',
      '/node_modules/koa/package.json',
      '/index.html/../../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/%2e%2e/package.json',
      '//etc/passwd',
      '///etc/passwd',
      '/\\etc\\passwd',
    ]) {
      const res = await rawRequest(server.url, target);
      for (const secret of forbidden) expect(res.text.includes(secret), target).toBe(false);
      expect(res.status, target).toBeLessThan(500);
    }
  });

  it('ids in API paths are never file paths', async () => {
    const jwks = readFileSync(path.join(server.dataDir, 'keys', 'jwks.json'), 'utf8');
    for (const pid of [
      '..%2F..%2Fkeys%2Fjwks',
      '..%2F..%2Fdb',
      '%2e%2e%2f%2e%2e%2fdb.json',
      '..',
      '.',
      '%00',
    ]) {
      for (const route of [API.portfolioPdf, API.resumeData, API.portfolio, API.portfolioStats]) {
        const target = route('PID').replace('PID', pid);
        const res = await rawRequest(server.url, target);
        expect([400, 401, 404], target).toContain(res.status);
        expect(header(res, 'content-type'), target).toMatch(/^application\/json/);
        expect(res.text.includes(jwks.slice(10, 40)), target).toBe(false);
      }
    }
  });

  it('serves the files that do belong to the build (the control)', async () => {
    const asset = await rawRequest(server.url, '/assets/app-AbCdEf12.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.log(1)');
  });
});
