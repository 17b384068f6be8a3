import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PWA_DIST } from '../support/paths.js';

/*
 * Runs the production parse worker (pwa/dist/assets/parse.worker-*.js) inside a Chromium page and talks
 * to it with the worker protocol (pwa/src/workers/parseProtocol.ts): the same code the upload page
 * uses, with pdfjs-dist 6.x, and nothing in between.
 */

/** URL path of the built parse worker. */
export function parseWorkerPath(): string {
  const file = readdirSync(path.join(PWA_DIST, 'assets')).find((f) => /^parse\.worker-.*\.js$/.test(f));
  if (!file) throw new Error('No parse.worker-*.js in pwa/dist/assets: build the app first (npm run build).');
  return `/assets/${file}`;
}

export interface BrowserParse {
  /** The worker's final message: { type: 'done', outcome } or { type: 'failed', code, message }. */
  message: { type: string; outcome?: { resume: unknown }; code?: string; message?: string };
  /** Wall time in the page from posting the bytes to the answer. */
  ms: number;
}

// Plain JavaScript run in the page. Kept as a string so no build tool (tsx's esbuild adds helpers like
// __name to named functions) changes it on the way into the browser.
const IN_PAGE = `async ({ b64, workerPath }) => {
  const holder = globalThis;
  holder.parityWorker ??= new Worker(workerPath, { type: 'module' });
  const worker = holder.parityWorker;
  const id = (holder.parityId = (holder.parityId ?? 0) + 1);
  const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  const started = performance.now();
  const message = await new Promise((resolve) => {
    const onMessage = (event) => {
      const m = event.data;
      if (m.id !== id || m.type === 'progress') return;
      worker.removeEventListener('message', onMessage);
      resolve(m);
    };
    worker.addEventListener('message', onMessage);
    worker.postMessage({ type: 'parse', id, bytes: data.buffer }, [data.buffer]);
  });
  return { message, ms: performance.now() - started };
}`;

/** Parses PDF bytes in the page's parse worker (one worker per page, kept between calls). */
export async function parseInBrowser(
  page: Page,
  bytes: Uint8Array,
  workerPath: string,
): Promise<BrowserParse> {
  const b64 = Buffer.from(bytes).toString('base64');
  const result: unknown = await page.evaluate(`(${IN_PAGE})(${JSON.stringify({ b64, workerPath })})`);
  return readBrowserParse(result);
}

/** The page's answer, checked rather than cast. */
function readBrowserParse(value: unknown): BrowserParse {
  if (typeof value !== 'object' || value === null || !('message' in value) || !('ms' in value)) {
    throw new Error('The page did not answer with a parse result.');
  }
  const { message, ms } = value;
  if (typeof ms !== 'number' || typeof message !== 'object' || message === null || !('type' in message)) {
    throw new Error('Malformed parse result from the page.');
  }
  const m = message as BrowserParse['message']; // shape checked above: an object with a type
  return { message: m, ms };
}
