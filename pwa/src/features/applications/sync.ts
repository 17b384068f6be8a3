import { pickApplicationContent, sameApplicationContent, type Application } from '@folio/shared';
import { ApiError } from '../../api/index.js';
import { newId, nowIso, restoreAll, type FolioDb } from '../../db/index.js';
import { backoffDelay, isRetryableStatus } from '../../sync/backoff.js';
import { conflictApplication, type ApplicationsApi } from './api.js';
import { restoreApplication, type ApplicationOutboxEntry, type LocalApplication } from './records.js';
import { listApplicationOutbox, mutateApplication } from './store.js';

/**
 * The tracker's sync, built like the portfolios' (sync/push.ts): push the outbox (a creation carries
 * the device's id, so a retry after a lost answer returns the same application; an edit carries the
 * revision it was based on), then pull the server's list. A 409 whose server version already says
 * what this device sent is a retry that had arrived; any other 409 keeps both versions for the person.
 */

export type SyncStop = 'offline' | 'unauthorized' | null;

export interface SyncContext {
  db: FolioDb;
  api: ApplicationsApi;
  userId: string;
  now?: () => number;
  random?: () => number;
}

/** Local state from the server's answer to what this device pushed (version `pushed`). */
function applyServer(current: LocalApplication, server: Application, pushed: number): LocalApplication {
  const editedSince = current.localVersion !== pushed;
  return {
    ...current,
    serverId: server.id,
    baseRevision: server.revision,
    syncedVersion: pushed,
    // An edit made while the request was in flight stays; otherwise the server's cleaned version.
    content: editedSince ? current.content : pickApplicationContent(server),
    link: server.link,
    failure: null,
  };
}

async function pushOne(ctx: SyncContext, entry: ApplicationOutboxEntry): Promise<SyncStop | 'next'> {
  const { db, api } = ctx;
  const local = await mutateApplication(db, entry.applicationId, (c) =>
    c && c.ownerId === ctx.userId && !c.conflict ? null : { record: c, outbox: 'remove' },
  );
  if (!local || local.conflict || local.ownerId !== ctx.userId) return 'next';
  const pushed = local.localVersion;
  try {
    if (local.deleted) {
      // A creation tried before may have arrived: ask for it by its id, then delete it.
      const serverId =
        local.serverId ??
        (await api.create(local.id, local.content).then(
          (a) => a.id,
          (error: unknown) => {
            if (error instanceof ApiError && error.status === 410) return null;
            throw error;
          },
        ));
      if (serverId)
        await api.remove(serverId).catch((error: unknown) => {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        });
      await mutateApplication(db, local.id, () => ({ record: null, outbox: 'remove' }));
      return 'next';
    }
    const server = local.serverId
      ? await api.update(local.serverId, local.baseRevision, local.content)
      : await api.create(local.id, local.content);
    await mutateApplication(db, local.id, (c) => {
      if (!c) return null;
      const record = applyServer(c, server, pushed);
      return { record, outbox: record.localVersion === pushed ? 'remove' : 'queue' };
    });
    return 'next';
  } catch (error) {
    return failed(ctx, local, entry, pushed, error);
  }
}

