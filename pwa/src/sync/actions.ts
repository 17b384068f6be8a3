import {
  createLocalPortfolio,
  editPortfolio,
  getDb,
  getPortfolio,
  markDraftUsed,
  mutatePortfolio,
  nowIso,
  findPortfolioForServer,
  type LocalPortfolioRecord,
  type PortfolioContent,
} from '../db/index.js';
import { startSync, syncEngine } from './appSync.js';
import { httpSyncApi } from './serverApi.js';
import type { PushOutcome } from './push.js';
import { applyServerVersion, resolveConflict, type ConflictChoice } from './reconcile.js';

/**
 * What screens do to portfolios. Each writes locally first (so it works offline and survives a
 * reload), queues the change, and asks the engine to push; none of them waits for the network unless
 * it says so.
 */

export interface CreateResult {
  portfolio: LocalPortfolioRecord;
  /** What the first push attempt did; null when it was not tried (offline). */
  outcome: PushOutcome | null;
}

/**
 * Creates a portfolio: stored and queued at once, then one push attempt is awaited so the caller can
 * tell 'Published' from 'Waiting to sync' and show a refusal (plan limit) right away.
 */
export async function createPortfolio(input: {
  ownerId: string;
  draftId: string | null;
  /** The original PDF on this device, sent to the server with the creation. */
  pdfId: string | null;
  content: PortfolioContent;
}): Promise<CreateResult> {
  const db = getDb();
  const created = await createLocalPortfolio(db, input);
  startSync(input.ownerId);
  // A slow network must not hold the person on a busy button: after a while they go on to the link
  // page, which shows 'Waiting to sync' and updates by itself when the push lands.
  const run = await Promise.race([
    syncEngine.run(),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), CREATE_WAIT_MS)),
  ]);
  const portfolio = (await getPortfolio(db, created.id)) ?? created;
  const outcome = run?.outcomes.get(created.id) ?? null;
  // Made into a portfolio, the draft leaves the list of drafts, even once the portfolio is deleted;
  // refused for good, it stays there.
  if (input.draftId && outcome?.kind !== 'failed') await markDraftUsed(db, input.draftId);
  return { portfolio, outcome };
}

/** How long Create Portfolio waits for the server before moving on with the portfolio queued. */
const CREATE_WAIT_MS = 8_000;

/** Saves an edit to an existing portfolio and queues it. */
export async function savePortfolioEdit(
  id: string,
  change: Partial<PortfolioContent>,
): Promise<LocalPortfolioRecord | null> {
  const saved = await editPortfolio(getDb(), id, change);
  if (saved) syncEngine.pushSoon();
  return saved;
}

/** Settles a conflict as the person chose; 'both' keeps this device's version as a new portfolio. */
export async function chooseConflictVersion(
  id: string,
  choice: ConflictChoice,
): Promise<LocalPortfolioRecord | null> {
  const db = getDb();
  const resolution: { copy: PortfolioContent | null } = { copy: null };
  const kept = await mutatePortfolio(db, id, (current) => {
    if (!current?.conflict) return null;
    const resolved = resolveConflict(current, choice, nowIso());
    resolution.copy = resolved.copy;
    return resolved.mutation;
  });
  const content = resolution.copy;
  if (kept && content) {
    await createLocalPortfolio(db, {
      ownerId: kept.ownerId,
      draftId: kept.draftId,
      content: { ...content, title: content.title ? `${content.title} (copy)` : 'Copy' },
    });
  }
  syncEngine.pushSoon(0);
  return kept;
}

/** Forgets a portfolio the server refused or deleted, after the person confirmed. */
export async function discardLocalPortfolio(id: string): Promise<void> {
  await mutatePortfolio(getDb(), id, (current) => (current ? { portfolio: null, outbox: 'remove' } : null));
}

/**
 * The local record for a portfolio named by its local id or by the server's id (links from the
 * dashboard use the server's). Fetched into the mirror when this device has not seen it yet.
 */
export async function findOrFetchPortfolio(
  ownerId: string,
  id: string,
): Promise<LocalPortfolioRecord | null> {
  const db = getDb();
  const local = await getPortfolio(db, id);
  if (local) return local.ownerId === ownerId ? local : null;
  const mirrored = await findPortfolioForServer(db, ownerId, id, null);
  if (mirrored) return mirrored;
  try {
    const server = await httpSyncApi.get(id);
    const localId = server.clientId ?? `server:${server.serverId}`;
    return await mutatePortfolio(db, localId, (current) =>
      applyServerVersion(current, server, ownerId, nowIso()),
    );
  } catch {
    return null;
  }
}
