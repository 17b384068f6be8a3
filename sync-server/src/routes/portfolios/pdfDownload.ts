import type Koa from 'koa';
import { PDF_MIME } from '@folio/shared';
import { notFound } from '../../errors.js';
import {
  AddressCap,
  classifyVisitor,
  sentByOtherSite,
  ShareDeduper,
  VisitorHasher,
} from '../../pages/visitors.js';
import type { PortfolioRecord, Storage } from '../../storage/types.js';
import { clientIp, optionalUser } from '../context.js';
import { storedPdf } from './service.js';

/**
 * GET /api/portfolios/:pid/pdf — the original PDF. The owner can always download it; visitors only
 * from a published portfolio whose owner offers it, and each such download is counted. Anything
 * else is a 404, so a private PDF's existence is not revealed. Like views, a download counts people,
 * once a day each: not the owner, not bots and link checkers, not a HEAD, not another site's page
 * embedding it.
 */
export function pdfDownload(storage: Storage): Koa.Middleware {
  const hasher = new VisitorHasher(storage.cluster);
  const addressCap = new AddressCap(storage.cluster);
  const downloaded = new ShareDeduper(storage.cluster, 'download');

  /** One download per person and day, like views; another site may link to it, not embed it. */
  async function countDownload(ctx: Koa.Context, pid: string): Promise<void> {
    const ua = ctx.get('User-Agent');
    if (ctx.method !== 'GET' || classifyVisitor(ua) !== 'person') return;
    if (sentByOtherSite(ctx.get('Sec-Fetch-Site')) && ctx.get('Sec-Fetch-Mode') !== 'navigate') return;
    const address = clientIp(ctx);
    const visitor = await hasher.hash(address, ua);
    if (!(await addressCap.allow(pid, await hasher.hash(address, ''), visitor))) return;
    if (await downloaded.first(pid, visitor)) await storage.stats.record(pid, 'download');
  }

  return async function downloadPdf(ctx) {
    const portfolio = await storage.portfolios.get(String(ctx.params.pid ?? ''));
    const isOwner = !!portfolio && portfolio.ownerId === optionalUser(ctx)?.id;
    const isOffered = !!portfolio && portfolio.published && portfolio.settings.offerPdf;
    if (!portfolio || !(isOwner || isOffered)) throw notFound('PDF not found');
    const bytes = await storedPdf(storage, portfolio);
    if (!bytes) throw notFound('PDF not found');
    if (!isOwner) await countDownload(ctx, portfolio.id);
    ctx.set('Cache-Control', 'private, no-store');
    sendPdf(ctx, portfolio, bytes);
  };
}

/** Answers with the portfolio's original PDF as a download named after the person. */
export function sendPdf(ctx: Koa.Context, portfolio: PortfolioRecord, bytes: Uint8Array): void {
  ctx.status = 200;
  ctx.type = PDF_MIME;
  ctx.set('Content-Disposition', pdfAttachment(portfolio.resume.personalInfo.name));
  ctx.body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** `attachment; filename="Ada-Lovelace-resume.pdf"` with an RFC 5987 form for non-ASCII names. */
export function pdfAttachment(personName: string): string {
  const base = personName
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}_-]/gu, '')
    .slice(0, 60);
  const name = `${base ? `${base}-` : ''}resume.pdf`;
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'resume.pdf';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
