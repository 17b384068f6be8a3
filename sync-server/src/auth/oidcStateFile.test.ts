import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { setLogLevel } from '../log.js';
import { createFileOidcStore, SIGN_IN_STATE_FILE } from './oidcStateFile.js';
import { describeOidcStateStore } from './testing/oidcStateContract.js';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-state-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describeOidcStateStore('file (memory + sign-in-state.json)', async (limits) => {
  const dataDir = freshDir();
  return {
    store: await createFileOidcStore({ dataDir, limits }),
    reopen: () => createFileOidcStore({ dataDir, limits }),
  };
});

test('anonymous records are never written; signed-in ones are, on close at the latest', async () => {
  const dataDir = freshDir();
  const store = await createFileOidcStore({ dataDir, flushDelayMs: 60_000 });
  const expiresAt = Date.now() + 60_000;
  await store.upsert({ model: 'Interaction', id: 'i', payload: {}, expiresAt, owner: '203.0.113.1' });
  await store.upsert({ model: 'Session', id: 'anon', payload: {}, expiresAt, owner: '203.0.113.1' });
  expect(readdirSync(dataDir)).toEqual([]);
  await store.upsert({ model: 'Session', id: 'user', payload: { accountId: 'a' }, expiresAt });
  await store.close();
  const written = readFileSync(path.join(dataDir, SIGN_IN_STATE_FILE), 'utf8');
  expect(written).toContain('"user"');
  expect(written).not.toContain('"anon"');
  expect(written).not.toContain('Interaction');
});

test('a damaged state file is set aside: the server starts, users sign in again', async () => {
  setLogLevel('error');
  const dataDir = freshDir();
  writeFileSync(path.join(dataDir, SIGN_IN_STATE_FILE), '{"entries": [tru');
  const store = await createFileOidcStore({ dataDir });
  expect(await store.find('Session', 'x')).toBeNull();
  await store.close();
  expect(readdirSync(dataDir).some((name) => name.startsWith(`${SIGN_IN_STATE_FILE}.damaged-`))).toBe(true);
});
