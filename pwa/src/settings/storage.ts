import { STORAGE_KEYS } from '@folio/shared';

/**
 * The one owner of localStorage and sessionStorage (STYLE.md convention 3). Keys come from
 * STORAGE_KEYS only. Every access is guarded: storage can be missing or throw (private windows,
 * quota, disabled cookies), and the app must keep working without it.
 */

export type LocalKey =
  'authToken' | 'authUser' | 'selectedTemplate' | 'portfolioTheme' | 'portfolioThemeSettings';
export type SessionKey = 'parsedResumeData' | 'postLoginRedirect';

function area(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(kind: 'local' | 'session', key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'local' | 'session', key: string, value: string | null): void {
  try {
    const store = area(kind);
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Quota or a disabled store: the setting simply is not remembered.
  }
}

/** Reads a local-storage value by its spec key. */
export function readLocal(key: LocalKey): string | null {
  return read('local', STORAGE_KEYS[key]);
}

/** Writes (or with null removes) a local-storage value by its spec key. */
export function writeLocal(key: LocalKey, value: string | null): void {
  write('local', STORAGE_KEYS[key], value);
}

/** Reads a session-storage value by its spec key. */
export function readSession(key: SessionKey): string | null {
  return read('session', STORAGE_KEYS[key]);
}

/** Writes (or with null removes) a session-storage value by its spec key. */
export function writeSession(key: SessionKey, value: string | null): void {
  write('session', STORAGE_KEYS[key], value);
}

/** Reads a JSON value; anything unparsable counts as absent (the caller still validates the shape). */
export function readLocalJson(key: LocalKey): unknown {
  const raw = readLocal(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Reads a JSON value from session storage; unparsable counts as absent. */
export function readSessionJson(key: SessionKey): unknown {
  const raw = readSession(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/**
 * The Storage oidc-client-ts keeps its signed-in user in (SPEC.md section 4: userStore in local
 * storage). Handed out here so no other module touches window.localStorage directly.
 */
export function oidcUserStorage(): Storage | null {
  return area('local');
}

// oidc-client-ts stores its user as `oidc.user:{authority}:{client_id}`.
const OIDC_USER_PREFIX = 'oidc.user:';

function oidcUserKeys(): string[] {
  const store = area('local');
  const keys: string[] = [];
  try {
    for (let i = 0; store && i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(OIDC_USER_PREFIX)) keys.push(key);
    }
  } catch {
    // unreadable storage holds no user
  }
  return keys;
}

/** Whether oidc-client-ts has a signed-in user (and so maybe a refresh token) on this device. */
export function hasStoredOidcUser(): boolean {
  return oidcUserKeys().length > 0;
}

/** Removes oidc-client-ts's stored users, e.g. on sign-out while the provider cannot be reached. */
export function removeStoredOidcUsers(): void {
  for (const key of oidcUserKeys()) write('local', key, null);
}

/** Calls back when another tab changes a local-storage key (e.g. signs out). Returns an unsubscribe. */
export function onOtherTabChange(key: LocalKey, callback: (value: string | null) => void): () => void {
  const name = STORAGE_KEYS[key];
  const handler = (event: StorageEvent) => {
    if (event.key === name || event.key === null) callback(read('local', name));
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
