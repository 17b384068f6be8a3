import type { FolioDb } from './database.js';
import { nowIso } from './ids.js';
import type { ChoiceKey } from './records.js';
import { restoreChoice } from './restore.js';

const keyOf = (ownerId: string, key: ChoiceKey) => `${ownerId}:${key}`;

/** A remembered choice (template, theme, the draft being worked on), or null. */
export async function getChoice(db: FolioDb, ownerId: string, key: ChoiceKey): Promise<string | null> {
  return restoreChoice(await db.choices.get(keyOf(ownerId, key)))?.value ?? null;
}

/** Remembers (or with null forgets) a choice. */
export async function setChoice(
  db: FolioDb,
  ownerId: string,
  key: ChoiceKey,
  value: string | null,
): Promise<void> {
  if (value === null) await db.choices.delete(keyOf(ownerId, key));
  else await db.choices.put({ key: keyOf(ownerId, key), value, updatedAt: nowIso() });
}
