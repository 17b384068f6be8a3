import { applicationFields, type ApplicationContent, type ApplicationLink } from '@folio/shared';
import { z } from 'zod';

/**
 * The tracker's records in IndexedDB, read back only through the restore functions here: what
 * comes out was written by some version of the app on some day.
 */

/** The server's version kept beside the local one after a 409, until the person chooses. */
export interface ApplicationConflict {
  revision: number;
  content: ApplicationContent;
  detectedAt: string;
}

export interface LocalApplication {
  /** Made on the device; also the `clientId` the server dedupes creations by. */
  id: string;
  ownerId: string;
  /** The server's id once it has the application. */
  serverId: string | null;
  /** The server revision this copy is based on; 0 before the server has it. */
  baseRevision: number;
  content: ApplicationContent;
  /** Bumped on every local change; `syncedVersion` is the last one the server accepted. */
  localVersion: number;
  syncedVersion: number;
  /** Deleted here, the deletion not yet on the server. */
  deleted: boolean;
  /** The private link the server made for it, with its opens as last synced. */
  link: ApplicationLink | null;
  conflict: ApplicationConflict | null;
  /** Why the server refused the last change for good (retrying would not help). */
  failure: { message: string; at: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** A change waiting to be pushed; the payload is read from the record when pushed. */
export interface ApplicationOutboxEntry {
  applicationId: string;
  ownerId: string;
  attempts: number;
  /** Epoch ms before which the entry is not retried (backoff). */
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: string;
}

const id = z.string().min(1).max(200);
const iso = z.string().min(1).max(40);
const content = z.object(applicationFields);
const opens = z.object({
  first: iso.nullable(),
  last: iso.nullable(),
  visitors: z.number().int().nonnegative(),
  unfurls: z.number().int().nonnegative(),
});

const localApplicationSchema = z.object({
  id,
  ownerId: id,
  serverId: id.nullable(),
  baseRevision: z.number().int().nonnegative(),
  content,
  localVersion: z.number().int().nonnegative(),
  syncedVersion: z.number().int().nonnegative(),
  deleted: z.boolean(),
  link: z.object({ id, url: z.string().max(2000), opens }).nullable(),
  conflict: z.object({ revision: z.number().int().nonnegative(), content, detectedAt: iso }).nullable(),
  failure: z.object({ message: z.string().max(1000), at: iso }).nullable(),
  createdAt: iso,
  updatedAt: iso,
}) satisfies z.ZodType<LocalApplication>;

const outboxEntrySchema = z.object({
  applicationId: id,
  ownerId: id,
  attempts: z.number().int().nonnegative(),
  nextAttemptAt: z.number().nonnegative(),
  lastError: z.string().max(1000).nullable(),
  createdAt: iso,
}) satisfies z.ZodType<ApplicationOutboxEntry>;

export function restoreApplication(value: unknown): LocalApplication | null {
  const parsed = localApplicationSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function restoreApplicationOutboxEntry(value: unknown): ApplicationOutboxEntry | null {
  const parsed = outboxEntrySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
