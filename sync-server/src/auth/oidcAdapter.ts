import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Storage } from '../storage/types.js';

/**
 * Models oidc-provider revokes by grant id (see its helpers/revoke.js). storage.oidc.revokeByGrantId
 * removes every record indexed with the grant id, so only these get the index: an Interaction also
 * names its grant, and deleting it with the grant would break a sign-in that is switching accounts.
 */
const REVOCABLE_BY_GRANT = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/**
 * oidc-provider's persistence (sessions, interactions, grants, codes, refresh tokens) through
 * storage.oidc, so a restart keeps everyone signed in. One adapter instance per model name.
 */
export function storageAdapter(storage: Storage): AdapterConstructor {
  return class StorageAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await storage.oidc.upsert({
        model: this.model,
        id,
        // The payload is plain JSON from oidc-provider; a copy keeps later mutations out of storage.
        payload: structuredClone(payload) as Record<string, unknown>,
        expiresAt: expiresIn > 0 ? Date.now() + expiresIn * 1000 : null,
        ...(typeof payload.grantId === 'string' && REVOCABLE_BY_GRANT.has(this.model)
          ? { grantId: payload.grantId }
          : {}),
        ...(typeof payload.uid === 'string' ? { uid: payload.uid } : {}),
        ...(typeof payload.userCode === 'string' ? { userCode: payload.userCode } : {}),
      });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return toPayload(await storage.oidc.find(this.model, id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return toPayload(await storage.oidc.findBy(this.model, 'uid', uid));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return toPayload(await storage.oidc.findBy(this.model, 'userCode', userCode));
    }

    async consume(id: string): Promise<void> {
      await storage.oidc.consume(this.model, id);
    }

    async destroy(id: string): Promise<void> {
      await storage.oidc.destroy(this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await storage.oidc.revokeByGrantId(grantId);
    }
  };
}

function toPayload(record: { payload: Record<string, unknown> } | null): AdapterPayload | undefined {
  // oidc-provider validates every payload it loads (its own format); storage keeps it as given.
  return record ? (record.payload as AdapterPayload) : undefined;
}
