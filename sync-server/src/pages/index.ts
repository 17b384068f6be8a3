import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type Koa from 'koa';
import {
  findTemplate,
  isPageLanguage,
  normalizeSlug,
  redactResume,
  slugProblem,
  type PageLanguageCode,
} from '@folio/shared';
import { TEMPLATE_COMPONENTS, toTemplateView } from '@folio/shared/templates';
import type { Auth } from '../auth/index.js';
import type { Config } from '../configTypes.js';
import { ownHostnames } from '../domains/hosts.js';
import { rateLimit } from '../http/rateLimit.js';
import { log } from '../log.js';
import { clientIp, optionalUser } from '../routes/context.js';
import { hasPdf } from '../routes/portfolios/service.js';
import type { IndexableEntry, PortfolioRecord, Storage } from '../storage/types.js';
import { loadPageAssets, type PageAssets } from './assets.js';
import { receiveContactForm } from './contact.js';
import { mailOwnerAboutMessage } from '../mail/messageMail.js';
import type { Mailer } from '../mail/mailer.js';
import { CompressedEntity } from './entity.js';
import { PageFastPath, type FoundBy } from './fastPath.js';
import { messageInvalidPage, messageSentPage, noIdPage, notFoundPage } from './errorPages.js';
import { IMMUTABLE, PAGE_CSP, PAGE_SHARED_CACHE_SECONDS, pageHeaders } from './headers.js';
import { inLanguage, negotiate, pageVersions, type PageVersion } from './languages.js';
import { publishedLookup, slugLookup, type NoticedLookup } from './lookup.js';
import { OG_CARD_WIDTH, OG_WIDTH, renderOgPng } from './og.js';
import {
  ASSET_PREFIX,
  contactSentPath,
  LEGACY_PREFIX,
  OG_CARD_PREFIX,
  pagePath,
  ROBOTS_PATH,
  SITEMAP_PATH,
} from './paths.js';
import { ReservedAddresses } from './reserved.js';
import { remember } from './remember.js';
import { renderPortfolioHtml } from './render.js';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapXml, type SitemapEntry } from './seo.js';
import {
  AddressCap,
  classifyVisitor,
  PIXEL,
  sentByOtherSite,
  ShareDeduper,
  unfurlerFamily,
  VisitorHasher,
} from './visitors.js';
import { referrerHost } from './referrer.js';

/**
 * How long the sitemap is served from memory without asking storage again; any portfolio change
 * drops it at once, so this only bounds a change notice lost between server processes. Building it
 * scans and sorts every published portfolio (half a second at 100,000 in the embedded store), far
 * too much to do for every anonymous request.
 */
const SITEMAP_TTL_MS = 60_000;
/**
 * A revision's Open Graph picture never changes, so browsers keep it a day; a shared cache only as
 * long as the page itself, so a portfolio unpublished or deleted takes its picture with it.
 */
const ogCaching = (versioned: boolean) =>
  versioned ? `public, max-age=86400, s-maxage=${PAGE_SHARED_CACHE_SECONDS}` : 'public, max-age=300';
/**
 * The card's copy is for the owner's dashboard, whose list names the current revision: kept a year, in
 * the browser only (private), so no shared cache goes on serving it after the portfolio is unpublished.
 */
const cardCaching = (versioned: boolean) => (versioned ? 'private, max-age=31536000, immutable' : 'no-cache');

/** Cached pages and pictures kept at most; the oldest entry goes first. */
const MAX_CACHED_PAGES = 1000;
const MAX_CACHED_IMAGES = 200;

export interface PagesDeps {
  config: Config;
  storage: Storage;
  auth: Auth;
  /** First path segments that are not slugs (the app's screens, the API…): passed on untouched. */
  addresses?: ReservedAddresses;
  /** For the owner's email about each contact message (mail/messageMail.ts); null without mail. */
  mailer?: Mailer | null;
}

