import Router from '@koa/router';
import {
  PRIVATE_LINK_LABEL_MAX,
  PRIVATE_LINKS_PER_DAY,
  PRIVATE_LINKS_PER_PORTFOLIO,
  hasUnsafeCharacters,
  singleLine,
  type NotificationsResponse,
  type PrivateLinkListResponse,
  type PrivateLinkResponse,
} from '@folio/shared';
import { linkTailoringSchema, TAILORING_MAX_BYTES } from '@folio/shared/links/index.js';
import { z } from 'zod';
import { badRequest, notFound } from '../errors.js';
import { bodyOf, jsonBody } from '../http/jsonBody.js';
import { rateLimit } from '../http/rateLimit.js';
import { currentUser, parseInput, sendJson, type RouteDeps } from '../routes/context.js';
import { ownPortfolio } from '../routes/portfolios/service.js';
import { presentLink, presentNotice } from './present.js';

const MAX_EXPIRY_DAYS = 366;

// Cleaned like every stored one-line field (no controls, bidi overrides or line breaks).
const label = z
  .string()
  .transform((s) => singleLine(s).trim())
  .pipe(
    z.string().min(1, 'Give the link a label, such as the company and role.').max(PRIVATE_LINK_LABEL_MAX),
  );

const createSchema = z
  .object({
    label,
    expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
    reveal: z
      .object({ email: z.boolean().optional(), phone: z.boolean().optional(), pdf: z.boolean().optional() })
      .strict()
      .optional(),
  })
  .strict();

// Ids with control characters are no ids of ours (and PostgreSQL cannot compare text holding a NUL).
const linkId = z
  .string()
  .max(100)
  .refine((id) => !hasUnsafeCharacters(id), 'not a link id');
const tailoringSchema = z.object({ tailoring: linkTailoringSchema.nullable() }).strict();

const seenSchema = z.object({ ids: z.array(linkId).max(500) }).strict();

/**
 * Private links per application: the owner makes, lists (with who opened them) and revokes links;
 * the dashboard reads first-open notifications. Every call is the owner's alone.
 */
export function linksRouter({ storage, auth, config }: RouteDeps): Router {
  const router = new Router();
  const perDay = rateLimit({
    counts: storage.cluster,
    scope: 'private-link',
    limit: PRIVATE_LINKS_PER_DAY,
    windowMs: 86_400_000,
    key: (ctx) => currentUser(ctx).id,
  });

  router.post('/api/portfolios/:pid/links', auth.requireUser, perDay, jsonBody(), async (ctx) => {
    const user = currentUser(ctx);
    const portfolio = await ownPortfolio(storage, user, ctx.params.pid ?? '');
    const input = parseInput(createSchema, bodyOf(ctx));
    let expiresAt: string | null = null;
    if (input.expiresAt) {
      const at = Date.parse(input.expiresAt);
      if (at <= Date.now()) throw badRequest('The expiry date must be in the future.');
      if (at > Date.now() + MAX_EXPIRY_DAYS * 86_400_000)
        throw badRequest(`A link can last at most ${MAX_EXPIRY_DAYS} days; make a new one later.`);
      expiresAt = new Date(at).toISOString();
    }
    const existing = await storage.links.listByPortfolio(portfolio.id);
    if (existing.length >= PRIVATE_LINKS_PER_PORTFOLIO)
      throw badRequest(
        `A portfolio can have ${PRIVATE_LINKS_PER_PORTFOLIO} private links at once. Revoke old ones first.`,
      );
    const link = await storage.links.create({
      portfolioId: portfolio.id,
      ownerId: user.id,
      label: input.label,
      reveal: {
        email: input.reveal?.email ?? false,
        phone: input.reveal?.phone ?? false,
        pdf: input.reveal?.pdf ?? false,
      },
      expiresAt,
    });
    const body: PrivateLinkResponse = { success: true, link: presentLink(link, config.publicUrl) };
    sendJson(ctx, 201, body);
  });

  router.get('/api/portfolios/:pid/links', auth.requireUser, async (ctx) => {
    const portfolio = await ownPortfolio(storage, currentUser(ctx), ctx.params.pid ?? '');
    const links = await storage.links.listByPortfolio(portfolio.id);
    const body: PrivateLinkListResponse = {
      success: true,
      links: links.map((l) => presentLink(l, config.publicUrl)),
    };
    sendJson(ctx, 200, body);
  });

  router.delete('/api/portfolios/:pid/links/:id', auth.requireUser, async (ctx) => {
    const user = currentUser(ctx);
    const portfolio = await ownPortfolio(storage, user, ctx.params.pid ?? '');
    if (!(await storage.links.revoke(ctx.params.id ?? '', portfolio.id, user.id)))
      throw notFound('Link not found');
    sendJson(ctx, 200, { success: true });
  });

  router.put(
    '/api/portfolios/:pid/links/:id/tailoring',
    auth.requireUser,
    jsonBody(TAILORING_MAX_BYTES),
    async (ctx) => {
      const user = currentUser(ctx);
      const portfolio = await ownPortfolio(storage, user, ctx.params.pid ?? '');
      const { tailoring } = parseInput(tailoringSchema, bodyOf(ctx));
      const link = await storage.links.setTailoring(ctx.params.id ?? '', portfolio.id, user.id, tailoring);
      if (!link) throw notFound('Link not found');
      const body: PrivateLinkResponse = { success: true, link: presentLink(link, config.publicUrl) };
      sendJson(ctx, 200, body);
    },
  );

  router.get('/api/notifications', auth.requireUser, async (ctx) => {
    const opened = await storage.links.listUnseenOpens(currentUser(ctx).id);
    const body: NotificationsResponse = {
      success: true,
      notifications: opened.map(presentNotice).sort((a, b) => b.openedAt.localeCompare(a.openedAt)),
    };
    sendJson(ctx, 200, body);
  });

  router.post('/api/notifications/seen', auth.requireUser, jsonBody(), async (ctx) => {
    const { ids } = parseInput(seenSchema, bodyOf(ctx));
    const linkIds = ids.filter((id) => id.startsWith('opened:')).map((id) => id.slice('opened:'.length));
    const updated = await storage.links.markOpenSeen(currentUser(ctx).id, linkIds);
    sendJson(ctx, 200, { success: true, updated });
  });

  return router;
}
