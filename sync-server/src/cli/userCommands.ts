import { LOCAL_PROVIDER } from '../auth/providers.js';
import { parseLocalAccount } from '../auth/forms.js';
import { ACCESS_TOKEN_TTL, issueAccessToken } from '../auth/tokens.js';
import type { Config } from '../configTypes.js';
import { withDataDir } from '../storage/lowdbStorage.js';

/*
 * The admin CLI's commands (user.ts is the program). They work on the data dir directly, never over
 * the network, and are safe while a server runs there: storage takes the data dir's short write
 * lock and the server reloads what we write.
 */

export const USAGE = `Usage:
  npm run user -- token EMAIL [--name NAME]   print a bearer token for that local account (created if needed)
  npm run user -- plan EMAIL PLAN             set a user's plan: free (3 portfolios), pro (10), anything else unlimited

Works on the data dir in DATA_DIR (default ./data). The token is the last line printed and is valid
for ${ACCESS_TOKEN_TTL / 60} minutes against the server running on that data dir.`;

const PLAN_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,49}$/;

export type Command =
  | { kind: 'token'; email: string; name: string | null }
  | { kind: 'plan'; email: string; plan: string }
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
  throw new UsageError(`Unknown command "${command}".`);
}

/** Runs a command; resolves to the lines to print (the token last) or throws UsageError / Error. */
export async function run(command: Exclude<Command, { kind: 'help' }>, config: Config): Promise<string[]> {
  if (command.kind === 'token') {
    return withDataDir(config.dataDir, async (storage) => {
      const subject = `${LOCAL_PROVIDER}:${command.email.trim().toLowerCase()}`;
      const existing = await storage.users.findByEmail(command.email);
      const local = existing?.subject === subject ? existing : null;
      // An email belongs to one identity: the CLI never makes a second account beside another one.
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
  return withDataDir(config.dataDir, async (storage) => {
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
