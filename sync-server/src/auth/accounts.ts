import type { NewUser, PasskeyCredential, Storage, UserRecord } from '../storage/types.js';

/*
 * Who an identity is, under two rules (issue 12, class 3):
 * - an email belongs to one identity: a new identity naming an email another account holds makes
 *   no account (the person signs in the way they did before, and may add a passkey there);
 * - signing in never renames anyone: a known identity gets its account as stored, whatever name or
 *   email the sign-in brought.
 */

export type AccountOutcome =
  { ok: true; user: UserRecord; created: boolean } | { ok: false; reason: 'email_taken'; message: string };

/** The account of a known identity, or a new one for it when its email is free. */
export async function accountForIdentity(storage: Storage, identity: NewUser): Promise<AccountOutcome> {
  const known = await storage.users.findBySubject(identity.subject);
  if (known) return { ok: true, user: known, created: false };
  return createAccount(storage, identity);
}

/** A new account (with its first passkey), unless the email already belongs to another identity. */
export async function createAccount(
  storage: Storage,
  identity: NewUser,
  passkey?: PasskeyCredential,
): Promise<AccountOutcome> {
  const user = await storage.users.create({ ...identity, ...(passkey ? { passkeys: [passkey] } : {}) });
  if (user) return { ok: true, user, created: true };
  // Another request may have made this identity's account a moment ago: that one is the account.
  const raced = passkey ? null : await storage.users.findBySubject(identity.subject);
  if (raced) return { ok: true, user: raced, created: false };
  const holder = await storage.users.findByEmail(identity.email);
  return { ok: false, reason: 'email_taken', message: emailTakenMessage(holder) };
}

/** Says how the holder of an email signs in, without saying anything else about the account. */
export function emailTakenMessage(holder: UserRecord | null): string {
  const way =
    holder?.provider === 'google'
      ? 'with Google'
      : holder?.provider === 'local'
        ? 'with a local account on this server'
        : holder?.passkeys?.length
          ? 'with a passkey'
          : 'the way it was first used';
  return `This email address already belongs to a Folio account that signs in ${way}. Please sign in that way.`;
}
