import { LOCAL_PROVIDER, PASSKEY_PROVIDER } from '../auth/providers.js';
import type { Config } from '../configTypes.js';
import type { MailMessage } from '../mail/mailer.js';
import type { PortfolioRecord, PrivateLinkRecord, UserRecord } from '../storage/types.js';

/**
 * The email telling an owner that one of their private links was opened for the first time: which
 * link, for which portfolio, when, and where to see its opens. Plain text, so nothing in a label can
 * turn into markup; labels and titles are one-line fields already.
 */
export function firstOpenMail(
  owner: Pick<UserRecord, 'name' | 'email'>,
  link: Pick<PrivateLinkRecord, 'label'>,
  portfolio: Pick<PortfolioRecord, 'id' | 'title'>,
  openedAt: Date,
  publicUrl: string,
): MailMessage {
  const when = openedAt.toUTCString().replace('GMT', 'UTC');
  const page = `${publicUrl}/portfolio-link?portfolio=${encodeURIComponent(portfolio.id)}`;
  return {
    to: owner.email,
    subject: `Your private link “${link.label}” was opened`,
    text: [
      `Hello ${owner.name || 'there'},`,
      '',
      `Your private link “${link.label}” for “${portfolio.title}” was opened for the first time on ${when}.`,
      '',
      `See when it was opened and by how many people: ${page}`,
      '',
      'You get this email once per link, when someone other than you first opens it.',
      `Folio (${publicUrl})`,
      '',
    ].join('\n'),
  };
}

/**
 * Whether anyone vouched for the account's email, so mail to it reaches its owner and not a
 * stranger someone named: Google and OpenID providers do (unverified emails are refused at sign-in),
 * and so does this machine for local accounts while only it may make them. A passkey account's
 * email, or a local one where everyone may claim any email, was only typed in: no mail goes there.
 */
export function emailVouchedFor(user: Pick<UserRecord, 'provider'>, config: Pick<Config, 'localSignin'>) {
  if (user.provider === PASSKEY_PROVIDER) return false;
  if (user.provider === LOCAL_PROVIDER) return config.localSignin === 'loopback';
  return true;
}
