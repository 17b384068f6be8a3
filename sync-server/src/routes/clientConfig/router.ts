import Router from '@koa/router';
import { OIDC_MOUNT, PWA_CLIENT_ID, type ClientConfigResponse } from '@folio/shared';
import { sendJson, type RouteDeps } from '../context.js';

/** GET /api/config: what the PWA needs to set up sign-in, and which optional features exist. */
export function clientConfigRouter({ config }: RouteDeps): Router {
  const router = new Router();
  const body: ClientConfigResponse = {
    authority: `${config.publicUrl}${OIDC_MOUNT}`,
    clientId: PWA_CLIENT_ID,
    scope: 'openid profile email offline_access',
    enhanceModel: config.llm !== null,
  };
  router.get('/api/config', (ctx) => sendJson(ctx, 200, body));
  return router;
}
