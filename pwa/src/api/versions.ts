import { API, type VersionDetail, type VersionListResponse, type VersionResponse } from '@folio/shared';
import { apiFetch } from './client.js';
import { ApiError } from './errors.js';

/*
 * Version history calls. Answers are kept in the Cache API (not IndexedDB: they are a read-through
 * copy, never edited here) so the history and its previews open offline, and a version restored
 * offline is applied like any other edit and synced later.
 */

const CACHE = 'folio-versions-v1';
const cacheKey = (path: string) => new Request(new URL(`/__versions__${path}`, location.origin).href);

function isList(v: unknown): v is VersionListResponse {
  return typeof v === 'object' && v !== null && 'versions' in v && Array.isArray(v.versions);
}
function isOne(v: unknown): v is VersionResponse {
  return typeof v === 'object' && v !== null && 'version' in v && typeof v.version === 'object';
}

export interface Fetched<T> {
  value: T;
  /** True when the network failed and this is the copy saved on the device. */
  offline: boolean;
}

async function readThrough<T>(path: string, accept: (v: unknown) => T | null): Promise<Fetched<T>> {
  const store = typeof caches === 'undefined' ? null : await caches.open(CACHE).catch(() => null);
  try {
    const body = await apiFetch(path);
    const value = accept(body);
    if (value === null) throw new ApiError(200, 'internal', 'The server sent an unexpected answer.');
    await store?.put(cacheKey(path), new Response(JSON.stringify(body))).catch(() => undefined);
    return { value, offline: false };
  } catch (error) {
    const networkFailure =
      error instanceof ApiError && (error.code === 'network_error' || error.code === 'timeout');
    const saved = networkFailure ? await store?.match(cacheKey(path)) : undefined;
    const value = saved ? accept(await saved.json()) : null;
    if (value === null) throw error;
    return { value, offline: true };
  }
}

export const fetchVersions = (pid: string) =>
  readThrough(API.portfolioVersions(pid), (b) => (isList(b) ? b.versions : null));

export const fetchVersion = (pid: string, vid: string): Promise<Fetched<VersionDetail>> =>
  readThrough(API.portfolioVersion(pid, vid), (b) => (isOne(b) ? b.version : null));
