import type Koa from 'koa';
import { API, findTemplate } from '@folio/shared';
import type { Config } from '../configTypes.js';
import type { PublishedPagesHandle } from '../pages/index.js';
import { ASSET_PREFIX } from '../pages/paths.js';
import { siteRobotsTxt, siteSitemapXml } from '../pages/seo.js';
import { NoticedLookup } from '../pages/lookup.js';
import type { CustomDomainRecord, Storage } from '../storage/types.js';
import { appHostFilter, verifiedClaimFor } from './hosts.js';
import { DomainRechecker } from './recheck.js';

/** What answers at a host that is no verified portfolio's: nothing, and nothing cached for long. */
function plainNotFound(ctx: Koa.Context): void {
  ctx.status = 404;
  ctx.type = 'text/plain; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = 'Not found';
}

/**
 * Requests for a host that is not this server's own (appHostFilter): the portfolio whose verified
 * custom domain it is answers at `/`, with its robots.txt, sitemap.xml, Open Graph image, page
 * assets, its own view, contact and thank-you addresses and the contact form's API call; its old
 * address redirects to `/`, and the domain's www. name to the same path at the domain.
 * Anything else at such a host — any other path, an unverified, removed or unknown domain, an
 * unpublished portfolio — is a plain 404: never another portfolio, never the app or its API.
 */
export function customDomainSites(deps: {
  config: Config;
  storage: Storage;
  pages: PublishedPagesHandle;
}): Koa.Middleware {
  const isAppHost = appHostFilter(deps.config);
  // Cached like published pages, and dropped the same way: verifying, re-checking or removing a
  // domain announces its portfolio, as publishing, unpublishing and deleting do.
  const verified = new NoticedLookup<CustomDomainRecord>(
    deps.storage,
    (domain) => deps.storage.domains.getVerified(domain),
    (record) => record.portfolioId,
  );
  const rechecker = new DomainRechecker(deps.storage, deps.config);
  return async function serveCustomDomains(ctx, next) {
    // ctx.hostname reads X-Forwarded-Host only behind a trusted proxy (app.proxy = TRUST_PROXY).
    const host = ctx.hostname.toLowerCase().replace(/\.$/, '');
    if (isAppHost(host)) return next();
    const claim = await verifiedClaimFor(host, (domain) => verified.get(domain));
    if (!claim && !deps.config.publicUrlGiven) return next();
    const portfolio = claim ? await deps.pages.published(claim.record.portfolioId) : null;
    if (!claim || !portfolio) return plainNotFound(ctx);
    void rechecker.recheckIfDue(claim.record);
    if (claim.alias) {
      ctx.status = 301;
      ctx.set('Cache-Control', 'public, max-age=60');
      ctx.redirect(`https://${claim.record.domain}${ctx.url}`);
      return;
    }
    const origin = `https://${host}`;
    const read = ctx.method === 'GET' || ctx.method === 'HEAD';
    const path = ctx.path;
    const text = (type: string, body: string) => {
      ctx.status = 200;
      ctx.type = type;
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = body;
    };

    if (read && path === '/') return deps.pages.serveAtRoot(ctx, portfolio, origin);
    if (read && path === '/robots.txt')
      return text('text/plain; charset=utf-8', siteRobotsTxt(origin, !portfolio.settings.noindex));
    if (read && path === '/sitemap.xml')
      return text('application/xml; charset=utf-8', siteSitemapXml(origin, portfolio));

    const segments = path.split('/').slice(1);
    const pid = encodeURIComponent(portfolio.id);
    if (read && path === `/og/${pid}.png`) return deps.pages.serveOgImageAt(ctx, portfolio, host);
    const own =
      (read && path.startsWith(ASSET_PREFIX)) ||
      (segments[0] === 'portfolio' &&
        segments[1] === pid &&
        ['view', 'view.gif', 'contact', 'contact/sent'].includes(segments.slice(2).join('/')));
    if (own) return deps.pages.middleware(ctx, async () => plainNotFound(ctx));
    // The page script's contact form posts to the API; only this portfolio's, and only that call.
    if (ctx.method === 'POST' && path === API.portfolioMessages(portfolio.id)) return next();
    // The original PDF the owner offers (the API answers 404 when they do not).
    if (read && path === API.portfolioPdf(portfolio.id)) return next();

    // The page's address on this server (/portfolio/{Template}/{pid}, /portfolio/{pid}) lives at / here.
    const [, first = '', second, ...rest] = segments;
    const oldAddress =
      read &&
      segments[0] === 'portfolio' &&
      rest.length === 0 &&
      ((first === pid && !second) || (findTemplate(decodeSafe(first)) !== undefined && second === pid));
    if (oldAddress) {
      ctx.status = 301;
      ctx.set('Cache-Control', 'public, max-age=60');
      ctx.redirect('/');
      return;
    }
    plainNotFound(ctx);
  };
}

function decodeSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
