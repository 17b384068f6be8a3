import Router from '@koa/router';
import { API } from '@folio/shared';
import { sendJson, type RouteDeps } from '../context.js';

/** GET /api/health: answers at once, without touching storage, so monitors see a live process. */
export function healthRouter(_deps: RouteDeps): Router {
  const router = new Router();
  router.get(API.health, (ctx) => sendJson(ctx, 200, { ok: true }));
  return router;
}
