import { ApiError } from '../api/index.js';
import {
  getPdf,
  getPortfolio,
  mutatePortfolio,
  nowIso,
  recordOutboxRetry,
  type FolioDb,
  type LocalPortfolioRecord,
  type OutboxEntry,
  type SyncFailure,
} from '../db/index.js';
import { backoffDelay, isRetryableStatus } from './backoff.js';
import { applyPushResult, applyServerVersion, pickContent, type ServerPortfolio } from './reconcile.js';
import { conflictCurrent, type SyncApi } from './serverApi.js';

/** What happened to one outbox entry. */
export type PushOutcome =
  | { kind: 'synced' }
  | { kind: 'retry'; error: string }
  | { kind: 'conflict' }
  | { kind: 'failed'; failure: SyncFailure }
  | { kind: 'unauthorized' }
  | { kind: 'skipped' };

export interface PushContext {
  db: FolioDb;
  api: SyncApi;
  userId: string;
  now: () => number;
  random?: () => number;
}

/**
 * Pushes one portfolio's pending change: a create (POST with the client id, so a retry after a lost
 * answer returns the same portfolio) or an update (PATCH with the revision it was based on).
 */
export async function pushEntry(ctx: PushContext, entry: OutboxEntry): Promise<PushOutcome> {
  const { db, api, userId } = ctx;
  const local = await getPortfolio(db, entry.portfolioId);
  if (!local || local.ownerId !== userId || local.conflict) {
    await mutatePortfolio(db, entry.portfolioId, (current) =>
      current ? { portfolio: current, outbox: 'remove' } : null,
    );
    return local?.conflict ? { kind: 'conflict' } : { kind: 'skipped' };
  }
  const kind: 'create' | 'update' = local.serverId ? 'update' : 'create';
  const pushed = {
    kind,
    version: local.localVersion,
    content: pickContent(local),
  };
  try {
    // One key per pushed version: retries of this version share it; a later edit gets its own.
    const key = `${local.id}:${local.localVersion}:${local.baseRevision}`;
    const server = local.serverId
      ? await api.update(local.serverId, local.baseRevision, pushed.content, key)
      : await api.create(userId, local.id, pushed.content, await sendPdf(ctx, local));
    await mutatePortfolio(db, local.id, (current) => applyPushResult(current, pushed, server));
    return { kind: 'synced' };
  } catch (error) {
    return handleFailure(ctx, local, pushed.version, entry, error);
  }
}

/**
 * Sends the portfolio's original PDF before its creation, once: the upload's id is kept on the local
 * record, so a retried creation names the same upload. A PDF the server refuses for good (too large,
 * not a PDF) is given up on, and the portfolio is created without it; anything else (offline, a
 * server error) fails the push, to be retried with the creation.
 */
async function sendPdf(ctx: PushContext, local: LocalPortfolioRecord): Promise<string | null> {
  if (local.resumeId || !local.pdfId) return local.resumeId;
  const pdf = await getPdf(ctx.db, local.pdfId);
  let resumeId: string | null = null;
  if (pdf) {
    try {
      resumeId = await ctx.api.keepPdf({ bytes: pdf.bytes, name: pdf.name }, local.resume);
    } catch (error) {
      const refused = error instanceof ApiError && !isRetryableStatus(error.status) && error.status !== 401;
      if (!refused) throw error;
    }
  }
  await mutatePortfolio(ctx.db, local.id, (current) =>
    current ? { portfolio: { ...current, pdfId: null, resumeId }, outbox: 'keep' } : null,
  );
  return resumeId;
}

async function handleFailure(
  ctx: PushContext,
  local: LocalPortfolioRecord,
  pushedVersion: number,
  entry: OutboxEntry,
  error: unknown,
): Promise<PushOutcome> {
  const { db, api, userId } = ctx;
  const status = error instanceof ApiError ? error.status : 0;
  const message = error instanceof Error ? error.message : 'Unknown error';
  if (isRetryableStatus(status) || !(error instanceof ApiError)) {
    await recordOutboxRetry(db, local.id, message, ctx.now() + backoffDelay(entry.attempts, ctx.random));
    return { kind: 'retry', error: message };
  }
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 409 && local.serverId) {
    const current = conflictCurrent(error) ?? (await fetchCurrent(api, local.serverId));
    if (!current) {
      await recordOutboxRetry(db, local.id, message, ctx.now() + backoffDelay(entry.attempts, ctx.random));
      return { kind: 'retry', error: message };
    }
    const after = await mutatePortfolio(db, local.id, (c) =>
      applyServerVersion(c, current, userId, nowIso()),
    );
    return after?.conflict ? { kind: 'conflict' } : { kind: 'synced' };
  }
  const failure: SyncFailure = {
    kind:
      error.code === 'plan_limit_reached'
        ? 'plan_limit'
        : // 410: the server remembers deleting it (a create retried after the person deleted it).
          status === 410 || (status === 404 && local.serverId)
          ? 'deleted_on_server'
          : 'rejected',
    message,
    at: nowIso(),
  };
  // A creation refused for good leaves its kept PDF unused: delete it now rather than at expiry.
  // ('rejected' is left alone: an edit may make the creation acceptable, and it names the upload.)
  // (Read again: the PDF may have been sent during this very push.)
  const kept = local.serverId ? null : ((await getPortfolio(db, local.id))?.resumeId ?? null);
  const pdfOrphaned = kept !== null && failure.kind !== 'rejected';
  if (pdfOrphaned) await api.dropPdf(kept).catch(() => undefined);
  await mutatePortfolio(db, local.id, (current) => {
    if (!current) return null;
    // An edit made while this request was in flight stays queued: it may be acceptable.
    const editedSince = current.localVersion !== pushedVersion;
    const resumeId = pdfOrphaned ? null : current.resumeId;
    return { portfolio: { ...current, failure, resumeId }, outbox: editedSince ? 'keep' : 'remove' };
  });
  return { kind: 'failed', failure };
}

async function fetchCurrent(api: SyncApi, serverId: string): Promise<ServerPortfolio | null> {
  try {
    return await api.get(serverId);
  } catch {
    return null;
  }
}
