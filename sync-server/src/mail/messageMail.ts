import { emailVouchedFor } from '../auth/vouchedEmail.js';
import type { Config } from '../configTypes.js';
import type { PortfolioRecord, Storage } from '../storage/types.js';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * Mails an owner gets about contact messages per hour at most: a flood of messages (a script
 * filling the form) must not flood their mailbox or make this server a spam relay; what is over stays
 * in the dashboard inbox, where every message always is.
 */
export const MESSAGE_MAILS_PER_HOUR = 10;

interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * The email telling an owner a visitor wrote through the contact form. Plain text; every header is
 * ours (the owner's address, a subject naming the owner's own portfolio title, MAIL_FROM): nothing
 * the visitor typed goes into a header, not even Reply-To, so the form cannot be used to send mail
 * that looks like anyone's. The visitor's name and address are in the body.
 */
export function contactMail(
  owner: { name: string; email: string },
  portfolio: Pick<PortfolioRecord, 'title'>,
  message: ContactMessage,
  publicUrl: string,
): MailMessage {
  return {
    to: owner.email,
    subject: `New message through your portfolio “${portfolio.title}”`,
    text: [
      `Hello ${owner.name || 'there'},`,
      '',
      `Someone wrote to you through the contact form of “${portfolio.title}”.`,
      '',
      `From: ${message.name} <${message.email}>`,
      '',
      ...message.message.split(/\r?\n/).map((line) => `> ${line}`),
      '',
      `To answer, write to the address above. All your messages: ${publicUrl}/dashboard`,
      '',
      `You get at most ${MESSAGE_MAILS_PER_HOUR} of these emails an hour; every message is in your inbox.`,
      `Folio (${publicUrl})`,
      '',
    ].join('\n'),
  };
}

export interface MessageMailDeps {
  config: Pick<Config, 'publicUrl' | 'localSignin'>;
  storage: Pick<Storage, 'users' | 'cluster'>;
  mailer: Mailer | null;
}

/**
 * After a contact message is stored: mails its owner when mail is set up (SMTP_URL, MAIL_FROM), the
 * owner's address is one their sign-in vouched for, and this hour's allowance is not used up. Sends
 * in the background; the visitor's answer never waits for the mail server.
 */
export async function mailOwnerAboutMessage(
  { config, storage, mailer }: MessageMailDeps,
  portfolio: Pick<PortfolioRecord, 'ownerId' | 'title'>,
  message: ContactMessage,
): Promise<void> {
  if (!mailer) return;
  const owner = await storage.users.get(portfolio.ownerId);
  if (!owner?.email || !emailVouchedFor(owner, config)) return;
  // Counted in the shared store, so the allowance holds across server processes.
  const wait = await storage.cluster.hit(`message-mail|${owner.id}`, MESSAGE_MAILS_PER_HOUR, 3_600_000);
  if (wait > 0) return;
  mailer.send(contactMail(owner, portfolio, message, config.publicUrl));
}
