import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFileOidcStore } from '../auth/oidcStateFile.js';
import { memorySignInLimiters } from '../auth/rateLimiter.js';
import { addressKey } from '../http/addressKey.js';
import { AddressCap, ShareDeduper } from '../pages/visitors.js';
import { ShareCounter } from '../routes/portfolios/shareCounter.js';
import { localCluster } from '../storage/localCluster.js';
import type { Storage } from '../storage/types.js';

/*
 * `npm run bench:memory [-- --addresses 200000]` (issue 20, class 3): what the server keeps in memory
 * per client when that many different clients (half IPv4, half IPv6 in as many /64 networks, plus
 * as many addresses again inside one /64) each do what an anonymous visitor can: start a sign-in,
 * try one, view and share a portfolio, send a message. It drives the very tables the request
 * handlers use (the embedded store's counters and sets, the sign-in limits, the share counter,
 * the sign-in state store) and reports the heap they hold after a full GC.
 * Goal: at most GOAL_MB however many clients, and one client's limit still holds after the flood.
 * Run with --expose-gc (the npm script does).
 */

const GOAL_MB = 8;
const HOUR = 3_600_000;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

const addresses = Number(option('addresses', '200000'));
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error('Run with node --expose-gc (npm run bench:memory does).');
  process.exit(2);
}

function heapMb(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

/** The i-th client: IPv4 for even i, an IPv6 address in its own /64 for odd i. */
function client(i: number): string {
  if (i % 2 === 0) return `10.${(i >> 16) & 0xff}.${(i >> 8) & 0xff}.${i & 0xff}`;
  return `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}:${(i * 7919) % 0xffff}:1:2:3`;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'folio-memory-bench-'));
// The share counter writes its counts in batches; nothing of it is measured here.
const noWrites = { stats: { recordBatch: async () => undefined } } as unknown as Storage;

const before = heapMb();
const cluster = localCluster(path.join(dataDir, 'keys'));
const signIn = memorySignInLimiters();
const state = await createFileOidcStore({ dataDir });
const shares = new ShareCounter(noWrites);
const deduper = new ShareDeduper(cluster);
const cap = new AddressCap(cluster);
const empty = heapMb();

// One client that reached the contact limit before the flood.
const victim = addressKey('192.0.2.1');
for (let i = 0; i < 10; i++) await cluster.hit(`contact|ip:${victim}`, 10, HOUR);

const started = Date.now();
/** An interaction as oidc-provider stores one for the PWA's authorization request (about 900 bytes). */
const interaction = {
  kind: 'Interaction',
  iat: 1_800_000_000,
  exp: 1_800_001_800,
  returnTo: 'https://folio.example/oidc/auth/3kTq9m1ZxYbV0aLr8sPqW',
  prompt: { name: 'login', reasons: ['no_session'], details: {} },
  params: {
    client_id: 'folio-pwa',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    nonce: 'n-0S6_WzA2Mj9a8fGh3kLm',
    redirect_uri: 'https://folio.example/auth/callback',
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: 'af0ifjsldkj9a8sdf7a6sdf5',
    provider: 'passkey',
  },
  cid: 'Yw3kq8PLm2Zr0aVb',
  trusted: [],
  jti: '3kTq9m1ZxYbV0aLr8sPqW',
};
/** Every client twice: its own address, and one more address inside a single shared /64. */
async function flood(each: (who: string, i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < addresses; i++) {
    await each(addressKey(client(i)), i);
    await each(addressKey(`2001:db8:ffff:1:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}:0:1`), i);
  }
}
const phases: [string, (who: string, i: number) => Promise<unknown>][] = [
  [
    'sign-in limits (authorize, attempts, accounts, per email)',
    async (who, i) => {
      await signIn.authorize.hit(who);
      await signIn.attemptsPerClient.hit(who);
      await signIn.accountsPerClient.hit(who);
      await signIn.attemptsPerEmail.hit(`person${i}@example.org`);
    },
  ],
  [
    'request limits and visitor sets (embedded store)',
    async (who) => {
      await cluster.hit(`contact|ip:${who}`, 10, HOUR);
      await cluster.hit(`messages|ip:${who}`, 10, HOUR);
      await cap.allow('portfolio-1', `address-hash-${who}`, `visitor-hash-${who}`);
      await deduper.first('portfolio-1', `family-${who}`);
    },
  ],
  ['share counter', async (who) => shares.count('portfolio-1', `visitor-hash-${who}`)],
  [
    'sign-in state (an interaction per client)',
    (who, i) =>
      state.upsert({
        model: 'Interaction',
        id: `interaction-${i}-${who}`,
        payload: { ...interaction, uid: `uid-${i}` },
        expiresAt: Date.now() + 30 * 60_000,
        owner: who,
      }),
  ],
];
const rows: string[] = [];
let last = empty;
for (const [name, each] of phases) {
  await flood(each);
  const now = heapMb();
  rows.push(`  ${name}: ${(now - last).toFixed(1)} MB`);
  last = now;
}
const seconds = (Date.now() - started) / 1000;
const after = heapMb();
const held = after - empty;
const victimWait = await cluster.hit(`contact|ip:${victim}`, 10, HOUR);

await state.close();
await shares.flush();
rmSync(dataDir, { recursive: true, force: true });

console.log(`clients: ${addresses.toLocaleString('en')} (+ as many addresses inside one IPv6 /64)`);
console.log(`heap before tables: ${before.toFixed(1)} MB, empty tables: ${empty.toFixed(1)} MB`);
console.log(rows.join('\n'));
console.log(`held after the flood: ${held.toFixed(1)} MB (goal ≤ ${GOAL_MB} MB), in ${seconds.toFixed(0)} s`);
console.log(
  `the limited client is still limited: ${victimWait > 0 ? 'yes' : 'NO'} (retry in ${Math.round(victimWait)} s)`,
);
const ok = held <= GOAL_MB && victimWait > 0;
console.log(ok ? 'met' : 'MISSED');
process.exit(ok ? 0 : 1);
