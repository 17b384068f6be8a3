import { getAuthToken } from '../settings/index.js';
import { ApiError, errorFromResponse } from './errors.js';

/**
 * The one owner of `fetch` (STYLE.md convention 3): same origin, bearer token from storage,
 * a timeout on every call, typed errors from `{ error: { code, message } }`, and a 401 anywhere
 * ends the session (SPEC.md section 4).
 */

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialisable data, or FormData for uploads (sent as multipart). */
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Send the stored bearer token (default true). */
  auth?: boolean;
  /** Send this bearer token instead of the stored one (to check a token before keeping it). */
  token?: string;
  /**
   * Whether a 401 clears the session (default true). The start-up profile check turns this off so
   * it can try a refresh first.
   */
  clearSessionOn401?: boolean;
  /** Read a successful body as a Blob (downloads) instead of JSON. */
  binary?: boolean;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called whenever the server answers 401 to a call that carried a token. Returns an unsubscribe. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

let apiBase = '';

/** Tests point the client at a server on another origin; the app always uses its own origin. */
export function setApiBase(origin: string): void {
  apiBase = origin.replace(/\/$/, '');
}

/** Calls the API and returns the parsed JSON body (unknown: callers validate it). Throws ApiError. */
export async function apiFetch(path: string, request: ApiRequest = {}): Promise<unknown> {
  const { method = 'GET', body, timeoutMs = DEFAULT_TIMEOUT_MS, signal, auth = true } = request;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = request.token ?? (auth ? getAuthToken() : null);
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(apiBase + path, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw timedOut
      ? new ApiError(0, 'timeout', 'The server took too long to answer. Please try again.')
      : new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  if (response.ok && request.binary) return response.blob();
  const parsed = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && token && request.clearSessionOn401 !== false) {
      for (const listener of [...unauthorizedListeners]) listener();
    }
    throw errorFromResponse(response.status, parsed);
  }
  return parsed;
}

/** Calls the API and validates the body with `parse`; a body of the wrong shape is an ApiError too. */
export async function apiCall<T>(
  path: string,
  parse: (body: unknown) => T,
  request?: ApiRequest,
): Promise<T> {
  const body = await apiFetch(path, request);
  try {
    return parse(body);
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'unexpected response';
    throw new ApiError(200, 'internal', `The server sent an unexpected answer (${detail}).`, body);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