export interface PublishedPagesHandle {
  middleware: Koa.Middleware;
  /**
   * Wraps the app's request listener (`http.createServer(pages.wrap(app.callback()))`) so a page
   * already rendered and recently looked up is written straight to the socket before Koa builds a
   * context (Koa's per-request cost is larger than writing cached bytes). Everything else — first
   * views, link-preview bots, other paths — goes on to the app unchanged.
   */
  wrap(listener: RequestListener): RequestListener;
  /** The built page assets (loaded once), for the site export. */
  assets(): Promise<PageAssets>;
  /** Answers with the published portfolio as the root page of `origin` (a verified custom domain). */
  serveAtRoot(ctx: Koa.Context, portfolio: PortfolioRecord, origin: string): Promise<void>;
  /** The portfolio's Open Graph picture naming `host` (a verified custom domain) as its address. */
  serveOgImageAt(ctx: Koa.Context, portfolio: PortfolioRecord, host: string): Promise<void>;
  /** The portfolio when it exists and is published (from the pages' cached lookup), else null. */
  published(pid: string): Promise<PortfolioRecord | null>;
}

/**
 * Published pages: /{slug}, and the first addresses /portfolio/{Template}/{pid} (also the share form
 * /portfolio/{url}, and the template id in place of its name) and previous slugs redirecting there;
 * the no-script contact form and view pixel, /sitemap.xml, /robots.txt,
 * Open Graph images at /og/{pid}.png and the pages' hashed assets under /portfolio-assets/ — as a Koa
 * middleware plus the fast path in front of the app.
 */
export function createPublishedPages(deps: PagesDeps): PublishedPagesHandle {
  const pages = new PublishedPages(deps);
  return {
    middleware: async function servePublishedPages(ctx, next) {
      const handled = await pages.handle(ctx);
      if (!handled) await next();
    },
    wrap: (listener) =>
      function servePublishedPagesFast(req, res) {
        if (!pages.serveCached(req, res)) void listener(req, res);
      },
    assets: () => pages.assets(),
    serveAtRoot: (ctx, portfolio, origin) => pages.page(ctx, portfolio, { origin }),
    serveOgImageAt: (ctx, portfolio, host) => pages.ogImage(ctx, portfolio, host),
    published: (pid) => pages.published(pid),
  };
}

class PublishedPages {
  readonly #config: Config;
  readonly #storage: Storage;
  readonly #auth: Auth;
  #assets: Promise<PageAssets> | null = null;
  readonly #pages = new Map<string, { key: string; entity: CompressedEntity }>();
  readonly #rendering = new Map<string, Promise<CompressedEntity>>();
  readonly #images = new Map<string, { key: string; entity: CompressedEntity }>();
  readonly #hasher: VisitorHasher;
  readonly #shares: ShareDeduper;
  readonly #addressCap: AddressCap;
  readonly #contactLimit: Koa.Middleware;
  readonly #lookup: NoticedLookup<PortfolioRecord>;
  readonly #bySlug: NoticedLookup<PortfolioRecord>;
  readonly #addresses: ReservedAddresses;
  /** Paths that served a page, answered again in front of Koa. */
  readonly #fast: PageFastPath;
  #assetsVersion = '';
  readonly #https: boolean;
  readonly #mailer: Mailer | null;
  #sitemap: { at: number; xml: string; modified: Date } | null = null;
  #sitemapPending: { changes: number; built: Promise<{ at: number; xml: string; modified: Date }> } | null =
    null;
  /** Bumped by every portfolio change, so a sitemap built from older data is not kept. */
  #changes = 0;

