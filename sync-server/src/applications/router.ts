import Router from '@koa/router';
import {
  APPLICATION_LIMITS,
  PRIVATE_LINKS_PER_PORTFOLIO,
  applicationContentSchema,
  applicationFields,
  applicationLinkLabel,
  emptyApplicationContent,
  hasUnsafeCharacters,
  pickApplicationContent,
  type Application,
  type ApplicationListResponse,
  type ApplicationResponse,
} from '@folio/shared';
import { z } from 'zod';
import { badRequest, conflict, gone, notFound } from '../errors.js';
import { bodyOf, jsonBody } from '../http/jsonBody.js';
import { rateLimit } from '../http/rateLimit.js';
import { presentLink } from '../links/present.js';
import { currentUser, parseInput, sendJson, type RouteDeps } from '../routes/context.js';
import { ownPortfolio } from '../routes/portfolios/service.js';
import type { ApplicationRecord, PrivateLinkRecord, Storage, UserRecord } from '../storage/types.js';

/** Creations a day per account: an import of a whole tracker fits; a loop making links does not. */
const CREATES_PER_DAY = 1000;

const clientId = z
  .string()
  .min(1)
  .max(200)
  .refine((id) => !hasUnsafeCharacters(id), 'not an id');
const createSchema = z
  .object({ ...applicationFields, clientId })
  .partial()
  .strict();
const patchSchema = z
  .object(applicationFields)
  .partial()
  .extend({ baseRevision: z.number().int().min(1) })
  .strict();

/** What the owner is sent: the content, and the link the application owns with its opens. */
function present(
  a: ApplicationRecord,
  links: Map<string, PrivateLinkRecord>,
  publicUrl: string,
): Application {
  const link = a.linkId ? links.get(a.linkId) : undefined;
  const shown = link ? presentLink(link, publicUrl) : null;
  return {
    ...pickApplicationContent(a),
    id: a.id,
    clientId: a.clientId,
    revision: a.revision,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    link: shown ? { id: shown.id, url: shown.url, opens: shown.opens } : null,
  };
}

/** The live links of the portfolios these applications are for, by id. */
async function linksOf(storage: Storage, apps: ApplicationRecord[]): Promise<Map<string, PrivateLinkRecord>> {
  const portfolios = new Set(apps.flatMap((a) => (a.linkId && a.portfolioId ? [a.portfolioId] : [])));
  const lists = await Promise.all([...portfolios].map((pid) => storage.links.listByPortfolio(pid)));
  return new Map(lists.flat().map((l) => [l.id, l]));
}

/** The applications as their owner is sent them, with their links' opens. */
export async function presentApplications(
  storage: Storage,
  apps: ApplicationRecord[],
  publicUrl: string,
): Promise<Application[]> {
  const links = await linksOf(storage, apps);
  return apps.map((a) => present(a, links, publicUrl));
}

/**
 * Gives the application the private link it owns on its portfolio when it has none yet. A portfolio
 * at its link limit leaves it without one (the tracker says so); the application is kept anyway.
 */
async function ensureLink(
  storage: Storage,
  user: UserRecord,
  app: ApplicationRecord,
): Promise<ApplicationRecord> {
  if (!app.portfolioId || app.linkId) return app;
  const existing = await storage.links.listByPortfolio(app.portfolioId);
  if (existing.length >= PRIVATE_LINKS_PER_PORTFOLIO) return app;
  const link = await storage.links.create({
    portfolioId: app.portfolioId,
    ownerId: user.id,
    label: applicationLinkLabel(app),
    reveal: { email: false, phone: false, pdf: false },
    expiresAt: null,
  });
  const updated = await storage.applications.setLink(app.id, user.id, link.id);
  if (updated) return updated;
  // Deleted meanwhile: its link must not outlive it.
  await storage.links.revoke(link.id, app.portfolioId, user.id);
  return app;
}

/**
 * The job tracker's API (issue 23): the owner's applications, each owning one private link on the
 * portfolio it sends. Every call is the owner's alone; another person's application is "not found".
 */
export function applicationsRouter({ storage, auth, config }: RouteDeps): Router {
  const router = new Router();
  const perDay = rateLimit({
    counts: storage.cluster,
    scope: 'application',
    limit: CREATES_PER_DAY,
    windowMs: 86_400_000,
    key: (ctx) => currentUser(ctx).id,
  });
  const answer = async (app: ApplicationRecord) =>
    (await presentApplications(storage, [app], config.publicUrl))[0] as Application;

  router.get('/api/applications', auth.requireUser, async (ctx) => {
    const apps = await storage.applications.listByOwner(currentUser(ctx).id);
    const body: ApplicationListResponse = {
      success: true,
      applications: await presentApplications(storage, apps, config.publicUrl),
      openRetentionDays: config.linkOpenRetentionDays,
    };
    sendJson(ctx, 200, body);
  });

  router.post('/api/applications', auth.requireUser, perDay, jsonBody(), async (ctx) => {
    const user = currentUser(ctx);
    const { clientId: cid, ...fields } = parseInput(createSchema, bodyOf(ctx));
    const content = parseInput(applicationContentSchema, { ...emptyApplicationContent(), ...fields });
    if (content.portfolioId) await ownPortfolio(storage, user, content.portfolioId);
    const result = await storage.applications.create(
      { ...content, ownerId: user.id, clientId: cid ?? null },
      APPLICATION_LIMITS.perOwner,
    );
    if (!result.ok && result.reason === 'deleted') throw gone('This application was deleted.');
    if (!result.ok)
      throw badRequest(`You can keep ${result.limit} applications. Delete ones you no longer need.`);
    const app = await ensureLink(storage, user, result.application);
    const body: ApplicationResponse = { success: true, application: await answer(app) };
    sendJson(ctx, result.created ? 201 : 200, body);
  });

  router.patch('/api/applications/:id', auth.requireUser, jsonBody(), async (ctx) => {
    const user = currentUser(ctx);
    const { baseRevision, ...patch } = parseInput(patchSchema, bodyOf(ctx));
    const before = await storage.applications.get(ctx.params.id ?? '', user.id);
    if (!before) throw notFound('Application not found');
    const merged = parseInput(applicationContentSchema, { ...pickApplicationContent(before), ...patch });
    if (merged.portfolioId && merged.portfolioId !== before.portfolioId)
      await ownPortfolio(storage, user, merged.portfolioId);
    const result = await storage.applications.update(before.id, user.id, baseRevision, patch);
    if (!result.ok && result.reason === 'conflict') throw conflict(await answer(result.current));
    if (!result.ok) throw notFound('Application not found');
    let app = result.application;
    // Sent for another portfolio: the old link closes, and a link on the new one is made.
    if (app.linkId && before.portfolioId && app.portfolioId !== before.portfolioId) {
      await storage.links.revoke(app.linkId, before.portfolioId, user.id);
      app = (await storage.applications.setLink(app.id, user.id, null)) ?? app;
    }
    app = await ensureLink(storage, user, app);
    const body: ApplicationResponse = { success: true, application: await answer(app) };
    sendJson(ctx, 200, body);
  });

  router.delete('/api/applications/:id', auth.requireUser, async (ctx) => {
    const user = currentUser(ctx);
    const deleted = await storage.applications.delete(ctx.params.id ?? '', user.id);
    if (!deleted) throw notFound('Application not found');
    if (deleted.linkId && deleted.portfolioId)
      await storage.links.revoke(deleted.linkId, deleted.portfolioId, user.id);
    sendJson(ctx, 200, { success: true });
  });

  return router;
}
