import nodemailer from 'nodemailer';
import type { MailConfig } from '../configTypes.js';
import { log } from '../log.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends in the background: a slow or failing mail server never holds up the request that caused it. */
  send(message: MailMessage): void;
  /** Waits for messages on their way, then closes the connections. */
  close(): Promise<void>;
}

/** Outgoing mail through the SMTP server of SMTP_URL, from MAIL_FROM. */
export function createMailer(config: MailConfig): Mailer {
  const transport = nodemailer.createTransport(
    { url: config.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from: config.from },
  );
  const pending = new Set<Promise<void>>();
  return {
    send(message) {
      const sending = transport
        .sendMail(message)
        .then(() => undefined)
        .catch((error: unknown) => log.warn('Mail not sent', { error, subject: message.subject }))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async close() {
      await Promise.all(pending);
      transport.close();
    },
  };
}
