import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyApplicationContent, emptyResume } from '@folio/shared';
import { loadSigningKeys } from '../../auth/keys.js';
import { startTestPostgres, type TestPostgres } from '../../test/postgres.js';
import { createLowdbStorage } from '../lowdbStorage.js';
import { buildPortfolio } from '../testing.js';
import type { Storage } from '../types.js';
import { importDataDir } from './importDataDir.js';
import { createPostgresStorage } from './pgStorage.js';

let cluster: TestPostgres;
let dataDir: string;
beforeAll(async () => {
  cluster = await startTestPostgres();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-import-'));
  const lowdb = await createLowdbStorage({ dataDir });
  try {
    await fill(lowdb);
    await loadSigningKeys(lowdb.cluster);
  } finally {
    await lowdb.close();
  }
});
afterAll(async () => {
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** An embedded data dir as a running server leaves it: users, uploads with PDFs, portfolios, activity. */
async function fill(storage: Storage): Promise<void> {
  for (let u = 0; u < 3; u++) {
    const email = `user${u}@example.org`;
    const user = await storage.users.upsertBySubject({
      subject: `local:${email}`,
      provider: 'local',
      name: `U${u}`,
      email,
    });
    const resume = await storage.resumes.create({
      ownerId: user.id,
      data: emptyResume(),
      pdf: new TextEncoder().encode(`%PDF-1.4 resume of user ${u}`),
    });
    for (let p = 0; p < 2; p++) {
      const created = await storage.portfolios.create(
        buildPortfolio(user.id, { resumeId: resume.id, clientId: `c${p}` }),
        null,
      );
      if (!created.ok) throw new Error('not created');
      const updated = await storage.portfolios.update(
        created.portfolio.id,
        user.id,
        1,
        { title: `Portfolio ${u}.${p}` },
        { key: `edit-${u}.${p}`, fingerprint: `title ${u}.${p}` },
      );
      if (!updated.ok) throw new Error('not updated');
      await storage.versions.record(created.portfolio);
      await storage.versions.record(updated.portfolio);
      await storage.stats.record(created.portfolio.id, 'view', `visitor-${u}`, 'jobs.example');
      await storage.stats.record(created.portfolio.id, 'share');
      await storage.messages.create({
        portfolioId: created.portfolio.id,
        ownerId: user.id,
        name: 'V',
        email: 'v@x.org',
        message: `hi ${p}`,
      });
    }
  }
  const owner = await storage.users.findByEmail('user0@example.org');
  // What the owner deleted (a retried create must not bring it back) and an upload no portfolio uses.
  for (const clientId of ['gone-1', 'gone-2']) {
    const doomed = await storage.portfolios.create(buildPortfolio(owner!.id, { clientId }), null);
    if (!doomed.ok) throw new Error('not created');
    await storage.portfolios.delete(doomed.portfolio.id, owner!.id);
  }
  await storage.resumes.create({ ownerId: owner!.id, data: emptyResume(), pdf: null });
  await storage.users.addPasskey(owner!.id, {
    id: 'cred-import',
    publicKey: 'pk',
    counter: 3,
    transports: ['usb'],
    createdAt: new Date().toISOString(),
    lastUsedAt: null,
  });
  const [first] = await storage.portfolios.listByOwner(owner!.id);
  const link = await storage.links.create({
    portfolioId: first!.id,
    ownerId: owner!.id,
    label: 'Acme',
    reveal: { email: true, phone: false, pdf: true },
    expiresAt: null,
  });
  await storage.links.recordOpen(link.id, { kind: 'person', visitorHash: 'h' });
  const app = await storage.applications.create(
    {
      ...emptyApplicationContent(),
      company: 'Acme',
      role: 'Welder',
      appliedOn: '2026-05-01',
      portfolioId: first!.id,
      ownerId: owner!.id,
      clientId: 'a1',
    },
    10,
  );
  if (app.ok) await storage.applications.setLink(app.application.id, owner!.id, link.id);
  await storage.domains.claim({ portfolioId: first!.id, ownerId: owner!.id, domain: 'user0.example' });
  await storage.domains.markVerified(first!.id, 'user0.example');
  // A current slug and a previous one, both carried over.
  await storage.portfolios.claimSlug(first!.id, owner!.id, ['user-zero-old']);
  await storage.portfolios.claimSlug(first!.id, owner!.id, ['user-zero']);
  await storage.inbound.create({ kind: 'contact', name: 'N', email: 'n@x.org', subject: 's', message: 'm' });
  await storage.oidc.upsert({
    model: 'Session',
    id: 's1',
    payload: { a: 1 },
    expiresAt: Date.now() + 60_000,
    uid: 'u',
  });
}

describe('copying an embedded data dir into PostgreSQL', () => {
  it('copies every record and file with its ids, verifies them, and changes nothing on a second run', async () => {
    const url = await cluster.createDatabase();
    const sql = postgres(url, { max: 4, onnotice: () => {} });
    try {
      const first = await importDataDir(sql, dataDir);
      expect(first.ok).toBe(true);
      const inserted = Object.fromEntries(first.kinds.map((k) => [k.kind, k.inserted]));
      expect(inserted).toMatchObject({
        users: 3,
        resumes: 4,
        files: 3,
        portfolios: 6,
        versions: 12,
        links: 1,
        applications: 1,
        messages: 6,
        dailyStats: 6,
        dailyReferrers: 6,
        inbound: 1,
        domains: 1,
        oidc: 1,
        deletedPortfolios: 2,
        idempotentWrites: 6,
      });
      expect(first.kinds.map((k) => k.kind)).toEqual(
        expect.arrayContaining(['deletedPortfolios', 'idempotentWrites', 'links', 'versions', 'files']),
      );
      for (const k of first.kinds) expect(k.databaseChecksum).toBe(k.sourceChecksum);

      const second = await importDataDir(sql, dataDir);
      expect(second.ok).toBe(true);
      expect(second.kinds.every((k) => k.inserted === 0)).toBe(true);
      expect(second.kinds.map((k) => k.databaseChecksum)).toEqual(first.kinds.map((k) => k.databaseChecksum));
      // A changed record is reported, not overwritten.
      await sql`UPDATE portfolios SET title = 'Changed in PostgreSQL' WHERE id = (
        SELECT p.id FROM portfolios p JOIN users u ON u.id = p.owner_id WHERE u.email = 'user0@example.org' LIMIT 1)`;
      const third = await importDataDir(sql, dataDir);
      expect(third.ok).toBe(false);
      expect(third.kinds.filter((k) => k.sourceChecksum !== k.databaseChecksum).map((k) => k.kind)).toEqual([
        'portfolios',
      ]);
    } finally {
      await sql.end();
    }

    // The copy serves as the embedded store did: same records, PDFs, and the same signing keys.
    const lowdb = await createLowdbStorage({ dataDir });
    const pg = await createPostgresStorage({ url, listen: false });
    try {
      const user = await lowdb.users.findByEmail('user1@example.org');
      expect(await pg.users.findByEmail('user1@example.org')).toEqual(user);
      const ownedBefore = await lowdb.portfolios.listByOwner(user!.id);
      const ownedAfter = await pg.portfolios.listByOwner(user!.id);
      expect(ownedAfter).toEqual(ownedBefore);
      expect(await pg.versions.list(ownedBefore[0]!.id)).toEqual(
        await lowdb.versions.list(ownedBefore[0]!.id),
      );
      const resume = await lowdb.resumes.latestByOwner(user!.id);
      expect(await pg.resumes.latestByOwner(user!.id)).toEqual(resume);
      expect(await pg.files.get(resume!.fileId!)).toEqual(await lowdb.files.get(resume!.fileId!));
      expect(await pg.stats.daily([ownedBefore[0]!.id], 1)).toEqual(
        await lowdb.stats.daily([ownedBefore[0]!.id], 1),
      );
      expect(await pg.domains.getVerified('user0.example')).toEqual(
        await lowdb.domains.getVerified('user0.example'),
      );
      // What retries rely on came along: a deleted portfolio stays deleted, a replayed edit is answered as before.
      const owner = await lowdb.users.findByEmail('user0@example.org');
      const retried = await pg.portfolios.create(buildPortfolio(owner!.id, { clientId: 'gone-1' }), null);
      expect(retried).toMatchObject({ ok: false, reason: 'deleted' });
      const edited = ownedAfter.find((p) => p.title === 'Portfolio 1.0');
      const replay = await pg.portfolios.update(
        edited!.id,
        user!.id,
        1,
        { title: 'Portfolio 1.0' },
        { key: 'edit-1.0', fingerprint: 'title 1.0' },
      );
      expect(replay).toMatchObject({ ok: true, replayed: true });
      expect(await pg.links.listUnseenOpens(owner!.id)).toEqual(await lowdb.links.listUnseenOpens(owner!.id));
      expect(await pg.cluster.secret('jwks.json', async () => 'new')).toBe(
        readFileSync(path.join(dataDir, 'keys', 'jwks.json'), 'utf8'),
      );
    } finally {
      await lowdb.close();
      await pg.close();
    }
  });
});
