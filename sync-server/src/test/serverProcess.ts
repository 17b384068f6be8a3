import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API } from '@folio/shared';
import { freePort } from './freePort.js';

/** The real entry point, run as its own process the way `npm run dev` runs it (tsx). */
export const SERVER_ENTRY = fileURLToPath(new URL('../index.ts', import.meta.url));
/** sync-server/, whose tsconfig tells tsx how to compile the templates' JSX (as `npm run dev` runs). */
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  process: ChildProcess;
  url: string;
  env: Record<string, string>;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts sync-server/src/index.ts as a child process on a free 127.0.0.1 port (PORT, HOST and, unless
 * given, PUBLIC_URL are set) and, unless `wait` is false, waits until it answers. The caller kills it.
 */
export async function spawnServer(
  env: Record<string, string>,
  options: { wait?: boolean; port?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const fullEnv = { PUBLIC_URL: url, ...env, PORT: String(port), HOST: '127.0.0.1' };
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', ...fullEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started: ServerProcess = { process: child, url, env: fullEnv, output: () => output, exited };
  if (options.wait !== false) await waitUntilUp(started);
  return started;
}

export async function waitUntilUp(child: ServerProcess): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`Server exited early:\n${child.output()}`);
    try {
      if ((await fetch(`${child.url}${API.clientConfig}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Server did not start:\n${child.output()}`);
}
