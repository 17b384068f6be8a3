import { singleLine } from '@folio/shared';
import type { Config } from '../configTypes.js';
import type { NewUser, PasskeyCredential, Storage, UserRecord } from '../storage/types.js';
import { emailClaim } from './vouchedEmail.js';

/*
 * Who an identity is, under two rules (issue 12, class 3; issue 20, class 2):
 * - a vouched email belongs to one identity: a new identity whose provider vouches for an email
 *   another such account holds makes no account (the person signs in the way they did before, and
 *   may add a passkey there). An email only typed in (a passkey registration: vouchedEmail.ts)
 *   reserves nothing and is checked against nobody: a later vouched sign-in with that email gets an
 *   account of its own, and the typed-in account keeps its passkey and its contact email;
 * - signing in never renames anyone: a known identity gets its account as stored, whatever name or
 *   email the sign-in brought.
 */

export type AccountOutcome =
  { ok: true; user: UserRecord; created: boolean } | { ok: false; reason: 'email_taken'; message: string };

/** The account of a known identity, or a new one for it when its email is free. */
export async function accountForIdentity(
  storage: Storage,
  config: Pick<Config, 'localSignin'>,
  identity: NewUser,
): Promise<AccountOutcome> {
  const known = await storage.users.findBySubject(identity.subject);
  if (known) return { ok: true, user: known, created: false };
  return createAccount(storage, config, identity);
}

/** A new account (with its first passkey), unless its vouched email already belongs to another identity. */
export async function createAccount(
  storage: Storage,
  config: Pick<Config, 'localSignin'>,
  identity: NewUser,
  passkey?: PasskeyCredential,
): Promise<AccountOutcome> {
  const claim = emailClaim(identity.provider, config);
  // Names come from forms and upstream providers alike: no control, bidi or invisible characters.
  const name = singleLine(identity.name).trim();
  const user = await storage.users.create(
    { ...identity, name, ...(passkey ? { passkeys: [passkey] } : {}) },
    claim,
  );
  if (user) return { ok: true, user, created: true };
  // Another request may have made this identity's account a moment ago: that one is the account.
  const raced = passkey ? null : await storage.users.findBySubject(identity.subject);
  if (raced) return { ok: true, user: raced, created: false };
  // Only a vouched identity gets here (a typed email is never refused), so saying how the holder
  // signs in tells the address's proven owner, not a stranger.
  const holder = await storage.users.findByEmail(identity.email, claim.unvouchedProviders);
  return { ok: false, reason: 'email_taken', message: emailTakenMessage(holder) };
}

/** Says how the holder of an email signs in, without saying anything else about the account. */
export function emailTakenMessage(holder: UserRecord | null): string {
  const way =
    holder?.provider === 'google'
      ? 'with Google'
      : holder?.provider === 'local'
        ? 'with a local account on this server'
        : 'the way it was first used';
  return `This email address already belongs to a Folio account that signs in ${way}. Please sign in that way.`;
}
