import { ERROR_MESSAGES, isErrorCode, type ErrorCode } from '@folio/shared';

/** Codes the server sends plus the two only the client can meet. */
export type ClientErrorCode = ErrorCode | 'network_error' | 'timeout';

const CLIENT_MESSAGES: Record<'network_error' | 'timeout', string> = {
  network_error: 'Could not reach the server. Check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
};

/** A failed API call: HTTP status (0 when no response), a code from the one vocabulary, and words. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
    /** The parsed response body, e.g. the `current` portfolio of a 409. */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** The words for a code when the server sent none. */
export function messageForCode(code: ClientErrorCode): string {
  return code === 'network_error' || code === 'timeout' ? CLIENT_MESSAGES[code] : ERROR_MESSAGES[code];
}

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return 'internal';
  }
}

/**
 * Builds the ApiError for a non-2xx response from its body: `{ error: { code, message } }`, or the
 * spec's auth shape `{ success: false, message }`, or anything else (then the status decides).
 */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const record = isRecord(body) ? body : {};
  const inner = isRecord(record.error) ? record.error : null;
  const code = inner && isErrorCode(inner.code) ? inner.code : codeForStatus(status);
  const serverMessage =
    inner && typeof inner.message === 'string'
      ? inner.message
      : typeof record.message === 'string'
        ? record.message
        : '';
  return new ApiError(status, code, serverMessage.trim() || messageForCode(code), body);
}

/** A person-readable message for anything a call may throw. */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}

/** The message of anything a call may throw (an Error's own), else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error ? error.message : fallback;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
