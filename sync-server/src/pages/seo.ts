import { API } from '@folio/shared';
import type { IndexableEntry, PortfolioRecord } from '../storage/types.js';
import { escapeXml } from './html.js';
import type { PageVersion } from './languages.js';
import { pagePath } from './paths.js';

/**
 * robots.txt: portfolios and their pictures are for indexing; the API, private links and the
 * sign-in protocol are not. The app's screens (sign-in, dashboard…) may be crawled: they are the
 * same public shell for everyone, with nothing personal in them until the browser signs in.
 */
export function robotsTxt(publicUrl: string): string {
  const api = API.portfolios.split('/').slice(0, 2).join('/');
  return [
    'User-agent: *',
    'Allow: /$',
    'Allow: /portfolio/',
    'Allow: /og/',
    'Allow: /portfolio-assets/',
    `Disallow: ${api}/`,
    'Disallow: /l/',
    'Disallow: /auth/',
    'Disallow: /oidc/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The sitemap protocol's limit of URLs in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** A sitemap's portfolio with its addresses: the main page's, and each translation's when it has them. */
export type SitemapEntry = IndexableEntry & { versions?: readonly Pick<PageVersion, 'lang' | 'path'>[] };

/**
 * sitemap.xml of published portfolios whose owners let search engines index them (storage's
 * listIndexable). A portfolio in several languages lists each address, and each of its <url>
 * entries names all of them (and the main one as x-default) with xhtml:link, as the page's own
 * hreflang links do: search engines want the full set on every URL, itself included.
 */
export function sitemapXml(publicUrl: string, portfolios: SitemapEntry[]): string {
  const urls = portfolios.flatMap((p) => {
    const lastmod = `<lastmod>${escapeXml(p.updatedAt.slice(0, 10))}</lastmod>`;
    const versions = p.versions ?? [];
    if (versions.length < 2) return [`<url><loc>${escapeXml(publicUrl + pagePath(p))}</loc>${lastmod}</url>`];
    const links = [
      ...versions.map((v) => ({ lang: v.lang as string, path: v.path })),
      { lang: 'x-default', path: pagePath(p) },
    ]
      .map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(l.lang)}" href="${escapeXml(publicUrl + l.path)}"/>`,
      )
      .join('');
    return versions.map((v) => `<url><loc>${escapeXml(publicUrl + v.path)}</loc>${lastmod}${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}

/** robots.txt of a custom domain: its one page (at the root) is for indexing unless the owner said no. */
export function siteRobotsTxt(origin: string, indexable: boolean): string {
  const rules = indexable ? ['Allow: /$', 'Allow: /og/', 'Disallow: /portfolio/'] : ['Disallow: /'];
  return ['User-agent: *', ...rules, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** sitemap.xml of a custom domain: its root, when the portfolio may be indexed. */
export function siteSitemapXml(origin: string, portfolio: PortfolioRecord): string {
  const url =
    portfolio.published && !portfolio.settings.noindex
      ? `<url><loc>${escapeXml(`${origin}/`)}</loc><lastmod>${escapeXml(portfolio.updatedAt.slice(0, 10))}</lastmod></url>`
      : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${url}</urlset>\n`;
}
