import { createHash } from 'node:crypto';
import type Koa from 'koa';
import { PRIVATE_LINK_PREFIX } from '@folio/shared';
import { applyTailoring } from '@folio/shared/links/index.js';
import type { Auth } from '../auth/index.js';
import type { Config } from '../configTypes.js';
import type { PageAssets } from '../pages/assets.js';
import { simplePage, notFoundPage } from '../pages/errorPages.js';
import { PAGE_CSP, pageHeaders } from '../pages/headers.js';
import { renderPortfolioHtml } from '../pages/render.js';
import { AddressCap, classifyVisitor, PIXEL, ShareDeduper, unfurlerFamily } from '../pages/visitors.js';
import { clientIp, optionalUser } from '../routes/context.js';
import { sendPdf } from '../routes/portfolios/pdfDownload.js';
import { hasPdf, storedPdf } from '../routes/portfolios/service.js';
import type { PrivateLinkRecord, Storage } from '../storage/types.js';
import type { Mailer } from '../mail/mailer.js';
import { mayBePersonOpening, trackingOff } from './counting.js';
import { emailVouchedFor, firstOpenMail } from './openMail.js';
import { isExpired, linkPath } from './present.js';

/** Rendered link pages kept (most recently used); a page is some tens of KB. */
const MAX_CACHED_PAGES = 200;

/** A token is 32 random bytes in base64url; anything else is not worth a lookup. */
const TOKEN = /^[A-Za-z0-9_-]{40,64}$/;

/** The polite page of a link that has expired or been revoked (status 410). */
const gonePage = (assets: PageAssets) =>
  simplePage(assets, {
    title: 'This link is no longer available',
    heading: 'This link is no longer available',
    paragraphs: [
      'The person who shared it has closed this link or it has expired.',
      'If you still need to see their portfolio, ask them for a new link.',
    ],
    link: { href: '/', label: 'Go to the home page' },
  });

/**
 * The pages behind private links: GET /l/{token} (the portfolio with what the link reveals), POST
 * /l/{token}/open (the page script counting an open; the owner's own opens are left out), the
 * no-script pixel /l/{token}/open.gif, and /l/{token}/resume.pdf when the link offers the PDF. Never
 * indexed, never cached by anyone, and no Referer leaves the page, so the secret stays in the link.
 */
