import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyResume } from '@folio/shared';
import { buildPortfolio } from './testing.js';
import { emptyDb, SCHEMA_VERSION } from './dbSchema.js';
import { DataDirInUseError } from './locks.js';
import { createLowdbStorage, withDataDir } from './lowdbStorage.js';
import type { Storage } from './types.js';

let dataDir: string;
let storage: Storage;

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-storage-'));
  storage = await createLowdbStorage({ dataDir });
});
afterEach(async () => {
  await storage.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const dbFile = () => path.join(dataDir, 'db.json');
const readDb = (): Record<string, unknown> =>
  JSON.parse(readFileSync(dbFile(), 'utf8')) as Record<string, unknown>;
const filesOnDisk = () => readdirSync(path.join(dataDir, 'files'));

async function makeUser(email: string) {
  return storage.users.upsertBySubject({ subject: `local:${email}`, provider: 'local', name: email, email });
}

// What every store does is in contract.test.ts; this is what only the lowdb data dir has.
describe('lowdb storage', () => {
  it('writes a real file that carries the schema version', async () => {
    await makeUser('a@example.org');
    const db = readDb();
    expect(db.schemaVersion).toBe(SCHEMA_VERSION);
    expect(db.users).toHaveLength(1);
  });

  it('stores the PDF as a file named by id, and deletes it with the last portfolio made from it', async () => {
    const user = await makeUser('a@example.org');
    const pdf = new TextEncoder().encode('%PDF-1.4 test');
    const resume = await storage.resumes.create({ ownerId: user.id, data: emptyResume(), pdf });
    expect(resume.fileId).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(filesOnDisk()).toEqual([`${resume.fileId}.pdf`]);
    expect(await storage.files.get(resume.fileId ?? '')).toEqual(pdf);
    expect((await storage.resumes.latestByOwner(user.id))?.id).toBe(resume.id);

    const a = await storage.portfolios.create(buildPortfolio(user.id, { resumeId: resume.id }), null);
    const b = await storage.portfolios.create(buildPortfolio(user.id, { resumeId: resume.id }), null);
    if (!a.ok || !b.ok) throw new Error('not created');
    await storage.messages.create({
      portfolioId: a.portfolio.id,
      ownerId: user.id,
      name: 'V',
      email: 'v@x.org',
      message: 'hi',
    });
    await storage.stats.record(a.portfolio.id, 'view', 'h1');

    expect(await storage.portfolios.delete(a.portfolio.id, 'someone-else')).toBe(false);
    expect(await storage.portfolios.delete(a.portfolio.id, user.id)).toBe(true);
    expect(await storage.messages.listByOwner(user.id)).toEqual([]);
    expect(await storage.stats.daily([a.portfolio.id], 14)).toEqual([]);
    expect(filesOnDisk()).toHaveLength(1);

    expect(await storage.portfolios.delete(b.portfolio.id, user.id)).toBe(true);
    expect(filesOnDisk()).toEqual([]);
    expect(await storage.resumes.get(resume.id)).toBeNull();
  });

  it('removes the PDF again when its record cannot be written', async () => {
    const user = await makeUser('a@example.org');
    const data = emptyResume();
    // A cycle cannot be serialised, so the db write fails after the file was written.
    Object.assign(data.summary, { self: data });
    await expect(
      storage.resumes.create({ ownerId: user.id, data, pdf: new TextEncoder().encode('%PDF-1.4') }),
    ).rejects.toThrow();
    expect(filesOnDisk()).toEqual([]);
    expect(readDb().resumes).toEqual([]);
    // Memory was restored from the file: the next write does not resurrect the failed record.
    await makeUser('b@example.org');
    expect(readDb().resumes).toEqual([]);
  });
});

describe('the data dir lock', () => {
  it('refuses a second storage on the same data dir', async () => {
    await expect(createLowdbStorage({ dataDir })).rejects.toThrow(DataDirInUseError);
    await expect(createLowdbStorage({ dataDir })).rejects.toThrow(/Another Folio server \(pid \d+\)/);
  });

  it('takes over a lock left by a process that is gone', async () => {
    await storage.close();
    // pid 2^22+1 is above Linux's pid_max default, so no live process has it.
    writeFileSync(path.join(dataDir, 'server.lock'), String(4_194_305));
    storage = await createLowdbStorage({ dataDir });
    expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
  });

  it('releases the lock on close', async () => {
    await storage.close();
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    storage = await createLowdbStorage({ dataDir });
  });
});

describe('withDataDir (the admin CLI) while a server holds the data dir', () => {
  it('writes safely and the running storage sees the change at once', async () => {
    const user = await makeUser('a@example.org');
    const fromCli = await withDataDir(dataDir, async (cli) => {
      const created = await cli.users.upsertBySubject({
        subject: 'local:cli@example.org',
        provider: 'local',
        name: 'CLI',
        email: 'cli@example.org',
      });
      await cli.users.setPlan(user.id, 'pro');
      return created;
    });
    expect((await storage.users.get(fromCli.id))?.email).toBe('cli@example.org');
    expect((await storage.users.get(user.id))?.plan).toBe('pro');
    // The server's next write keeps the CLI's records.
    await makeUser('b@example.org');
    expect(readDb().users).toHaveLength(3);
  });

  it('interleaves with concurrent server writes without losing any', async () => {
    const server = Promise.all(Array.from({ length: 20 }, (_, i) => makeUser(`s${i}@example.org`)));
    const cli = withDataDir(dataDir, async (s) => {
      for (let i = 0; i < 20; i++) {
        await s.users.upsertBySubject({
          subject: `local:c${i}`,
          provider: 'local',
          name: 'c',
          email: `c${i}@x.org`,
        });
      }
    });
    await Promise.all([server, cli]);
    expect(readDb().users).toHaveLength(40);
  });
});

describe('loading and migrating', () => {
  it('migrates a file without schemaVersion and fills missing collections', async () => {
    await storage.close();
    writeFileSync(dbFile(), JSON.stringify({ users: [] }));
    storage = await createLowdbStorage({ dataDir });
    expect(readDb()).toMatchObject({ schemaVersion: SCHEMA_VERSION, portfolios: [], oidc: [] });
  });

  it('gives portfolios stored before name-like addresses no slug yet (schema 1 to 2)', async () => {
    await storage.close();
    const now = '2026-01-01T00:00:00.000Z';
    const old = { ...buildPortfolio('u1'), id: 'p1', views: 0, shares: 0, downloads: 0, revision: 1 };
    writeFileSync(
      dbFile(),
      JSON.stringify({
        ...emptyDb(),
        slugs: undefined,
        schemaVersion: 1,
        portfolios: [{ ...old, createdAt: now, updatedAt: now }],
      }),
    );
    storage = await createLowdbStorage({ dataDir });
    expect(await storage.portfolios.get('p1')).toMatchObject({ id: 'p1', slug: null });
    expect(readDb()).toMatchObject({ schemaVersion: SCHEMA_VERSION, slugs: [] });
  });

  it('refuses a file where two portfolios hold one slug', async () => {
    await storage.close();
    const now = '2026-01-01T00:00:00.000Z';
    const record = (id: string) => ({
      ...buildPortfolio('u1'),
      id,
      views: 0,
      shares: 0,
      downloads: 0,
      revision: 1,
      createdAt: now,
      updatedAt: now,
      slug: 'same',
    });
    const slugs = [
      { slug: 'same', portfolioId: 'p1', at: now },
      { slug: 'same', portfolioId: 'p2', at: now },
    ];
    writeFileSync(
      dbFile(),
      JSON.stringify({ ...emptyDb(), portfolios: [record('p1'), record('p2')], slugs }),
    );
    await expect(createLowdbStorage({ dataDir })).rejects.toThrow('held twice');
    writeFileSync(dbFile(), '{}');
    storage = await createLowdbStorage({ dataDir });
  });

  it('reads landing-page forms stored before they could be marked handled as not handled yet', async () => {
    const old = { id: 'i1', kind: 'contact', name: 'N', email: 'n@x.org', subject: 's', message: 'm' };
    await storage.close();
    writeFileSync(dbFile(), JSON.stringify({ inbound: [{ ...old, createdAt: '2026-01-01T00:00:00.000Z' }] }));
    storage = await createLowdbStorage({ dataDir });
    expect((await storage.inbound.list('contact', null)).records).toEqual([
      { ...old, handled: false, createdAt: '2026-01-01T00:00:00.000Z' },
    ]);
  });

  it('refuses a file written by a newer version, and a file that is not JSON, without touching it', async () => {
    await storage.close();
    writeFileSync(dbFile(), JSON.stringify({ schemaVersion: SCHEMA_VERSION + 1 }));
    await expect(createLowdbStorage({ dataDir })).rejects.toThrow('newer Folio');
    writeFileSync(dbFile(), '{"users": [');
    await expect(createLowdbStorage({ dataDir })).rejects.toThrow('not valid JSON');
    expect(readFileSync(dbFile(), 'utf8')).toBe('{"users": [');
    writeFileSync(dbFile(), '{}');
    storage = await createLowdbStorage({ dataDir });
  });

  it('sweeps files no record points to at start', async () => {
    await storage.close();
    writeFileSync(path.join(dataDir, 'files', 'orphan0123456789.pdf'), '%PDF-');
    storage = await createLowdbStorage({ dataDir });
    expect(filesOnDisk()).toEqual([]);
  });
});
