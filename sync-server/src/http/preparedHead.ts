import { ServerResponse, validateHeaderName, validateHeaderValue, type IncomingMessage } from 'node:http';

/*
 * A response head written many times (a cached page's), checked once instead of on every write.
 *
 * Node checks every header passed to writeHead() against the rules for header names and values (two
 * regular expressions a header, over the whole value: the page's CSP is 220 characters): for the ten
 * headers of a cached page about 0.9 µs of a request that otherwise costs bare Node 7 µs, most of
 * what kept the page under 0.9× bare Node (issue 26). Headers given to setHeader() are checked there
 * and written from the response's own header map without being checked again; Node keeps that map
 * under an internal symbol. A PreparedHead checks its headers once, with Node's own public
 * validateHeaderName()/validateHeaderValue(), builds that map once in the shape setHeader() builds it,
 * and hands the same frozen map to every response it writes: Node then writes exactly the bytes it
 * would have written for writeHead(status, headers), minus the repeated checks.
 *
 * Where the map cannot be found or does not read back through Node's public getters (another Node
 * release), or a response already has headers of its own, it is writeHead(status, headers) as usual.
 */

/** Node's per-response header map (`kOutHeaders`): `{ lower-cased name: [name, value] }`, null until set. */
type HeaderMap = Readonly<Record<string, readonly [string, string]>>;

const OUT_HEADERS: symbol | null = findHeaderMap();

/** The symbol of Node's header map on a response, when it reads back as setHeader() would leave it. */
function findHeaderMap(): symbol | null {
  const probe = () =>
    new ServerResponse({
      method: 'GET',
      httpVersionMajor: 1,
      httpVersionMinor: 1,
      headers: {},
    } as IncomingMessage);
  const res = probe();
  const symbol = Object.getOwnPropertySymbols(res).find(
    (s) => s.description === 'kOutHeaders' && (res as unknown as Record<symbol, unknown>)[s] === null,
  );
  if (!symbol) return null;
  const expected = probe();
  expected.setHeader('X-Probe', 'one');
  expected.setHeader('Content-Length', '3');
  const own = (expected as unknown as Record<symbol, unknown>)[symbol];
  const built = mapOf([
    ['X-Probe', 'one'],
    ['Content-Length', '3'],
  ]);
  (res as unknown as Record<symbol, unknown>)[symbol] = built;
  const same =
    JSON.stringify(own) === JSON.stringify(built) &&
    res.getHeader('x-probe') === 'one' &&
    res.getHeaderNames().join() === 'x-probe,content-length';
  return same ? symbol : null;
}

function mapOf(entries: readonly (readonly [string, string])[]): HeaderMap {
  // Built as a plain object and then given Node's null prototype: V8 keeps its properties fast, which
  // Object.create(null) would not (a dictionary), and Node reads every entry of it on each write.
  const map: Record<string, readonly [string, string]> = {};
  for (const [name, value] of entries) map[name.toLowerCase()] = Object.freeze([name, value] as const);
  return Object.freeze(Object.setPrototypeOf(map, null) as HeaderMap);
}

/** Whether responses are written from the prepared map (false: plain writeHead on this Node). */
export const PREPARED_HEADS = OUT_HEADERS !== null;

export class PreparedHead {
  /** For writeHead(status, headers) when the map cannot be used. */
  readonly #flat: string[];
  readonly #map: HeaderMap;

  /** Throws as writeHead() would for a header Node refuses (a bad name, a CR or LF in a value …). */
  constructor(headers: Readonly<Record<string, string>>) {
    const entries = Object.entries(headers);
    const seen = new Set<string>();
    for (const [name, value] of entries) {
      validateHeaderName(name);
      validateHeaderValue(name, value);
      // Two spellings of one name would be two headers in writeHead(), one in the map.
      if (seen.has(name.toLowerCase())) throw new Error(`Header ${name} given twice`);
      seen.add(name.toLowerCase());
    }
    this.#flat = entries.flat();
    this.#map = mapOf(entries);
  }

  /** writeHead(status, headers) for `res`, without checking the headers again when Node allows. */
  write(res: ServerResponse, status: number): void {
    const own = res as unknown as Record<symbol, unknown>;
    if (OUT_HEADERS !== null && own[OUT_HEADERS] === null) {
      own[OUT_HEADERS] = this.#map;
      res.writeHead(status);
    } else {
      res.writeHead(status, this.#flat);
    }
  }
}
