import type { FolioDb } from './database.js';
import { CHOICE_KEYS } from './records.js';
import { restoreChoice } from './restore.js';

/**
 * Who owns what a visitor reads and edits before having an account (issue 22: try it before signing
 * up). It stays on this device only; the first person to sign in here takes it over (`adoptGuestWork`).
 */
export const GUEST_OWNER_ID = 'guest';

/**
 * Gives everything the visitor made on this device (drafts, their PDFs, undo steps, the draft being
 * worked on) to the person who just signed in, in one transaction: the draft carries over through
 * sign-in. Returns how many drafts were taken over.
 */
export async function adoptGuestWork(db: FolioDb, ownerId: string): Promise<number> {
  if (ownerId === GUEST_OWNER_ID) return 0;
  return db.transaction('rw', [db.drafts, db.pdfs, db.editHistory, db.choices], async () => {
    const drafts = await db.drafts.where('ownerId').equals(GUEST_OWNER_ID).modify({ ownerId });
    await db.pdfs.where('ownerId').equals(GUEST_OWNER_ID).modify({ ownerId });
    await db.editHistory.where('ownerId').equals(GUEST_OWNER_ID).modify({ ownerId });
    for (const key of CHOICE_KEYS) {
      const guest = restoreChoice(await db.choices.get(`${GUEST_OWNER_ID}:${key}`));
      if (!guest) continue;
      await db.choices.delete(guest.key);
      // The visitor's latest work is what the person signed in to carry on with.
      await db.choices.put({ ...guest, key: `${ownerId}:${key}` });
    }
    return drafts;
  });
}
