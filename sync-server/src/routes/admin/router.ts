import Router from '@koa/router';
import type Koa from 'koa';
import { API, type InboundPageResponse } from '@folio/shared';
import { isAdmin } from '../../auth/adminRole.js';
import { forbidden, notFound } from '../../errors.js';
import { bodyOf, jsonBody } from '../../http/jsonBody.js';
import { currentUser, parseInput, sendJson, type RouteDeps } from '../context.js';
import { INBOUND_PAGE_SIZE, presentInbound, subscriberCsvLines } from './present.js';
import { handledSchema, inboundQuerySchema } from './schema.js';

/**
 * The operator's view of what visitors send through the landing page (contact messages,
 * newsletter subscribers): only accounts named in ADMIN_EMAILS (auth/adminRole.ts); 403 for
 * every other signed-in account, 401 without one.
 */
export function adminRouter({ config, storage, auth }: RouteDeps): Router {
  const router = new Router();
  const requireAdmin: Koa.Middleware = async (ctx, next) => {
    if (!isAdmin(config, currentUser(ctx))) throw forbidden('This is for the operator of this Folio server.');
    await next();
  };
  const guard = [auth.requireUser, requireAdmin] as const;

  router.get(API.adminInbound, ...guard, async (ctx) => {
    const { kind, page } = parseInput(inboundQuerySchema, ctx.query);
    const offset = (page - 1) * INBOUND_PAGE_SIZE;
    const { records, total } = await storage.inbound.list(kind, { offset, limit: INBOUND_PAGE_SIZE });
    const body: InboundPageResponse = {
      items: records.map(presentInbound),
      total,
      page,
      pageSize: INBOUND_PAGE_SIZE,
    };
    sendJson(ctx, 200, body);
  });

  router.patch('/api/admin/inbound/:id', ...guard, jsonBody(), async (ctx) => {
    const { handled } = parseInput(handledSchema, bodyOf(ctx));
    const record = await storage.inbound.setHandled(ctx.params.id ?? '', handled);
    if (!record) throw notFound('Not found (deleted already?)');
    sendJson(ctx, 200, { success: true, item: presentInbound(record) });
  });

  router.delete('/api/admin/inbound/:id', ...guard, async (ctx) => {
    if (!(await storage.inbound.delete(ctx.params.id ?? ''))) throw notFound('Not found (deleted already?)');
    sendJson(ctx, 200, { success: true });
  });

  router.get(API.adminSubscribersCsv, ...guard, async (ctx) => {
    const { records } = await storage.inbound.list('newsletter', null);
    ctx.set('Content-Disposition', 'attachment; filename="folio-subscribers.csv"');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = subscriberCsvLines(records)
      .map((line) => `${line}\r\n`)
      .join('');
  });

  return router;
}
