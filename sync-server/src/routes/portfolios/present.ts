import { portfolioUrlPath, TEMPLATES, type PortfolioDetail, type PortfolioSummary } from '@folio/shared';
import { ogCardPath, pagePath } from '../../pages/paths.js';
import type { PortfolioRecord } from '../../storage/types.js';

/** A row of the dashboard list (GET /api/portfolios). `_id` as in the spec. */
export function presentSummary(p: PortfolioRecord): PortfolioSummary {
  return {
    _id: p.id,
    title: p.title,
    template: TEMPLATES[p.templateId].name,
    templateId: p.templateId,
    theme: p.theme,
    url: portfolioUrlPath(p.templateId, p.id),
    address: pagePath(p),
    slug: p.slug ?? '',
    // The published page's Open Graph image, at the card's size, is a real preview of it (rendered
    // per revision); unpublished pages have none, and '' tells the PWA to draw its placeholder.
    thumbnail: p.published ? ogCardPath(p.id, p.revision) : '',
    views: p.views,
    shares: p.shares,
    downloads: p.downloads,
    published: p.published,
    revision: p.revision,
    clientId: p.clientId,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/** The owner's full view of a portfolio. */
export function presentDetail(p: PortfolioRecord, hasPdf: boolean): PortfolioDetail {
  return { ...presentSummary(p), resumeId: p.resumeId, resume: p.resume, settings: p.settings, hasPdf };
}
