import type {
  ConflictRecord,
  LocalPortfolioRecord,
  PortfolioContent,
  PortfolioMutation,
  ServerSnapshot,
} from '../db/index.js';

/**
 * How a local portfolio and the server's version of it come together. Pure functions over records
 * (Excalidraw's reconcile.ts): the sync engine reads both sides, asks these what to do, and writes the
 * answer in one transaction. The rule that matters: a local change the server has not accepted is
 * never overwritten; when both sides changed, both versions are kept and the person chooses.
 */

/** The server's version of a portfolio, as sync needs it. */
export interface ServerPortfolio {
  serverId: string;
  clientId: string | null;
  revision: number;
  content: PortfolioContent;
  snapshot: ServerSnapshot;
}

export type ConflictChoice = 'mine' | 'theirs' | 'both';

/** True when the local copy has changes the server has not accepted yet. */
export function hasPendingChanges(local: LocalPortfolioRecord): boolean {
  return local.localVersion > local.syncedVersion;
}

/** Content equality that ignores key order (records pass through JSON and IndexedDB). */
export function sameContent(a: PortfolioContent, b: PortfolioContent): boolean {
  return stableStringify(pickContent(a)) === stableStringify(pickContent(b));
}

export function pickContent(p: PortfolioContent): PortfolioContent {
  return {
    title: p.title,
    templateId: p.templateId,
    theme: p.theme,
    resume: p.resume,
    settings: p.settings,
    published: p.published,
  };
}

/**
 * Brings the server's version (from a pull or a 409) into the local record.
 * - nothing local: a new mirror record;
 * - same content: linked and in sync at the server's revision;
 * - nothing pending locally: the server's version is taken when it is newer;
 * - pending, never confirmed by the server (a create whose answer was lost): linked, and the local
 *   content is pushed on top (nobody else can have edited what only this device knew about);
 * - pending on the server's current revision: keep and push;
 * - pending on an older revision: a conflict, both versions kept.
 */
export function applyServerVersion(
  local: LocalPortfolioRecord | null,
  server: ServerPortfolio,
  ownerId: string,
  now: string,
): PortfolioMutation | null {
  if (!local) {
    return {
      portfolio: {
        ...server.content,
        id: server.clientId ?? `server:${server.serverId}`,
        ownerId,
        serverId: server.serverId,
        draftId: null,
        pdfId: null,
        resumeId: null,
        baseRevision: server.revision,
        localVersion: 0,
        syncedVersion: 0,
        server: server.snapshot,
        conflict: null,
        failure: null,
        createdAt: now,
        updatedAt: now,
      },
      outbox: 'remove',
    };
  }
  const linked = { ...local, serverId: server.serverId, server: server.snapshot };
  if (sameContent(local, server.content)) {
    // Either nothing changed or the change already arrived (a retry whose first answer was lost).
    return {
      portfolio: {
        ...linked,
        baseRevision: Math.max(local.baseRevision, server.revision),
        syncedVersion: local.localVersion,
        conflict: null,
        failure: null,
      },
      outbox: 'remove',
    };
  }
  if (!hasPendingChanges(local)) {
    if (server.revision <= local.baseRevision && local.serverId) return { portfolio: linked, outbox: 'keep' };
    return {
      portfolio: {
        ...linked,
        ...server.content,
        baseRevision: server.revision,
        conflict: null,
        updatedAt: now,
      },
      outbox: 'remove',
    };
  }
  if (!local.serverId) {
    return {
      portfolio: { ...linked, baseRevision: server.revision },
      outbox: local.conflict ? 'keep' : 'queue',
    };
  }
  if (server.revision <= local.baseRevision)
    return { portfolio: linked, outbox: local.conflict ? 'keep' : 'queue' };
  return { portfolio: withConflict(linked, server, now), outbox: 'remove' };
}

function withConflict(
  local: LocalPortfolioRecord,
  server: ServerPortfolio,
  now: string,
): LocalPortfolioRecord {
  const conflict: ConflictRecord = {
    revision: server.revision,
    content: server.content,
    snapshot: server.snapshot,
    detectedAt: now,
  };
  return { ...local, conflict };
}

/**
 * After the server accepted a push of `pushed` (the content at `pushed.version`).
 * - An accepted update: the answer is the server's canonical form of what was sent (strings trimmed,
 *   links normalised), so it replaces the local copy unless the person edited meanwhile. Comparing
 *   contents here instead would push forever over a difference only the server's cleaning makes.
 * - A create: an idempotent retry may answer with the portfolio an earlier attempt made, so when the
 *   answer differs from what was sent, the local content is pushed on top as an update.
 */
export function applyPushResult(
  local: LocalPortfolioRecord | null,
  pushed: { kind: 'create' | 'update'; version: number; content: PortfolioContent },
  server: ServerPortfolio,
): PortfolioMutation | null {
  if (!local) return null;
  const linked: LocalPortfolioRecord = {
    ...local,
    serverId: server.serverId,
    baseRevision: server.revision,
    server: server.snapshot,
    failure: null,
  };
  const accepted = pushed.kind === 'update' || sameContent(pushed.content, server.content);
  if (!accepted) return { portfolio: linked, outbox: local.conflict ? 'keep' : 'queue' };
  if (local.localVersion === pushed.version) {
    return {
      portfolio: { ...linked, ...server.content, syncedVersion: local.localVersion },
      outbox: 'remove',
    };
  }
  return {
    portfolio: { ...linked, syncedVersion: Math.max(local.syncedVersion, pushed.version) },
    outbox: local.conflict ? 'keep' : 'queue',
  };
}

/**
 * Settles a conflict as the person chose. 'mine' pushes the local version on top of the server's;
 * 'theirs' takes the server's; 'both' takes the server's here and returns the local content so the
 * caller can save it as a new portfolio.
 */
export function resolveConflict(
  local: LocalPortfolioRecord,
  choice: ConflictChoice,
  now: string,
): { mutation: PortfolioMutation; copy: PortfolioContent | null } {
  const conflict = local.conflict;
  if (!conflict) return { mutation: { portfolio: local, outbox: 'keep' }, copy: null };
  const base = {
    ...local,
    conflict: null,
    baseRevision: conflict.revision,
    server: conflict.snapshot,
    updatedAt: now,
  };
  if (choice === 'mine') {
    return {
      mutation: { portfolio: { ...base, localVersion: local.localVersion + 1 }, outbox: 'queue' },
      copy: null,
    };
  }
  const taken: LocalPortfolioRecord = {
    ...base,
    ...conflict.content,
    localVersion: local.localVersion + 1,
    syncedVersion: local.localVersion + 1,
  };
  return {
    mutation: { portfolio: taken, outbox: 'remove' },
    copy: choice === 'both' ? pickContent(local) : null,
  };
}

/** JSON with object keys sorted, so equal data gives equal strings. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
