import { createHash, randomBytes } from 'node:crypto';
import type { ClusterState } from '../storage/types.js';

/**
 * Crawlers and other automated clients: never counted as views. Matched on the User-Agent, which a
 * determined bot can fake; this keeps honest bots (all the big ones) out of the figures.
 */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebot|embedly|iframely|preview|whatsapp|telegram|skypeuripreview|mastodon|bitlybot|pinterest|vkshare|headlesschrome|lighthouse|pagespeed|gtmetrix|curl\/|wget\/|python-|go-http-client|node-fetch|undici|axios\/|java\/|okhttp|httpclient|feedfetcher|yandex|baidu|duckduck|semrush|ahrefs|mj12|petal|bytespider|amazonbot|applebot|gptbot|claudebot|perplexity|ccbot/i;

/** Link-preview fetchers: someone pasted the link into a chat or a post, so they count as shares. */
const UNFURLER =
  /facebookexternalhit|facebot|twitterbot|linkedinbot|slackbot|slack-imgproxy|discordbot|whatsapp|telegrambot|skypeuripreview|mastodon|iframely|embedly|redditbot|pinterestbot|vkshare|viber|bitlybot|google-pageRenderer|applebot/i;

/** A transparent 1×1 GIF: the no-script view pixel of published pages and private links. */
export const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export type VisitorKind = 'person' | 'unfurler' | 'crawler';

/** Who is asking, judged by the User-Agent. An empty one is a script, not a person. */
export function classifyVisitor(userAgent: string): VisitorKind {
  if (!userAgent.trim()) return 'crawler';
  if (UNFURLER.test(userAgent)) return 'unfurler';
  if (BOT.test(userAgent)) return 'crawler';
  return 'person';
}

/**
 * Whether another site's page made the browser send this request (Sec-Fetch-Site, which pages
 * cannot set): a pixel or a form embedded elsewhere would otherwise turn every visitor of that site
 * into a view or a share of the portfolio. Our own pages, the app and a custom domain's page call
 * their own origin; `same-site` (another port in development) still counts.
 */
export function sentByOtherSite(secFetchSite: string): boolean {
  return secFetchSite.trim().toLowerCase() === 'cross-site';
}

/** The unfurler's family ("slackbot"), so one chat post fetched three times counts once. */
export function unfurlerFamily(userAgent: string): string {
  return (UNFURLER.exec(userAgent)?.[0] ?? 'other').toLowerCase();
}

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Counts unique visitors per day without cookies or stored IPs: a visitor is
 * sha256(salt of the day + IP + User-Agent). The salt is random, made for each UTC day and shared by
 * every server process (ClusterState secrets), so a visitor is the same on every instance and after a
 * restart; yesterday's salt is deleted, after which yesterday's hashes can no longer be linked to anyone.
 */
export class VisitorHasher {
  #day = '';
  #salt = '';

  constructor(private readonly cluster: ClusterState) {}

  async hash(ip: string, userAgent: string, now = new Date()): Promise<string> {
    const day = utcDay(now);
    if (day !== this.#day) await this.#rotate(day);
    return createHash('sha256').update(`${this.#salt}\n${ip}\n${userAgent}`).digest('hex');
  }

  async #rotate(day: string): Promise<void> {
    const name = `${SALT_PREFIX}${day}`;
    this.#salt = await this.cluster.secret(name, async () => randomBytes(32).toString('hex'));
    this.#day = day;
    await this.cluster.dropSecrets(SALT_PREFIX, name);
  }
}

const SALT_PREFIX = 'visitor-salt-';

/**
 * Remembers which (portfolio, who, day) were already counted, across all servers: an unfurler's
 * family as a share (the default), or a visitor's hash as a download (`kind` 'download').
 */
export class ShareDeduper {
  constructor(
    private readonly cluster: ClusterState,
    private readonly kind = 'share',
  ) {}

  /** True the first time this key is seen today. */
  async first(pid: string, family: string, now = new Date()): Promise<boolean> {
    const key = `${this.kind}|${utcDay(now)}|${pid}|${family}`;
    return (await this.cluster.join(key, '1', 1, DAY_MS)) === 'added';
  }
}

/**
 * Caps how many different visitors one address may add to a portfolio's views in a day, so rotating
 * the User-Agent from one machine cannot inflate the count. A few are allowed: people behind one
 * office or home router are real visitors. Keys are daily salted hashes, never raw addresses.
 */
export class AddressCap {
  constructor(
    private readonly cluster: ClusterState,
    private readonly perAddress = 5,
  ) {}

  /** False when this address already brought `perAddress` other visitors to the portfolio today. */
  async allow(pid: string, addressHash: string, visitorHash: string, now = new Date()): Promise<boolean> {
    const key = `visitors|${utcDay(now)}|${pid}|${addressHash}`;
    return (await this.cluster.join(key, visitorHash, this.perAddress, DAY_MS)) !== 'full';
  }
}
