/**
 * A browser's cookie handling, just enough for sign-in flows driven with fetch: cookies are kept per
 * origin with their path, sent on requests whose path they match, replaced and deleted as
 * Set-Cookie says. Redirects are followed by hand so every hop's cookies are seen.
 */
interface StoredCookie {
  name: string;
  value: string;
  origin: string;
  path: string;
}

export interface Hop {
  url: string;
  status: number;
  location: string | null;
  response: Response;
}

export class CookieJar {
  #cookies: StoredCookie[] = [];

  /** `headers` go on every request of this jar (say, what a proxy adds for one visitor). */
  constructor(readonly headers: Record<string, string> = {}) {}

  /** The Cookie header for a URL, or null. */
  headerFor(url: string): string | null {
    const { origin, pathname } = new URL(url);
    const matching = this.#cookies.filter((c) => c.origin === origin && pathMatches(pathname, c.path));
    // Longer paths first, as browsers send them.
    matching.sort((a, b) => b.path.length - a.path.length);
    return matching.length ? matching.map((c) => `${c.name}=${c.value}`).join('; ') : null;
  }

  /** Names of the cookies held for an origin. */
  names(origin: string): string[] {
    return this.#cookies.filter((c) => c.origin === origin).map((c) => c.name);
  }

  store(url: string, response: Response): void {
    const { origin, pathname } = new URL(url);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let path = defaultPath(pathname);
      let expired = false;
      for (const attribute of attributes) {
        const [key = '', val = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'path' && val.startsWith('/')) path = val;
        if (key.toLowerCase() === 'expires' && Date.parse(val) <= Date.now()) expired = true;
        if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
      }
      this.#cookies = this.#cookies.filter(
        (c) => !(c.origin === origin && c.name === name && c.path === path),
      );
      if (!expired && value !== '') this.#cookies.push({ name, value, origin, path });
    }
  }

  /** fetch with this jar's cookies; never follows redirects. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers({ ...this.headers, ...Object.fromEntries(new Headers(init.headers)) });
    const cookie = this.headerFor(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(url, response);
    return response;
  }

  /**
   * Follows redirects by hand (GET after each), stopping at the first non-redirect response or at
   * a URL `stop` says to stop at (it is not requested). Returns every hop.
   */
  async follow(
    url: string,
    init: RequestInit = {},
    stop: (url: string) => boolean = () => false,
  ): Promise<Hop[]> {
    const hops: Hop[] = [];
    let current = url;
    let request: RequestInit = init;
    for (let i = 0; i < 20; i++) {
      const response = await this.fetch(current, request);
      const location = response.headers.get('location');
      hops.push({ url: current, status: response.status, location, response });
      if (response.status < 300 || response.status >= 400 || !location) return hops;
      await response.arrayBuffer();
      current = new URL(location, current).href;
      request = {};
      if (stop(current)) {
        hops.push({ url: current, status: 0, location: null, response: new Response(null) });
        return hops;
      }
    }
    throw new Error(`Too many redirects from ${url}`);
  }
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

function defaultPath(pathname: string): string {
  const slash = pathname.lastIndexOf('/');
  return slash <= 0 ? '/' : pathname.slice(0, slash);
}
