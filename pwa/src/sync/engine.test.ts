import { API, type PortfolioSummary, type UploadsResponse } from '@folio/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiFetch, fetchMe, fetchPortfolios } from '../api/index.js';
import {
  createLocalPortfolio,
  editPortfolio,
  resetOutboxBackoff,
  savePdf,
  getPortfolio,
  getServerList,
  listOutbox,
  listPortfolios,
  mutatePortfolio,
  type FolioDb,
} from '../db/index.js';
import { setAuthToken } from '../settings/index.js';
import { buildContent, freshDb } from '../test/factories.js';
import { readFileSync } from 'node:fs';
import { tokenFor } from '../../../e2e/support/api.js';
import { corpusPdf } from '../../../e2e/support/paths.js';
import { startServer, type RunningServer } from '../../../e2e/support/server.js';
import { useServerOrigin } from '../test/serverOrigin.js';
import { SyncEngine } from './engine.js';
import { resolveConflict } from './reconcile.js';
import { httpSyncApi, type SyncApi } from './serverApi.js';

/**
 * The outbox against the real server (its own process, real lowdb on a temp dir): creates, retries,
 * pulls and conflicts over HTTP exactly as the app does them.
 */

let server: RunningServer;
let userId: string;
const devices: { db: FolioDb; engine: SyncEngine }[] = [];

/** One device: its own IndexedDB and sync engine, same account. */
function device(api: SyncApi = httpSyncApi): { db: FolioDb; engine: SyncEngine } {
  const db = freshDb();
  const made = { db, engine: new SyncEngine({ db: () => db, api }) };
  devices.push(made);
  return made;
}

async function serverPortfolios(): Promise<PortfolioSummary[]> {
  return fetchPortfolios();
}

beforeAll(async () => {
  server = await startServer({ fromSource: true, env: { LOG_LEVEL: 'error' } });
  useServerOrigin(server);
}, 90_000);

afterAll(async () => {
  await server?.dispose();
});

afterEach(async () => {
  for (const { db, engine } of devices.splice(0)) {
    engine.stop();
    // A rerun or retry timer may still be mid-run; closing the store under it would fail that run.
    await engine.settled();
    db.close();
  }
  // Every test starts from an empty account of its own.
  setAuthToken(await tokenFor(server, `user-${Math.random().toString(36).slice(2)}@example.com`));
  userId = (await fetchMe()).user._id;
});

