import Router from '@koa/router';
import { redactResume, type ResumeDataResponse } from '@folio/shared';
import { forbidden, notFound } from '../../errors.js';
import { AddressCap, classifyVisitor, sentByOtherSite, VisitorHasher } from '../../pages/visitors.js';
import { jsonBody, bodyOf } from '../../http/jsonBody.js';
import { rateLimit } from '../../http/rateLimit.js';
import { clientIp, currentUser, optionalUser, parseInput, sendJson, type RouteDeps } from '../context.js';
import { presentSummary } from './present.js';
import { createPortfolioSchema, setSlugSchema, updatePortfolioSchema } from './schema.js';
import { createPortfolio, ownPortfolio, presentWithPdf, updatePortfolio } from './service.js';
import { chooseSlug } from './slug.js';
import { writeKeyOf } from './writeKey.js';
import { pdfDownload } from './pdfDownload.js';
import { shareCounterFor } from './shareCounter.js';

const HOUR = 3_600_000;

/** Portfolios: the spec's list, create and resume-data calls, plus get, edit, delete, share, PDF. */
export function portfoliosRouter({ storage, auth, addresses }: RouteDeps): Router {
  const router = new Router();
  const shares = shareCounterFor(storage);
  const hasher = new VisitorHasher(storage.cluster);
  const addressCap = new AddressCap(storage.cluster);
  const perIp = (scope: string, limit: number) =>
    rateLimit({ counts: storage.cluster, scope, limit, windowMs: HOUR, key: (ctx) => `ip:${clientIp(ctx)}` });

  router.get('/api/portfolios', auth.requireUser, async (ctx) => {
    await shares.flush();
    const portfolios = await storage.portfolios.listByOwner(currentUser(ctx).id);
    sendJson(ctx, 200, portfolios.map(presentSummary));
  });

  router.post('/api/portfolio/:templateName/:userId', auth.requireUser, jsonBody(), async (ctx) => {
    const user = currentUser(ctx);
    if (ctx.params.userId !== user.id) throw forbidden('You can only create portfolios for yourself.');
    const input = parseInput(createPortfolioSchema, bodyOf(ctx));
    // The clientId is a create's retry key; a client that sends only the header gets the same.
    const clientId = input.clientId ?? writeKeyOf(ctx, bodyOf(ctx))?.key;
    const { portfolio, created } = await createPortfolio(
      storage,
      user,
      ctx.params.templateName ?? '',
      { ...input, clientId },
      addresses,
    );
    sendJson(ctx, created ? 201 : 200, {
      success: true,
      portfolio: await presentWithPdf(storage, portfolio),
    });
  });

  router.get('/api/portfolios/:pid', auth.requireUser, async (ctx) => {
    await shares.flush();
    const portfolio = await ownPortfolio(storage, currentUser(ctx), ctx.params.pid ?? '');
    sendJson(ctx, 200, { success: true, portfolio: await presentWithPdf(storage, portfolio) });
  });

  router.patch('/api/portfolios/:pid', auth.requireUser, jsonBody(), async (ctx) => {
    const input = parseInput(updatePortfolioSchema, bodyOf(ctx));
    const writeKey = writeKeyOf(ctx, bodyOf(ctx));
    const portfolio = await updatePortfolio(storage, currentUser(ctx), ctx.params.pid ?? '', input, writeKey);
    sendJson(ctx, 200, { success: true, portfolio: await presentWithPdf(storage, portfolio) });
  });

  router.put('/api/portfolios/:pid/slug', auth.requireUser, jsonBody(), async (ctx) => {
    const user = currentUser(ctx);
    const { slug } = parseInput(setSlugSchema, bodyOf(ctx));
    const portfolio = await ownPortfolio(storage, user, ctx.params.pid ?? '');
    const updated = await chooseSlug(storage, user, portfolio, slug, addresses);
    sendJson(ctx, 200, { success: true, portfolio: await presentWithPdf(storage, updated) });
  });

  router.delete('/api/portfolios/:pid', auth.requireUser, async (ctx) => {
    const deleted = await storage.portfolios.delete(ctx.params.pid ?? '', currentUser(ctx).id);
    if (!deleted) throw notFound('Portfolio not found');
    sendJson(ctx, 200, { success: true });
  });

  /*
   * Shares count like views: bots, the owner and a visitor's repeats the same day are not counted,
   * one address brings at most a few visitors, and counting is in memory with batched writes.
   */
  router.post('/api/portfolios/:pid/share', auth.optionalUser, perIp('share', 120), async (ctx) => {
    const portfolio = await storage.portfolios.get(ctx.params.pid ?? '');
    const user = optionalUser(ctx);
    if (!portfolio || (!portfolio.published && portfolio.ownerId !== user?.id))
      throw notFound('Portfolio not found');
    const ua = ctx.get('User-Agent');
    const person = classifyVisitor(ua) === 'person' && !sentByOtherSite(ctx.get('Sec-Fetch-Site'));
    if (user?.id !== portfolio.ownerId && person) {
      const address = clientIp(ctx);
      const visitor = await hasher.hash(address, ua);
      if (await addressCap.allow(portfolio.id, await hasher.hash(address, ''), visitor))
        shares.count(portfolio.id, visitor);
    }
    sendJson(ctx, 200, { success: true });
  });

  router.get('/api/portfolios/:pid/pdf', auth.optionalUser, perIp('pdf', 300), pdfDownload(storage));

  router.get('/api/resume-data/:pid', async (ctx) => {
    const portfolio = await storage.portfolios.get(ctx.params.pid ?? '');
    if (!portfolio || !portfolio.published) throw notFound('Resume data not found');
    const body: ResumeDataResponse = {
      success: true,
      data: redactResume(portfolio.resume, portfolio.settings),
    };
    sendJson(ctx, 200, body);
  });

  return router;
}
