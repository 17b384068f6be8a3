import { toJsonResume, type JsonResume } from '@folio/shared/resume/jsonResume.js';
import { TEMPLATES } from '@folio/shared';
import { getDb, listDrafts, listPortfolios } from '../db/index.js';

/** One entry of a backup: a JSON Resume document, labelled with where it came from in Folio. */
export type BackupEntry = JsonResume & {
  meta: JsonResume['meta'] & {
    folioSource: { kind: 'draft' | 'portfolio'; title: string; template: string; updatedAt: string };
  };
};

/**
 * Every draft and portfolio this person has on this device, each as a JSON Resume document, newest
 * first. Portfolios are included because one waiting to sync exists nowhere else.
 */
export async function buildBackup(ownerId: string): Promise<BackupEntry[]> {
  const db = getDb();
  const [drafts, portfolios] = await Promise.all([listDrafts(db, ownerId), listPortfolios(db, ownerId)]);
  const entries: BackupEntry[] = [];
  for (const d of drafts) {
    const json = toJsonResume(d.resume);
    entries.push({
      ...json,
      meta: {
        ...json.meta,
        folioSource: { kind: 'draft', title: d.fileName, template: '', updatedAt: d.updatedAt },
      },
    });
  }
  for (const p of portfolios) {
    const json = toJsonResume(p.resume);
    entries.push({
      ...json,
      meta: {
        ...json.meta,
        folioSource: {
          kind: 'portfolio',
          title: p.title,
          template: TEMPLATES[p.templateId].name,
          updatedAt: p.updatedAt,
        },
      },
    });
  }
  return entries.sort((a, b) => b.meta.folioSource.updatedAt.localeCompare(a.meta.folioSource.updatedAt));
}

/** The backup as a downloadable file body and a dated file name. */
export async function backupFile(ownerId: string, now = new Date()): Promise<{ name: string; blob: Blob }> {
  const entries = await buildBackup(ownerId);
  const body = JSON.stringify(entries, null, 2);
  return {
    name: `folio-drafts-${now.toISOString().slice(0, 10)}.json`,
    blob: new Blob([body], { type: 'application/json' }),
  };
}
