import { afterAll, beforeAll } from 'vitest';
import { openBrowser, type BrowserOptions, type OpenBrowser } from './browser.js';
import { startServer, type RunningServer, type StartOptions } from './server.js';

export interface Journey {
  readonly server: RunningServer;
  readonly browser: OpenBrowser;
}

export interface JourneyOptions {
  /** A function when the options exist only once an earlier beforeAll has run (a directory it made). */
  server?: StartOptions | (() => StartOptions);
  browser?: BrowserOptions;
}

/**
 * The usual start of a journey file (or of a describe block): a fresh server and one browser (a fresh
 * profile) for all its tests, started in beforeAll and closed in afterAll. Read `server` and `browser`
 * inside a test or a later hook. A beforeAll registered after this call runs once both are up; an
 * afterAll registered before it runs once both are closed.
 */
export function serverAndBrowser(options: JourneyOptions = {}): Journey {
  let server: RunningServer | undefined;
  let browser: OpenBrowser | undefined;
  beforeAll(async () => {
    server = await startServer(typeof options.server === 'function' ? options.server() : options.server);
    browser = await openBrowser(options.browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });
  return {
    get server() {
      if (!server) throw new Error('The server starts in beforeAll: read it inside a test.');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('The browser opens in beforeAll: read it inside a test.');
      return browser;
    },
  };
}
