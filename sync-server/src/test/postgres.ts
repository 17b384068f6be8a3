import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { freePort } from './freePort.js';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 (`apt-get install postgresql`); PG_BIN overrides it. */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface TestPostgres {
  /** The cluster's port on 127.0.0.1. */
  port: number;
  /** A new empty database on the cluster; returns its connection URL. */
  createDatabase(): Promise<string>;
  /** Stops the cluster at once and removes its files. */
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster in a temp dir on a free port (initdb + pg_ctl), for tests and
 * benchmarks: one per test file, a database per test. PostgreSQL refuses to run as root, so as root
 * the cluster runs as the `postgres` system user. fsync is off (these clusters never outlive a crash)
 * unless `durable` (benchmarks measure what a real server does). `settings`: more `name=value` settings.
 */
export async function startTestPostgres(
  options: { durable?: boolean; settings?: string[] } = {},
): Promise<TestPostgres> {
  if (!existsSync(path.join(PG_BIN, 'initdb'))) {
    throw new Error(
      `PostgreSQL binaries not found in ${PG_BIN}. Install Debian's postgresql package (apt-get install -y postgresql) or set PG_BIN.`,
    );
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (bin: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args])
      : run(path.join(PG_BIN, bin), args);

  const data = path.join(dir, 'data');
  const port = await freePort();
  try {
    await pg('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const settings = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c max_connections=200',
      ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
      ...(options.settings ?? []).map((setting) => `-c ${setting}`),
    ].join(' ');
    await pg('pg_ctl', ['-D', data, '-o', settings, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  const admin = postgres({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    onnotice: () => {},
  });
  let counter = 0;
  return {
    port,
    async createDatabase() {
      counter += 1;
      const name = `folio_test_${counter}`;
      await admin.unsafe(`CREATE DATABASE ${name}`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      await admin.end({ timeout: 1 });
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
