import type { RequestListener } from 'node:http';
import Koa from 'koa';
import { canonicalOrigin, createAuth, type Auth } from './auth/index.js';
import type { Config } from './configTypes.js';
import { errorFormatter } from './http/errorFormatter.js';
import { refuseNulInAddress } from './http/nulInAddress.js';
import { securityHeaders } from './http/securityHeaders.js';
import { staticFiles } from './http/staticFiles.js';
import { log } from './log.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { appHostsOnly } from './domains/hosts.js';
import { domainsRouter } from './domains/router.js';
import { customDomainSites } from './domains/site.js';
import { exportRouter } from './export/router.js';
import { privateLinkPages } from './links/page.js';
import { linksRouter } from './links/router.js';
import { startOpenRetention } from './links/retention.js';
import { applicationsRouter } from './applications/router.js';
import { createPublishedPages } from './pages/index.js';
import { ReservedAddresses, reservedSegments } from './pages/reserved.js';
import { createEnhanceMiddleware } from './routes/enhance/index.js';
import { apiRouter } from './routes/index.js';
import { shareCounterFor } from './routes/portfolios/shareCounter.js';
import { assignMissingSlugs } from './routes/portfolios/slug.js';
import { startUploadExpiry } from './routes/uploads/retention.js';
import { loadCookieKeys } from './storage/cookieKeys.js';
import { createStorage, sharedSignIn } from './storage/index.js';
import type { Storage } from './storage/types.js';

export interface FolioApp {
  app: Koa;
  /**
   * The request listener to serve: the app behind the published pages' fast path, which writes a
   * cached page before Koa builds a context (issue 6 throughput target).
   */
  listener: RequestListener;
  storage: Storage;
  auth: Auth;
  /** Stops sign-in, waits for pending writes and releases the data dir. Call after the HTTP server closed. */
  close(): Promise<void>;
}

/**
 * Builds the whole server for a configuration: storage (taking the data dir's lock), sign-in, the
 * API, published pages and the PWA. Exported for tests; index.ts only listens.
 *
 * Order matters: security headers and the error formatter wrap everything; sign-in comes before
 * the routes that need a user; the PWA shell is the last resort for browser routes.
 */
export async function createApp(config: Config): Promise<FolioApp> {
  const storage = await createStorage(config);
  let auth: Auth | null = null;
  let mailer: Mailer | null = null;
  try {
    // Behind a proxy, only the address the nearest proxy saw counts: leftmost entries are client-supplied.
    const app = new Koa({ proxy: config.trustProxy, maxIpsCount: config.trustProxy ? 1 : 0 });
    // Signed cookies for sign-in; oidc-provider mounted with koa-mount uses these (STACK.md gotcha 2).
    app.keys = await loadCookieKeys(storage.cluster);
    app.on('error', (error: unknown) => {
      // Errors reaching Koa are client disconnects and the like: routes' errors are formatted earlier.
      log.debug('Koa error', { error });
    });
    const addresses = new ReservedAddresses();
    const deps = { config, storage, addresses };
    auth = await createAuth({ config, storage, ...sharedSignIn(storage) });
    mailer = config.mail ? createMailer(config.mail) : null;
    const api = apiRouter({ ...deps, auth, mailer });
    const domains = domainsRouter({ ...deps, auth });
    const exports = exportRouter({ ...deps, auth, assets: () => pages.assets() });
    const links = linksRouter({ ...deps, auth });
    const applications = applicationsRouter({ ...deps, auth });
    // Every first path segment the routers above, the middleware and the app answer: never a slug.
    addresses.set(
      reservedSegments({
        routers: [api, domains, exports, links, applications],
        staticDir: config.staticDir,
      }),
    );

    const pages = createPublishedPages({ config, storage, auth, addresses, mailer });

    app.use(securityHeaders({ https: config.publicUrl.startsWith('https:') }));
    // Before anything else answers: a custom domain's host gets its portfolio or a plain 404.
    app.use(customDomainSites({ config, storage, pages }));
    app.use(canonicalOrigin(config));
    app.use(errorFormatter());
    app.use(refuseNulInAddress());
    app.use(auth.middleware);
    app.use(api.routes());
    app.use(domains.routes());
    app.use(exports.routes());
    app.use(links.routes());
    app.use(applications.routes());
    app.use(privateLinkPages({ ...deps, auth, assets: pages.assets, mailer }));
    app.use(createEnhanceMiddleware({ config, storage, auth }));
    app.use(pages.middleware);
    if (config.staticDir) app.use(staticFiles(config.staticDir));

    const callback = app.callback();
    const expiry = await startUploadExpiry(storage, config.unusedUploadRetentionMs);
    const openRetention = await startOpenRetention(storage, config.linkOpenRetentionDays);
    // Portfolios from before slugs get theirs; they answer at their first address meanwhile.
    let closing = false;
    const slugs = assignMissingSlugs(storage, addresses, () => closing).catch((error: unknown) =>
      log.error('Giving portfolios their slugs failed', { error }),
    );
    const ready = auth;
    return {
      app,
      listener: appHostsOnly(config, pages.wrap(callback), callback),
      storage,
      auth: ready,
      close: async () => {
        expiry.stop();
        openRetention.stop();
        closing = true;
        await slugs;
        await ready.close();
        await mailer?.close();
        await shareCounterFor(storage).flush();
        await storage.close();
      },
    };
  } catch (error) {
    await auth?.close();
    await mailer?.close();
    await storage.close();
    throw error;
  }
}
