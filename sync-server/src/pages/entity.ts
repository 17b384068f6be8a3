import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import { PreparedHead } from '../http/preparedHead.js';

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

  readonly #prepared = new WeakMap<
    object,
    Record<'br' | 'gzip' | 'identity' | 'notModified', PreparedHead>
  >();
  /** The last Accept-Encoding and the encoding it chose: nearly every browser sends the same one. */
  #lastAccept = '';
  #lastEncoding: 'br' | 'gzip' | 'identity' = 'identity';

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
      prepared = {
        br: this.br ? full(this.br, 'br') : full(this.identity),
        gzip: this.gzip ? full(this.gzip, 'gzip') : full(this.identity),
        identity: full(this.identity),
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
    const accept = req.headers['accept-encoding'];
    let body = this.identity;
    let head = prepared.identity;
    if (accept !== undefined && this.br !== null && this.gzip !== null) {
      const encoding = this.#encodingFor(accept);
      if (encoding === 'br') {
        body = this.br;
        head = prepared.br;
      } else if (encoding === 'gzip') {
        body = this.gzip;
        head = prepared.gzip;
      }
    }
    head.write(res, 200);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  }

  #encodingFor(accept: string): 'br' | 'gzip' | 'identity' {
    if (accept !== this.#lastAccept) {
      this.#lastEncoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : 'identity';
      this.#lastAccept = accept;
    }
    return this.#lastEncoding;
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
    const accept = ctx.get('Accept-Encoding');
    if (this.br && /\bbr\b/.test(accept)) {
      ctx.set('Content-Encoding', 'br');
      ctx.body = this.br;
    } else if (this.gzip && /\bgzip\b/.test(accept)) {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = this.gzip;
    } else {
      ctx.body = this.identity;
    }
  }
}

function matches(header: string, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
