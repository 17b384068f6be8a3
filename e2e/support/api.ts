import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { CLI_BUNDLE, REPO_ROOT, TSX } from './paths.js';
import { API, type PortfolioDetail } from '@folio/shared';
import type { Page } from 'playwright-core';
import type { RunningServer } from './server.js';
import { signIn, type LocalAccount } from './signIn.js';

const run = promisify(execFile);

/**
 * Runs the admin CLI on the server's data dir, the same way an operator would: the bundled CLI
 * beside a bundled server, the TypeScript source beside a server run from source (which may be
 * running while a build rewrites dist/).
 */
async function userCli(server: RunningServer, args: string[]): Promise<string> {
  const [cmd, cmdArgs] =
    !server.fromSource && existsSync(CLI_BUNDLE)
      ? [process.execPath, [CLI_BUNDLE, ...args]]
      : [TSX, [path.join(REPO_ROOT, 'sync-server/src/cli/user.ts'), ...args]];
  const { stdout } = await run(cmd, cmdArgs, {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir },
  });
  return stdout;
}

/** A bearer token for a local account (created if needed), so tests can seed data through the real API. */
export async function tokenFor(server: RunningServer, email: string, name?: string): Promise<string> {
  const stdout = await userCli(server, ['token', email, ...(name ? ['--name', name] : [])]);
  const last = stdout.trim().split('\n').pop() ?? '';
  if (!last) throw new Error('The user CLI printed no token');
  return last.trim();
}

/** Sets a user's plan through the admin CLI. */
export async function setPlan(server: RunningServer, email: string, plan: string): Promise<void> {
  await userCli(server, ['plan', email, plan]);
}

/** Calls the API with a bearer token and parses JSON; throws with the body on a non-2xx status. */
export async function api<T = unknown>(
  server: RunningServer,
  token: string | null,
  method: string,
  apiPath: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(server.url + apiPath, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const parsed = text ? (JSON.parse(text) as T) : (undefined as T);
  return { status: res.status, body: parsed };
}

/**
 * Signs the browser in as a local account and creates a portfolio for it through the API (the quick
 * way to a journey's starting point); returns the account's token and the portfolio.
 */
export async function signedInWithPortfolio(
  page: Page,
  server: RunningServer,
  account: LocalAccount,
  template: string,
  resume: unknown,
): Promise<{ token: string; portfolio: PortfolioDetail }> {
  await signIn(page, server, account);
  const token = await tokenFor(server, account.email);
  const me = await api<{ user: { _id: string } }>(server, token, 'GET', API.authMe);
  const created = await api<{ portfolio: PortfolioDetail }>(
    server,
    token,
    'POST',
    API.createPortfolio(template, me.body.user._id),
    { resume },
  );
  if (created.status !== 201) throw new Error(`Creating the portfolio answered ${created.status}`);
  return { token, portfolio: created.body.portfolio };
}
