import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API } from '@folio/shared';
import { startTestServer, type TestServer } from '../test/testServer.js';
import { parseArgs, UsageError } from './userCommands.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const CLI = path.join(REPO_ROOT, 'sync-server/src/cli/user.ts');

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as its own process on `dataDir`, the way an operator (or the e2e harness) does. */
async function cli(dataDir: string, ...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, [CLI, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

const lastLine = (text: string) => text.trim().split('\n').at(-1)?.trim() ?? '';

async function me(server: TestServer, token: string) {
  const response = await fetch(server.url + API.authMe, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('against a running server on the same data dir', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  test('token prints, as its last line, a bearer token the running server accepts', async () => {
    const result = await cli(server.dataDir, 'token', 'Ops@Example.com', '--name', 'Olive Ops');
    expect(result.code).toBe(0);
    const token = lastLine(result.stdout);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await me(server, token)).toEqual({
      status: 200,
      body: {
        success: true,
        user: { _id: expect.any(String), name: 'Olive Ops', email: 'ops@example.com', plan: 'free' },
      },
    });
    // The server sees the very user the CLI created, not a copy made from the token's claims.
    const printedId = /\(id ([^,]+),/.exec(result.stdout)?.[1];
    const seen = await server.storage.users.findByEmail('ops@example.com');
    expect(seen).toMatchObject({ id: printedId, subject: 'local:ops@example.com' });
  });

  test('a second token keeps the account and its name', async () => {
    const result = await cli(server.dataDir, 'token', 'ops@example.com');
    expect(result.code).toBe(0);
    expect(await me(server, lastLine(result.stdout))).toMatchObject({
      status: 200,
      body: { user: { name: 'Olive Ops' } },
    });
  });

  test('plan changes what the running server reports', async () => {
    const created = await cli(server.dataDir, 'token', 'planner@example.com');
    const token = lastLine(created.stdout);
    expect((await cli(server.dataDir, 'plan', 'planner@example.com', 'pro')).code).toBe(0);
    expect(await me(server, token)).toMatchObject({ status: 200, body: { user: { plan: 'pro' } } });
    expect((await cli(server.dataDir, 'plan', 'planner@example.com', 'team')).code).toBe(0);
    expect(await me(server, token)).toMatchObject({ body: { user: { plan: 'team' } } });
  });

  test('token refuses an email that belongs to an account of another sign-in method', async () => {
    await server.storage.users.create({
      subject: 'google:cli-test',
      provider: 'google',
      name: 'Pat Google',
      email: 'pat@example.com',
    });
    const result = await cli(server.dataDir, 'token', 'Pat@example.com');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/pat@example.com belongs to an account that signs in with google/);
    expect(await server.storage.users.findBySubject('local:pat@example.com')).toBeNull();
  });

  test("token is not refused by a passkey account's typed-in email", async () => {
    await server.storage.users.create(
      { subject: 'passkey:cli-test', provider: 'passkey', name: 'Pat Key', email: 'kim@example.com' },
      { reserve: false, unvouchedProviders: ['passkey'] },
    );
    const result = await cli(server.dataDir, 'token', 'kim@example.com');
    expect(result.code).toBe(0);
    expect(await server.storage.users.findBySubject('local:kim@example.com')).not.toBeNull();
  });

  test('inbox and subscribers print what visitors sent through the landing page', async () => {
    const post = (path: string, body: unknown) =>
      fetch(server.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const contact = {
      name: 'Vera Visitor',
      email: 'vera@example.org',
      subject: 'Teams?',
      message: 'Line one\nLine two',
    };
    expect((await post(API.contact, contact)).status).toBe(201);
    expect((await post(API.newsletter, { email: 'reader@example.org' })).status).toBe(201);
    expect((await post(API.newsletter, { email: 'Reader@example.org' })).status).toBe(201);

    const inbox = await cli(server.dataDir, 'inbox', 'contact');
    expect(inbox.code).toBe(0);
    const createdAt = (await server.storage.inbound.list('contact', null)).records[0]?.createdAt;
    expect(inbox.stdout.split('\n')).toEqual([
      'Contact messages: 1 in all, page 1 of 1, newest first.',
      `${createdAt}  Vera Visitor <vera@example.org>  Teams?`,
      '    Line one',
      '    Line two',
      '',
    ]);
    const subscribers = await cli(server.dataDir, 'subscribers');
    expect(subscribers.code).toBe(0);
    const first = (await server.storage.inbound.list('newsletter', null)).records[1];
    expect(subscribers.stdout).toBe(`email,subscribed_at\nreader@example.org,${first?.createdAt}\n`);
  });

  test('plan for an unknown email fails with exit code 1', async () => {
    const result = await cli(server.dataDir, 'plan', 'nobody@example.com', 'pro');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/No user with the email nobody@example.com/);
  });
});

describe('usage errors print the help and exit 2', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // Each run starts a process (about 1–2 s under tsx); the other shapes are covered by parseArgs below.
  test.each([[[]], [['frobnicate']], [['token', 'not-an-email']]])('%j', async (args) => {
    const result = await cli(dataDir, ...args);
    expect(result.code).toBe(2);
    expect(result.stdout + result.stderr).toMatch(/Usage:/);
  });
});

describe('parseArgs', () => {
  test('reads inbox with its page in either form, and subscribers', () => {
    expect(parseArgs(['inbox', 'newsletter', '--page', '3'])).toEqual({
      kind: 'inbox',
      of: 'newsletter',
      page: 3,
    });
    expect(parseArgs(['inbox', 'contact', '--page=2'])).toEqual({ kind: 'inbox', of: 'contact', page: 2 });
    expect(parseArgs(['inbox', 'contact'])).toEqual({ kind: 'inbox', of: 'contact', page: 1 });
    expect(parseArgs(['subscribers'])).toEqual({ kind: 'subscribers' });
  });

  test('reads token with --name in either form, and plan', () => {
    expect(parseArgs(['token', 'a@example.com', '--name', 'A B'])).toEqual({
      kind: 'token',
      email: 'a@example.com',
      name: 'A B',
    });
    expect(parseArgs(['token', '--name=A', 'a@example.com'])).toEqual({
      kind: 'token',
      email: 'a@example.com',
      name: 'A',
    });
    expect(parseArgs(['plan', 'a@example.com', 'pro'])).toEqual({
      kind: 'plan',
      email: 'a@example.com',
      plan: 'pro',
    });
  });

  test.each([
    [['token']],
    [['token', 'a@example.com', 'b@example.com']],
    [['token', 'a@example.com', '--name']],
    [['token', '--force', 'a@example.com']],
    [['plan', 'a@example.com']],
    [['plan', 'a@example.com', 'has space']],
    [['plan', 'a@example.com', 'pro', 'extra']],
    [['inbox']],
    [['inbox', 'spam']],
    [['inbox', 'contact', '--page', '0']],
    [['inbox', 'contact', '--page']],
    [['subscribers', 'extra']],
  ])('refuses %j', (args) => {
    expect(() => parseArgs(args)).toThrow(UsageError);
  });
});
