import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as it arrived (headers and body). */
  raw: string;
}

export interface TestSmtpServer {
  /** The SMTP_URL for it, with the credentials it requires. */
  url: string;
  readonly received: ReceivedMail[];
  /** Resolves once `count` messages have arrived in all. */
  waitFor(count: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on a loopback port for tests (the smtp-server package): it requires a login,
 * as a mail provider would, and keeps what it receives.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiting: { count: number; resolve: (mails: ReceivedMail[]) => void }[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to make, and nodemailer sends in the clear when asked.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'folio' && auth.password === 'mail-secret') callback(null, { user: 'folio' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const w of waiting.filter((x) => received.length >= x.count)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve([...received]);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://folio:mail-secret@127.0.0.1:${port}`,
    received,
    waitFor: (count) =>
      received.length >= count
        ? Promise.resolve([...received])
        : new Promise((resolve) => waiting.push({ count, resolve })),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The message as a reader sees it: quoted-printable body and encoded-word headers decoded. */
export function readable(mail: ReceivedMail): string {
  const bytes = (s: string) => Buffer.from(s, 'latin1').toString('utf8');
  return bytes(
    mail.raw
      .replace(/\r\n[ \t]+/g, ' ') // unfolded headers
      .replace(/\?=\s+=\?/g, '?==?') // adjacent encoded words join without the space between them
      .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) => q.replace(/_/g, ' '))
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
  ).replace(/\r\n/g, '\n');
}

/**
 * The server's environment for mail through `smtp`: local accounts' emails are vouched for only
 * while local sign-in is this machine's alone, so it is.
 */
export function mailEnv(smtp: TestSmtpServer): Record<string, string> {
  return { SMTP_URL: smtp.url, MAIL_FROM: 'Folio <folio@example.org>', ALLOW_LOCAL_SIGNIN: 'loopback' };
}
