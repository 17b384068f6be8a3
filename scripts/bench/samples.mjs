// Starts a server with one published sample portfolio per template for the benchmarks, unless page
// URLs are given on the command line.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Page URLs from argv (anything starting with http), or those of a fresh server with one published
 * sample portfolio per template: the production bundle (`npm run build`) when it exists — what
 * `npm start` runs — else the sources through tsx.
 */
export async function samplePages(argv = process.argv.slice(2)) {
  const given = argv.filter((a) => /^https?:\/\//.test(a));
  if (given.length) return { urls: given, stop: async () => {} };
  return existsSync(path.join(REPO_ROOT, 'sync-server/dist/index.js')) ? bundleSamples() : sourceSamples();
}

async function sourceSamples() {
  const child = spawn(
    path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
    [path.join(REPO_ROOT, 'sync-server/src/pages/testing/serveSamples.ts')],
    { cwd: path.join(REPO_ROOT, 'sync-server'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const urls = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('sample server did not start in 60 s')), 60_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('ready\n')) {
        clearTimeout(timer);
        resolve(out.split('\n').filter((l) => l.startsWith('http')));
      }
    });
    child.once('exit', (code) => reject(new Error(`sample server exited with ${code}`)));
  });
  return { urls, stop: () => stopChild(child) };
}

/**
 * The built server on a free port with a fresh data dir (production mode), and a way to mint a
 * bearer token for a local account with the admin CLI.
 */
export async function startBenchServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-bench-data-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    ALLOW_LOCAL_SIGNIN: 'true',
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'sync-server/dist/index.js')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const tokenFor = (email) =>
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'sync-server/dist/cli.js'), 'token', email], {
      env,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop();
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (
        await fetch(`${origin}/api/config`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop, tokenFor };
}

/** The sample resume (shared/src/templates/sampleResume.ts) as JSON. */
export function sampleResume() {
  return JSON.parse(
    execFileSync(
      path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
      [
        '--eval',
        "import { buildSampleResume } from './shared/src/templates/sampleResume.ts'; process.stdout.write(JSON.stringify(buildSampleResume()));",
      ],
      { cwd: REPO_ROOT, encoding: 'utf8' },
    ),
  );
}

/**
 * Publishes the sample resume as `name` (a template name) for `email`; returns the portfolio.
 * `settings` are the portfolio's (translations, for a page in two languages).
 */
export async function publishSample(server, email, name, resume, settings = undefined) {
  const auth = { authorization: `Bearer ${server.tokenFor(email)}` };
  const me = await (await fetch(`${server.origin}/api/auth/me`, { headers: auth })).json();
  const res = await fetch(`${server.origin}/api/portfolio/${encodeURIComponent(name)}/${me.user._id}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ resume, published: true, title: name, settings }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`could not publish a ${name} sample: ${JSON.stringify(body)}`);
  return body.portfolio;
}

async function bundleSamples() {
  const server = await startBenchServer();
  try {
    const resume = sampleResume();
    const urls = [];
    for (const name of ['Cascade', 'Nova', 'Kyoto', 'Terminal', 'The Gallery', 'The Infographic']) {
      const email = `${name.replace(/\W/g, '').toLowerCase()}@example.com`;
      const portfolio = await publishSample(server, email, name, resume);
      urls.push(`${server.origin}/portfolio/${portfolio.url}`);
    }
    // A page in two languages (issue 24): a German translation written field by field, at /{slug}/de,
    // with hreflang links and the language switch.
    const german = await publishSample(server, 'twolanguages@example.com', 'Cascade', resume, {
      language: 'en',
      translations: [{ language: 'de', followsMain: true, resume: germanWords(resume) }],
    });
    urls.push(`${server.origin}${german.address}/de`);
    return { urls, stop: server.stop };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The sample's headline and summary in German; every other text stays in English (as untranslated). */
function germanWords(resume) {
  return {
    ...resume,
    personalInfo: { ...resume.personalInfo, title: 'Softwareentwicklerin' },
    summary: {
      ...resume.summary,
      content: 'Ich baue schnelle, barrierefreie Webseiten für kleine Firmen und Vereine.',
    },
  };
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

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

/** Prints rows as an aligned text table. */
export function printTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}