async function failed(
  ctx: SyncContext,
  local: LocalApplication,
  entry: ApplicationOutboxEntry,
  pushed: number,
  error: unknown,
): Promise<SyncStop | 'next'> {
  const { db } = ctx;
  const status = error instanceof ApiError ? error.status : 0;
  const message = error instanceof Error ? error.message : 'Could not reach the server.';
  if (status === 401) return 'unauthorized';
  if (isRetryableStatus(status) || !(error instanceof ApiError)) {
    const next = (ctx.now ?? Date.now)() + backoffDelay(entry.attempts, ctx.random);
    await db.transaction('rw', db.applicationOutbox, async () => {
      if (!(await db.applicationOutbox.get(local.id))) return;
      await db.applicationOutbox.put({
        ...entry,
        attempts: entry.attempts + 1,
        nextAttemptAt: next,
        lastError: message.slice(0, 1000),
      });
    });
    return 'offline';
  }
  const current = status === 409 ? conflictApplication(error.body) : null;
  await mutateApplication(db, local.id, (c) => {
    if (!c) return null;
    if (current && sameApplicationContent(pickApplicationContent(current), c.content))
      return { record: applyServer(c, current, pushed), outbox: 'remove' };
    if (current)
      return {
        record: {
          ...c,
          link: current.link,
          conflict: {
            revision: current.revision,
            content: pickApplicationContent(current),
            detectedAt: nowIso(),
          },
        },
        outbox: 'remove',
      };
    const failure = {
      // 410: the server remembers deleting it; otherwise its own words (a portfolio not found, a bound).
      message: status === 410 ? 'It was deleted on another device.' : message.slice(0, 1000),
      at: nowIso(),
    };
    return { record: { ...c, failure }, outbox: c.localVersion === pushed ? 'remove' : 'keep' };
  });
  return 'next';
}

/**
 * Takes in the server's list: new applications (made on another device) are added, ones with no
 * change waiting take the server's version, every one takes its link's opens, and ones the server
 * no longer has (deleted elsewhere) go unless a change of them waits here.
 */
export async function pullApplications(ctx: SyncContext): Promise<number> {
  const { db, userId } = ctx;
  const { applications, openRetentionDays } = await ctx.api.list();
  await db.transaction('rw', db.applications, db.applicationOutbox, async () => {
    const waiting = new Set(
      (await db.applicationOutbox.where('ownerId').equals(userId).toArray()).map(
        (e) => (e as { applicationId: string }).applicationId,
      ),
    );
    const locals = restoreAll(
      await db.applications.where('ownerId').equals(userId).toArray(),
      restoreApplication,
    );
    const byServerId = new Map(locals.flatMap((l) => (l.serverId ? [[l.serverId, l] as const] : [])));
    const byId = new Map(locals.map((l) => [l.id, l]));
    const seen = new Set<string>();
    for (const server of applications) {
      seen.add(server.id);
      const local = byServerId.get(server.id) ?? (server.clientId ? byId.get(server.clientId) : undefined);
      if (!local) {
        const id = server.clientId && !byId.has(server.clientId) ? server.clientId : newId();
        const record: LocalApplication = {
          id,
          ownerId: userId,
          serverId: server.id,
          baseRevision: server.revision,
          content: pickApplicationContent(server),
          localVersion: 1,
          syncedVersion: 1,
          deleted: false,
          link: server.link,
          conflict: null,
          failure: null,
          createdAt: server.createdAt,
          updatedAt: server.updatedAt,
        };
        await db.applications.put(record);
        continue;
      }
      const pending = waiting.has(local.id) || local.conflict !== null || local.deleted;
      const next: LocalApplication = pending
        ? { ...local, serverId: server.id, link: server.link }
        : {
            ...local,
            serverId: server.id,
            baseRevision: server.revision,
            content: pickApplicationContent(server),
            syncedVersion: local.localVersion,
            link: server.link,
            failure: null,
            updatedAt: server.updatedAt,
          };
      await db.applications.put(next);
    }
    for (const local of locals)
      if (local.serverId && !seen.has(local.serverId) && !waiting.has(local.id) && !local.conflict)
        await db.applications.delete(local.id);
  });
  return openRetentionDays;
}

/** One run: pushes what is due, then pulls unless the network is down. */
export async function syncApplications(
  ctx: SyncContext,
): Promise<{ stoppedBy: SyncStop; retentionDays: number | null }> {
  const now = (ctx.now ?? Date.now)();
  for (const entry of await listApplicationOutbox(ctx.db, ctx.userId)) {
    if (entry.nextAttemptAt > now) continue;
    const outcome = await pushOne(ctx, entry);
    if (outcome !== 'next') return { stoppedBy: outcome, retentionDays: null };
  }
  try {
    return { stoppedBy: null, retentionDays: await pullApplications(ctx) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return { stoppedBy: 'unauthorized', retentionDays: null };
    return { stoppedBy: 'offline', retentionDays: null };
  }
}
