import Router from '@koa/router';
import { accountRouter } from './account/router.js';
import { adminRouter } from './admin/router.js';
import { clientConfigRouter } from './clientConfig/router.js';
import type { RouteDeps } from './context.js';
import { healthRouter } from './health/router.js';
import { inboundRouter } from './inbound/router.js';
import { messagesRouter } from './messages/router.js';
import { portfoliosRouter } from './portfolios/router.js';
import { statsRouter } from './stats/router.js';
import { uploadsRouter } from './uploads/router.js';
import { versionsRouter } from './versions/router.js';

export type { RouteDeps } from './context.js';

/** Every /api route this server answers (sign-in's /api/auth/* and /api/enhance/* are mounted by their modules). */
export function apiRouter(deps: RouteDeps): Router {
  const routers = [
    clientConfigRouter(deps),
    healthRouter(deps),
    portfoliosRouter(deps),
    uploadsRouter(deps),
    messagesRouter(deps),
    statsRouter(deps),
    inboundRouter(deps),
    accountRouter(deps),
    versionsRouter(deps),
    adminRouter(deps),
  ];
  const api = new Router();
  for (const router of routers) api.use(router.routes());
  return api;
}
