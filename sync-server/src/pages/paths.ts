import { slugPath } from '../../../shared/src/address/slug.js';
import { TEMPLATES, type TemplateId } from '../../../shared/src/templates/catalog.js';

/** URL paths the published pages answer; one place so the server, the page script and tests agree. */
export const ASSET_PREFIX = '/portfolio-assets/';
/** The first addresses, `/portfolio/{Template Name}/{pid}`: they redirect to the slug's now. */
export const LEGACY_PREFIX = '/portfolio/';
/** Files the pages answer at the root. */
export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';
export const PAGE_ROOT_FILES = [ROBOTS_PATH, SITEMAP_PATH, '/og/'] as const;

/**
 * Where a published portfolio is: `/{slug}` (percent-encoded), or its first address while it has
 * no slug yet (a portfolio from before slugs, between the server's start and its default slug).
 */
export const pagePath = (p: { slug: string | null; templateId: TemplateId; id: string }): string =>
  p.slug ? slugPath(p.slug) : portfolioPath(p.templateId, p.id);

export const portfolioPath = (template: TemplateId, pid: string) =>
  `/portfolio/${encodeURIComponent(TEMPLATES[template].name)}/${encodeURIComponent(pid)}`;
/** Counts a view (POST from the page script, GET as a no-script pixel). */
export const viewPath = (pid: string) => `/portfolio/${encodeURIComponent(pid)}/view`;
export const viewPixelPath = (pid: string) => `/portfolio/${encodeURIComponent(pid)}/view.gif`;
/** Where the contact form posts without JavaScript. */
export const contactPath = (pid: string) => `/portfolio/${encodeURIComponent(pid)}/contact`;
export const contactSentPath = (pid: string) => `/portfolio/${encodeURIComponent(pid)}/contact/sent`;
export const ogImagePath = (pid: string, revision: number) =>
  `/og/${encodeURIComponent(pid)}.png?v=${revision}`;
/** The dashboard card's smaller copy of the Open Graph picture (same visibility: published only). */
export const OG_CARD_PREFIX = '/og/card/';
export const ogCardPath = (pid: string, revision: number) =>
  `${OG_CARD_PREFIX}${encodeURIComponent(pid)}.png?v=${revision}`;
