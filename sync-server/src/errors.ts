import { ERROR_MESSAGES, isErrorCode, planLimitMessage, type ErrorCode } from '@folio/shared';

/**
 * An error the client is meant to see: a status, a stable code from shared/src/api/errors.ts and a
 * message. Route code throws these through the factories below; http/errorFormatter.ts turns them
 * into `{ error: { code, message } }`.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly details?: unknown,
    readonly headers: Readonly<Record<string, string>> = {},
    /** Fields sent beside `error` in the body (a 409 carries the current version). */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message?: string, details?: unknown) =>
  new HttpError(400, 'bad_request', message, details);
export const validationFailed = (details?: unknown, message?: string) =>
  new HttpError(400, 'validation_failed', message, details);
export const unauthorized = (message?: string) => new HttpError(401, 'unauthorized', message);
export const forbidden = (message?: string) => new HttpError(403, 'forbidden', message);
export const notFound = (message?: string) => new HttpError(404, 'not_found', message);
export const payloadTooLarge = (message?: string) => new HttpError(413, 'payload_too_large', message);
export const unsupportedMediaType = (message?: string) =>
  new HttpError(415, 'unsupported_media_type', message);
export const unknownTemplate = (name: string) =>
  new HttpError(400, 'unknown_template', `There is no template named "${name}".`);
export const planLimitReached = (plan: string) =>
  new HttpError(403, 'plan_limit_reached', planLimitMessage(plan));
export const internalError = () => new HttpError(500, 'internal');
/** The body did not arrive in time; the connection is closed after this answer. */
export const requestTimeout = (message?: string) =>
  new HttpError(408, 'request_timeout', message, undefined, { Connection: 'close' });
/** Something that existed and was deleted on purpose: a retry must not bring it back. */
export const gone = (message?: string) => new HttpError(410, 'gone', message);

/** 409 for a stale revision; `current` is what the client should reconcile with. */
export const conflict = (current: unknown, message?: string) =>
  new HttpError(409, 'conflict', message, undefined, {}, { current });

/** 429 with Retry-After (seconds), as RFC 9110 asks. */
export function rateLimited(retryAfterSeconds: number, message?: string): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, 'rate_limited', message, undefined, { 'Retry-After': String(seconds) });
}

/**
 * The parser throws errors carrying a pdf_* / parse_* code (parse/parsePdf.ts). They describe the
 * document, not the request, so they answer 422 with the parser's own message.
 */
export function fromParseError(error: unknown): HttpError | null {
  if (!(error instanceof Error) || !('code' in error) || !isErrorCode(error.code)) return null;
  const code = error.code;
  if (!code.startsWith('pdf_') && !code.startsWith('parse_')) return null;
  return new HttpError(422, code, error.message || ERROR_MESSAGES[code]);
}
