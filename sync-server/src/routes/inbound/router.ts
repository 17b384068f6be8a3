import Router from '@koa/router';
import type { OkResponse } from '@folio/shared';
import { bodyOf, jsonBody } from '../../http/jsonBody.js';
import { rateLimit } from '../../http/rateLimit.js';
import { clientIp, parseInput, sendJson, type RouteDeps } from '../context.js';
import { landingContactSchema, newsletterSchema } from './schema.js';

/** The landing page's contact and newsletter forms; stored for the operator, limited per IP. */
export function inboundRouter({ config, storage }: RouteDeps): Router {
  const router = new Router();
  const perIp = rateLimit({
    counts: storage.cluster,
    scope: 'inbound',
    limit: config.rateLimits.contactPerHour,
    windowMs: 3_600_000,
    key: (ctx) => `ip:${clientIp(ctx)}`,
  });
  const ok: OkResponse = { success: true };

  router.post('/api/contact', perIp, jsonBody(64 * 1024), async (ctx) => {
    const input = parseInput(landingContactSchema, bodyOf(ctx));
    await storage.inbound.create({ kind: 'contact', ...input });
    sendJson(ctx, 201, ok);
  });

  router.post('/api/newsletter', perIp, jsonBody(16 * 1024), async (ctx) => {
    const { email } = parseInput(newsletterSchema, bodyOf(ctx));
    await storage.inbound.create({ kind: 'newsletter', name: '', email, subject: '', message: '' });
    sendJson(ctx, 201, ok);
  });

  return router;
}
