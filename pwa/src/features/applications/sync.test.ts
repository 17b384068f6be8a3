import { emptyApplicationContent, type ApplicationContent } from '@folio/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchMe } from '../../api/index.js';
import type { FolioDb } from '../../db/index.js';
import { setAuthToken } from '../../settings/index.js';
import { freshDb } from '../../test/factories.js';
import { useServerOrigin } from '../../test/serverOrigin.js';
import { tokenFor } from '../../../../e2e/support/api.js';
import { startServer, type RunningServer } from '../../../../e2e/support/server.js';
import { httpApplicationsApi, type ApplicationsApi } from './api.js';
import {
  createApplication,
  deleteApplication,
  editApplication,
  getApplication,
  listApplicationOutbox,
  listApplications,
  resolveApplicationConflict,
} from './store.js';
import { syncApplications } from './sync.js';

/** The tracker's outbox against the real server (its own process, real lowdb), as the app runs it. */

let server: RunningServer;
let userId: string;
const dbs: FolioDb[] = [];
const device = () => {
  const db = freshDb();
  dbs.push(db);
  return db;
};
const sync = (db: FolioDb, api: ApplicationsApi = httpApplicationsApi) =>
  syncApplications({ db, api, userId, random: () => 0 });
const content = (over: Partial<ApplicationContent>): ApplicationContent => ({
  ...emptyApplicationContent(),
  ...over,
});

beforeAll(async () => {
  server = await startServer({ fromSource: true, env: { LOG_LEVEL: 'error' } });
  useServerOrigin(server);
}, 90_000);
afterAll(async () => {
  await server?.dispose();
});
beforeEach(async () => {
  setAuthToken(await tokenFor(server, `tracker-${Math.random().toString(36).slice(2)}@example.com`));
  userId = (await fetchMe()).user._id;
}, 30_000);
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

describe('tracker sync against the real server', () => {
  it('pushes applications made offline once, and another device pulls them', async () => {
    const phone = device();
    const a = await createApplication(phone, userId, content({ company: 'Northwind', role: 'Analyst' }));
    await createApplication(phone, userId, content({ company: 'Contoso', status: 'applied' }));
    expect(await sync(phone)).toMatchObject({ stoppedBy: null, retentionDays: 180 });
    expect(await listApplicationOutbox(phone, userId)).toEqual([]);
    expect((await getApplication(phone, a.id))?.serverId).toBeTruthy();
    expect((await httpApplicationsApi.list()).applications).toHaveLength(2);

    const laptop = device();
    await sync(laptop);
    const pulled = await listApplications(laptop, userId);
    expect(pulled.map((x) => x.content.company).sort()).toEqual(['Contoso', 'Northwind']);
    expect(pulled.find((x) => x.content.company === 'Northwind')?.id).toBe(a.id);
  }, 30_000);

  it('retries a creation whose answer was lost without a second application', async () => {
    const db = device();
    const a = await createApplication(db, userId, content({ company: 'Lost Answer Ltd' }));
    const lossy: ApplicationsApi = {
      ...httpApplicationsApi,
      async create(...args) {
        await httpApplicationsApi.create(...args);
        throw new TypeError('Failed to fetch');
      },
    };
    expect((await sync(db, lossy)).stoppedBy).toBe('offline');
    expect(await listApplicationOutbox(db, userId)).toHaveLength(1);
    // The entry backs off; the network is back and the retry is due.
    await db.applicationOutbox.update(a.id, { nextAttemptAt: 0 });
    expect((await sync(db)).stoppedBy).toBe(null);
    expect((await httpApplicationsApi.list()).applications).toHaveLength(1);
    expect(await listApplications(db, userId)).toHaveLength(1);
  }, 30_000);

  it('keeps both versions on a conflict until the person chooses', async () => {
    const phone = device();
    const laptop = device();
    const a = await createApplication(phone, userId, content({ company: 'Fabrikam', notes: 'first' }));
    await sync(phone);
    await sync(laptop);
    await editApplication(laptop, a.id, { status: 'interviewing', notes: 'from the laptop' });
    await sync(laptop);
    // Offline on the phone meanwhile, then an edit of the same application.
    await editApplication(phone, a.id, { notes: 'from the phone' });
    await sync(phone);
    const conflicted = await getApplication(phone, a.id);
    expect(conflicted?.content.notes).toBe('from the phone');
    expect(conflicted?.conflict?.content).toMatchObject({ notes: 'from the laptop', status: 'interviewing' });
    expect(await listApplicationOutbox(phone, userId)).toEqual([]);
    // A pull meanwhile keeps the conflict and the phone's words.
    await sync(phone);
    expect((await getApplication(phone, a.id))?.content.notes).toBe('from the phone');

    await resolveApplicationConflict(phone, a.id, 'mine');
    await sync(phone);
    const [onServer] = (await httpApplicationsApi.list()).applications;
    expect(onServer).toMatchObject({ notes: 'from the phone', status: 'saved', revision: 3 });
    expect((await getApplication(phone, a.id))?.conflict).toBeNull();
  }, 30_000);

  it('deletes on the server what was deleted here, and here what was deleted elsewhere', async () => {
    const phone = device();
    const laptop = device();
    const a = await createApplication(phone, userId, content({ company: 'Gone Soon' }));
    const b = await createApplication(phone, userId, content({ company: 'Stays' }));
    await sync(phone);
    await sync(laptop);
    await deleteApplication(phone, a.id);
    expect((await listApplications(phone, userId)).map((x) => x.id)).toEqual([b.id]);
    await sync(phone);
    expect((await httpApplicationsApi.list()).applications.map((x) => x.company)).toEqual(['Stays']);
    await sync(laptop);
    expect((await listApplications(laptop, userId)).map((x) => x.id)).toEqual([b.id]);
  }, 30_000);

  it('a change the server refuses for good is kept with the reason, not retried', async () => {
    const db = device();
    const a = await createApplication(db, userId, content({ company: 'X', portfolioId: 'not-mine' }));
    await sync(db);
    const after = await getApplication(db, a.id);
    expect(after?.failure?.message).toMatch(/not found/i);
    expect(after?.content.company).toBe('X');
    expect(await listApplicationOutbox(db, userId)).toEqual([]);
  }, 30_000);
});
