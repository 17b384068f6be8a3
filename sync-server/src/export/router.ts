import Router from '@koa/router';
import type { PageAssets } from '../pages/assets.js';
import { rateLimit } from '../http/rateLimit.js';
import { currentUser, type RouteDeps } from '../routes/context.js';
import { ownPortfolio, storedPdf } from '../routes/portfolios/service.js';
import { buildSite, zipSite } from './siteExport.js';

const HOUR = 3_600_000;
/** Exports per user per hour: a zip is rendered and compressed on every call. */
const EXPORTS_PER_HOUR = 30;

/** GET /api/portfolios/:pid/export — the owner's published site as a zip (siteExport.ts). */
export function exportRouter(deps: RouteDeps & { assets: () => Promise<PageAssets> }): Router {
  const { storage, auth, config } = deps;
  const router = new Router();
  const perUser = rateLimit({
    counts: storage.cluster,
    scope: 'export',
    limit: EXPORTS_PER_HOUR,
    windowMs: HOUR,
    key: (ctx) => `export:${currentUser(ctx).id}`,
  });
  router.get('/api/portfolios/:pid/export', auth.requireUser, perUser, async (ctx) => {
    const portfolio = await ownPortfolio(storage, currentUser(ctx), ctx.params.pid ?? '');
    const pdf = await storedPdf(storage, portfolio);
    const site = buildSite(portfolio, config.publicUrl, await deps.assets(), pdf);
    const folder = siteFolderName(portfolio.resume.personalInfo.name, portfolio.id);
    const zip = zipSite(site, folder, new Date(portfolio.updatedAt));
    ctx.status = 200;
    ctx.type = 'application/zip';
    ctx.set('Content-Disposition', `attachment; filename="${folder}.zip"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  });
  return router;
}

/** An ASCII folder and file name from the person's name ("ada-lovelace-site"), or the portfolio id. */
export function siteFolderName(personName: string, pid: string): string {
  const base = personName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
  return `${base || pid.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 40) || 'portfolio'}-site`;
}
