import { API } from '@folio/shared';
import type { IndexableEntry } from '../storage/types.js';
import { escapeXml } from './html.js';
import { portfolioPath } from './paths.js';

/** robots.txt: portfolios and their pictures are for indexing; the app and the API are not. */
export function robotsTxt(publicUrl: string): string {
  const api = API.portfolios.split('/').slice(0, 2).join('/');
  return [
    'User-agent: *',
    'Allow: /$',
    'Allow: /portfolio/',
    'Allow: /og/',
    'Allow: /portfolio-assets/',
    `Disallow: ${api}/`,
    'Disallow: /dashboard',
    'Disallow: /upload',
    'Disallow: /select-template',
    'Disallow: /portfolio-link',
    'Disallow: /l/',
    'Disallow: /login',
    'Disallow: /auth/',
    'Disallow: /oidc/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The sitemap protocol's limit of URLs in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** sitemap.xml of published portfolios whose owners let search engines index them (storage's listIndexable). */
export function sitemapXml(publicUrl: string, portfolios: IndexableEntry[]): string {
  const urls = portfolios.map(
    (p) =>
      `<url><loc>${escapeXml(publicUrl + portfolioPath(p.templateId, p.id))}</loc><lastmod>${escapeXml(p.updatedAt.slice(0, 10))}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}
