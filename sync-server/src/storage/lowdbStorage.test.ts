import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultPortfolioSettings, emptyResume } from '@folio/shared';
import { SCHEMA_VERSION } from './dbSchema.js';
import { DataDirInUseError } from './locks.js';
import { createLowdbStorage, withDataDir } from './lowdbStorage.js';
import type { NewPortfolio, Storage } from './types.js';

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

function buildPortfolio(ownerId: string, overrides: Partial<NewPortfolio> = {}): NewPortfolio {
  const resume = emptyResume();
  resume.personalInfo.name = 'Ada Lovelace';
  return {
    ownerId,
    resumeId: null,
    clientId: null,
    title: 'Ada',
    templateId: 'cascade',
    theme: '',
    resume,
    settings: defaultPortfolioSettings(),
    published: true,
    ...overrides,
  };
}

async function makeUser(email: string) {
  return storage.users.upsertBySubject({ subject: `local:${email}`, provider: 'local', name: email, email });
}

describe('lowdb storage', () => {
  it('writes a real file that carries the schema version', async () => {
    await makeUser('a@example.org');
    const db = readDb();
    expect(db.schemaVersion).toBe(SCHEMA_VERSION);
    expect(db.users).toHaveLength(1);
  });

  it('upserts users by subject, updating name and email, and finds them by email in any case', async () => {
    const first = await makeUser('a@example.org');
    const again = await storage.users.upsertBySubject({
      subject: 'local:a@example.org',
      provider: 'local',
      name: 'Ada',
      email: 'Ada@Example.org',
    });
    expect(again.id).toBe(first.id);
    expect(again.plan).toBe('free');
    expect((await storage.users.findByEmail('ada@example.ORG'))?.name).toBe('Ada');
    expect((await storage.users.setPlan(first.id, 'pro'))?.plan).toBe('pro');
    expect(await storage.users.setPlan('missing', 'pro')).toBeNull();
  });

  it('returns copies: changing a returned record changes nothing stored', async () => {
    const user = await makeUser('a@example.org');
    user.name = 'changed';
    expect((await storage.users.get(user.id))?.name).toBe('a@example.org');
  });

  it('enforces the limit and the clientId retry inside one update', async () => {
    const user = await makeUser('a@example.org');
    const created = await storage.portfolios.create(buildPortfolio(user.id, { clientId: 'c1' }), 2);
    const retry = await storage.portfolios.create(buildPortfolio(user.id, { clientId: 'c1' }), 2);
    expect(created.ok && retry.ok && retry.portfolio.id === created.portfolio.id && !retry.created).toBe(
      true,
    );
    expect((await storage.portfolios.create(buildPortfolio(user.id), 2)).ok).toBe(true);
    expect(await storage.portfolios.create(buildPortfolio(user.id), 2)).toEqual({
      ok: false,
      reason: 'plan_limit_reached',
      limit: 2,
    });
    // A retry of an existing one still answers at the limit.
    expect((await storage.portfolios.create(buildPortfolio(user.id, { clientId: 'c1' }), 2)).ok).toBe(true);
  });

  it('loses no update when 50 creations run at once', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, (_, i) => makeUser(`u${i}@example.org`)));
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        storage.portfolios.create(buildPortfolio(users[i % 10]!.id), null),
      ),
    );
    for (const user of users) expect(await storage.portfolios.listByOwner(user.id)).toHaveLength(5);
    expect(readDb().portfolios).toHaveLength(50);
  });

  it('updates only on the current revision and reports a conflict with the current version', async () => {
    const user = await makeUser('a@example.org');
    const created = await storage.portfolios.create(buildPortfolio(user.id), null);
    if (!created.ok) throw new Error('not created');
    const id = created.portfolio.id;
    const first = await storage.portfolios.update(id, user.id, 1, { title: 'New' });
    expect(first.ok && first.portfolio.revision).toBe(2);
    const stale = await storage.portfolios.update(id, user.id, 1, { title: 'Lost?' });
    expect(stale.ok === false && stale.reason === 'conflict' && stale.current.title).toBe('New');
    expect(await storage.portfolios.update(id, 'someone-else', 2, { title: 'x' })).toEqual({
      ok: false,
      reason: 'not_found',
    });
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

  it('counts a repeat visitor once a day and keeps per-day series', async () => {
    const user = await makeUser('a@example.org');
    const created = await storage.portfolios.create(buildPortfolio(user.id), null);
    if (!created.ok) throw new Error('not created');
    const id = created.portfolio.id;
    expect(await storage.stats.record(id, 'view', 'visitor-1')).toBe(true);
    expect(await storage.stats.record(id, 'view', 'visitor-1')).toBe(false);
    expect(await storage.stats.record(id, 'view', 'visitor-2')).toBe(true);
    expect(await storage.stats.record(id, 'share')).toBe(true);
    expect(await storage.stats.record('missing', 'share')).toBe(false);
    const [today] = await storage.stats.daily([id], 14);
    expect(today).toMatchObject({ views: 2, uniqueVisitors: 2, shares: 1, downloads: 0 });
    expect((await storage.portfolios.get(id))?.views).toBe(2);
  });

  it('keeps oidc records until they expire, finds them by uid, and revokes a grant', async () => {
    const soon = Date.now() + 60_000;
    await storage.oidc.upsert({ model: 'Session', id: 's1', payload: { a: 1 }, expiresAt: soon, uid: 'u1' });
    await storage.oidc.upsert({
      model: 'AccessToken',
      id: 't1',
      payload: {},
      expiresAt: soon,
      grantId: 'g1',
    });
    await storage.oidc.upsert({ model: 'AccessToken', id: 'old', payload: {}, expiresAt: Date.now() - 1 });
    expect((await storage.oidc.findBy('Session', 'uid', 'u1'))?.id).toBe('s1');
    expect(await storage.oidc.find('AccessToken', 'old')).toBeNull();
    await storage.oidc.consume('AccessToken', 't1');
    expect(typeof (await storage.oidc.find('AccessToken', 't1'))?.payload.consumed).toBe('number');
    await storage.oidc.revokeByGrantId('g1');
    expect(await storage.oidc.find('AccessToken', 't1')).toBeNull();
    await storage.oidc.destroy('Session', 's1');
    expect(await storage.oidc.find('Session', 's1')).toBeNull();
  });

  it('stores inbound forms and messages for their owner only', async () => {
    await storage.inbound.create({
      kind: 'newsletter',
      name: '',
      email: 'n@x.org',
      subject: '',
      message: '',
    });
    expect(await storage.inbound.count('newsletter')).toBe(1);
    expect(await storage.inbound.count('contact')).toBe(0);
    const m = await storage.messages.create({
      portfolioId: 'p',
      ownerId: 'o1',
      name: 'n',
      email: 'e@x.org',
      message: 'm',
    });
    expect(await storage.messages.setRead(m.id, 'o2', true)).toBeNull();
    expect((await storage.messages.setRead(m.id, 'o1', true))?.read).toBe(true);
    expect(await storage.messages.delete(m.id, 'o2')).toBe(false);
    expect(await storage.messages.delete(m.id, 'o1')).toBe(true);
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
