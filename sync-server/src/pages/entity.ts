import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import { PreparedHead } from '../http/preparedHead.js';
import { rememberLast } from '../http/rememberLast.js';

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding an Accept-Encoding allows: nearly every browser sends the same one, so remembered. */
const acceptedEncoding = rememberLast((accept): Encoding =>
  /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : 'identity',
);

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A response body compressed once (gzip and brotli) with its strong ETag, served many times: published
 * pages are rendered once per revision (STACK.md: rendering per request is 20× slower than cached bytes).
 */
export class CompressedEntity {
  private constructor(
    readonly type: string,
    readonly etag: string,
    readonly identity: Buffer,
    readonly gzip: Buffer | null,
    readonly br: Buffer | null,
  ) {}

  static async create(
    body: Buffer | string,
    type: string,
    /** `brotliQuality`: 11 (smallest, slowest) unless a large file must not keep its first visitor waiting. */
    options: { compress?: boolean; brotliQuality?: number } = {},
  ): Promise<CompressedEntity> {
    const identity = typeof body === 'string' ? Buffer.from(body) : body;
    const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
    if (options.compress === false || identity.length < 512)
      return new CompressedEntity(type, etag, identity, null, null);
    const [gz, br] = await Promise.all([
      gzipAsync(identity, { level: 9 }),
      brotliAsync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: options.brotliQuality ?? 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    ]);
    return new CompressedEntity(type, etag, identity, gz, br);
  }

  readonly #prepared = new WeakMap<object, Record<Encoding | 'notModified', PreparedHead>>();

  /**
   * Writes this entity straight to Node's response, skipping Koa's response handling: the hot path of
   * published pages. Header sets are merged and checked once per `headers` object (PreparedHead) and
   * reused.
   */
  write(req: IncomingMessage, res: ServerResponse, headers: Readonly<Record<string, string>>): void {
    let prepared = this.#prepared.get(headers);
    if (!prepared) {
      // A page chosen by the visitor's language (pages/languages.ts) varies on that as well.
      const vary = [headers.Vary ?? '', this.gzip ? 'Accept-Encoding' : ''].filter(Boolean).join(', ');
      const base = { ...headers, ETag: this.etag, ...(vary ? { Vary: vary } : {}) };
      const full = (body: Buffer, encoding?: string) =>
        new PreparedHead({
          ...base,
          'Content-Type': this.type,
          'Content-Length': String(body.length),
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        });
      const identity = full(this.identity);
      prepared = {
        br: this.br ? full(this.br, 'br') : identity,
        gzip: this.gzip ? full(this.gzip, 'gzip') : identity,
        identity,
        notModified: new PreparedHead(base),
      };
      this.#prepared.set(headers, prepared);
    }
    const inm = req.headers['if-none-match'];
    if (inm !== undefined && matches(inm, this.etag)) {
      prepared.notModified.write(res, 304);
      res.end();
      return;
    }
    const encoding = this.#encodingFor(req.headers['accept-encoding'] ?? '');
    prepared[encoding].write(res, 200);
    if (req.method === 'HEAD') res.end();
    else res.end(this.#body(encoding));
  }

  /** gzip and brotli are made together or not at all (small bodies, `compress: false`). */
  #encodingFor(accept: string): Encoding {
    return this.gzip === null || this.br === null ? 'identity' : acceptedEncoding(accept);
  }

  #body(encoding: Encoding): Buffer {
    return (encoding === 'br' ? this.br : encoding === 'gzip' ? this.gzip : null) ?? this.identity;
  }

  /**
   * Answers the request with this entity: 304 when If-None-Match matches, else the best encoding the
   * client accepts. `headers` (caching, CSP …) go on both.
   */
  send(ctx: Koa.Context, headers: Readonly<Record<string, string>>): void {
    ctx.set(headers);
    ctx.set('ETag', this.etag);
    if (this.gzip) ctx.vary('Accept-Encoding');
    if (matches(ctx.get('If-None-Match'), this.etag)) {
      ctx.status = 304;
      return;
    }
    ctx.status = 200;
    ctx.type = this.type;
    const encoding = this.#encodingFor(ctx.get('Accept-Encoding'));
    if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
    ctx.body = this.#body(encoding);
  }
}

function matches(header: string, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
