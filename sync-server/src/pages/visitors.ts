import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Crawlers and other automated clients: never counted as views. Matched on the User-Agent, which a
 * determined bot can fake; this keeps honest bots (all the big ones) out of the figures.
 */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebot|embedly|iframely|preview|whatsapp|telegram|skypeuripreview|mastodon|bitlybot|pinterest|vkshare|headlesschrome|lighthouse|pagespeed|gtmetrix|curl\/|wget\/|python-|go-http-client|node-fetch|undici|axios\/|java\/|okhttp|httpclient|feedfetcher|yandex|baidu|duckduck|semrush|ahrefs|mj12|petal|bytespider|amazonbot|applebot|gptbot|claudebot|perplexity|ccbot/i;

/** Link-preview fetchers: someone pasted the link into a chat or a post, so they count as shares. */
const UNFURLER =
  /facebookexternalhit|facebot|twitterbot|linkedinbot|slackbot|slack-imgproxy|discordbot|whatsapp|telegrambot|skypeuripreview|mastodon|iframely|embedly|redditbot|pinterestbot|vkshare|viber|bitlybot|google-pageRenderer|applebot/i;

export type VisitorKind = 'person' | 'unfurler' | 'crawler';

/** Who is asking, judged by the User-Agent. An empty one is a script, not a person. */
export function classifyVisitor(userAgent: string): VisitorKind {
  if (!userAgent.trim()) return 'crawler';
  if (UNFURLER.test(userAgent)) return 'unfurler';
  if (BOT.test(userAgent)) return 'crawler';
  return 'person';
}

/** The unfurler's family ("slackbot"), so one chat post fetched three times counts once. */
export function unfurlerFamily(userAgent: string): string {
  return (UNFURLER.exec(userAgent)?.[0] ?? 'other').toLowerCase();
}

/**
 * Counts unique visitors per day without cookies or stored IPs: a visitor is
 * sha256(salt of the day + IP + User-Agent). The salt is random, replaced every UTC day, and kept only
 * in memory and the data dir (so a restart keeps today's count right); once replaced, yesterday's
 * hashes can no longer be linked to anyone.
 */
export class VisitorHasher {
  #day = '';
  #salt = '';
  readonly #file: string;

  constructor(dataDir: string) {
    this.#file = path.join(dataDir, 'visitor-salt.json');
  }

  async hash(ip: string, userAgent: string, now = new Date()): Promise<string> {
    const day = now.toISOString().slice(0, 10);
    if (day !== this.#day) await this.#rotate(day);
    return createHash('sha256').update(`${this.#salt}\n${ip}\n${userAgent}`).digest('hex');
  }

  async #rotate(day: string): Promise<void> {
    const stored = await readFile(this.#file, 'utf8')
      .then((text) => JSON.parse(text) as unknown)
      .catch(() => null);
    if (isSalt(stored) && stored.day === day) {
      this.#day = day;
      this.#salt = stored.salt;
      return;
    }
    const salt = randomBytes(32).toString('hex');
    const tmp = `${this.#file}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify({ day, salt }), { mode: 0o600 });
    await rename(tmp, this.#file);
    this.#day = day;
    this.#salt = salt;
  }
}

function isSalt(v: unknown): v is { day: string; salt: string } {
  return (
    typeof v === 'object' &&
    v !== null &&
    'day' in v &&
    'salt' in v &&
    typeof v.day === 'string' &&
    typeof v.salt === 'string' &&
    v.salt.length >= 32
  );
}

/** Remembers which (portfolio, unfurler, day) were already counted as a share, bounded in size. */
export class ShareDeduper {
  readonly #seen = new Set<string>();
  constructor(private readonly max = 10_000) {}

  /** True the first time this key is seen today. */
  first(pid: string, family: string, now = new Date()): boolean {
    const key = `${now.toISOString().slice(0, 10)}|${pid}|${family}`;
    if (this.#seen.has(key)) return false;
    if (this.#seen.size >= this.max) this.#seen.clear();
    this.#seen.add(key);
    return true;
  }
}

/**
 * Caps how many different visitors one address may add to a portfolio's views in a day, so rotating
 * the User-Agent from one machine cannot inflate the count. A few are allowed: people behind one
 * office or home router are real visitors. Keys are daily salted hashes, never raw addresses.
 */
export class AddressCap {
  readonly #visitors = new Map<string, Set<string>>();
  constructor(
    private readonly perAddress = 5,
    private readonly max = 20_000,
  ) {}

  /** False when this address already brought `perAddress` other visitors to the portfolio today. */
  allow(pid: string, addressHash: string, visitorHash: string, now = new Date()): boolean {
    const key = `${now.toISOString().slice(0, 10)}|${pid}|${addressHash}`;
    let seen = this.#visitors.get(key);
    if (seen?.has(visitorHash)) return true;
    if (seen && seen.size >= this.perAddress) return false;
    if (!seen) {
      if (this.#visitors.size >= this.max) this.#visitors.clear();
      seen = new Set();
      this.#visitors.set(key, seen);
    }
    seen.add(visitorHash);
    return true;
  }
}
