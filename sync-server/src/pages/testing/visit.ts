import type { TestServer } from '../../test/testServer.js';

/** A desktop Chrome's User-Agent: a person, not a bot or a link preview (visitors.ts). */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** GET as a browser would, without following redirects (tests look at the 301s themselves). */
export const visitAs =
  (server: () => TestServer) =>
  (path: string, headers: Record<string, string> = {}) =>
    fetch(server().url + path, { headers: { 'user-agent': BROWSER_UA, ...headers }, redirect: 'manual' });
