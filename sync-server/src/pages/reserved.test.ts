import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Router from '@koa/router';
import { describe, expect, it } from 'vitest';
import { APP_SCREENS } from '@folio/shared';
import { REPO_ROOT } from '../test/http.js';
import { firstSegment, reservedSegments } from './reserved.js';

/** Every .ts file under `dir` that is not a test. */
function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .map((f) => path.join(dir, f));
}

/** Roots of file-system paths the server names (binaries it runs), not addresses. */
const FILE_SYSTEM_ROOTS = new Set(['usr', 'tmp', 'etc', 'proc', 'dev', 'bin']);

describe('reserved first path segments', () => {
  const reserved = reservedSegments({ routers: [], staticDir: path.join(REPO_ROOT, 'pwa/public') });

  it('name every screen of the app: APP_SCREENS is the route table of pwa/src/app/routes.tsx', () => {
    const table = readFileSync(path.join(REPO_ROOT, 'pwa/src/app/routes.tsx'), 'utf8');
    const screens = new Set(
      [...table.matchAll(/path: '(\/[^']*)'/g)]
        .map((m) => firstSegment(m[1] ?? ''))
        .filter((s) => s && s !== '*'),
    );
    // 'portfolio' is the server's (published pages), shown by the app only as a link there.
    screens.delete('portfolio');
    expect([...screens].sort()).toEqual([...APP_SCREENS].sort());
    for (const screen of screens) expect(reserved.has(screen), screen).toBe(true);
  });

  it('name every path the server answers, read from its source, so a route added later is reserved too', () => {
    const found = new Set<string>();
    for (const file of sources(path.join(REPO_ROOT, 'sync-server/src'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/['`]\/([a-z][a-z0-9._-]*)[/'`?]/g)) found.add(m[1] ?? '');
    }
    const missing = [...found].filter((s) => !reserved.has(s) && !FILE_SYSTEM_ROOTS.has(s));
    expect(missing).toEqual([]);
    for (const word of [
      'api',
      'auth',
      'oidc',
      'l',
      'og',
      'portfolio',
      'portfolio-assets',
      'sitemap.xml',
      'robots.txt',
    ])
      expect(reserved.has(word), word).toBe(true);
  });

  it('name every file at the top of the built app, and every route of the routers given', () => {
    for (const entry of readdirSync(path.join(REPO_ROOT, 'pwa/public')))
      expect(reserved.has(entry.toLowerCase()), entry).toBe(true);
    const router = new Router();
    router.get('/brand-new/:id', () => undefined);
    expect(reservedSegments({ routers: [router], staticDir: null }).has('brand-new')).toBe(true);
    expect(reserved.has('brand-new')).toBe(false);
    expect(reserved.has('ana-lima')).toBe(false);
  });
});
