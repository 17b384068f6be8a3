import type { InboundKind } from '@folio/shared';
import { LOCAL_PROVIDER } from '../auth/providers.js';
import { parseLocalAccount } from '../auth/forms.js';
import { ACCESS_TOKEN_TTL, issueAccessToken } from '../auth/tokens.js';
import { unvouchedProviders } from '../auth/vouchedEmail.js';
import type { Config } from '../configTypes.js';
import { INBOUND_PAGE_SIZE, subscriberCsvLines } from '../routes/admin/present.js';
import { withStorage } from '../storage/index.js';
import type { Storage } from '../storage/types.js';

/*
 * The admin CLI's commands (user.ts is the program). They work on the data dir directly, never over
 * the network, and are safe while a server runs there: storage takes the data dir's short write
 * lock and the server reloads what we write.
 */

export const USAGE = `Usage:
  npm run user -- token EMAIL [--name NAME]   print a bearer token for that local account (created if needed)
  npm run user -- plan EMAIL PLAN             set a user's plan: free (3 portfolios), pro (10), anything else unlimited
  npm run user -- inbox contact|newsletter [--page N]
                                              the landing page's contact messages or newsletter subscribers, newest first
  npm run user -- subscribers                 every newsletter subscriber as CSV (one row per address)

Works on the database in DATABASE_URL when set, else on the data dir in DATA_DIR (default ./data).
The token is the last line printed and is valid for ${ACCESS_TOKEN_TTL / 60} minutes against the
servers on that store.`;

const PLAN_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,49}$/;

export type Command =
  | { kind: 'token'; email: string; name: string | null }
  | { kind: 'plan'; email: string; plan: string }
  | { kind: 'inbox'; of: InboundKind; page: number }
  | { kind: 'subscribers' }
  | { kind: 'help' };

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Parses the command line (without node and the script). */
export function parseArgs(args: string[]): Command {
  const [command, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h')
    return { kind: 'help' };
  if (command === 'token') {
    const positional: string[] = [];
    let name: string | null = null;
    for (let i = 0; i < rest.length; i++) {
      const arg = rest[i] ?? '';
      if (arg === '--name') {
        const value = rest[++i];
        if (value === undefined) throw new UsageError('--name needs a value.');
        name = value;
      } else if (arg.startsWith('--name=')) {
        name = arg.slice('--name='.length);
      } else if (arg.startsWith('-')) {
        throw new UsageError(`Unknown option ${arg}.`);
      } else {
        positional.push(arg);
      }
    }
    if (positional.length !== 1) throw new UsageError('token needs exactly one EMAIL.');
    return { kind: 'token', email: positional[0] ?? '', name };
  }
  if (command === 'plan') {
    if (rest.length !== 2) throw new UsageError('plan needs EMAIL and PLAN.');
    const [email = '', plan = ''] = rest;
    if (!PLAN_PATTERN.test(plan)) {
      throw new UsageError(
        'PLAN must be a word of letters, digits, ".", "_" or "-" (at most 50 characters).',
      );
    }
    return { kind: 'plan', email, plan };
  }
  if (command === 'inbox') return parseInbox(rest);
  if (command === 'subscribers') {
    if (rest.length > 0) throw new UsageError('subscribers takes no arguments.');
    return { kind: 'subscribers' };
  }
  throw new UsageError(`Unknown command "${command}".`);
}

function parseInbox(rest: string[]): Command {
  const [of, ...options] = rest;
  if (of !== 'contact' && of !== 'newsletter') throw new UsageError('inbox needs contact or newsletter.');
  let page = 1;
  for (let i = 0; i < options.length; i++) {
    const arg = options[i] ?? '';
    const value = arg === '--page' ? options[++i] : arg.startsWith('--page=') ? arg.slice(7) : null;
    if (value === null) throw new UsageError(`Unknown option ${arg}.`);
    if (value === undefined || !/^[1-9]\d{0,5}$/.test(value))
      throw new UsageError('--page needs a number from 1.');
    page = Number(value);
  }
  return { kind: 'inbox', of, page };
}

/** The operator inbox as lines: a count, then one entry per record (a contact message's text indented). */
async function inboxLines(storage: Storage, of: InboundKind, page: number): Promise<string[]> {
  const offset = (page - 1) * INBOUND_PAGE_SIZE;
  const { records, total } = await storage.inbound.list(of, { offset, limit: INBOUND_PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(total / INBOUND_PAGE_SIZE));
  const what = of === 'contact' ? 'Contact messages' : 'Newsletter subscribers';
  const lines = [`${what}: ${total} in all, page ${page} of ${pages}, newest first.`];
  for (const r of records) {
    const handled = r.handled ? '  (handled)' : '';
    if (of === 'newsletter') {
      lines.push(`${r.createdAt}  ${r.email}${handled}`);
      continue;
    }
    lines.push(`${r.createdAt}  ${r.name} <${r.email}>  ${r.subject}${handled}`);
    lines.push(...r.message.split('\n').map((line) => `    ${line}`));
  }
  return lines;
}

/** Runs a command; resolves to the lines to print (the token last) or throws UsageError / Error. */
export async function run(command: Exclude<Command, { kind: 'help' }>, config: Config): Promise<string[]> {
  if (command.kind === 'token') {
    return withStorage(config, async (storage) => {
      const subject = `${LOCAL_PROVIDER}:${command.email.trim().toLowerCase()}`;
      const local = await storage.users.findBySubject(subject);
      const existing = local ?? (await storage.users.findByEmail(command.email, unvouchedProviders(config)));
      // A vouched email belongs to one identity: the CLI never makes a second account beside another
      // one (a passkey account's typed-in email holds nothing: vouchedEmail.ts).
      if (existing && !local) {
        throw new Error(
          `${existing.email} belongs to an account that signs in with ${existing.provider}; the CLI makes tokens for local accounts only.`,
        );
      }
      const fallbackName = command.email.split('@')[0] ?? command.email;
      const input = parseLocalAccount(
        new URLSearchParams({ name: command.name ?? local?.name ?? fallbackName, email: command.email }),
      );
      if (!input.ok) throw new UsageError(input.error);
      const user =
        local && command.name === null
          ? local
          : await storage.users.upsertBySubject({
              subject: `${LOCAL_PROVIDER}:${input.email}`,
              provider: LOCAL_PROVIDER,
              name: input.name,
              email: input.email,
            });
      const token = await issueAccessToken({ config, storage }, user.id);
      return [
        `${local ? 'Local account' : 'Created local account'} ${user.email} (id ${user.id}, plan ${user.plan}).`,
        `Bearer token, valid for ${ACCESS_TOKEN_TTL / 60} minutes:`,
        token,
      ];
    });
  }
  if (command.kind === 'inbox') {
    return withStorage(config, (storage) => inboxLines(storage, command.of, command.page));
  }
  if (command.kind === 'subscribers') {
    return withStorage(config, async (storage) =>
      subscriberCsvLines((await storage.inbound.list('newsletter', null)).records),
    );
  }
  return withStorage(config, async (storage) => {
    const user = await storage.users.findByEmail(command.email);
    if (!user) {
      throw new Error(
        `No user with the email ${command.email}. Create a local account with: npm run user -- token EMAIL`,
      );
    }
    const updated = await storage.users.setPlan(user.id, command.plan);
    return [`${updated?.email ?? user.email} is now on the plan "${updated?.plan ?? command.plan}".`];
  });
}
