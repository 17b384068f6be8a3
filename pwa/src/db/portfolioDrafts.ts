import { restoreResume, type PortfolioSettings, type ResumeData } from '@folio/shared';
import type { FolioDb } from './database.js';
import { nowIso } from './ids.js';
import { portfolioSettingsSchema } from './records.js';

/**
 * Edits of a published portfolio that its owner has not published yet (issue 22): visitors keep the
 * live version until "Publish changes". Kept on this device, one per portfolio (by its local id).
 */
export interface PortfolioDraftRecord {
  id: string;
  ownerId: string;
  title: string;
  resume: ResumeData;
  settings: PortfolioSettings;
  /**
   * The server revision of the live page when these edits began (null in drafts kept before it was
   * recorded): a later one at publishing means another device published meanwhile.
   */
  baseRevision: number | null;
  updatedAt: string;
}

export function restorePortfolioDraft(value: unknown): PortfolioDraftRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, ownerId, title, updatedAt, baseRevision } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof ownerId !== 'string' || typeof title !== 'string') return null;
  const settings = portfolioSettingsSchema.safeParse(Reflect.get(value, 'settings'));
  if (!settings.success) return null;
  try {
    const resume = restoreResume(Reflect.get(value, 'resume'));
    return {
      id,
      ownerId,
      title,
      resume,
      settings: settings.data,
      baseRevision:
        typeof baseRevision === 'number' && Number.isInteger(baseRevision) && baseRevision >= 0
          ? baseRevision
          : null,
      updatedAt: typeof updatedAt === 'string' ? updatedAt : '',
    };
  } catch {
    return null;
  }
}

export async function getPortfolioDraft(db: FolioDb, id: string): Promise<PortfolioDraftRecord | null> {
  return restorePortfolioDraft(await db.portfolioDrafts.get(id));
}

export async function putPortfolioDraft(
  db: FolioDb,
  draft: Omit<PortfolioDraftRecord, 'updatedAt'>,
): Promise<void> {
  await db.portfolioDrafts.put({ ...draft, updatedAt: nowIso() });
}

export async function deletePortfolioDraft(db: FolioDb, id: string): Promise<void> {
  await db.portfolioDrafts.delete(id);
}