  constructor({ config, storage, auth, addresses = new ReservedAddresses(), mailer = null }: PagesDeps) {
    this.#mailer = mailer;
    this.#config = config;
    this.#storage = storage;
    this.#auth = auth;
    this.#hasher = new VisitorHasher(storage.cluster);
    this.#shares = new ShareDeduper(storage.cluster);
    this.#addressCap = new AddressCap(storage.cluster);
    this.#lookup = publishedLookup(storage);
    this.#bySlug = slugLookup(storage);
    this.#addresses = addresses;
    this.#https = config.publicUrl.startsWith('https:');
    this.#fast = new PageFastPath(
      config,
      (portfolio, cacheKey) => {
        const cached = this.#pages.get(cacheKey);
        return cached && cached.key === this.#pageKey(portfolio) ? cached.entity : null;
      },
      MAX_CACHED_PAGES * 2,
    );
    storage.cluster.onPortfolioChange(() => {
      this.#changes += 1;
      this.#sitemap = null;
    });
    this.#contactLimit = rateLimit({
      counts: storage.cluster,
      scope: 'page-contact',
      limit: config.rateLimits.contactPerHour,
      windowMs: 3_600_000,
      key: (ctx) => `page-contact:${clientIp(ctx)}`,
    });
  }

  assets(): Promise<PageAssets> {
    if (!this.#assets) {
      this.#assets = loadPageAssets().then((assets) => {
        this.#assetsVersion = assets.version;
        return assets;
      });
      this.#assets.catch(() => {
        this.#assets = null;
      });
    }
    return this.#assets;
  }

  /** The fast path in front of Koa (fastPath.ts): true when it answered the request. */
  serveCached(req: IncomingMessage, res: ServerResponse): boolean {
    return this.#fast.serve(req, res);
  }

  #pageKey(portfolio: PortfolioRecord): string {
    // The upload behind it counts: deleting it (Your data) takes the PDF link off the page.
    // So does the slug: the canonical address names it.
    return `${portfolio.revision}|${portfolio.templateId}|${portfolio.updatedAt}|${portfolio.resumeId ?? ''}|${portfolio.slug ?? ''}|${this.#assetsVersion}`;
  }

  /** Answers the request when it is ours; returns false to pass it on. */
  async handle(ctx: Koa.Context): Promise<boolean> {
    const path = ctx.path;
    const read = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (read && path.startsWith(ASSET_PREFIX)) return this.#asset(ctx, path.slice(ASSET_PREFIX.length));
    if (read && path === ROBOTS_PATH)
      return this.#text(ctx, 'text/plain; charset=utf-8', robotsTxt(this.#config.publicUrl));
    if (read && path === SITEMAP_PATH) {
      const sitemap = await this.#sitemapXml();
      ctx.status = 200;
      ctx.lastModified = sitemap.modified;
      if (ctx.fresh) {
        ctx.status = 304;
        ctx.set('Cache-Control', 'public, max-age=300');
        return true;
      }
      return this.#text(ctx, 'application/xml; charset=utf-8', sitemap.xml);
    }
    if (read && path.startsWith(OG_CARD_PREFIX) && path.endsWith('.png')) {
      const pid = decode(path.slice(OG_CARD_PREFIX.length, -'.png'.length));
      return pid !== null && this.#ogAt(ctx, pid, OG_CARD_WIDTH);
    }
    if (read && path.startsWith('/og/') && path.endsWith('.png')) {
      const pid = decode(path.slice('/og/'.length, -'.png'.length));
      return pid !== null && this.#ogAt(ctx, pid, OG_WIDTH);
    }
    if (path !== '/portfolio' && !path.startsWith(LEGACY_PREFIX)) return read && this.#slugPage(ctx, path);

    const segments = path.slice('/portfolio'.length).split('/').slice(1).map(decode);
    if (segments.some((s) => s === null)) return this.#html(ctx, 400, notFoundPage(await this.assets()));
    const [first = '', second = '', third = ''] = segments as string[];
    const extra = segments.length > 3;

    if (ctx.method === 'POST' && second === 'view' && !third) return this.#countView(ctx, first, true);
    if (read && second === 'view.gif' && !third) return this.#countView(ctx, first, false);
    if (ctx.method === 'POST' && second === 'contact' && !third) return this.#contact(ctx, first);
    if (read && second === 'contact' && third === 'sent' && !extra) return this.#contactSent(ctx, first);
    if (!read) return false;

    const template = first ? findTemplate(first) : undefined;
    if (!first || (template && !second)) return this.#html(ctx, 404, noIdPage(await this.assets()));
    if (extra || third) return this.#html(ctx, 404, notFoundPage(await this.assets()));
    // `/portfolio/{pid}` alone, a wrong template name, or a portfolio that has its slug now: find the
    // portfolio and send people to its address.
    const pid = template ? second : second || first;
    const portfolio = await this.published(pid);
    if (!portfolio) return this.#html(ctx, 404, notFoundPage(await this.assets()));
    if (path !== pagePath(portfolio)) return this.#redirect(ctx, pagePath(portfolio), portfolio);
    await this.page(ctx, portfolio, { foundBy: { lookup: this.#lookup, key: pid } });
    return true;
  }

  /**
   * `/{slug}` and `/{slug}/{lang}` (a translation): the page when it is the portfolio's current slug as written, a 301 to it from a
   * previous slug or another spelling (case, encoding, a trailing slash), a 404 for a slug nobody
   * holds. Reserved first segments (the app's screens, files) and longer paths are passed on.
   */
  async #slugPage(ctx: Koa.Context, path: string): Promise<boolean> {
    const [raw = '', rest = '', extra] = path.slice(1).split('/');
    if (extra !== undefined || (rest !== '' && !isPageLanguage(rest))) return false;
    const typed = decode(raw);
    if (typed === null || typed === '' || this.#addresses.has(typed) || typed.includes('.')) return false;
    const slug = normalizeSlug(typed);
    const portfolio = slugProblem(slug) === null ? await this.#bySlug.get(slug) : null;
    if (!portfolio) return this.#html(ctx, 404, notFoundPage(await this.assets()));
    // A language the portfolio is not in is missing; its main language lives at the bare address.
    const version = rest ? pageVersions(portfolio).find((v) => v.lang === rest) : undefined;
    if (rest && !version) return this.#html(ctx, 404, notFoundPage(await this.assets()));
    const target = version?.path ?? pagePath(portfolio);
    if (path !== target) return this.#redirect(ctx, target, portfolio);
    await this.page(ctx, portfolio, {
      lang: version && !version.main ? version.lang : undefined,
      foundBy: { lookup: this.#bySlug, key: slug },
    });
    return true;
  }

  /** 301 to `target`, the portfolio's address, with the query kept (campaign tags on a shared link). */
  #redirect(ctx: Koa.Context, target: string, portfolio: PortfolioRecord): boolean {
    ctx.status = 301;
    ctx.set({
      ...pageHeaders(portfolio.settings.noindex, this.#https),
      'Cache-Control': 'public, max-age=60',
    });
    ctx.redirect(target + (ctx.querystring ? `?${ctx.querystring}` : ''));
    return true;
  }

  /**
   * The sitemap's entries, with the addresses of each language for those holding translations:
   * only those few are read whole, a few at a time, and pageVersions decides their addresses as it
   * does for the pages themselves. The URL limit counts every address.
   */
  async #withVersions(entries: IndexableEntry[]): Promise<SitemapEntry[]> {
    const out: SitemapEntry[] = entries.map((e) => ({ ...e }));
    const translated = out.filter((e) => e.translated && e.slug);
    for (let i = 0; i < translated.length; i += 8) {
      await Promise.all(
        translated.slice(i, i + 8).map(async (entry) => {
          const record = await this.#storage.portfolios.get(entry.id);
          if (record?.published && !record.settings.noindex) entry.versions = pageVersions(record);
        }),
      );
    }
    const kept: SitemapEntry[] = [];
    let urls = 0;
    for (const entry of out) {
      urls += entry.versions?.length ?? 1;
      if (urls > SITEMAP_MAX_URLS) break;
      kept.push(entry);
    }
    return kept;
  }

  /** The sitemap, built at most once per change (and per SITEMAP_TTL_MS); concurrent misses share it. */
  #sitemapXml(): Promise<{ at: number; xml: string; modified: Date }> {
    const cached = this.#sitemap;
    if (cached && Date.now() - cached.at < SITEMAP_TTL_MS) return Promise.resolve(cached);
    const changes = this.#changes;
    if (this.#sitemapPending?.changes === changes) return this.#sitemapPending.built;
    const built = (async () => {
      const published = await this.#withVersions(
        await this.#storage.portfolios.listIndexable(SITEMAP_MAX_URLS),
      );
      const now = Date.now();
      // Whole seconds, as HTTP dates are; never later than the response's Date.
      const sitemap = {
        at: now,
        xml: sitemapXml(this.#config.publicUrl, published),
        modified: new Date(Math.floor(now / 1000) * 1000),
      };
      if (changes === this.#changes) this.#sitemap = sitemap;
      return sitemap;
    })().finally(() => {
      if (this.#sitemapPending?.built === built) this.#sitemapPending = null;
    });
    this.#sitemapPending = { changes, built };
    return built;
  }

  published(pid: string): Promise<PortfolioRecord | null> {
    return this.#lookup.get(pid);
  }

  /**
   * The page; with `origin`, as the root page of that custom domain (never on the fast path). A
   * portfolio in several languages answers its bare address in the language the browser asks for
   * first (Vary: Accept-Language; then never on the fast path, which does not look at the header),
   * and `lang`'s translation at its own address. `foundBy` (the lookup that found the portfolio)
   * lets the fast path answer this path again while that lookup stays fresh.
   */
  async page(
    ctx: Koa.Context,
    portfolio: PortfolioRecord,
    { origin, lang, foundBy }: { origin?: string; lang?: PageLanguageCode; foundBy?: FoundBy } = {},
  ): Promise<void> {
    const ua = ctx.get('User-Agent');
    if (classifyVisitor(ua) === 'unfurler' && (await this.#shares.first(portfolio.id, unfurlerFamily(ua)))) {
      this.#storage.stats
        .record(portfolio.id, 'share')
        .catch((error: unknown) => log.warn('Share not counted', { error }));
    }
    const versions = origin ? [] : pageVersions(portfolio);
    const negotiated = versions.length > 1 && !lang;
    const version =
      versions.length < 2
        ? undefined
        : lang
          ? versions.find((v) => v.lang === lang)
          : negotiate(versions, ctx.get('Accept-Language'));
    const languages = version ? { version, versions } : undefined;
    const cacheKey = origin
      ? `${portfolio.id}@${origin}`
      : version
        ? `${portfolio.id}/${version.lang}`
        : portfolio.id;
    const entity = await this.#pageEntity(portfolio, cacheKey, origin, languages);
    // A negotiated page depends on a header the fast path does not read: that path is no longer its.
    if (negotiated) this.#fast.forget(ctx.path);
    else if (!origin && foundBy) this.#fast.remember(ctx.path, foundBy, portfolio, cacheKey);
    ctx.status = 200;
    ctx.respond = false;
    entity.write(ctx.req, ctx.res, pageHeaders(portfolio.settings.noindex, this.#https, negotiated));
  }

  /** The page's bytes for this revision: from the cache, or rendered once (concurrent requests share it). */
  async #pageEntity(
    portfolio: PortfolioRecord,
    /** A custom domain's rendering and each language's are cached apart from the page's own. */
    cacheKey: string,
    origin?: string,
    languages?: { version: PageVersion; versions: PageVersion[] },
  ): Promise<CompressedEntity> {
    const assets = await this.assets();
    const key = this.#pageKey(portfolio);
    const cached = this.#pages.get(cacheKey);
    if (cached && cached.key === key) return cached.entity;
    const pendingKey = `${cacheKey}|${key}`;
    let pending = this.#rendering.get(pendingKey);
    if (!pending) {
      pending = (async () => {
        const pdfStored = portfolio.settings.offerPdf && (await hasPdf(this.#storage, portfolio));
        const html = origin
          ? renderPortfolioHtml(portfolio, origin, assets, { atRoot: true, pdfStored })
          : languages
            ? renderPortfolioHtml(inLanguage(portfolio, languages.version), this.#config.publicUrl, assets, {
                pdfStored,
                languages: {
                  current: languages.version.lang,
                  versions: languages.versions.map((v) => ({ lang: v.lang, path: v.path })),
                },
              })
            : renderPortfolioHtml(portfolio, this.#config.publicUrl, assets, { pdfStored });
        const entity = await CompressedEntity.create(html, 'text/html; charset=utf-8');
        remember(this.#pages, cacheKey, { key, entity }, MAX_CACHED_PAGES);
        return entity;
      })().finally(() => this.#rendering.delete(pendingKey));
      this.#rendering.set(pendingKey, pending);
    }
    return pending;
  }

  /** The Open Graph picture at `width` of a published portfolio, at this server's own address. */
  async #ogAt(ctx: Koa.Context, pid: string, width: number): Promise<boolean> {
    const portfolio = await this.published(pid);
    if (!portfolio) {
      ctx.status = 404;
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return true;
    }
    await this.ogImage(ctx, portfolio, new URL(this.#config.publicUrl).host, width);
    return true;
  }

  /**
   * The Open Graph picture naming `host` as the page's address (this server's, or a custom domain), at
   * `width`: full size for link previews, or the dashboard card's copy.
   */
  async ogImage(ctx: Koa.Context, portfolio: PortfolioRecord, host: string, width = OG_WIDTH): Promise<void> {
    const key = `${portfolio.revision}|${portfolio.updatedAt}`;
    const cacheKey = `${width}:${portfolio.id}@${host}`;
    let cached = this.#images.get(cacheKey);
    if (!cached || cached.key !== key) {
      const view = toTemplateView(redactResume(portfolio.resume, portfolio.settings), portfolio.settings);
      const withPhoto = portfolio.settings.photoInPreview === true;
      const png = renderOgPng(view, TEMPLATE_COMPONENTS[portfolio.templateId].accent, host, width, withPhoto);
      cached = { key, entity: await CompressedEntity.create(png, 'image/png', { compress: false }) };
      remember(this.#images, cacheKey, cached, MAX_CACHED_IMAGES);
    }
    const versioned = ctx.query.v === String(portfolio.revision);
    cached.entity.send(ctx, {
      'Cache-Control': width === OG_WIDTH ? ogCaching(versioned) : cardCaching(versioned),
      'X-Content-Type-Options': 'nosniff',
    });
  }

  /**
   * Counts a view. Bots never count; a visitor counts once per day (salted daily hash, no cookie);
   * the owner's own visits don't count: the page script sends the owner's bearer token when the PWA
   * has one stored on this origin. The no-script pixel (`withOwnerCheck` false) can't carry a token.
   * A counted view also counts under the referring site's host: the page script sends the page's
   * document.referrer as `ref` (its request's own Referer is the page); otherwise the Referer header.
   */
  async #countView(ctx: Koa.Context, pid: string, withOwnerCheck: boolean): Promise<boolean> {
    ctx.set('Cache-Control', 'no-store');
    const answer = (outcome: string) => {
      ctx.set('X-Folio-View', outcome);
      if (withOwnerCheck) ctx.status = 204;
      else {
        ctx.status = 200;
        ctx.type = 'image/gif';
        ctx.body = PIXEL;
      }
      return true;
    };
    const portfolio = await this.published(pid);
    if (!portfolio) return answer('unknown');
    const ua = ctx.get('User-Agent');
    if (classifyVisitor(ua) !== 'person') return answer('bot');
    if (sentByOtherSite(ctx.get('Sec-Fetch-Site'))) return answer('cross-site');
    if (withOwnerCheck && ctx.get('Authorization')) {
      await this.#auth.optionalUser(ctx, async () => {});
      if (optionalUser(ctx)?.id === portfolio.ownerId) return answer('owner');
    }
    const address = clientIp(ctx);
    const visitor = await this.#hasher.hash(address, ua);
    if (!(await this.#addressCap.allow(portfolio.id, await this.#hasher.hash(address, ''), visitor))) {
      return answer('limited');
    }
    const { ref } = ctx.query;
    const referrer = referrerHost(typeof ref === 'string' ? ref : ctx.get('Referer'), [
      ...ownHostnames(this.#config),
      ctx.hostname,
    ]);
    const counted = await this.#storage.stats.record(portfolio.id, 'view', visitor, referrer ?? undefined);
    return answer(counted ? 'counted' : 'repeat');
  }

  async #contact(ctx: Koa.Context, pid: string): Promise<boolean> {
    const assets = await this.assets();
    const portfolio = await this.published(pid);
    if (!portfolio) return this.#html(ctx, 404, notFoundPage(assets));
    const back = `${pagePath(portfolio)}#contact`;
    await this.#contactLimit(ctx, async () => {
      const mail = { config: this.#config, storage: this.#storage, mailer: this.#mailer };
      const outcome = await receiveContactForm(ctx, portfolio, this.#storage, (message) =>
        mailOwnerAboutMessage(mail, portfolio, message),
      );
      if (outcome.ok) {
        ctx.status = 303;
        ctx.set({ ...pageHeaders(true, this.#https), 'Cache-Control': 'no-store' });
        ctx.redirect(contactSentPath(portfolio.id));
      } else {
        this.#html(ctx, outcome.status, messageInvalidPage(assets, back, outcome.problems));
      }
    });
    return true;
  }

  async #contactSent(ctx: Koa.Context, pid: string): Promise<boolean> {
    const assets = await this.assets();
    const portfolio = await this.published(pid);
    if (!portfolio) return this.#html(ctx, 404, notFoundPage(assets));
    const back = pagePath(portfolio);
    return this.#html(ctx, 200, messageSentPage(assets, back, portfolio.resume.personalInfo.name.trim()));
  }

  async #asset(ctx: Koa.Context, name: string): Promise<boolean> {
    const entity = (await this.assets()).files.get(name);
    if (!entity) return false;
    entity.send(ctx, { 'Cache-Control': IMMUTABLE, 'Access-Control-Allow-Origin': '*' });
    return true;
  }

  #text(ctx: Koa.Context, type: string, body: string): boolean {
    ctx.status = 200;
    ctx.type = type;
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = body;
    return true;
  }

  /** An uncached HTML page (errors, thank-you) with the published pages' security headers. */
  #html(ctx: Koa.Context, status: number, html: string): boolean {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set({
      ...pageHeaders(true, this.#https),
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': PAGE_CSP,
    });
    ctx.body = html;
    return true;
  }
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
