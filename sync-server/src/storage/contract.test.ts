import { emptyTailoring } from '@folio/shared/links/index.js';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyApplicationContent, emptyResume, VERSIONS_KEPT } from '@folio/shared';
import { buildPortfolio } from './testing.js';
import { startTestPostgres, type TestPostgres } from '../test/postgres.js';
import { createLowdbStorage } from './lowdbStorage.js';
import { createPostgresStorage } from './postgres/pgStorage.js';
import {
  REFERRER_HOSTS_PER_DAY,
  REFERRER_OTHER,
  SLUGS_HELD_PER_PORTFOLIO,
  type NewPortfolio,
  type Storage,
} from './types.js';

/**
 * The storage contract: every implementation of storage/types.ts passes the same tests, against a
 * real lowdb file and a real PostgreSQL. What only one of them has (the data dir lock, db.json
 * migrations, SQL migrations) is tested beside it.
 */
interface Opened {
  storage: Storage;
  /** How many uploaded files the store holds (orphans included). */
  fileCount(): Promise<number>;
  dispose(): Promise<void>;
}

let cluster: TestPostgres;
beforeAll(async () => {
  cluster = await startTestPostgres();
});
afterAll(async () => {
  await cluster.stop();
});

const implementations: [string, () => Promise<Opened>][] = [
  [
    'lowdb',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-contract-'));
      const storage = await createLowdbStorage({ dataDir });
      return {
        storage,
        fileCount: async () => readdirSync(path.join(dataDir, 'files')).length,
        dispose: async () => {
          await storage.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  ],
  [
    'postgres',
    async () => {
      const url = await cluster.createDatabase();
      const storage = await createPostgresStorage({ url });
      const sql = postgres(url, { max: 1 });
      return {
        storage,
        fileCount: async () => (await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM files`)[0]?.n ?? -1,
        dispose: async () => {
          await storage.close();
          await sql.end();
        },
      };
    },
  ],
];

describe.each(implementations)('%s storage', (_name, open) => {
  let opened: Opened;
  let storage: Storage;
  beforeEach(async () => {
    opened = await open();
    storage = opened.storage;
  });
  afterEach(async () => {
    await opened.dispose();
  });

  const makeUser = (email: string) =>
    storage.users.upsertBySubject({ subject: `local:${email}`, provider: 'local', name: email, email });
  const makePortfolio = async (ownerId: string, overrides: Partial<NewPortfolio> = {}) => {
    const created = await storage.portfolios.create(buildPortfolio(ownerId, overrides), null);
    if (!created.ok) throw new Error('not created');
    return created.portfolio;
  };

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
    expect(again.createdAt).toBe(first.createdAt);
    expect((await storage.users.findByEmail(' ada@example.ORG'))?.name).toBe('Ada');
    expect((await storage.users.setPlan(first.id, 'pro'))?.plan).toBe('pro');
    expect(await storage.users.setPlan('missing', 'pro')).toBeNull();
    expect(await storage.users.get(first.id)).toEqual({ ...again, plan: 'pro' });
  });

  it('returns copies: changing a returned record changes nothing stored', async () => {
    const user = await makeUser('a@example.org');
    user.name = 'changed';
    expect((await storage.users.get(user.id))?.name).toBe('a@example.org');
    const portfolio = await makePortfolio(user.id);
    portfolio.resume.personalInfo.name = 'changed';
    expect((await storage.portfolios.get(portfolio.id))?.resume.personalInfo.name).toBe('Ada Lovelace');
  });

  it('stores a portfolio as given and lists it for its owner, newest change first', async () => {
    const user = await makeUser('a@example.org');
    const input = buildPortfolio(user.id, {
      title: 'Ünïcode “quotes” 中文',
      theme: 'dark',
      published: false,
    });
    const older = await makePortfolio(user.id);
    const created = await storage.portfolios.create(input, null);
    if (!created.ok) throw new Error('not created');
    expect(created.portfolio).toMatchObject({ ...input, views: 0, shares: 0, downloads: 0, revision: 1 });
    expect(await storage.portfolios.get(created.portfolio.id)).toEqual(created.portfolio);
    await storage.portfolios.update(older.id, user.id, 1, { title: 'Touched' });
    const listed = await storage.portfolios.listByOwner(user.id);
    expect(listed.map((p) => p.id)).toEqual([older.id, created.portfolio.id]);
    expect(await storage.portfolios.listIndexable(10)).toEqual([
      { id: older.id, templateId: 'cascade', slug: null, updatedAt: listed[0]!.updatedAt, translated: false },
    ]);
    expect(await storage.portfolios.listByOwner('nobody')).toEqual([]);
  });

  it('enforces the limit and the clientId retry', async () => {
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

  it('keeps the limit exactly and creates a clientId once when requests race', async () => {
    const [a, b] = [await makeUser('a@example.org'), await makeUser('b@example.org')];
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => storage.portfolios.create(buildPortfolio(a.id), 3)),
      ...Array.from({ length: 10 }, () =>
        storage.portfolios.create(buildPortfolio(b.id, { clientId: 'same' }), 3),
      ),
    ]);
    expect(results.slice(0, 20).filter((r) => r.ok)).toHaveLength(3);
    expect(await storage.portfolios.listByOwner(a.id)).toHaveLength(3);
    const retries = results.slice(20);
    expect(retries.filter((r) => r.ok && r.created)).toHaveLength(1);
    expect(new Set(retries.map((r) => (r.ok ? r.portfolio.id : 'refused'))).size).toBe(1);
    expect(await storage.portfolios.listByOwner(b.id)).toHaveLength(1);
  });

  it('loses no update when 50 creations run at once', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, (_, i) => makeUser(`u${i}@example.org`)));
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        storage.portfolios.create(buildPortfolio(users[i % 10]!.id), null),
      ),
    );
    for (const user of users) expect(await storage.portfolios.listByOwner(user.id)).toHaveLength(5);
  });

  it('updates only on the current revision and reports a conflict with the current version', async () => {
    const user = await makeUser('a@example.org');
    const { id } = await makePortfolio(user.id);
    const first = await storage.portfolios.update(id, user.id, 1, { title: 'New', published: false });
    expect(first.ok && first.portfolio).toMatchObject({
      revision: 2,
      title: 'New',
      published: false,
      theme: '',
    });
    const stale = await storage.portfolios.update(id, user.id, 1, { title: 'Lost?' });
    expect(stale.ok === false && stale.reason === 'conflict' && stale.current.title).toBe('New');
    expect(await storage.portfolios.update(id, 'someone-else', 2, { title: 'x' })).toEqual({
      ok: false,
      reason: 'not_found',
    });
    // Of edits racing from one revision, exactly one applies.
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, i) => storage.portfolios.update(id, user.id, 2, { title: `T${i}` })),
    );
    expect(racing.filter((r) => r.ok)).toHaveLength(1);
    expect((await storage.portfolios.get(id))?.revision).toBe(3);
  });

  it('stores the PDF with its resume, and deletes it with the last portfolio made from it', async () => {
    const user = await makeUser('a@example.org');
    const pdf = new TextEncoder().encode('%PDF-1.4 test');
    const resume = await storage.resumes.create({ ownerId: user.id, data: emptyResume(), pdf });
    expect(resume.fileId).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await storage.files.get(resume.fileId ?? '')).toEqual(pdf);
    expect(await storage.resumes.get(resume.id)).toEqual(resume);
    const later = await storage.resumes.create({ ownerId: user.id, data: emptyResume(), pdf: null });
    expect((await storage.resumes.latestByOwner(user.id))?.id).toBe(later.id);
    expect(await opened.fileCount()).toBe(1);

    const a = await makePortfolio(user.id, { resumeId: resume.id });
    const b = await makePortfolio(user.id, { resumeId: resume.id });
    await storage.messages.create({
      portfolioId: a.id,
      ownerId: user.id,
      name: 'V',
      email: 'v@x.org',
      message: 'hi',
    });
    await storage.stats.record(a.id, 'view', 'h1');

    expect(await storage.portfolios.delete(a.id, 'someone-else')).toBe(false);
    expect(await storage.portfolios.delete(a.id, user.id)).toBe(true);
    expect(await storage.portfolios.delete(a.id, user.id)).toBe(false);
    expect(await storage.messages.listByOwner(user.id)).toEqual([]);
    expect(await storage.stats.daily([a.id], 14)).toEqual([]);
    expect(await opened.fileCount()).toBe(1);

    expect(await storage.portfolios.delete(b.id, user.id)).toBe(true);
    expect(await opened.fileCount()).toBe(0);
    expect(await storage.resumes.get(resume.id)).toBeNull();
    expect(await storage.files.get(resume.fileId ?? '')).toBeNull();
  });

  it('stores neither the PDF nor the record when the record cannot be written', async () => {
    const user = await makeUser('a@example.org');
    const data = emptyResume();
    // A cycle cannot be serialised, so writing the record fails.
    Object.assign(data.summary, { self: data });
    await expect(
      storage.resumes.create({ ownerId: user.id, data, pdf: new TextEncoder().encode('%PDF-1.4') }),
    ).rejects.toThrow();
    expect(await opened.fileCount()).toBe(0);
    expect(await storage.resumes.latestByOwner(user.id)).toBeNull();
    await makeUser('b@example.org');
    expect(await storage.resumes.latestByOwner(user.id)).toBeNull();
  });

  it('counts a repeat visitor once a day, even when the visits race, and keeps per-day series', async () => {
    const user = await makeUser('a@example.org');
    const { id } = await makePortfolio(user.id);
    const first = await Promise.all(
      Array.from({ length: 10 }, () => storage.stats.record(id, 'view', 'visitor-1')),
    );
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await storage.stats.record(id, 'view', 'visitor-2')).toBe(true);
    expect(await storage.stats.record(id, 'view')).toBe(true);
    const shares = await Promise.all(Array.from({ length: 10 }, () => storage.stats.record(id, 'share')));
    expect(shares.every(Boolean)).toBe(true);
    expect(await storage.stats.record(id, 'download')).toBe(true);
    expect(await storage.stats.record('missing', 'share')).toBe(false);
    expect(await storage.stats.record('missing', 'view', 'visitor-1')).toBe(false);
    const [today, ...rest] = await storage.stats.daily([id], 14);
    expect(rest).toEqual([]);
    expect(today).toMatchObject({ views: 3, uniqueVisitors: 2, shares: 10, downloads: 1 });
    expect(today?.visitorHashes).toEqual(['visitor-1', 'visitor-2']);
    expect(await storage.portfolios.get(id)).toMatchObject({ views: 3, shares: 10, downloads: 1 });
    expect(await storage.stats.daily([], 14)).toEqual([]);
  });

  it('counts counted views per referring host and day, at most REFERRER_HOSTS_PER_DAY hosts, the rest as other', async () => {
    const user = await makeUser('a@example.org');
    const { id } = await makePortfolio(user.id);
    const other = await makePortfolio(user.id);
    expect(await storage.stats.record(id, 'view', 'v1', 'jobs.example')).toBe(true);
    expect(await storage.stats.record(id, 'view', 'v2', 'jobs.example')).toBe(true);
    // A repeat visitor's view isn't counted, so neither is its referrer; nor are shares and downloads.
    expect(await storage.stats.record(id, 'view', 'v1', 'jobs.example')).toBe(false);
    await storage.stats.record(id, 'share', undefined, 'jobs.example');
    expect(await storage.stats.record('missing', 'view', 'v3', 'jobs.example')).toBe(false);
    await storage.stats.record(id, 'view', 'v3');
    await storage.stats.record(other.id, 'view', 'v1', 'mail.example');
    const today = (await storage.stats.daily([id], 1))[0]?.date;
    expect(await storage.stats.referrers([id], 14)).toEqual([
      { portfolioId: id, date: today, host: 'jobs.example', views: 2 },
    ]);
    expect(await storage.stats.referrers([], 14)).toEqual([]);

    // Past the cap, every further host of the day is folded into one row.
    const hosts = Array.from({ length: REFERRER_HOSTS_PER_DAY + 5 }, (_, i) => `site${i}.example`);
    for (const [i, host] of hosts.entries()) await storage.stats.record(id, 'view', `cap-${i}`, host);
    await storage.stats.record(id, 'view', 'again', 'jobs.example');
    const rows = await storage.stats.referrers([id, other.id], 14);
    const mine = rows.filter((r) => r.portfolioId === id);
    expect(mine).toHaveLength(REFERRER_HOSTS_PER_DAY + 1);
    expect(mine.find((r) => r.host === REFERRER_OTHER)?.views).toBe(6);
    expect(mine.find((r) => r.host === 'jobs.example')?.views).toBe(3);
    expect(rows.filter((r) => r.portfolioId === other.id)).toEqual([
      { portfolioId: other.id, date: today, host: 'mail.example', views: 1 },
    ]);

    expect(await storage.portfolios.delete(id, user.id)).toBe(true);
    expect(await storage.stats.referrers([id], 14)).toEqual([]);
    expect(await storage.stats.referrers([other.id], 14)).toHaveLength(1);
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
    await storage.oidc.upsert({
      model: 'Client',
      id: 'c',
      payload: { n: 1 },
      expiresAt: null,
      userCode: 'UC',
    });
    expect(await storage.oidc.findBy('Session', 'uid', 'u1')).toEqual({
      model: 'Session',
      id: 's1',
      payload: { a: 1 },
      expiresAt: soon,
      uid: 'u1',
    });
    expect((await storage.oidc.findBy('Client', 'userCode', 'UC'))?.payload).toEqual({ n: 1 });
    expect(await storage.oidc.find('AccessToken', 'old')).toBeNull();
    await storage.oidc.upsert({ model: 'Session', id: 's1', payload: { a: 2 }, expiresAt: soon, uid: 'u1' });
    expect((await storage.oidc.find('Session', 's1'))?.payload).toEqual({ a: 2 });
    await storage.oidc.consume('AccessToken', 't1');
    expect(typeof (await storage.oidc.find('AccessToken', 't1'))?.payload.consumed).toBe('number');
    await storage.oidc.revokeByGrantId('g1');
    expect(await storage.oidc.find('AccessToken', 't1')).toBeNull();
    await storage.oidc.destroy('Session', 's1');
    expect(await storage.oidc.find('Session', 's1')).toBeNull();
  });

  it('lists inbound forms newest first in pages, marks them handled and deletes them', async () => {
    const sent = [];
    for (const n of [1, 2, 3, 4, 5]) {
      sent.push(
        await storage.inbound.create({
          kind: 'contact',
          name: `N${n}`,
          email: `n${n}@x.org`,
          subject: `s${n}`,
          message: `m${n}`,
        }),
      );
    }
    await storage.inbound.create({
      kind: 'newsletter',
      name: '',
      email: 'sub@x.org',
      subject: '',
      message: '',
    });
    const newest = [...sent].reverse();
    expect(sent.every((r) => !r.handled)).toBe(true);
    expect(await storage.inbound.list('contact', null)).toEqual({ records: newest, total: 5 });
    expect(await storage.inbound.list('contact', { offset: 2, limit: 2 })).toEqual({
      records: newest.slice(2, 4),
      total: 5,
    });
    expect(await storage.inbound.list('contact', { offset: 5, limit: 2 })).toEqual({ records: [], total: 5 });
    const subscribers = await storage.inbound.list('newsletter', { offset: 0, limit: 10 });
    expect(subscribers.records.map((r) => r.email)).toEqual(['sub@x.org']);

    const second = sent[1]!;
    expect(await storage.inbound.setHandled(second.id, true)).toEqual({ ...second, handled: true });
    expect(
      (await storage.inbound.list('contact', null)).records.find((r) => r.id === second.id)?.handled,
    ).toBe(true);
    expect((await storage.inbound.setHandled(second.id, false))?.handled).toBe(false);
    expect(await storage.inbound.setHandled('missing', true)).toBeNull();

    expect(await storage.inbound.delete(second.id)).toBe(true);
    expect(await storage.inbound.delete(second.id)).toBe(false);
    expect(await storage.inbound.list('contact', null)).toEqual({
      records: newest.filter((r) => r.id !== second.id),
      total: 4,
    });
    expect(await storage.inbound.count('newsletter')).toBe(1);
  });

  it('stores inbound forms, and messages for their owner only', async () => {
    await storage.inbound.create({
      kind: 'newsletter',
      name: '',
      email: 'n@x.org',
      subject: '',
      message: '',
    });
    expect(await storage.inbound.count('newsletter')).toBe(1);
    expect(await storage.inbound.count('contact')).toBe(0);
    const owner = await makeUser('o1@example.org');
    const { id } = await makePortfolio(owner.id);
    const m = await storage.messages.create({
      portfolioId: id,
      ownerId: owner.id,
      name: 'n',
      email: 'e@x.org',
      message: 'm',
    });
    expect(m).toMatchObject({ read: false, message: 'm' });
    expect(await storage.messages.listByOwner(owner.id)).toEqual([m]);
    expect(await storage.messages.setRead(m.id, 'o2', true)).toBeNull();
    expect((await storage.messages.setRead(m.id, owner.id, true))?.read).toBe(true);
    expect(await storage.messages.delete(m.id, 'o2')).toBe(false);
    expect(await storage.messages.delete(m.id, owner.id)).toBe(true);
    expect(await storage.messages.listByOwner(owner.id)).toEqual([]);
  });

  it('keeps published versions newest first, once per revision, at most VERSIONS_KEPT, and forgets them with the portfolio', async () => {
    const user = await makeUser('a@example.org');
    let portfolio = await makePortfolio(user.id);
    const first = await storage.portfolios.get(portfolio.id);
    const v1 = await storage.versions.record(first!);
    expect(await storage.versions.record(first!)).toEqual(v1);
    expect(v1).toMatchObject({ portfolioId: portfolio.id, revision: 1, content: { title: 'Ada' } });
    for (let i = 0; i < VERSIONS_KEPT + 1; i++) {
      const updated = await storage.portfolios.update(portfolio.id, user.id, portfolio.revision, {
        title: `T${i}`,
      });
      if (!updated.ok) throw new Error('not updated');
      portfolio = updated.portfolio;
      await storage.versions.record(portfolio);
    }
    const list = await storage.versions.list(portfolio.id);
    expect(list).toHaveLength(VERSIONS_KEPT);
    expect(list[0]).toMatchObject({ revision: portfolio.revision, content: { title: `T${VERSIONS_KEPT}` } });
    expect(list[0]?.changes.length).toBeGreaterThan(0);
    expect(list.map((v) => v.revision)).toEqual([...list.map((v) => v.revision)].sort((a, b) => b - a));
    expect(await storage.versions.get(portfolio.id, list[1]!.id)).toEqual(list[1]);
    expect(await storage.versions.get(portfolio.id, v1.id)).toBeNull();
    await storage.portfolios.delete(portfolio.id, user.id);
    expect(await storage.versions.list(portfolio.id)).toEqual([]);
  });

  it('lists indexable portfolios for the sitemap: published, not noindex, newest first, up to the limit', async () => {
    const user = await makeUser('s@example.org');
    const first = await makePortfolio(user.id);
    const hidden = await makePortfolio(user.id, {
      settings: { ...buildPortfolio(user.id).settings, noindex: true },
    });
    const second = await makePortfolio(user.id);
    await makePortfolio(user.id, { published: false });
    const touched = await storage.portfolios.update(first.id, user.id, 1, { title: 'Newest' });
    if (!touched.ok) throw new Error('not updated');
    const all = await storage.portfolios.listIndexable(10);
    expect(all.map((e) => e.id)).toEqual([first.id, second.id]);
    expect(all[0]).toEqual({
      id: first.id,
      templateId: 'cascade',
      slug: null,
      updatedAt: touched.portfolio.updatedAt,
      translated: false,
    });
    expect((await storage.portfolios.listIndexable(1)).map((e) => e.id)).toEqual([first.id]);
    expect(all.map((e) => e.id)).not.toContain(hidden.id);
    // Whether it holds translations is read from the settings, without loading a resume.
    const base = buildPortfolio(user.id);
    const translated = await makePortfolio(user.id, {
      settings: { ...base.settings, translations: [{ language: 'de', resume: base.resume }] },
    });
    const listed = await storage.portfolios.listIndexable(10);
    expect(listed.find((e) => e.id === translated.id)?.translated).toBe(true);
    expect(listed.filter((e) => e.translated).map((e) => e.id)).toEqual([translated.id]);
  });

  it('gives each slug to one portfolio of all users, keeps previous ones redirecting, bounded, and frees them with the portfolio', async () => {
    const ann = await makeUser('ann@example.org');
    const ben = await makeUser('ben@example.org');
    const mine = await makePortfolio(ann.id);
    const theirs = await makePortfolio(ben.id);
    expect(mine.slug).toBeNull();
    expect((await storage.portfolios.listWithoutSlug(10)).map((p) => p.id).sort()).toEqual(
      [mine.id, theirs.id].sort(),
    );

    const claimed = await storage.portfolios.claimSlug(mine.id, ann.id, ['Ann-Lee']);
    expect(claimed).toMatchObject({ ok: true, portfolio: { id: mine.id, slug: 'ann-lee', revision: 1 } });
    // Case-insensitive across users, and only the owner claims for a portfolio.
    expect(await storage.portfolios.claimSlug(theirs.id, ben.id, ['ANN-LEE'])).toEqual({
      ok: false,
      reason: 'taken',
    });
    expect(await storage.portfolios.claimSlug(mine.id, ben.id, ['ben'])).toEqual({
      ok: false,
      reason: 'not_found',
    });
    // The server's default takes the first free candidate, and leaves a slug that was given meanwhile.
    expect(
      await storage.portfolios.claimSlug(theirs.id, null, ['ann-lee', 'ann-lee-2'], { onlyIfNone: true }),
    ).toMatchObject({ ok: true, portfolio: { slug: 'ann-lee-2' } });
    expect(await storage.portfolios.claimSlug(theirs.id, null, ['other'], { onlyIfNone: true })).toEqual({
      ok: false,
      reason: 'taken',
    });
    expect(await storage.portfolios.listWithoutSlug(10)).toEqual([]);

    // A new slug: the old one still finds the portfolio (to redirect) and nobody else can take it.
    await storage.portfolios.claimSlug(mine.id, ann.id, ['ann-lee-dev']);
    expect((await storage.portfolios.findBySlug('Ann-Lee'))?.slug).toBe('ann-lee-dev');
    expect((await storage.portfolios.findBySlug('ann-lee-dev'))?.id).toBe(mine.id);
    expect((await storage.portfolios.claimSlug(theirs.id, ben.id, ['ann-lee'])).ok).toBe(false);
    // Going back to a previous slug is the owner's right.
    expect(await storage.portfolios.claimSlug(mine.id, ann.id, ['ann-lee'])).toMatchObject({
      ok: true,
      portfolio: { slug: 'ann-lee' },
    });
    expect((await storage.portfolios.listIndexable(10)).find((e) => e.id === mine.id)?.slug).toBe('ann-lee');

    // At most SLUGS_HELD_PER_PORTFOLIO held: the oldest previous one is let go first.
    for (let i = 1; i <= SLUGS_HELD_PER_PORTFOLIO; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      await storage.portfolios.claimSlug(mine.id, ann.id, [`ann-${i}`]);
    }
    expect(await storage.portfolios.findBySlug('ann-lee-dev')).toBeNull();
    expect((await storage.portfolios.findBySlug('ann-1'))?.id).toBe(mine.id);
    expect((await storage.portfolios.claimSlug(theirs.id, ben.id, ['ann-lee-dev'])).ok).toBe(true);

    // Racing claims of one slug: exactly one portfolio gets it.
    const racers = await Promise.all([makePortfolio(ann.id), makePortfolio(ben.id), makePortfolio(ben.id)]);
    const results = await Promise.all(racers.map((p) => storage.portfolios.claimSlug(p.id, null, ['same'])));
    expect(results.filter((r) => r.ok)).toHaveLength(1);

    await storage.portfolios.delete(mine.id, ann.id);
    expect(await storage.portfolios.findBySlug('ann-1')).toBeNull();
    expect((await storage.portfolios.claimSlug(theirs.id, ben.id, ['ann-1'])).ok).toBe(true);
    await storage.users.delete(ben.id);
    expect(await storage.portfolios.findBySlug('ann-1')).toBeNull();
  });

  it('keeps a version with every create or update that leaves the portfolio published, none for a draft edit', async () => {
    const user = await makeUser('v@example.org');
    const portfolio = await makePortfolio(user.id, { published: false });
    const draft = await storage.portfolios.update(portfolio.id, user.id, 1, { title: 'Draft' });
    expect(draft.ok).toBe(true);
    expect(await storage.versions.list(portfolio.id)).toEqual([]);
    const published = await storage.portfolios.update(portfolio.id, user.id, 2, { published: true });
    if (!published.ok) throw new Error('not updated');
    const [kept] = await storage.versions.list(portfolio.id);
    expect(kept).toMatchObject({ revision: published.portfolio.revision, content: { title: 'Draft' } });
    // Recording the same revision again (a retry) keeps no second version.
    expect(await storage.versions.record(published.portfolio)).toEqual(kept);
    const live = await makePortfolio(user.id);
    expect(await storage.versions.list(live.id)).toMatchObject([{ revision: 1, content: { title: 'Ada' } }]);
  });

  it('creates accounts once per subject, email and passkey, and keeps their passkeys', async () => {
    const passkey = {
      id: 'cred-1',
      publicKey: 'pk',
      counter: 0,
      transports: ['internal'],
      createdAt: new Date().toISOString(),
      lastUsedAt: null,
    };
    const input = { subject: 'passkey:one', provider: 'passkey', name: 'P', email: 'P@example.org' };
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => storage.users.create({ ...input, passkeys: [passkey] })),
    );
    const created = racing.filter((u) => u !== null);
    expect(created).toHaveLength(1);
    expect(created[0]?.passkeys).toEqual([passkey]);
    expect(
      await storage.users.create({ ...input, subject: 'passkey:two', email: 'p@EXAMPLE.org' }),
    ).toBeNull();
    expect(
      await storage.users.create({
        ...input,
        subject: 'passkey:three',
        email: 'q@example.org',
        passkeys: [passkey],
      }),
    ).toBeNull();
    const other = await makeUser('o@example.org');
    expect(other.passkeys).toBeUndefined();
    expect(await storage.users.addPasskey(other.id, passkey)).toBeNull();
    const second = { ...passkey, id: 'cred-2' };
    expect((await storage.users.addPasskey(other.id, second))?.passkeys).toEqual([second]);
    await storage.users.recordPasskeyUse(other.id, 'cred-2', 7);
    const used = await storage.users.findByPasskey('cred-2');
    expect(used?.id).toBe(other.id);
    expect(used?.passkeys?.[0]).toMatchObject({ counter: 7, lastUsedAt: expect.any(String) });
    expect((await storage.users.findBySubject('passkey:one'))?.id).toBe(created[0]?.id);
  });

  it('holds an email only for vouched accounts: a typed one is never compared, a vouched one is', async () => {
    const typed = { reserve: false, unvouchedProviders: ['passkey'] };
    const vouched = { reserve: true, unvouchedProviders: ['passkey'] };
    const user = (subject: string, provider: string, email = 'Shared@example.org') => ({
      subject,
      provider,
      name: subject,
      email,
    });
    const first = await storage.users.create(user('passkey:a', 'passkey'), typed);
    const second = await storage.users.create(user('passkey:b', 'passkey', 'shared@EXAMPLE.org'), typed);
    expect(first && second && first.id !== second.id).toBe(true);
    const google = await storage.users.create(user('google:g', 'google'), vouched);
    expect(google?.provider).toBe('google');
    expect(await storage.users.create(user('oidc:o', 'oidc'), vouched)).toBeNull();
    // A typed email beside a vouched one is still a contact detail of its own account.
    expect(await storage.users.create(user('passkey:c', 'passkey'), typed)).not.toBeNull();
    expect((await storage.users.findByEmail('shared@example.org', ['passkey']))?.id).toBe(google?.id);
    expect((await storage.users.findByEmail('shared@example.org'))?.id).toBe(first?.id);
    expect(await storage.users.findByEmail('nobody@example.org', ['passkey'])).toBeNull();
  });

  it('keeps private links: counts each visitor once and the first open once, and revokes', async () => {
    const user = await makeUser('a@example.org');
    const { id } = await makePortfolio(user.id);
    const link = await storage.links.create({
      portfolioId: id,
      ownerId: user.id,
      label: 'Acme',
      reveal: { email: true, phone: false, pdf: false },
      expiresAt: null,
    });
    expect(link).toMatchObject({ visitors: 0, unfurls: 0, openSeen: false, revokedAt: null });
    expect(await storage.links.getByToken(link.token)).toEqual(link);
    const firsts = await Promise.all(
      Array.from({ length: 5 }, () =>
        storage.links.recordOpen(link.id, { kind: 'person', visitorHash: 'v1' }),
      ),
    );
    expect(firsts.filter(Boolean)).toHaveLength(1);
    expect(await storage.links.recordOpen(link.id, { kind: 'person', visitorHash: 'v2' })).toBe(false);
    expect(await storage.links.recordOpen(link.id, { kind: 'unfurl' })).toBe(false);
    expect(await storage.links.getByToken(link.token)).toMatchObject({
      visitors: 2,
      unfurls: 1,
      visitorHashes: ['v1', 'v2'],
    });
    expect((await storage.links.listUnseenOpens(user.id)).map((l) => l.id)).toEqual([link.id]);
    expect(await storage.links.markOpenSeen(user.id, [link.id])).toBe(1);
    expect(await storage.links.listUnseenOpens(user.id)).toEqual([]);
    expect(link.tailoring).toBeNull();
    const tailoring = { ...emptyTailoring(), headline: 'For Acme' };
    expect(await storage.links.setTailoring(link.id, id, 'someone-else', tailoring)).toBeNull();
    expect((await storage.links.setTailoring(link.id, id, user.id, tailoring))?.tailoring).toEqual(tailoring);
    expect((await storage.links.getByToken(link.token))?.tailoring).toEqual(tailoring);
    expect(await storage.links.revoke(link.id, id, 'someone-else')).toBe(false);
    expect(await storage.links.revoke(link.id, id, user.id)).toBe(true);
    expect(await storage.links.setTailoring(link.id, id, user.id, null)).toBeNull();
    expect(await storage.links.listByPortfolio(id)).toEqual([]);
    expect((await storage.links.getByToken(link.token))?.revokedAt).not.toBeNull();
  });

  it('forgets the opens of links last opened before the retention cutoff, and only those', async () => {
    const user = await makeUser('a@example.org');
    const { id } = await makePortfolio(user.id);
    const newLink = () =>
      storage.links.create({
        portfolioId: id,
        ownerId: user.id,
        label: 'Acme',
        reveal: { email: false, phone: false, pdf: false },
        expiresAt: null,
      });
    const old = await newLink();
    const never = await newLink();
    await storage.links.recordOpen(old.id, { kind: 'person', visitorHash: 'v1' });
    await storage.links.recordOpen(old.id, { kind: 'unfurl' });
    const openedAt = (await storage.links.getByToken(old.token))?.lastOpenedAt ?? '';
    // A cutoff at the open keeps it (it is not older); one just after forgets it.
    expect(await storage.links.forgetOpensBefore(openedAt)).toBe(0);
    const after = new Date(Date.parse(openedAt) + 1).toISOString();
    expect(await storage.links.forgetOpensBefore(after)).toBe(1);
    expect(await storage.links.getByToken(old.token)).toMatchObject({
      firstOpenedAt: null,
      lastOpenedAt: null,
      visitors: 0,
      unfurls: 0,
      visitorHashes: [],
    });
    expect(await storage.links.getByToken(never.token)).toEqual(never);
    expect(await storage.links.listUnseenOpens(user.id)).toEqual([]);
  });

  it('keeps applications: owner-only, revisions, clientId retries, limits, tombstones and links', async () => {
    const user = await makeUser('a@example.org');
    const other = await makeUser('b@example.org');
    const portfolio = await makePortfolio(user.id);
    const content = {
      ...emptyApplicationContent(),
      company: 'Northwind',
      role: 'Analyst',
      appliedOn: '2026-01-31',
      portfolioId: portfolio.id,
    };
    const made = await storage.applications.create({ ...content, ownerId: user.id, clientId: 'c1' }, 2);
    if (!made.ok) throw new Error('not created');
    const app = made.application;
    expect(app).toMatchObject({ ...content, revision: 1, linkId: null, deletedAt: null });
    expect(made.created).toBe(true);
    // A retry of the creation returns it; the limit counts live ones only.
    expect(await storage.applications.create({ ...content, ownerId: user.id, clientId: 'c1' }, 2)).toEqual({
      ok: true,
      application: app,
      created: false,
    });
    const second = await storage.applications.create({ ...content, ownerId: user.id, clientId: 'c2' }, 2);
    expect(second.ok).toBe(true);
    expect(await storage.applications.create({ ...content, ownerId: user.id, clientId: 'c3' }, 2)).toEqual({
      ok: false,
      reason: 'limit_reached',
      limit: 2,
    });
    expect(await storage.applications.get(app.id, other.id)).toBeNull();
    expect(await storage.applications.update(app.id, other.id, 1, { notes: 'x' })).toEqual({
      ok: false,
      reason: 'not_found',
    });

    const updated = await storage.applications.update(app.id, user.id, 1, {
      status: 'interviewing',
      nextStepOn: '2026-02-14',
      tracking: false,
    });
    if (!updated.ok) throw new Error('not updated');
    expect(updated.application).toMatchObject({
      status: 'interviewing',
      nextStepOn: '2026-02-14',
      revision: 2,
    });
    const stale = await storage.applications.update(app.id, user.id, 1, { notes: 'late' });
    expect(stale).toEqual({ ok: false, reason: 'conflict', current: updated.application });
    expect((await storage.applications.listByOwner(user.id))[0]?.id).toBe(app.id);

    const link = await storage.links.create({
      portfolioId: portfolio.id,
      ownerId: user.id,
      label: 'Northwind — Analyst',
      reveal: { email: false, phone: false, pdf: false },
      expiresAt: null,
    });
    expect(await storage.applications.setLink(app.id, user.id, link.id)).toMatchObject({
      linkId: link.id,
      revision: 2,
    });
    expect((await storage.applications.getByLink(link.id))?.id).toBe(app.id);

    expect(await storage.applications.delete(app.id, other.id)).toBeNull();
    expect((await storage.applications.delete(app.id, user.id))?.linkId).toBe(link.id);
    expect(await storage.applications.get(app.id, user.id)).toBeNull();
    expect(await storage.applications.getByLink(link.id)).toBeNull();
    expect((await storage.applications.listByOwner(user.id)).map((a) => a.id)).toEqual(
      second.ok ? [second.application.id] : [],
    );
    expect(await storage.applications.create({ ...content, ownerId: user.id, clientId: 'c1' }, 2)).toEqual({
      ok: false,
      reason: 'deleted',
    });

    // Deleting the portfolio leaves the application without it; deleting the account, without anything.
    await storage.portfolios.delete(portfolio.id, user.id);
    expect(await storage.applications.listByOwner(user.id)).toMatchObject([
      { portfolioId: null, linkId: null },
    ]);
    await storage.applications.create(
      { ...content, portfolioId: null, ownerId: other.id, clientId: 'c1' },
      2,
    );
    await storage.users.delete(user.id);
    expect(await storage.applications.listByOwner(user.id)).toEqual([]);
    expect(await storage.applications.listByOwner(other.id)).toHaveLength(1);
  });

  it('keeps custom domains: one per portfolio, verified by one portfolio only, gone with the portfolio', async () => {
    const user = await makeUser('a@example.org');
    const other = await makeUser('b@example.org');
    const mine = await makePortfolio(user.id);
    const second = await makePortfolio(user.id, { clientId: 'second' });
    const theirs = await makePortfolio(other.id);

    const claimed = await storage.domains.claim({
      portfolioId: mine.id,
      ownerId: user.id,
      domain: 'jane.example',
    });
    if (!claimed.ok) throw new Error('claim refused');
    expect(claimed.record).toMatchObject({ domain: 'jane.example', verifiedAt: null, ownerId: user.id });
    expect(claimed.record.token.length).toBeGreaterThanOrEqual(20);
    // A retry keeps the token; another domain for the same portfolio is refused with the current one.
    expect(
      await storage.domains.claim({ portfolioId: mine.id, ownerId: user.id, domain: 'jane.example' }),
    ).toEqual(claimed);
    expect(
      await storage.domains.claim({ portfolioId: mine.id, ownerId: user.id, domain: 'other.example' }),
    ).toEqual({ ok: false, reason: 'portfolio_has_domain', record: claimed.record });
    // A pending claim blocks nobody: another portfolio may claim the same name with its own token.
    const rival = await storage.domains.claim({
      portfolioId: theirs.id,
      ownerId: other.id,
      domain: 'jane.example',
    });
    if (!rival.ok) throw new Error('rival claim refused');
    expect(rival.record.token).not.toBe(claimed.record.token);
    expect(await storage.domains.getVerified('jane.example')).toBeNull();

    const verified = await storage.domains.markVerified(mine.id, 'jane.example');
    expect(verified).toMatchObject({ ok: true, record: { verifiedAt: expect.any(String) } });
    expect(await storage.domains.getVerified('jane.example')).toMatchObject({ portfolioId: mine.id });
    expect(await storage.domains.markVerified(theirs.id, 'jane.example')).toEqual({
      ok: false,
      reason: 'domain_taken',
    });
    expect(await storage.domains.markVerified(second.id, 'jane.example')).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(
      await storage.domains.claim({ portfolioId: second.id, ownerId: user.id, domain: 'jane.example' }),
    ).toEqual({ ok: false, reason: 'domain_taken' });
    expect((await storage.domains.getByPortfolio(theirs.id))?.verifiedAt).toBeNull();

    // A re-check that finds the record moves checkedAt on; one that does not unverifies the claim,
    // keeping when it was last found; a stale token (a claim removed and made again) changes nothing.
    const verifiedRecord = verified.ok ? verified.record : claimed.record;
    expect(verifiedRecord.checkedAt).toBe(verifiedRecord.verifiedAt);
    expect(await storage.domains.recordCheck(mine.id, rival.record.token, false)).toBeNull();
    const stillFound = await storage.domains.recordCheck(mine.id, claimed.record.token, true);
    expect(stillFound?.verifiedAt).toBe(verifiedRecord.verifiedAt);
    expect(Date.parse(stillFound?.checkedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(verifiedRecord.checkedAt ?? ''),
    );
    const lost = await storage.domains.recordCheck(mine.id, claimed.record.token, false);
    expect(lost).toMatchObject({ verifiedAt: null, checkedAt: stillFound?.checkedAt });
    expect(await storage.domains.getVerified('jane.example')).toBeNull();
    expect(await storage.domains.recordCheck(mine.id, claimed.record.token, false)).toBeNull();
    expect(await storage.domains.markVerified(mine.id, 'jane.example')).toMatchObject({ ok: true });

    expect(await storage.domains.remove(mine.id)).toBe(true);
    expect(await storage.domains.remove(mine.id)).toBe(false);
    expect(await storage.domains.getVerified('jane.example')).toBeNull();
    expect(await storage.domains.markVerified(theirs.id, 'jane.example')).toMatchObject({ ok: true });
    expect(await storage.portfolios.delete(theirs.id, other.id)).toBe(true);
    expect(await storage.domains.getByPortfolio(theirs.id)).toBeNull();
    expect(await storage.domains.getVerified('jane.example')).toBeNull();
  });

  it('answers retried edits by their write key, and remembers deleted portfolios', async () => {
    const user = await makeUser('a@example.org');
    const other = await makeUser('b@example.org');
    const a = await makePortfolio(user.id, { clientId: 'client-a' });
    const b = await makePortfolio(user.id);
    const key = { key: 'k1', fingerprint: 'f1' };
    const first = await storage.portfolios.update(a.id, user.id, a.revision, { title: 'One' }, key);
    if (!first.ok) throw new Error('not updated');
    expect(first.replayed).toBeUndefined();
    const later = await storage.portfolios.update(a.id, user.id, first.portfolio.revision, { title: 'Two' });
    if (!later.ok) throw new Error('not updated');
    // The retry arrives after another edit: it changes nothing and is answered with the current version.
    expect(await storage.portfolios.update(a.id, user.id, a.revision, { title: 'One' }, key)).toEqual({
      ok: true,
      portfolio: later.portfolio,
      replayed: true,
    });
    const reused = { ok: false, reason: 'key_reused' };
    expect(
      await storage.portfolios.update(
        a.id,
        user.id,
        later.portfolio.revision,
        {},
        { ...key, fingerprint: 'f2' },
      ),
    ).toEqual(reused);
    expect(await storage.portfolios.update(b.id, user.id, b.revision, { title: 'B' }, key)).toEqual(reused);
    expect((await storage.portfolios.get(b.id))?.revision).toBe(b.revision);
    // Retries racing each other apply once; one key racing on two portfolios is taken by one of them.
    const c = await makePortfolio(user.id);
    const d = await makePortfolio(user.id);
    const retries = await Promise.all(
      Array.from({ length: 5 }, () =>
        storage.portfolios.update(c.id, user.id, c.revision, { title: 'C' }, { key: 'k2', fingerprint: 'f' }),
      ),
    );
    expect(retries.every((r) => r.ok)).toBe(true);
    expect(retries.filter((r) => r.ok && !r.replayed)).toHaveLength(1);
    expect((await storage.portfolios.get(c.id))?.revision).toBe(c.revision + 1);
    const raced = await Promise.all(
      [
        { id: c.id, revision: c.revision + 1 },
        { id: d.id, revision: d.revision },
      ].map((p) => storage.portfolios.update(p.id, user.id, p.revision, {}, { key: 'k3', fingerprint: 'f' })),
    );
    expect(raced.filter((r) => !r.ok)).toEqual([reused]);
    // Keys are the owner's: another account may use the same one.
    const theirs = await makePortfolio(other.id);
    expect((await storage.portfolios.update(theirs.id, other.id, theirs.revision, {}, key)).ok).toBe(true);

    expect(await storage.portfolios.delete(a.id, user.id)).toBe(true);
    expect(await storage.portfolios.update(a.id, user.id, later.portfolio.revision, {}, key)).toEqual({
      ok: false,
      reason: 'deleted',
    });
    expect(await storage.portfolios.update(a.id, other.id, 1, {})).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await storage.portfolios.create(buildPortfolio(user.id, { clientId: 'client-a' }), null)).toEqual({
      ok: false,
      reason: 'deleted',
    });
    const again = await storage.portfolios.create(buildPortfolio(other.id, { clientId: 'client-a' }), null);
    expect(again).toMatchObject({ ok: true, created: true });
  });

  it('lists and deletes uploads, and deletes the unused old ones with their files', async () => {
    const user = await makeUser('a@example.org');
    const other = await makeUser('b@example.org');
    const pdf = () => new TextEncoder().encode('%PDF-1.4 test');
    const upload = (ownerId: string) => storage.resumes.create({ ownerId, data: emptyResume(), pdf: pdf() });
    const first = await upload(user.id);
    const second = await upload(user.id);
    const third = await upload(user.id);
    const theirs = await upload(other.id);
    expect((await storage.resumes.listByOwner(user.id)).map((r) => r.id)).toEqual([
      third.id,
      second.id,
      first.id,
    ]);
    expect(await storage.resumes.listByOwner('nobody')).toEqual([]);

    const portfolio = await makePortfolio(user.id, { resumeId: first.id });
    expect(await storage.resumes.delete(first.id, other.id)).toBe(false);
    expect(await storage.resumes.delete(first.id, user.id)).toBe(true);
    expect(await storage.resumes.delete(first.id, user.id)).toBe(false);
    expect(await storage.files.get(first.fileId ?? '')).toBeNull();
    expect(await storage.portfolios.get(portfolio.id)).toMatchObject({ resumeId: null, title: 'Ada' });
    expect(await opened.fileCount()).toBe(3);

    await makePortfolio(user.id, { resumeId: second.id });
    expect(await storage.resumes.deleteUnused(first.createdAt)).toBe(0);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(await storage.resumes.deleteUnused(future)).toBe(2);
    expect((await storage.resumes.listByOwner(user.id)).map((r) => r.id)).toEqual([second.id]);
    expect(await storage.resumes.get(theirs.id)).toBeNull();
    expect(await storage.files.get(third.fileId ?? '')).toBeNull();
    expect(await storage.files.get(second.fileId ?? '')).toEqual(pdf());
    expect(await opened.fileCount()).toBe(1);
  });

  it('counts expired uploads without a stored PDF as deleted uploads', async () => {
    const user = await makeUser('nopdf@example.com');
    const bytes = new TextEncoder().encode('%PDF-1.4 test');
    const withPdf = await storage.resumes.create({ ownerId: user.id, data: emptyResume(), pdf: bytes });
    const withoutPdf = await storage.resumes.create({ ownerId: user.id, data: emptyResume(), pdf: null });
    expect(withoutPdf.fileId).toBeNull();
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(await storage.resumes.deleteUnused(future)).toBe(2);
    expect(await storage.resumes.get(withPdf.id)).toBeNull();
    expect(await storage.resumes.get(withoutPdf.id)).toBeNull();
    expect(await opened.fileCount()).toBe(0);
  });

  it('adds a batch of counts to the counters and to today', async () => {
    const user = await makeUser('a@example.org');
    const a = await makePortfolio(user.id);
    const b = await makePortfolio(user.id);
    await storage.stats.record(a.id, 'share');
    await storage.stats.recordBatch([
      { portfolioId: a.id, kind: 'share', count: 3 },
      { portfolioId: a.id, kind: 'view', count: 2 },
      { portfolioId: b.id, kind: 'download', count: 4 },
      { portfolioId: b.id, kind: 'view', count: 0 },
      { portfolioId: 'missing', kind: 'share', count: 5 },
    ]);
    await storage.stats.recordBatch([]);
    expect(await storage.portfolios.get(a.id)).toMatchObject({ views: 2, shares: 4, downloads: 0 });
    expect(await storage.portfolios.get(b.id)).toMatchObject({ views: 0, shares: 0, downloads: 4 });
    const days = await storage.stats.daily([a.id, b.id, 'missing'], 1);
    expect(days.map(({ visitorHashes: _, date: __, ...counts }) => counts)).toEqual(
      expect.arrayContaining([
        { portfolioId: a.id, views: 2, uniqueVisitors: 0, shares: 4, downloads: 0 },
        { portfolioId: b.id, views: 0, uniqueVisitors: 0, shares: 0, downloads: 4 },
      ]),
    );
    expect(days).toHaveLength(2);
  });

  it('deletes an account with everything of it, and nothing of anyone else', async () => {
    const user = await makeUser('a@example.org');
    const other = await makeUser('b@example.org');
    const everything = async (ownerId: string) => {
      const resume = await storage.resumes.create({
        ownerId,
        data: emptyResume(),
        pdf: new TextEncoder().encode('%PDF-1.4 test'),
      });
      const portfolio = await makePortfolio(ownerId, { resumeId: resume.id, clientId: 'c1' });
      const gone = await makePortfolio(ownerId, { clientId: 'c2' });
      await storage.portfolios.delete(gone.id, ownerId);
      await storage.portfolios.update(
        portfolio.id,
        ownerId,
        1,
        { title: 'T' },
        { key: 'k', fingerprint: 'f' },
      );
      await storage.versions.record((await storage.portfolios.get(portfolio.id))!);
      await storage.stats.record(portfolio.id, 'view', 'v1', 'jobs.example');
      await storage.messages.create({
        portfolioId: portfolio.id,
        ownerId,
        name: 'V',
        email: 'v@x.org',
        message: 'hi',
      });
      const link = await storage.links.create({
        portfolioId: portfolio.id,
        ownerId,
        label: 'Acme',
        reveal: { email: true, phone: false, pdf: false },
        expiresAt: null,
      });
      await storage.domains.claim({ portfolioId: portfolio.id, ownerId, domain: `${ownerId}.example` });
      await storage.domains.markVerified(portfolio.id, `${ownerId}.example`);
      await storage.oidc.upsert({
        model: 'Session',
        id: `s-${ownerId}`,
        payload: { accountId: ownerId },
        expiresAt: Date.now() + 60_000,
      });
      return { resume, portfolio, link };
    };
    const mine = await everything(user.id);
    const theirs = await everything(other.id);
    expect(await storage.users.delete('nobody')).toBe(false);
    expect(await storage.users.delete(user.id)).toBe(true);
    expect(await storage.users.delete(user.id)).toBe(false);

    expect(await storage.users.get(user.id)).toBeNull();
    expect(await storage.portfolios.listByOwner(user.id)).toEqual([]);
    expect(await storage.portfolios.get(mine.portfolio.id)).toBeNull();
    expect(await storage.resumes.listByOwner(user.id)).toEqual([]);
    expect(await storage.files.get(mine.resume.fileId ?? '')).toBeNull();
    expect(await storage.messages.listByOwner(user.id)).toEqual([]);
    expect(await storage.stats.daily([mine.portfolio.id], 1)).toEqual([]);
    expect(await storage.stats.referrers([mine.portfolio.id], 1)).toEqual([]);
    expect(await storage.versions.list(mine.portfolio.id)).toEqual([]);
    expect(await storage.links.getByToken(mine.link.token)).toBeNull();
    expect(await storage.domains.getVerified(`${user.id}.example`)).toBeNull();
    expect(await storage.oidc.find('Session', `s-${user.id}`)).toBeNull();
    expect(await opened.fileCount()).toBe(1);

    // The other account is whole: its records, its remembered deletion and its write key.
    expect((await storage.portfolios.listByOwner(other.id)).map((p) => p.id)).toEqual([theirs.portfolio.id]);
    expect(await storage.files.get(theirs.resume.fileId ?? '')).not.toBeNull();
    expect(await storage.messages.listByOwner(other.id)).toHaveLength(1);
    expect(await storage.stats.daily([theirs.portfolio.id], 1)).toHaveLength(1);
    expect(await storage.stats.referrers([theirs.portfolio.id], 1)).toHaveLength(1);
    expect(await storage.versions.list(theirs.portfolio.id)).toHaveLength(2); // the create's and the update's
    expect(await storage.links.getByToken(theirs.link.token)).not.toBeNull();
    expect(await storage.domains.getVerified(`${other.id}.example`)).not.toBeNull();
    expect(await storage.oidc.find('Session', `s-${other.id}`)).not.toBeNull();
    expect(await storage.portfolios.create(buildPortfolio(other.id, { clientId: 'c2' }), null)).toEqual({
      ok: false,
      reason: 'deleted',
    });
    expect(
      await storage.portfolios.update(
        theirs.portfolio.id,
        other.id,
        1,
        { title: 'T' },
        { key: 'k', fingerprint: 'f' },
      ),
    ).toMatchObject({ ok: true, replayed: true });
  });

  describe('cluster state', () => {
    it('keeps one secret per name, whoever asks first', async () => {
      let made = 0;
      const values = await Promise.all(
        Array.from({ length: 5 }, () => storage.cluster.secret('test-secret', async () => `value-${++made}`)),
      );
      expect(new Set(values).size).toBe(1);
      expect(await storage.cluster.secret('test-secret', async () => 'other')).toBe(values[0]);
      await storage.cluster.secret('salt-1', async () => 'one');
      await storage.cluster.secret('salt-2', async () => 'two');
      await storage.cluster.dropSecrets('salt-', 'salt-2');
      expect(await storage.cluster.secret('salt-1', async () => 'new')).toBe('new');
      expect(await storage.cluster.secret('salt-2', async () => 'new')).toBe('two');
    });

    it('counts requests against a limit exactly, per key, and says how long to wait', async () => {
      const results = await Promise.all(
        Array.from({ length: 12 }, () => storage.cluster.hit('k1', 5, 60_000)),
      );
      expect(results.filter((wait) => wait === 0)).toHaveLength(5);
      expect(Math.max(...results)).toBeGreaterThan(50);
      expect(Math.max(...results)).toBeLessThanOrEqual(60);
      expect(await storage.cluster.hit('k2', 5, 60_000)).toBe(0);
    });

    it('adds members to a capped set once each', async () => {
      const claims = await Promise.all(
        Array.from({ length: 8 }, () => storage.cluster.join('once', '1', 1, 60_000)),
      );
      expect(claims.filter((c) => c === 'added')).toHaveLength(1);
      expect(await storage.cluster.join('cap', 'a', 2, 60_000)).toBe('added');
      expect(await storage.cluster.join('cap', 'a', 2, 60_000)).toBe('present');
      expect(await storage.cluster.join('cap', 'b', 2, 60_000)).toBe('added');
      expect(await storage.cluster.join('cap', 'c', 2, 60_000)).toBe('full');
      expect(await storage.cluster.join('cap', 'b', 2, 60_000)).toBe('present');
    });

    /**
     * Listens from now on. Notices reach a PostgreSQL listener asynchronously, so the setup's own
     * (a published portfolio's creation) can arrive after subscribing: a marker portfolio is changed
     * and, notices arriving in commit order, everything heard up to its notice is dropped.
     */
    const listenAfterSetup = async (ownerId: string) => {
      const heard: (string | null)[] = [];
      const unsubscribe = storage.cluster.onPortfolioChange((id) => heard.push(id));
      const marker = await makePortfolio(ownerId, { published: false });
      await storage.portfolios.update(marker.id, ownerId, marker.revision, { title: 'marker' });
      await expect.poll(() => heard.includes(marker.id), { timeout: 2000 }).toBe(true);
      heard.splice(0, heard.lastIndexOf(marker.id) + 1);
      return { heard, unsubscribe };
    };

    it('announces changed and deleted portfolios', async () => {
      const user = await makeUser('a@example.org');
      const portfolio = await makePortfolio(user.id);
      const { heard, unsubscribe } = await listenAfterSetup(user.id);
      await storage.portfolios.update(portfolio.id, user.id, 1, { title: 'x' });
      await storage.portfolios.update(portfolio.id, user.id, 1, { title: 'conflict, no change' });
      await storage.portfolios.delete(portfolio.id, user.id);
      await expect.poll(() => heard, { timeout: 2000 }).toEqual([portfolio.id, portfolio.id]);
      unsubscribe();
    });

    it('announces the portfolio whose custom domain was verified, re-checked or removed', async () => {
      const user = await makeUser('a@example.org');
      const portfolio = await makePortfolio(user.id);
      const claimed = await storage.domains.claim({
        portfolioId: portfolio.id,
        ownerId: user.id,
        domain: 'heard.example',
      });
      if (!claimed.ok) throw new Error('claim refused');
      const { heard, unsubscribe } = await listenAfterSetup(user.id);
      await storage.domains.markVerified(portfolio.id, 'heard.example');
      await storage.domains.recordCheck(portfolio.id, claimed.record.token, false);
      // Nothing changed (no verified claim to re-check, no domain to remove): nothing to announce.
      await storage.domains.recordCheck(portfolio.id, claimed.record.token, true);
      await storage.domains.remove(portfolio.id);
      await storage.domains.remove(portfolio.id);
      await expect.poll(() => heard, { timeout: 2000 }).toEqual([portfolio.id, portfolio.id, portfolio.id]);
      unsubscribe();
    });
  });
});
