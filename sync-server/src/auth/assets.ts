import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Koa from 'koa';

/*
 * The files sign-in pages load from this origin (their CSP allows nothing inline): the stylesheet,
 * the passkey page's script, and SimpleWebAuthn's browser bundle it uses. Served under
 * /auth/assets/ with a content hash in the URL, so they can be cached for good.
 */

const PREFIX = '/auth/assets/';

interface Asset {
  type: string;
  body: Buffer;
  version: string;
}

/** This folder's assets/: beside this file in the source, under src/auth/ from the bundle in dist/. */
function assetsDir(): string {
  const candidates = ['./assets/', '../src/auth/assets/'].map((rel) =>
    fileURLToPath(new URL(rel, import.meta.url)),
  );
  const found = candidates.find((dir) => existsSync(path.join(dir, 'signin.css')));
  if (!found) throw new Error(`Sign-in assets not found in ${candidates.join(' or ')}`);
  return found;
}

/** SimpleWebAuthn's browser bundle (a UMD file that sets `SimpleWebAuthnBrowser`). */
function webauthnBundle(): string {
  const require = createRequire(import.meta.url);
  // The package exports only its modules; the bundle sits beside them in the package.
  const main = require.resolve('@simplewebauthn/browser');
  return path.resolve(path.dirname(main), '../dist/bundle/index.umd.min.js');
}

let assets: Map<string, Asset> | null = null;

function load(): Map<string, Asset> {
  if (assets) return assets;
  const dir = assetsDir();
  const files: Record<string, { file: string; type: string }> = {
    'signin.css': { file: path.join(dir, 'signin.css'), type: 'text/css; charset=utf-8' },
    'passkey.js': { file: path.join(dir, 'passkey.js'), type: 'text/javascript; charset=utf-8' },
    'webauthn.js': { file: webauthnBundle(), type: 'text/javascript; charset=utf-8' },
  };
  assets = new Map(
    Object.entries(files).map(([name, { file, type }]) => {
      const body = readFileSync(file);
      return [name, { type, body, version: createHash('sha256').update(body).digest('hex').slice(0, 12) }];
    }),
  );
  return assets;
}

/** The URL of an asset, versioned by its content. */
export function assetUrl(name: string): string {
  const asset = load().get(name);
  if (!asset) throw new Error(`Unknown sign-in asset ${name}`);
  return `${PREFIX}${name}?v=${asset.version}`;
}

export function signInAssets(): Koa.Middleware {
  return async function serveSignInAssets(ctx, next) {
    if (!ctx.path.startsWith(PREFIX) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const asset = load().get(ctx.path.slice(PREFIX.length));
    if (!asset) return next();
    ctx.type = asset.type;
    ctx.set(
      'Cache-Control',
      ctx.query.v === asset.version ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    ctx.body = asset.body;
  };
}
