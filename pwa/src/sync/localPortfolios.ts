import { TEMPLATES, type PortfolioSummary } from '@folio/shared';
import {
  draftTitle,
  type DraftRecord,
  type LocalPortfolioRecord,
  type ServerListRecord,
} from '../db/index.js';
import { hasPendingChanges } from './reconcile.js';

/**
 * What the dashboard shows beside the server's list: drafts not made into a portfolio yet, portfolios
 * waiting to reach the server, and ones that need the person (a conflict, a refusal). Pure, so the
 * rules are testable without IndexedDB.
 */
export interface LocalPortfolioItem {
  /** Draft id or local portfolio id. */
  id: string;
  title: string;
  /** Template display name ("The Gallery"), '' for a draft. */
  templateName: string;
  updatedAt: string;
  /** 'conflict' also covers a change the server refused: both need the person's decision. */
  status: 'draft' | 'waiting' | 'conflict';
  /** Where "Continue" goes. */
  href: string;
  /** Why it needs attention, in words (empty for drafts and waiting items). */
  detail: string;
}

export function localItems(
  drafts: readonly DraftRecord[],
  portfolios: readonly LocalPortfolioRecord[],
): LocalPortfolioItem[] {
  const usedDrafts = new Set(portfolios.map((p) => p.draftId).filter((id): id is string => id !== null));
  const draftItems: LocalPortfolioItem[] = drafts
    .filter((d) => !d.usedAt && !usedDrafts.has(d.id))
    .map((d) => ({
      id: d.id,
      title: draftTitle(d),
      templateName: '',
      updatedAt: d.updatedAt,
      status: 'draft',
      href: `/edit?draft=${encodeURIComponent(d.id)}`,
      detail: '',
    }));
  const portfolioItems: LocalPortfolioItem[] = [];
  for (const p of portfolios) {
    const base = {
      id: p.id,
      title: p.title,
      templateName: TEMPLATES[p.templateId].name,
      updatedAt: p.updatedAt,
    };
    if (p.conflict) {
      portfolioItems.push({
        ...base,
        status: 'conflict',
        href: `/edit?portfolio=${encodeURIComponent(p.id)}`,
        detail: 'Changed on another device too: choose which version to keep.',
      });
    } else if (p.failure) {
      portfolioItems.push({
        ...base,
        status: 'conflict',
        href: `/portfolio-link?portfolio=${encodeURIComponent(p.id)}`,
        detail: p.failure.message,
      });
    } else if (!p.serverId) {
      portfolioItems.push({
        ...base,
        status: 'waiting',
        href: `/portfolio-link?portfolio=${encodeURIComponent(p.id)}`,
        detail: '',
      });
    }
  }
  return [...portfolioItems, ...draftItems].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/**
 * The server's portfolios as last seen on this device, in the list call's shape, so the dashboard can
 * show them while offline. Figures are those of the last sync.
 */
export function mirrorSummaries(portfolios: readonly LocalPortfolioRecord[]): PortfolioSummary[] {
  return portfolios
    .filter((p): p is LocalPortfolioRecord & { serverId: string } => p.serverId !== null && p.server !== null)
    .map((p) => ({
      _id: p.serverId,
      title: p.title,
      template: TEMPLATES[p.templateId].name,
      templateId: p.templateId,
      theme: p.theme,
      url: p.server?.url ?? '',
      address: p.server?.address ?? '',
      slug: p.server?.slug ?? '',
      thumbnail: p.server?.thumbnail ?? '',
      views: p.server?.views ?? 0,
      shares: p.server?.shares ?? 0,
      downloads: p.server?.downloads ?? 0,
      published: p.server?.published ?? p.published,
      revision: p.baseRevision,
      clientId: p.id,
      createdAt: p.createdAt,
      updatedAt: p.server?.updatedAt || p.updatedAt,
    }));
}

/**
 * What the dashboard shows offline: the server's list as this device last received it, plus the
 * portfolios that reached the server from here after that list was kept (they could not be in it).
 * Without a kept list, the mirror's own records stand in.
 */
export function lastSyncedList(
  saved: ServerListRecord | null,
  portfolios: readonly LocalPortfolioRecord[],
): PortfolioSummary[] {
  const mirrored = mirrorSummaries(portfolios);
  if (!saved) return mirrored;
  const listed = new Set(saved.portfolios.map((p) => p._id));
  const later = mirrored.filter((p) => !listed.has(p._id) && p.createdAt > saved.savedAt);
  return [...saved.portfolios, ...later];
}

/** The badge of a local portfolio: 'Published' only once the server has this version. */
export type PublishState = 'waiting' | 'published' | 'unpublished' | 'conflict' | 'failed';

export function publishState(p: LocalPortfolioRecord): PublishState {
  if (p.conflict) return 'conflict';
  if (p.failure) return 'failed';
  if (!p.serverId || !p.server) return 'waiting';
  if (hasPendingChanges(p)) return 'waiting';
  return p.server.published ? 'published' : 'unpublished';
}

/**
 * Server portfolios whose newest version is still on this device (an edit waiting to sync): the
 * dashboard says so instead of the server's 'Published', which is true only of an older version.
 */
export function waitingServerIds(portfolios: readonly LocalPortfolioRecord[]): Set<string> {
  return new Set(
    portfolios.flatMap((p) => (p.serverId !== null && publishState(p) === 'waiting' ? [p.serverId] : [])),
  );
}