export function privateLinkPages(deps: {
  config: Config;
  storage: Storage;
  auth: Auth;
  assets: () => Promise<PageAssets>;
  /** Mail for the owner on a link's first open; null when no mail server is configured. */
  mailer: Mailer | null;
}): Koa.Middleware {
  const { storage, auth, config, mailer } = deps;
  const unfurls = new ShareDeduper(storage.cluster);
  /**
   * link id → its page, for what it was rendered from (issue 20, class 5): a link hammered by
   * visitors renders once per portfolio revision, not once per request.
   */
  const rendered = new Map<string, { key: string; page: string }>();
  const addressCap = new AddressCap(storage.cluster);

  const headers = (ctx: Koa.Context) =>
    ctx.set({
      ...pageHeaders(true, config.publicUrl.startsWith('https:')),
      'Content-Security-Policy': PAGE_CSP,
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex, nofollow',
    });
  const html = (ctx: Koa.Context, status: number, body: string) => {
    headers(ctx);
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = body;
  };

  /** Counts one open by a person, not the owner; returns nothing the caller needs. */
  async function countPerson(ctx: Koa.Context, link: PrivateLinkRecord, withOwnerCheck: boolean) {
    const ua = ctx.get('User-Agent');
    if (!mayBePersonOpening(ctx) || (await trackingOff(storage, link))) return;
    if (withOwnerCheck && ctx.get('Authorization')) {
      await auth.optionalUser(ctx, async () => {});
      if (optionalUser(ctx)?.id === link.ownerId) return;
    }
    const address = clientIp(ctx);
    // Per link and keyed by its secret: the hash says nothing outside this one link.
    const hash = (s: string) => createHash('sha256').update(`${link.token}|${s}`).digest('base64url');
    const visitor = hash(`${address}|${ua}`);
    if (!(await addressCap.allow(link.id, hash(address), visitor))) return;
    const first = await storage.links.recordOpen(link.id, { kind: 'person', visitorHash: visitor });
    // recordOpen says "first" once per link on any number of servers: one mail per link.
    if (first && mailer) await mailFirstOpen(mailer, link);
  }

  async function mailFirstOpen(mail: Mailer, link: PrivateLinkRecord) {
    const [owner, portfolio] = await Promise.all([
      storage.users.get(link.ownerId),
      storage.portfolios.get(link.portfolioId),
    ]);
    if (!owner?.email || !portfolio || !emailVouchedFor(owner, config)) return;
    mail.send(firstOpenMail(owner, link, portfolio, new Date(), config.publicUrl));
  }

  return async function servePrivateLinks(ctx, next) {
    if (!ctx.path.startsWith(PRIVATE_LINK_PREFIX)) return next();
    const [token = '', action = '', extra] = ctx.path.slice(PRIVATE_LINK_PREFIX.length).split('/');
    const method = ctx.method;
    const known = extra === undefined && ['', 'open', 'open.gif', 'resume.pdf'].includes(action);
    if (!known || !(method === 'GET' || method === 'HEAD' || (method === 'POST' && action === 'open')))
      return next();
    const assets = await deps.assets();
    const link = TOKEN.test(token) ? await storage.links.getByToken(token) : null;
    const portfolio = link && !link.revokedAt ? await storage.portfolios.get(link.portfolioId) : null;
    if (!link) return html(ctx, 404, notFoundPage(assets));
    const usable = !link.revokedAt && !isExpired(link) && portfolio !== null;

    if (action === 'open' || action === 'open.gif') {
      if (usable) await countPerson(ctx, link, action === 'open');
      ctx.set('Cache-Control', 'no-store');
      if (action === 'open') ctx.status = 204;
      else {
        ctx.status = 200;
        ctx.type = 'image/gif';
        ctx.body = PIXEL;
      }
      return;
    }
    if (!usable || !portfolio) return html(ctx, 410, gonePage(assets));

    if (action === 'resume.pdf') {
      const bytes = link.reveal.pdf ? await storedPdf(storage, portfolio) : null;
      if (!bytes) return html(ctx, 404, notFoundPage(assets));
      headers(ctx);
      sendPdf(ctx, portfolio, bytes);
      return;
    }

    // A link pasted into a chat is fetched by the app's preview bot: it was passed on, count it once.
    const ua = ctx.get('User-Agent');
    if (
      classifyVisitor(ua) === 'unfurler' &&
      !(await trackingOff(storage, link)) &&
      (await unfurls.first(link.id, unfurlerFamily(ua)))
    )
      await storage.links.recordOpen(link.id, { kind: 'unfurl' });
    const pdfStored = link.reveal.pdf && (await hasPdf(storage, portfolio));
    const key = JSON.stringify([
      portfolio.revision,
      portfolio.templateId,
      portfolio.updatedAt,
      portfolio.resumeId,
      link.reveal,
      link.tailoring,
      pdfStored,
      assets.version,
    ]);
    let cached = rendered.get(link.id);
    rendered.delete(link.id);
    if (cached?.key !== key) {
      // The link's own selection, order and headline, and its link-only entries: never the portfolio's.
      const shown = { ...portfolio, resume: applyTailoring(portfolio.resume, link.tailoring) };
      const page = renderPortfolioHtml(shown, config.publicUrl, assets, {
        privateLink: { path: linkPath(link.token), reveal: link.reveal },
        pdfStored,
      });
      cached = { key, page };
    }
    rendered.set(link.id, cached);
    for (const oldest of rendered.keys()) {
      if (rendered.size <= MAX_CACHED_PAGES) break;
      rendered.delete(oldest);
    }
    html(ctx, 200, cached.page);
  };
}
