import Router from '@koa/router';
import { API, type AccountExport } from '@folio/shared';
import { presentApplications } from '../../applications/router.js';
import { presentDomain } from '../../domains/router.js';
import { notFound } from '../../errors.js';
import { presentLink } from '../../links/present.js';
import type { Storage, UserRecord } from '../../storage/types.js';
import { currentUser, sendJson, type RouteDeps } from '../context.js';
import { presentMessage } from '../messages/router.js';
import { presentDetail } from '../portfolios/present.js';
import { shareCounterFor } from '../portfolios/shareCounter.js';
import { presentVersion } from '../versions/router.js';

/** Every day the stats keep, and more: an export leaves nothing out. */
const ALL_DAYS = 100_000;

/**
 * The caller's own account: GET /api/account/export (everything stored about them, with the
 * original PDFs) and DELETE /api/account (all of it, at once; every session of the account ends with it).
 */
export function accountRouter({ config, storage, auth }: RouteDeps): Router {
  const router = new Router();

  router.get(API.accountExport, auth.requireUser, async (ctx) => {
    const body = await exportAccount(storage, currentUser(ctx), config.publicUrl);
    ctx.set('Content-Disposition', 'attachment; filename="folio-export.json"');
    sendJson(ctx, 200, body);
  });

  router.delete(API.account, auth.requireUser, async (ctx) => {
    const user = currentUser(ctx);
    // Counts still in memory would otherwise be written for portfolios that no longer exist.
    await shareCounterFor(storage).flush();
    // Before the delete: a request racing it with another of the account's tokens must not find
    // the user gone and create it anew.
    await auth.forgetAccount(user.id);
    if (!(await storage.users.delete(user.id))) throw notFound('Account not found');
    const state: unknown = ctx.state.auth;
    const grantId = isRecord(state) && typeof state.grantId === 'string' ? state.grantId : null;
    if (grantId) await auth.revokeGrant(grantId);
    sendJson(ctx, 200, { success: true });
  });

  return router;
}

async function exportAccount(storage: Storage, user: UserRecord, publicUrl: string): Promise<AccountExport> {
  await shareCounterFor(storage).flush();
  const portfolios = await storage.portfolios.listByOwner(user.id);
  const titles = new Map(portfolios.map((p) => [p.id, p.title]));
  const resumes = await storage.resumes.listByOwner(user.id);
  // A portfolio's upload is one of its owner's: whether its PDF is stored is known from this list.
  const withPdf = new Set(resumes.filter((r) => r.fileId).map((r) => r.id));
  const uploads = await Promise.all(
    resumes.map(async (r) => {
      const pdf = r.fileId ? await storage.files.get(r.fileId) : null;
      return {
        id: r.id,
        createdAt: r.createdAt,
        data: r.data,
        pdfBase64: pdf ? Buffer.from(pdf).toString('base64') : null,
      };
    }),
  );
  const versions = await Promise.all(portfolios.map((p) => storage.versions.list(p.id)));
  const links = await Promise.all(portfolios.map((p) => storage.links.listByPortfolio(p.id)));
  const domains = await Promise.all(portfolios.map((p) => storage.domains.getByPortfolio(p.id)));
  const ids = portfolios.map((p) => p.id);
  const stats = await storage.stats.daily(ids, ALL_DAYS);
  const referrers = await storage.stats.referrers(ids, ALL_DAYS);
  return {
    exportedAt: new Date().toISOString(),
    user: {
      _id: user.id,
      name: user.name,
      email: user.email,
      plan: user.plan,
      provider: user.provider,
      createdAt: user.createdAt,
    },
    portfolios: portfolios.map((p) => presentDetail(p, !!p.resumeId && withPdf.has(p.resumeId))),
    uploads,
    messages: (await storage.messages.listByOwner(user.id)).map((m) => presentMessage(m, titles)),
    stats: stats.map(({ portfolioId, date, views, uniqueVisitors, shares, downloads }) => ({
      portfolioId,
      date,
      views,
      uniqueVisitors,
      shares,
      downloads,
    })),
    referrers: referrers.map(({ portfolioId, date, host, views }) => ({ portfolioId, date, host, views })),
    versions: versions.flat().map((v) => ({ ...presentVersion(v), portfolioId: v.portfolioId })),
    privateLinks: links
      .flat()
      .map((link) => ({ ...presentLink(link, publicUrl), portfolioId: link.portfolioId })),
    customDomains: domains.flatMap((d) => (d ? [{ ...presentDomain(d), portfolioId: d.portfolioId }] : [])),
    applications: await presentApplications(
      storage,
      await storage.applications.listByOwner(user.id),
      publicUrl,
    ),
  };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}
