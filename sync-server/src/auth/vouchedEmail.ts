import type { Config } from '../configTypes.js';
import type { EmailClaim, UserRecord } from '../storage/types.js';
import { LOCAL_PROVIDER, PASSKEY_PROVIDER } from './providers.js';

/*
 * An email is proof only when someone vouched for it (issue 20, class 2): Google and OpenID
 * providers do (unverified emails are refused at sign-in), and so does this machine for local
 * accounts while only it may make them. A passkey account's email, or a local one where everyone
 * may claim any email, was only typed in: a contact detail that reserves nothing, gets no mail, and
 * is never compared with anyone else's (so typing it tells nothing about who has an account).
 */

/** Sign-in providers whose accounts' emails were typed in, not vouched for, under this config. */
export function unvouchedProviders(config: Pick<Config, 'localSignin'>): string[] {
  return config.localSignin === 'loopback' ? [PASSKEY_PROVIDER] : [PASSKEY_PROVIDER, LOCAL_PROVIDER];
}

/** Whether anyone vouched for the account's email, so mail to it reaches its owner. */
export function emailVouchedFor(user: Pick<UserRecord, 'provider'>, config: Pick<Config, 'localSignin'>) {
  return !unvouchedProviders(config).includes(user.provider);
}

/** How a new account of `provider` claims its email: a vouched one holds it against other vouched ones. */
export function emailClaim(provider: string, config: Pick<Config, 'localSignin'>): EmailClaim {
  const unvouched = unvouchedProviders(config);
  return { reserve: !unvouched.includes(provider), unvouchedProviders: unvouched };
}
