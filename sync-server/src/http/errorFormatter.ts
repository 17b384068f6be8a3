import type Koa from 'koa';
import { ERROR_MESSAGES, type ErrorCode } from '@folio/shared';
import { HttpError } from '../errors.js';
import { log } from '../log.js';

const CODE_FOR_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * The one place errors become responses: `{ error: { code, message } }` as JSON with the error's
 * status. HttpErrors say what to show; errors from Koa or its libraries that carry a 4xx status keep
 * it with the matching code; anything else is logged and answered as a 500 that reveals nothing.
 * Unmatched /api paths answer a JSON 404 instead of falling through to the PWA.
 */
export function errorFormatter(): Koa.Middleware {
  return async function formatErrors(ctx, next) {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null && isApiPath(ctx.path)) {
        respond(ctx, new HttpError(404, 'not_found', `No API route ${ctx.method} ${ctx.path}.`));
      }
    } catch (error) {
      respond(ctx, toHttpError(error, ctx));
    }
  };
}

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function respond(ctx: Koa.Context, error: HttpError): void {
  ctx.status = error.status;
  for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
  ctx.type = 'application/json';
  const details = error.details === undefined ? {} : { details: error.details };
  ctx.body = { ...error.extra, error: { code: error.code, message: error.message, ...details } };
}

function toHttpError(error: unknown, ctx: Koa.Context): HttpError {
  if (error instanceof HttpError) return error;
  const status = statusOf(error);
  const code = status === undefined ? undefined : CODE_FOR_STATUS[status];
  if (status !== undefined && code && isExposed(error)) {
    return new HttpError(status, code, ERROR_MESSAGES[code]);
  }
  log.error('Unhandled error', { method: ctx.method, path: ctx.path, error });
  return new HttpError(500, 'internal');
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = 'status' in error ? error.status : 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function isExposed(error: unknown): boolean {
  // http-errors marks client errors `expose: true`; a 4xx from anywhere else is still a client error.
  return !(typeof error === 'object' && error !== null && 'expose' in error && error.expose === false);
}
