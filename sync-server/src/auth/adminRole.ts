import type { Config } from '../configTypes.js';
import type { UserRecord } from '../storage/types.js';
import { LOCAL_PROVIDER, PASSKEY_PROVIDER } from './providers.js';

/**
 * Whether the account is the operator's: its email is in ADMIN_EMAILS and the way it signed up
 * vouches for that email. Folio sends no mail, so two kinds of email are anyone's claim and never
 * make an admin: a passkey account's (typed by whoever made it) and a local account's when the
 * local page is open to everyone (ALLOW_LOCAL_SIGNIN=true: anyone may sign in as any email there).
 * Otherwise a local account was made on the server's own machine (the loopback page).
 */
export function isAdmin(config: Config, user: UserRecord): boolean {
  if (!config.adminEmails.includes(user.email.toLowerCase())) return false;
  if (user.provider === PASSKEY_PROVIDER) return false;
  if (user.provider === LOCAL_PROVIDER) return config.localSignin !== 'everyone';
  return true;
}
