import Router from '@koa/router';
import {
  TEMPLATES,
  type VersionDetail,
  type VersionListResponse,
  type VersionResponse,
  type VersionSummary,
} from '@folio/shared';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { bodyOf, jsonBody } from '../../http/jsonBody.js';
import type { VersionRecord } from '../../storage/types.js';
import { currentUser, parseInput, sendJson, type RouteDeps } from '../context.js';
import { updatePortfolioSchema } from '../portfolios/schema.js';
import { ownPortfolio, presentWithPdf, updatePortfolio } from '../portfolios/service.js';

const restoreSchema = z.object({ baseRevision: z.number().int().min(1).optional() }).strict();

function summary(v: VersionRecord): VersionSummary {
  return {
    id: v.id,
    revision: v.revision,
    createdAt: v.createdAt,
    title: v.content.title,
    template: TEMPLATES[v.content.templateId].name,
    templateId: v.content.templateId,
    theme: v.content.theme,
    changes: v.changes,
  };
}

/** A version as the API and the account export give it. */
export const presentVersion = (v: VersionRecord): VersionDetail => ({
  ...summary(v),
  resume: v.content.resume,
  settings: v.content.settings,
});

/**
 * Version history: the owner lists the versions every publish kept, reads one to preview it, and
 * restores one. Restoring publishes the old content as a new revision (so a new version); nothing
 * is overwritten, and a stale baseRevision gets the usual 409 with the current portfolio.
 */
export function versionsRouter({ storage, auth }: RouteDeps): Router {
  const router = new Router();

  router.get('/api/portfolios/:pid/versions', auth.requireUser, async (ctx) => {
    const portfolio = await ownPortfolio(storage, currentUser(ctx), ctx.params.pid ?? '');
    const versions = await storage.versions.list(portfolio.id);
    const body: VersionListResponse = { success: true, versions: versions.map(summary) };
    sendJson(ctx, 200, body);
  });

  router.get('/api/portfolios/:pid/versions/:vid', auth.requireUser, async (ctx) => {
    const portfolio = await ownPortfolio(storage, currentUser(ctx), ctx.params.pid ?? '');
    const version = await storage.versions.get(portfolio.id, ctx.params.vid ?? '');
    if (!version) throw notFound('Version not found');
    const body: VersionResponse = { success: true, version: presentVersion(version) };
    sendJson(ctx, 200, body);
  });

  router.post('/api/portfolios/:pid/versions/:vid/restore', auth.requireUser, jsonBody(), async (ctx) => {
    const user = currentUser(ctx);
    const current = await ownPortfolio(storage, user, ctx.params.pid ?? '');
    const input = parseInput(restoreSchema, bodyOf(ctx));
    const version = await storage.versions.get(current.id, ctx.params.vid ?? '');
    if (!version) throw notFound('Version not found');
    const { title, templateId, theme, resume, settings } = version.content;
    // A theme that has since been retired keeps the current one rather than failing the restore.
    const knownTheme = updatePortfolioSchema.shape.theme.safeParse(theme);
    const restored = await updatePortfolio(storage, user, current.id, {
      baseRevision: input.baseRevision ?? current.revision,
      title,
      template: templateId,
      theme: knownTheme.success ? knownTheme.data : undefined,
      resume,
      settings,
      published: true,
    });
    sendJson(ctx, 200, { success: true, portfolio: await presentWithPdf(storage, restored) });
  });

  return router;
}
