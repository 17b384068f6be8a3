// Parse of a two-page resume in the browser's parse worker, from file chosen to editor shown
// (issue 5: ≤ 1 s on this machine's Chromium). Runs the production build (`npm run build` first)
// with a fresh server and Chromium profile, signs in with a local account, then reads the app's own
// User Timing marks: folio:file-chosen → folio:editor-shown, less the moment between the button
// appearing and being pressed (the person's time, not the app's), split into parse, save and open.
// The first run is cold (a fresh worker; the file is chosen 2 s after the page opened, as a person
// would); the rest are warm (the worker stays alive between parses, as in the app).
//   node scripts/bench/uploadToEditor.mjs [--runs N]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { printTable, REPO_ROOT } from './samples.mjs';

const TARGET_MS = 1000;
/** Time between the upload page opening and the file being chosen, on the cold run. */
const PICK_MS = 2000;
const PDF = path.resolve(REPO_ROOT, '../shared/resume-corpus/dev/pdf/rendercv-classic.pdf');
const SERVER = path.join(REPO_ROOT, 'sync-server/dist/index.js');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 6;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  if (!existsSync(SERVER)) throw new Error('No production build: run `npm run build` first.');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ALLOW_LOCAL_SIGNIN: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(path.join(dataDir, 'server.log'));
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/config`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('The server did not start within 30 s');
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(page, url) {
  await page.goto(`${url}/login`);
  await page.getByRole('button', { name: /local account/i }).click();
  await page.getByLabel('Name').fill('Bench Person');
  await page.getByLabel('Email').fill('bench@example.com');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth/') && !u.pathname.startsWith('/oidc'), {
    timeout: 30_000,
  });
}

/** One parse: choose the file, press the button at once, wait for the editor; returns both spans. */
async function measure(page, url, first) {
  if (first) {
    await page.goto(`${url}/upload`);
    await page.getByRole('heading', { name: 'Upload Your Resume' }).waitFor();
    // The page starts the parse worker when it opens; a person takes longer than this to pick a file.
    await page.waitForTimeout(PICK_MS);
  }
  await page.getByRole('heading', { name: 'Upload Your Resume' }).waitFor();
  await page.evaluate(() => performance.clearMarks());
  await page.getByTestId('resume-file-input').setInputFiles(PDF);
  await page.getByRole('button', { name: 'Upload and Parse Resume' }).click();
  await page.getByRole('heading', { name: 'Review and edit' }).waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => performance.getEntriesByName('folio:editor-shown').length > 0);
  const spans = await page.evaluate(() => {
    const at = (name) => performance.getEntriesByName(name).at(-1)?.startTime ?? NaN;
    const shown = at('folio:editor-shown');
    const start = at('folio:parse-start');
    return {
      // The app's own time: checking the file, then parsing through to the editor. The moment the
      // person (here: the benchmark) takes to press the button is not the app's.
      app: at('folio:file-ready') - at('folio:file-chosen') + (shown - start),
      parse: at('folio:parsed') - start,
      save: at('folio:saved') - at('folio:parsed'),
      open: shown - at('folio:saved'),
    };
  });
  // Back to /upload inside the app (no reload), so the next parse uses the same, warm worker.
  await page.goBack();
  return spans;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const server = await startServer();
const profile = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
let status;
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, server.url);
  const rows = [];
  for (let i = 0; i < RUNS; i++) {
    rows.push({ run: i === 0 ? '1 (cold)' : String(i + 1), ...(await measure(page, server.url, i === 0)) });
  }
  printTable(
    ['run', 'file chosen → editor shown', 'parse in worker', 'save to IndexedDB', 'open editor'],
    rows.map((r) => [
      r.run,
      `${r.app.toFixed(0)} ms`,
      `${r.parse.toFixed(0)} ms`,
      `${r.save.toFixed(0)} ms`,
      `${r.open.toFixed(0)} ms`,
    ]),
  );
  const warm = rows.slice(1).map((r) => r.app);
  const warmMedian = median(warm.length ? warm : [rows[0].app]);
  console.log(
    `\n${path.basename(PDF)} (2 pages): cold ${rows[0].app.toFixed(0)} ms, warm median ${warmMedian.toFixed(0)} ms; target ≤ ${TARGET_MS} ms`,
  );
  status = rows[0].app <= TARGET_MS && warmMedian <= TARGET_MS ? 0 : 1;
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await server.stop();
}
process.exit(status);
