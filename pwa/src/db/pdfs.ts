import type { FolioDb } from './database.js';
import { newId, nowIso } from './ids.js';
import type { PdfRecord } from './records.js';
import { restoreAll, restorePdf } from './restore.js';

/** Stores the original PDF the user chose, so the editor can show it and it survives a reload offline. */
export async function savePdf(
  db: FolioDb,
  input: { ownerId: string; name: string; bytes: Uint8Array<ArrayBuffer> },
): Promise<PdfRecord> {
  const record: PdfRecord = {
    id: newId(),
    ownerId: input.ownerId,
    name: input.name,
    size: input.bytes.byteLength,
    bytes: input.bytes,
    createdAt: nowIso(),
  };
  await db.pdfs.put(record);
  return record;
}

export async function getPdf(db: FolioDb, id: string): Promise<PdfRecord | null> {
  return restorePdf(await db.pdfs.get(id));
}

export async function listPdfs(db: FolioDb, ownerId: string): Promise<PdfRecord[]> {
  return restoreAll(await db.pdfs.where('ownerId').equals(ownerId).toArray(), restorePdf);
}

export async function deletePdf(db: FolioDb, id: string): Promise<void> {
  await db.pdfs.delete(id);
}
