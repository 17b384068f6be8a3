import type Koa from 'koa';
import { classifyVisitor, sentByOtherSite } from '../pages/visitors.js';
import type { PrivateLinkRecord, Storage } from '../storage/types.js';

/**
 * Whether a request to a link's open counter (the page script's POST, the no-script pixel) may be a
 * person's open. Left out: HEAD requests (a checker asking whether the address works), bots and link
 * previews by their User-Agent, another site's page embedding the counter, and any client that does
 * not send Fetch Metadata (Sec-Fetch-Site): every current browser sends it, while mail scanners and
 * other programs that follow links in messages, and read the pixel of a page without running it,
 * send none. An open is evidence that someone looked, not proof: a determined program can fake all this.
 */
export function mayBePersonOpening(ctx: Koa.Context): boolean {
  if (ctx.method === 'HEAD') return false;
  if (classifyVisitor(ctx.get('User-Agent')) !== 'person') return false;
  const site = ctx.get('Sec-Fetch-Site');
  return site.trim() !== '' && !sentByOtherSite(site);
}

/** The owner switched tracking off on the application that owns this link: count nothing. */
export async function trackingOff(storage: Storage, link: PrivateLinkRecord): Promise<boolean> {
  const app = await storage.applications.getByLink(link.id);
  return app !== null && !app.tracking;
}
