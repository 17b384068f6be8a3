import { afterAll, beforeAll } from 'vitest';
import { openBrowser, type BrowserOptions, type OpenBrowser } from './browser.js';
import { startServer, type RunningServer, type StartOptions } from './server.js';

export interface Journey {
  readonly server: RunningServer;
  readonly browser: OpenBrowser;
}

/**
 * The usual start of a journey file: a fresh server and one browser (a fresh profile) for all its
 * tests, started in beforeAll and closed in afterAll. Read `server` and `browser` inside a test.
 */
export function serverAndBrowser(options: { server?: StartOptions; browser?: BrowserOptions } = {}): Journey {
  let server: RunningServer | undefined;
  let browser: OpenBrowser | undefined;
  beforeAll(async () => {
    server = await startServer(options.server);
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
