import { AsyncLocalStorage } from 'node:async_hooks';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';

/*
 * Sign-in state lives in a store of its own, never in the main database (issue 12, class 5): most of
 * it is made by anonymous requests (every /oidc/auth makes an Interaction), it is short-lived, and
 * it is written on every step of a sign-in. The main store rewrites its whole file on each write, so
 * keeping this there let anyone grow and slow it.
 *
 * OidcStateStore is the contract. Implementations:
 * - oidcStateFile.ts: in memory, bounded, expiring; only the state of signed-in users (sessions,
 *   grants, refresh tokens, revocations) is written to DATA_DIR/sign-in-state.json, debounced.
 * - a PostgreSQL one may follow; it must keep the same bounds (see OidcStateLimits).
 */

/** One record of sign-in state: oidc-provider's (sessions, interactions, grants, codes, tokens…) or ours. */
export interface OidcStateEntry {
  /** oidc-provider's model name ('Interaction', 'Grant'…), or ours ('UpstreamLogin', 'PasskeyChallenge'…). */
  model: string;
  id: string;
  /** JSON only; oidc-provider validates what it loads. A consumed record has `consumed` (epoch s). */
  payload: Record<string, unknown>;
  /** Epoch ms after which the record is gone; null for none. */
  expiresAt: number | null;
  /** Set for records revokeByGrantId removes. */
  grantId?: string;
  /** Secondary keys oidc-provider looks records up by. */
  uid?: string;
  userCode?: string;
  /**
   * Who made an anonymous record (the client address), so one client can hold only so many at a
   * time; absent for records of signed-in users.
   */
  owner?: string;
}

export interface OidcStateLimits {
  /** Most live anonymous records (with an owner) per model; one more evicts that model's oldest of them. */
  maxPerModel: number;
  /** Most live records per owner and model; making one more evicts that owner's oldest of the model. */
  maxPerOwner: number;
}

/**
 * Where sign-in state is kept. Every method may be called concurrently; a missing or expired
 * record reads as null. Implementations must enforce OidcStateLimits on records with an owner
 * and must never keep a record past expiresAt.
 */
export interface OidcStateStore {
  /**
   * Creates or replaces the record (model, id). A record of a model in PERSIST_AT_ONCE is durable
   * when this resolves (it refuses tokens, so losing it to a crash would let them back in).
   */
  upsert(entry: OidcStateEntry): Promise<void>;
  find(model: string, id: string): Promise<OidcStateEntry | null>;
  findBy(model: string, key: 'uid' | 'userCode', value: string): Promise<OidcStateEntry | null>;
  /** Marks a record used (authorization codes, refresh tokens): sets payload.consumed to now (epoch s). */
  consume(model: string, id: string): Promise<void>;
  destroy(model: string, id: string): Promise<void>;
  /** Removes every record indexed with this grant id. */
  revokeByGrantId(grantId: string): Promise<void>;
  /**
   * Removes every record naming this account (`payload.accountId`: sessions, grants, tokens) and
   * resolves only once that is as durable as the store is: a deleted account's sessions must not
   * come back with a restart.
   */
  destroyByAccount(accountId: string): Promise<void>;
  /** Writes what must survive a restart; the store is not used afterwards. */
  close(): Promise<void>;
}

/** Our refusal records (tokens.ts): durable before the request that made them is answered. */
export const PERSIST_AT_ONCE: ReadonlySet<string> = new Set(['RevokedGrant', 'DeletedAccount']);

/**
 * Models oidc-provider revokes by grant id (see its helpers/revoke.js). Only these get the index: an
 * Interaction also names its grant, and deleting it with the grant would break a sign-in that is
 * switching accounts.
 */
const REVOCABLE_BY_GRANT = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/** The client a request comes from, for the duration of its handling (see withStateOwner). */
const owners = new AsyncLocalStorage<string>();

/** Runs `work` with `owner` recorded as the maker of any anonymous sign-in state it creates. */
export function withStateOwner<T>(owner: string, work: () => Promise<T>): Promise<T> {
  return owners.run(owner, work);
}

/** The owner of the request being handled, if withStateOwner set one. */
export function currentStateOwner(): string | undefined {
  return owners.getStore();
}

/**
 * Whether a record is anonymous: made before anyone signed in, so it counts against its client.
 * A session becomes a signed-in user's once it names an account.
 */
function isAnonymous(model: string, payload: AdapterPayload): boolean {
  if (model === 'Session') return typeof payload.accountId !== 'string';
  return model === 'Interaction' || model === 'PushedAuthorizationRequest';
}

/** oidc-provider's persistence through an OidcStateStore. One adapter instance per model name. */
export function oidcAdapter(store: OidcStateStore): AdapterConstructor {
  return class StateAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const owner = isAnonymous(this.model, payload) ? currentStateOwner() : undefined;
      await store.upsert({
        model: this.model,
        id,
        // The payload is plain JSON from oidc-provider; a copy keeps later mutations out of the store.
        payload: structuredClone(payload) as Record<string, unknown>,
        expiresAt: expiresIn > 0 ? Date.now() + expiresIn * 1000 : null,
        ...(typeof payload.grantId === 'string' && REVOCABLE_BY_GRANT.has(this.model)
          ? { grantId: payload.grantId }
          : {}),
        ...(typeof payload.uid === 'string' ? { uid: payload.uid } : {}),
        ...(typeof payload.userCode === 'string' ? { userCode: payload.userCode } : {}),
        ...(owner ? { owner } : {}),
      });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return toPayload(await store.find(this.model, id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return toPayload(await store.findBy(this.model, 'uid', uid));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return toPayload(await store.findBy(this.model, 'userCode', userCode));
    }

    async consume(id: string): Promise<void> {
      await store.consume(this.model, id);
    }

    async destroy(id: string): Promise<void> {
      await store.destroy(this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await store.revokeByGrantId(grantId);
    }
  };
}

function toPayload(entry: OidcStateEntry | null): AdapterPayload | undefined {
  // oidc-provider validates every payload it loads (its own format); the store keeps it as given.
  return entry ? (entry.payload as AdapterPayload) : undefined;
}
