import type { IncomingMessage, ServerResponse } from 'node:http';
import { answersAtAnyHost, otherOriginHost } from '../auth/canonicalOrigin.js';
import type { Config } from '../configTypes.js';
import { rememberLast } from '../http/rememberLast.js';
import type { PortfolioRecord } from '../storage/types.js';
import type { CompressedEntity } from './entity.js';
import { pageHeaders } from './headers.js';
import type { NoticedLookup } from './lookup.js';
import { remember } from './remember.js';
import { classifyVisitor } from './visitors.js';

/** How a page's portfolio was found: the lookup and key the fast path asks again. */
export interface FoundBy {
  lookup: NoticedLookup<PortfolioRecord>;
  key: string;
}

/** A path's page as checked against one record of its portfolio: the bytes and headers to write. */
interface Checked {
  entity: CompressedEntity;
  headers: Readonly<Record<string, string>>;
}

/** A path the fast path may answer: how its portfolio was found, the slug it had, its cache entry. */
interface HotPage {
  found: FoundBy;
  slug: string | null;
  cacheKey: string;
  /** canonicalOrigin() passes the path whatever the Host (a first address); else Host is read. */
  anyHost: boolean;
  /**
   * Checks passed, by the record the lookup returned: a lookup hands out the same object until it
   * reads storage again, so a page is checked once per read instead of once per request. Weak, so
   * records the lookup let go of are not kept alive here.
   */
  checked: WeakMap<PortfolioRecord, Checked>;
}

/**
 * Published pages already served, answered again before Koa builds a context (Koa's per-request cost
 * is several times that of writing cached bytes): a GET or HEAD of a path that served a page, while
 * the lookup that found its portfolio is fresh, the slug is still the one it had (else the path now
 * redirects) and the cached rendering is that record's. Everything else returns false and takes the
 * full path, which decides as before: link previews (counted as shares there), another address of
 * this server (canonicalOrigin() sends those to PUBLIC_URL), pages chosen by Accept-Language (never
 * remembered), custom domains (never reach this).
 */
export class PageFastPath {
  readonly #hot = new Map<string, HotPage>();
  readonly #otherOrigin: ReturnType<typeof otherOriginHost>;
  readonly #https: boolean;
  readonly #max: number;
  readonly #current: (portfolio: PortfolioRecord, cacheKey: string) => CompressedEntity | null;

  constructor(
    config: Config,
    /** The cached rendering under `cacheKey` when it is `portfolio`'s current one, else null. */
    current: (portfolio: PortfolioRecord, cacheKey: string) => CompressedEntity | null,
    /** Paths remembered at most; the oldest goes first. */
    max: number,
  ) {
    this.#otherOrigin = otherOriginHost(config);
    this.#https = config.publicUrl.startsWith('https:');
    this.#current = current;
    this.#max = max;
  }

  /** `path` served `portfolio`'s page, cached under `cacheKey`: answer it here while that holds. */
  remember(path: string, found: FoundBy, portfolio: PortfolioRecord, cacheKey: string): void {
    const anyHost = answersAtAnyHost('GET', path);
    const hot = { found, slug: portfolio.slug, cacheKey, anyHost, checked: new WeakMap() };
    remember(this.#hot, path, hot, this.#max);
  }

  /** Whether a User-Agent is a link preview's; a visitor sends the same one with every request. */
  readonly #unfurler = rememberLast((userAgent) => classifyVisitor(userAgent) === 'unfurler');

  /** `path` no longer answers the same page to everyone. */
  forget(path: string): void {
    this.#hot.delete(path);
  }

  /** Writes the cached page and returns true, or returns false having written nothing. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const hot = this.#hot.get(path);
    if (hot === undefined) return false;
    // A slug page asked for at another address of this server goes to PUBLIC_URL first.
    if (!hot.anyHost && this.#otherOrigin(req.headers) !== null) return false;
    const portfolio = hot.found.lookup.peek(hot.found.key);
    if (!portfolio) return false;
    let checked = hot.checked.get(portfolio);
    if (!checked) {
      const entity = portfolio.slug === hot.slug ? this.#current(portfolio, hot.cacheKey) : null;
      if (!entity) return false;
      checked = { entity, headers: pageHeaders(portfolio.settings.noindex, this.#https) };
      hot.checked.set(portfolio, checked);
    }
    // Link previews count as shares; that bookkeeping lives on the full path.
    if (this.#unfurler(req.headers['user-agent'] ?? '')) return false;
    checked.entity.write(req, res, checked.headers);
    return true;
  }
}
