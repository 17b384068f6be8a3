import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type Koa from 'koa';
import { CompressedEntity } from '../pages/entity.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

/**
 * The PWA's CSP. No inline scripts and no eval (pdf.js 6 needs neither); inline styles are allowed
 * because React style attributes and themes set CSS custom properties inline.
 */
export const PWA_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Serves the built PWA from `dir`, and index.html for any other GET that a person may open in the
 * browser (client-side routes such as /dashboard or /auth/callback). Paths that belong to the server
 * (/api, /oidc, /auth/login, /portfolio/…) never get the app shell: a missing one is a real 404.
 */
export function staticFiles(dir: string): Koa.Middleware {
  const root = path.resolve(dir);
  return async function serveStatic(ctx, next) {
    await next();
    if (ctx.body != null || ctx.status !== 404) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    const file = await findFile(root, ctx.path);
    if (file) return send(ctx, file);
    if (isServerPath(ctx.path) || path.extname(ctx.path) !== '') return;
    const index = await findFile(root, '/index.html');
    if (index) await send(ctx, index);
  };
}

/** Paths owned by server routes; `/portfolio-link` is a PWA route, `/portfolio/…` a published page. */
export function isServerPath(pathname: string): boolean {
  return (
    /^\/(api|oidc|portfolio)(\/|$)/.test(pathname) ||
    (/^\/auth(\/|$)/.test(pathname) && pathname !== '/auth/callback')
  );
}

async function findFile(
  root: string,
  urlPath: string,
): Promise<{ file: string; size: number; mtime: Date } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  // Normalising against "/" already removes "..", this is the belt to those braces.
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtime: info.mtime } : null;
  } catch {
    return null;
  }
}

async function send(ctx: Koa.Context, found: { file: string; size: number; mtime: Date }): Promise<void> {
  const name = path.basename(found.file);
  const isHashedAsset =
    found.file.includes(`${path.sep}assets${path.sep}`) && /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(name);
  ctx.status = 200;
  ctx.type = TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
  ctx.length = found.size;
  ctx.lastModified = found.mtime;
  // Hashed build assets never change; the shell, the service worker and the manifest must revalidate.
  ctx.set('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
  // A worker (the service worker, the parse worker) runs under its own script's policy, not the
  // page's: scripts get the app's policy too, or the fallback that allows nothing would stop them
  // fetching the precache, pdf.js' CMaps and the API.
  if (/^(text\/html|text\/javascript|application\/javascript)/.test(ctx.type))
    ctx.set('Content-Security-Policy', PWA_CSP);
  if (COMPRESSIBLE.test(ctx.type) && found.size >= 512) {
    const entity = await compressed(found);
    const headers: Record<string, string> = {};
    for (const name of ['Cache-Control', 'Content-Security-Policy', 'Last-Modified']) {
      const value = ctx.response.get(name);
      if (value) headers[name] = value;
    }
    ctx.remove('Content-Length');
    entity.send(ctx, headers);
    return;
  }
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  // Koa answers HEAD with the headers only; a stream opened for it would never be read.
  if (ctx.method !== 'HEAD') ctx.body = createReadStream(found.file);
}

/** Text the app is made of (scripts, styles, the shell, the manifest, icons as SVG). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;
/** Files above this get quicker brotli (pdf.js is 1.7 MB): a first visitor must not wait seconds. */
const LARGE_FILE = 256 * 1024;

/**
 * The app's files compressed once (brotli and gzip) and kept in memory while unchanged: served
 * uncompressed, the landing page's scripts alone cost a phone about 275 KB more to download.
 * Keyed by path, size and mtime, so a new build is picked up; the map holds one entry per file of
 * the build, which is small.
 */
const entities = new Map<string, { key: string; entity: Promise<CompressedEntity> }>();

function compressed(found: { file: string; size: number; mtime: Date }): Promise<CompressedEntity> {
  const key = `${found.size}:${found.mtime.getTime()}`;
  const known = entities.get(found.file);
  if (known?.key === key) return known.entity;
  const entity = readFile(found.file).then((bytes) =>
    CompressedEntity.create(
      bytes,
      TYPES[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream',
      {
        brotliQuality: found.size > LARGE_FILE ? 5 : 11,
      },
    ),
  );
  // A failed read is not kept: the next request tries again.
  entity.catch(() => entities.delete(found.file));
  entities.set(found.file, { key, entity });
  return entity;
}
