import type { MailMessage } from '../mail/mailer.js';
export { emailVouchedFor } from '../auth/vouchedEmail.js';
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
