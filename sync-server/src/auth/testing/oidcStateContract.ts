import { describe, expect, test } from 'vitest';
import type { OidcStateEntry, OidcStateLimits, OidcStateStore } from '../oidcAdapter.js';

/**
 * What every OidcStateStore must do, as tests: call it from an implementation's test file with a
 * function that makes a fresh store with the given limits (oidcStateFile.test.ts does; a PostgreSQL
 * store should too). `reopen` makes a store over the same data, for what must survive a restart.
 */
export function describeOidcStateStore(
  name: string,
  make: (limits: OidcStateLimits) => Promise<{ store: OidcStateStore; reopen(): Promise<OidcStateStore> }>,
): void {
  const limits: OidcStateLimits = { maxPerModel: 10, maxPerOwner: 3 };
  const entry = (model: string, id: string, extra: Partial<OidcStateEntry> = {}): OidcStateEntry => ({
    model,
    id,
    payload: { id, kind: model },
    expiresAt: Date.now() + 60_000,
    ...extra,
  });

  describe(`OidcStateStore contract: ${name}`, () => {
    test('keeps, finds, replaces and destroys records; returns copies', async () => {
      const { store } = await make(limits);
      await store.upsert(entry('Grant', 'g1', { payload: { accountId: 'a' } }));
      const found = await store.find('Grant', 'g1');
      expect(found?.payload).toEqual({ accountId: 'a' });
      if (found) found.payload.accountId = 'changed';
      expect((await store.find('Grant', 'g1'))?.payload).toEqual({ accountId: 'a' });
      await store.upsert(entry('Grant', 'g1', { payload: { accountId: 'b' } }));
      expect((await store.find('Grant', 'g1'))?.payload).toEqual({ accountId: 'b' });
      expect(await store.find('Session', 'g1')).toBeNull();
      await store.destroy('Grant', 'g1');
      expect(await store.find('Grant', 'g1')).toBeNull();
      await store.close();
    });

    test('never returns a record past its expiry', async () => {
      const { store } = await make(limits);
      await store.upsert(entry('AuthorizationCode', 'old', { expiresAt: Date.now() - 1 }));
      await store.upsert(entry('AuthorizationCode', 'forever', { expiresAt: null }));
      expect(await store.find('AuthorizationCode', 'old')).toBeNull();
      expect(await store.find('AuthorizationCode', 'forever')).not.toBeNull();
      await store.close();
    });

    test('finds by uid and user code, marks consumed, revokes by grant id', async () => {
      const { store } = await make(limits);
      await store.upsert(entry('Session', 's1', { uid: 'u-1' }));
      await store.upsert(entry('DeviceCode', 'd1', { userCode: 'ABCD' }));
      expect((await store.findBy('Session', 'uid', 'u-1'))?.id).toBe('s1');
      expect((await store.findBy('DeviceCode', 'userCode', 'ABCD'))?.id).toBe('d1');
      expect(await store.findBy('Session', 'uid', 'nope')).toBeNull();

      await store.upsert(entry('RefreshToken', 'r1', { grantId: 'g' }));
      await store.consume('RefreshToken', 'r1');
      expect((await store.find('RefreshToken', 'r1'))?.payload.consumed).toEqual(expect.any(Number));

      await store.upsert(entry('AuthorizationCode', 'c1', { grantId: 'g' }));
      await store.upsert(entry('AuthorizationCode', 'c2', { grantId: 'other' }));
      await store.revokeByGrantId('g');
      expect(await store.find('RefreshToken', 'r1')).toBeNull();
      expect(await store.find('AuthorizationCode', 'c1')).toBeNull();
      expect(await store.find('AuthorizationCode', 'c2')).not.toBeNull();
      await store.close();
    });

    test('one owner holds at most maxPerOwner of a model: its own oldest go first', async () => {
      const { store } = await make(limits);
      await store.upsert(entry('Interaction', 'other', { owner: '198.51.100.1' }));
      for (let i = 0; i < limits.maxPerOwner + 2; i++) {
        await store.upsert(entry('Interaction', `i${i}`, { owner: '203.0.113.5' }));
      }
      expect(await store.find('Interaction', 'i0')).toBeNull();
      expect(await store.find('Interaction', 'i1')).toBeNull();
      for (let i = 2; i < limits.maxPerOwner + 2; i++) {
        expect(await store.find('Interaction', `i${i}`)).not.toBeNull();
      }
      expect(await store.find('Interaction', 'other')).not.toBeNull();
      await store.close();
    });

    test('a model holds at most maxPerModel records: the oldest go first', async () => {
      const { store } = await make(limits);
      for (let i = 0; i < limits.maxPerModel + 1; i++) {
        await store.upsert(entry('Interaction', `m${i}`, { owner: `192.0.2.${i}` }));
      }
      expect(await store.find('Interaction', 'm0')).toBeNull();
      expect(await store.find('Interaction', `m${limits.maxPerModel}`)).not.toBeNull();
      await store.close();
    });

    test('the state of signed-in users survives a restart; anonymous state need not', async () => {
      const { store, reopen } = await make(limits);
      await store.upsert(entry('Session', 'signed-in', { payload: { accountId: 'a' } }));
      await store.upsert(entry('Grant', 'g1'));
      await store.upsert(entry('RefreshToken', 'r1', { grantId: 'g1' }));
      await store.upsert(entry('RevokedGrant', 'gone'));
      await store.close();
      const again = await reopen();
      for (const [model, id] of [
        ['Session', 'signed-in'],
        ['Grant', 'g1'],
        ['RefreshToken', 'r1'],
        ['RevokedGrant', 'gone'],
      ] as const) {
        expect(await again.find(model, id), `${model} ${id}`).not.toBeNull();
      }
      await again.revokeByGrantId('g1');
      expect(await again.find('RefreshToken', 'r1')).toBeNull();
      await again.close();
    });
    test("forgetting an account removes its records, durably at once, and keeps everyone else's", async () => {
      const { store, reopen } = await make(limits);
      for (const account of ['leaver', 'stayer']) {
        await store.upsert(entry('Session', `s-${account}`, { payload: { accountId: account } }));
        await store.upsert(entry('Grant', `g-${account}`, { payload: { accountId: account } }));
        await store.upsert(
          entry('RefreshToken', `r-${account}`, { payload: { accountId: account }, grantId: `g-${account}` }),
        );
      }
      await store.upsert(entry('DeletedAccount', 'leaver-hash'));
      await store.destroyByAccount('leaver');
      // No close(): what forgetting wrote must already be durable, as after a crash.
      const again = await reopen();
      for (const [model, id] of [
        ['Session', 's-leaver'],
        ['Grant', 'g-leaver'],
        ['RefreshToken', 'r-leaver'],
      ] as const) {
        expect(await again.find(model, id), `${model} ${id}`).toBeNull();
      }
      expect(await again.find('DeletedAccount', 'leaver-hash')).not.toBeNull();
      expect(await again.find('Session', 's-stayer')).not.toBeNull();
      expect(await again.find('Grant', 'g-stayer')).not.toBeNull();
      await store.close();
      await again.close();
    });
  });
}
