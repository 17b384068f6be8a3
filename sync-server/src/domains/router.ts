import Router from '@koa/router';
import type { CustomDomain, CustomDomainResponse, CustomDomainStateResponse } from '@folio/shared';
import { z } from 'zod';
import { HttpError, notFound } from '../errors.js';
import { bodyOf, jsonBody } from '../http/jsonBody.js';
import { rateLimit } from '../http/rateLimit.js';
import { currentUser, parseInput, sendJson, type RouteDeps } from '../routes/context.js';
import { ownPortfolio } from '../routes/portfolios/service.js';
import type { CustomDomainRecord } from '../storage/types.js';
import { checkClaim, txtRecordName, txtRecordValue } from './dnsCheck.js';
import { ownHostnames, verifiedClaimFor } from './hosts.js';
import { normalizeDomain } from './hostname.js';

const setSchema = z.object({ domain: z.string().max(600) }).strict();

/** DNS lookups an account may ask for per ten minutes (each one may wait on a slow name server). */
const VERIFY_LIMIT = 30;

export function presentDomain(record: CustomDomainRecord): CustomDomain {
  return {
    domain: record.domain,
    txtName: txtRecordName(record.domain),
    txtValue: txtRecordValue(record.token),
    status: record.verifiedAt ? 'verified' : record.checkedAt ? 'lost' : 'pending',
    verifiedAt: record.verifiedAt,
    checkedAt: record.checkedAt,
    createdAt: record.createdAt,
    url: `https://${record.domain}/`,
  };
}

function answer(record: CustomDomainRecord): CustomDomainResponse {
  const customDomain = presentDomain(record);
  return { success: true, txtName: customDomain.txtName, txtValue: customDomain.txtValue, customDomain };
}

const taken = () =>
  new HttpError(
    409,
    'domain_taken',
    'Another portfolio already uses this domain. If it is yours, remove it there first.',
  );

/**
 * A portfolio's custom domain: claim one (the answer names the TXT record that proves ownership),
 * verify it by looking that record up in DNS, remove it; and the "may I get a certificate for this
 * host?" question a reverse proxy's on-demand TLS asks (200 only for verified domains).
 */
export function domainsRouter({ storage, auth, config }: RouteDeps): Router {
  const router = new Router();
  const reserved = ownHostnames(config);
  const verifyLimit = rateLimit({
    counts: storage.cluster,
    scope: 'domain-verify',
    limit: VERIFY_LIMIT,
    windowMs: 600_000,
    key: (ctx) => currentUser(ctx).id,
  });

  router.get('/api/portfolios/:pid/domain', auth.requireUser, async (ctx) => {
    const portfolio = await ownPortfolio(storage, currentUser(ctx), ctx.params.pid ?? '');
    const record = await storage.domains.getByPortfolio(portfolio.id);
    const body: CustomDomainStateResponse = {
      success: true,
      customDomain: record ? presentDomain(record) : null,
    };
    sendJson(ctx, 200, body);
  });

  router.post('/api/portfolios/:pid/domain', auth.requireUser, jsonBody(), async (ctx) => {
    const user = currentUser(ctx);
    const portfolio = await ownPortfolio(storage, user, ctx.params.pid ?? '');
    const input = parseInput(setSchema, bodyOf(ctx));
    const checked = normalizeDomain(input.domain, reserved);
    if (!checked.ok) throw new HttpError(400, 'invalid_domain', checked.message);
    const claimed = await storage.domains.claim({
      portfolioId: portfolio.id,
      ownerId: user.id,
      domain: checked.domain,
    });
    if (!claimed.ok && claimed.reason === 'domain_taken') throw taken();
    if (!claimed.ok)
      throw new HttpError(
        409,
        'domain_already_set',
        `This portfolio already uses ${claimed.record.domain}. Remove it first to use another domain.`,
      );
    sendJson(ctx, 200, answer(claimed.record));
  });

  router.post('/api/portfolios/:pid/domain/verify', auth.requireUser, verifyLimit, async (ctx) => {
    const portfolio = await ownPortfolio(storage, currentUser(ctx), ctx.params.pid ?? '');
    const record = await storage.domains.getByPortfolio(portfolio.id);
    if (!record) throw notFound('This portfolio has no domain to verify. Add one first.');
    if (!record.verifiedAt) {
      const name = txtRecordName(record.domain);
      const expected = txtRecordValue(record.token);
      const found = await checkClaim(record, config.dnsServers);
      if (!found.ok)
        throw new HttpError(
          502,
          'dns_lookup_failed',
          `Looking up ${name} failed (${found.reason}). Please try again in a moment.`,
        );
      if (!found.found)
        throw new HttpError(
          422,
          'domain_not_verified',
          found.values.length
            ? `The TXT record at ${name} holds another value. Set it to ${expected} (DNS changes can take a while to appear).`
            : `No TXT record at ${name} yet. Create it with the value ${expected}; DNS changes can take a while to appear.`,
        );
      const verified = await storage.domains.markVerified(portfolio.id, record.domain);
      if (!verified.ok && verified.reason === 'domain_taken') throw taken();
      if (!verified.ok) throw notFound('This portfolio has no domain to verify. Add one first.');
      sendJson(ctx, 200, answer(verified.record));
      return;
    }
    sendJson(ctx, 200, answer(record));
  });

  router.delete('/api/portfolios/:pid/domain', auth.requireUser, async (ctx) => {
    const portfolio = await ownPortfolio(storage, currentUser(ctx), ctx.params.pid ?? '');
    if (!(await storage.domains.remove(portfolio.id))) throw notFound('This portfolio has no domain.');
    sendJson(ctx, 200, { success: true });
  });

  // Caddy's on_demand_tls `ask` (and Traefik's equivalents) only read the status: 2xx means yes.
  router.get('/api/tls/ask', async (ctx) => {
    const raw = typeof ctx.query.domain === 'string' ? ctx.query.domain : '';
    const checked = normalizeDomain(raw, reserved);
    const record = checked.ok
      ? await verifiedClaimFor(checked.domain, (d) => storage.domains.getVerified(d))
      : null;
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/plain';
    ctx.status = record ? 200 : 404;
    ctx.body = record ? 'ok' : 'unknown domain';
  });

  return router;
}
