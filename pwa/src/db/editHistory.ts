import { z } from 'zod';
import type { FolioDb } from './database.js';
import { nowIso } from './ids.js';

/**
 * The editor's undo and redo steps, stored per draft or portfolio so a reload keeps them. The values
 * inside a step are whatever part of the document changed; the editor validates the document an undo
 * gives before using it, and drops the history when it no longer fits (`fingerprint` of the document
 * it ends at).
 */
const stepSchema = z.object({
  label: z.string().max(200),
  changes: z
    .array(
      z.object({
        path: z
          .array(z.union([z.string().max(100), z.number().int().nonnegative()]))
          .max(20)
          .readonly(),
        before: z.unknown(),
        after: z.unknown(),
      }),
    )
    .max(200),
  at: z.number(),
  group: z.string().max(300).nullable(),
});

export const editHistoryRecordSchema = z.object({
  /** `draft:{id}` or `portfolio:{id}`. */
  key: z.string().min(1).max(300),
  ownerId: z.string().min(1).max(200),
  fingerprint: z.string().max(100),
  past: z.array(stepSchema).max(500),
  future: z.array(stepSchema).max(500),
  updatedAt: z.string().max(40),
});
export type EditHistoryRecord = z.infer<typeof editHistoryRecordSchema>;
export type EditHistoryStep = z.infer<typeof stepSchema>;

export const editHistoryKey = (kind: 'draft' | 'portfolio', id: string): string => `${kind}:${id}`;

export async function getEditHistory(db: FolioDb, key: string): Promise<EditHistoryRecord | null> {
  const parsed = editHistoryRecordSchema.safeParse(await db.editHistory.get(key));
  return parsed.success ? parsed.data : null;
}

export async function putEditHistory(
  db: FolioDb,
  record: Omit<EditHistoryRecord, 'updatedAt'>,
): Promise<void> {
  if (record.past.length === 0 && record.future.length === 0) await db.editHistory.delete(record.key);
  else await db.editHistory.put({ ...record, updatedAt: nowIso() });
}

export async function deleteEditHistory(db: FolioDb, key: string): Promise<void> {
  await db.editHistory.delete(key);
}