describe('sync engine against the real server', () => {
  beforeAll(async () => {
    setAuthToken(await tokenFor(server, 'first@example.com'));
    userId = (await fetchMe()).user._id;
  }, 30_000);

  it('pushes a portfolio created offline, once, and marks it synced', async () => {
    const { db, engine } = device();
    const local = await createLocalPortfolio(db, { ownerId: userId, draftId: null, content: buildContent() });
    engine.start(userId);
    const result = await engine.run();
    expect(result.outcomes.get(local.id)).toEqual({ kind: 'synced' });
    const synced = await getPortfolio(db, local.id);
    expect(synced?.serverId).toBeTruthy();
    expect(synced?.localVersion).toBe(synced?.syncedVersion);
    expect(synced?.server?.url).toMatch(/^Terminal\//);
    expect(await listOutbox(db, userId)).toEqual([]);
    const onServer = await serverPortfolios();
    expect(onServer).toHaveLength(1);
    expect(onServer[0]?.clientId).toBe(local.id);
    engine.stop();
  }, 30_000);

  it('retries a create whose first answer was lost without making a second portfolio', async () => {
    const { db, engine } = device();
    const local = await createLocalPortfolio(db, { ownerId: userId, draftId: null, content: buildContent() });
    // The first attempt reached the server, but the device never heard back.
    await httpSyncApi.create(userId, local.id, buildContent());
    engine.start(userId);
    await engine.run();
    expect((await getPortfolio(db, local.id))?.serverId).toBeTruthy();
    expect(await serverPortfolios()).toHaveLength(1);
    engine.stop();
  }, 30_000);

  it('retries an edit whose answer was lost and gets the first answer, never a 409', async () => {
    // Every write reaches the server once; the first answer of each kind is lost on the way back.
    const statuses: number[] = [];
    let lose = true;
    const lossy: SyncApi = {
      ...httpSyncApi,
      async update(...args) {
        try {
          const answer = await httpSyncApi.update(...args);
          statuses.push(200);
          if (!lose) return answer;
          lose = false;
          throw new ApiError(0, 'network_error', 'The answer was lost.');
        } catch (error) {
          if (error instanceof ApiError && error.status) statuses.push(error.status);
          throw error;
        }
      },
    };
    const { db, engine } = device(lossy);
    const local = await createLocalPortfolio(db, { ownerId: userId, draftId: null, content: buildContent() });
    engine.start(userId);
    await engine.run();
    await editPortfolio(db, local.id, { title: 'Edited once' });
    expect((await engine.run()).outcomes.get(local.id)?.kind).toBe('retry');
    await engine.handleOnline();
    expect(statuses).toEqual([200, 200]);
    const synced = await getPortfolio(db, local.id);
    expect(synced?.conflict).toBeFalsy();
    expect(synced?.localVersion).toBe(synced?.syncedVersion);
    expect((await serverPortfolios())[0]).toMatchObject({ title: 'Edited once', revision: 2 });
    engine.stop();
  }, 30_000);

  it('never brings back a portfolio deleted while its create was being retried', async () => {
    const { db, engine } = device();
    const local = await createLocalPortfolio(db, { ownerId: userId, draftId: null, content: buildContent() });
    // The first attempt reached the server but the device never heard back; then the person deleted
    // the portfolio on another device.
    const made = await httpSyncApi.create(userId, local.id, buildContent());
    await apiFetch(API.portfolio(made.serverId), { method: 'DELETE' });
    engine.start(userId);
    await engine.run();
    expect(await serverPortfolios()).toEqual([]);
    expect((await getPortfolio(db, local.id))?.failure?.kind).toBe('deleted_on_server');
    expect(await listOutbox(db, userId)).toEqual([]);
    engine.stop();
  }, 30_000);

  it('backs off while the server is unreachable and pushes as soon as the network returns', async () => {
    const { db, engine } = device();
    const local = await createLocalPortfolio(db, { ownerId: userId, draftId: null, content: buildContent() });
    await server.stop();
    try {
      engine.start(userId);
      const failed = await engine.run();
      expect(failed.outcomes.get(local.id)?.kind).toBe('retry');
      const [entry] = await listOutbox(db, userId);
      expect(entry?.attempts).toBe(1);
      expect(entry?.nextAttemptAt).toBeGreaterThan(Date.now());
      expect(engine.status.get().phase).toBe('error');
    } finally {
      await server.start();
    }
    await engine.handleOnline();
    expect((await getPortfolio(db, local.id))?.serverId).toBeTruthy();
    expect(await listOutbox(db, userId)).toEqual([]);
    expect(await serverPortfolios()).toHaveLength(1);
    engine.stop();
  }, 90_000);

  it('turns a background run that loses its database into an error status, not a crash', async () => {
    const { db, engine } = device();
    await createLocalPortfolio(db, { ownerId: userId, draftId: null, content: buildContent() });
    // start() runs in the background; the store closes under it, as on a version change in another tab.
    engine.start(userId);
    db.close();
    await engine.settled();
    expect(engine.status.get()).toMatchObject({ phase: 'error' });
    expect(engine.status.get().lastError).toBeTruthy();
    engine.stop();
  }, 30_000);

  it('pulls portfolios made elsewhere into the mirror and forgets ones deleted elsewhere', async () => {
    const { db, engine } = device();
    const made = await httpSyncApi.create(
      userId,
      'other-device-1',
      buildContent({ title: 'From the laptop' }),
    );
    engine.start(userId);
    await engine.run();
    const mirrored = await listPortfolios(db, userId);
    expect(mirrored.map((p) => [p.serverId, p.title])).toEqual([[made.serverId, 'From the laptop']]);
    // The list itself is kept too, for the dashboard offline.
    expect((await getServerList(db, userId))?.portfolios.map((p) => p._id)).toEqual([made.serverId]);
    await apiFetch(API.portfolio(made.serverId), { method: 'DELETE' });
    await engine.run();
    expect(await listPortfolios(db, userId)).toEqual([]);
    expect((await getServerList(db, userId))?.portfolios).toEqual([]);
    engine.stop();
  }, 30_000);

  it('keeps both versions when two devices edit offline, and the chosen one wins', async () => {
    const a = device();
    const b = device();
    const local = await createLocalPortfolio(a.db, {
      ownerId: userId,
      draftId: null,
      content: buildContent(),
    });
    a.engine.start(userId);
    await a.engine.run();
    b.engine.start(userId);
    await b.engine.run();
    const onB = (await listPortfolios(b.db, userId))[0];
    expect(onB?.serverId).toBe((await getPortfolio(a.db, local.id))?.serverId);

    await editPortfolio(a.db, local.id, { title: 'Edited on A' });
    await editPortfolio(b.db, onB?.id ?? '', { title: 'Edited on B' });
    await a.engine.run();
    const second = await b.engine.run();
    expect(second.outcomes.get(onB?.id ?? '')).toEqual({ kind: 'conflict' });
    const conflicted = await getPortfolio(b.db, onB?.id ?? '');
    expect(conflicted?.title).toBe('Edited on B');
    expect(conflicted?.conflict?.content.title).toBe('Edited on A');

    await mutatePortfolio(b.db, onB?.id ?? '', (c) =>
      c ? resolveConflict(c, 'mine', new Date().toISOString()).mutation : null,
    );
    await b.engine.run();
    expect((await serverPortfolios())[0]?.title).toBe('Edited on B');
    await a.engine.run();
    expect((await getPortfolio(a.db, local.id))?.title).toBe('Edited on B');
    a.engine.stop();
    b.engine.stop();
  }, 60_000);

  it('records a plan-limit refusal instead of retrying it forever', async () => {
    const { db, engine } = device();
    engine.start(userId);
    for (let i = 0; i < 3; i++) {
      await createLocalPortfolio(db, {
        ownerId: userId,
        draftId: null,
        content: buildContent({ title: `P${i}` }),
      });
    }
    await engine.run();
    // Its PDF is sent first; refused, the creation leaves no unused upload behind.
    const pdf = await savePdf(db, {
      ownerId: userId,
      name: 'cv.pdf',
      bytes: new Uint8Array(readFileSync(corpusPdf('latex-jake-student-ca'))),
    });
    const fourth = await createLocalPortfolio(db, {
      ownerId: userId,
      draftId: null,
      pdfId: pdf.id,
      content: buildContent(),
    });
    const result = await engine.run();
    expect(result.outcomes.get(fourth.id)?.kind).toBe('failed');
    expect((await getPortfolio(db, fourth.id))?.failure?.kind).toBe('plan_limit');
    expect(await listOutbox(db, userId)).toEqual([]);
    expect(await serverPortfolios()).toHaveLength(3);
    expect(((await apiFetch(API.uploads)) as UploadsResponse).uploads).toEqual([]);
    engine.stop();
  }, 30_000);

  it('sends the original PDF with the creation, once, even when the creation is retried', async () => {
    const bytes = new Uint8Array(readFileSync(corpusPdf('latex-jake-student-ca')));
    let kept = 0;
    let creates = 0;
    // The first creation's answer is lost (as on a dropped connection): the retry must not send again.
    const flaky: SyncApi = {
      ...httpSyncApi,
      keepPdf: async (...args) => {
        kept += 1;
        return httpSyncApi.keepPdf(...args);
      },
      create: async (...args) => {
        creates += 1;
        const made = await httpSyncApi.create(...args);
        if (creates === 1) throw new TypeError('Failed to fetch');
        return made;
      },
    };
    const { db, engine } = device(flaky);
    const pdf = await savePdf(db, { ownerId: userId, name: 'cv.pdf', bytes });
    const local = await createLocalPortfolio(db, {
      ownerId: userId,
      draftId: null,
      pdfId: pdf.id,
      content: buildContent(),
    });
    engine.start(userId);
    expect((await engine.run()).outcomes.get(local.id)?.kind).toBe('retry');
    await resetOutboxBackoff(db, userId);
    await engine.run();
    expect(await listOutbox(db, userId)).toEqual([]);
    // The retry found the portfolio its lost answer made (by client id) and did not send the PDF again.
    expect(kept).toBe(1);
    expect(await serverPortfolios()).toHaveLength(1);
    const synced = await getPortfolio(db, local.id);
    expect(synced).toMatchObject({ pdfId: null, resumeId: expect.any(String) });
    expect(synced?.server?.hasPdf).toBe(true);
    const onServer = (await apiFetch(API.portfolio(synced?.serverId ?? ''))) as {
      portfolio: { resumeId: string; hasPdf: boolean };
    };
    expect(onServer.portfolio).toMatchObject({ resumeId: synced?.resumeId, hasPdf: true });
    const file = await apiFetch(API.portfolioPdf(synced?.serverId ?? ''), { binary: true });
    expect(new Uint8Array(await (file as Blob).arrayBuffer())).toEqual(bytes);
    engine.stop();
  }, 30_000);
});
