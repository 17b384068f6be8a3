import {
  API,
  findTemplate,
  type PortfolioSummary,
  type TemplateId,
  type UpdatePortfolioRequest,
} from '@folio/shared';
import { apiCall, apiFetch } from './client.js';
import { bool, list, num, optStr, ParseError, record, str } from './parse.js';

/** Validates one row of GET /api/portfolios. */
export function parsePortfolioSummary(value: unknown): PortfolioSummary {
  const p = record(value, 'portfolio');
  const template = str(p, 'template');
  const templateId = optStr(p, 'templateId') || template;
  const info = findTemplate(templateId) ?? findTemplate(template);
  if (!info) throw new ParseError(`unknown template ${template}`);
  const updatedAt = optStr(p, 'updatedAt') || optStr(p, 'lastUpdated');
  return {
    _id: str(p, '_id'),
    title: optStr(p, 'title'),
    template: info.name,
    templateId: info.id satisfies TemplateId,
    theme: optStr(p, 'theme'),
    url: str(p, 'url'),
    // A server from before slugs sends no address: the page is at its first one.
    address: optStr(p, 'address') || `/portfolio/${str(p, 'url')}`,
    slug: optStr(p, 'slug'),
    thumbnail: optStr(p, 'thumbnail'),
    views: num(p, 'views', 0),
    shares: num(p, 'shares', 0),
    downloads: num(p, 'downloads', 0),
    published: bool(p, 'published', true),
    revision: num(p, 'revision', 0),
    clientId: optStr(p, 'clientId') || null,
    createdAt: optStr(p, 'createdAt') || updatedAt,
    updatedAt,
  };
}

/** Validates the body of GET /api/portfolios. */
export function parsePortfolioList(body: unknown): PortfolioSummary[] {
  return list(body, 'portfolios', parsePortfolioSummary);
}

/** GET /api/portfolios: the caller's portfolios. */
export function fetchPortfolios(): Promise<PortfolioSummary[]> {
  return apiCall(API.portfolios, parsePortfolioList);
}

/** PATCH /api/portfolios/{pid} with the revision the change was based on; 409 carries `current`. */
export function updatePortfolio(pid: string, change: UpdatePortfolioRequest): Promise<PortfolioSummary> {
  return apiCall(API.portfolio(pid), (body) => parsePortfolioSummary(record(body, 'response').portfolio), {
    method: 'PATCH',
    body: change,
  });
}

/** DELETE /api/portfolios/{pid}: the portfolio, its files and its messages. */
export async function deletePortfolio(pid: string): Promise<void> {
  await apiFetch(API.portfolio(pid), { method: 'DELETE' });
}

/** POST /api/portfolios/{pid}/share: counts one share. */
export async function recordShare(pid: string): Promise<void> {
  await apiFetch(API.portfolioShare(pid), { method: 'POST' });
}

/** PUT /api/portfolios/{pid}/slug: the portfolio's address `/{slug}`; answers the portfolio with it. */
export function setPortfolioSlug(pid: string, slug: string): Promise<PortfolioSummary> {
  return apiCall(
    API.portfolioSlug(pid),
    (body) => parsePortfolioSummary(record(body, 'response').portfolio),
    {
      method: 'PUT',
      body: { slug },
    },
  );
}
