import type Koa from 'koa';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors.js';

/**
 * Large enough for any real resume (the largest in our corpus is 5 KB of JSON; this is a hundred
 * times that), small enough that what one account may keep stays bounded: a portfolio's resume lives
 * in the embedded store's db.json, which is rewritten whole on every write, and in every version.
 */
export const DEFAULT_JSON_LIMIT = 512 * 1024;

const bodies = new WeakMap<Koa.Context, unknown>();

/** The JSON body read by `jsonBody()`, unparsed: routes parse it with their zod schema. */
export function bodyOf(ctx: Koa.Context): unknown {
  return bodies.get(ctx) ?? {};
}

/**
 * Reads a JSON request body for `bodyOf(ctx)`, kept beside the context rather than on
 * `ctx.request.body`, which oidc-provider and multer type and use for themselves. Refuses other content types (415), bodies over `limit` (413, without reading the rest)
 * and malformed JSON (400). An empty body reads as `{}`.
 */
export function jsonBody(limit = DEFAULT_JSON_LIMIT): Koa.Middleware {
  return async function readJsonBody(ctx, next) {
    const length = Number(ctx.get('Content-Length') || '0');
    const hasBody = length > 0 || ctx.get('Transfer-Encoding') !== '';
    if (!hasBody) {
      bodies.set(ctx, {});
      return next();
    }
    if (!ctx.is('application/json'))
      throw unsupportedMediaType('Send JSON (Content-Type: application/json).');
    if (length > limit) throw payloadTooLarge('The request body is too large.');
    const text = await readText(ctx.req, limit);
    try {
      bodies.set(ctx, text.trim() === '' ? {} : (JSON.parse(text) as unknown));
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
    return next();
  };
}

function readText(stream: NodeJS.ReadableStream, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > limit) {
        cleanup();
        // Keep draining so the client can read the 413 instead of seeing a reset connection.
        stream.resume();
        reject(payloadTooLarge('The request body is too large.'));
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}
