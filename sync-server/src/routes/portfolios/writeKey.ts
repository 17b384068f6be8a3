import { createHash } from 'node:crypto';
import type Koa from 'koa';
import { validationFailed } from '../../errors.js';
import type { WriteKey } from '../../storage/types.js';

/** The header an outbox sends with every write so a retry can be told from a new change. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY = /^[\x21-\x7e]{1,100}$/;

/**
 * The request's write key (Idempotency-Key header) with a fingerprint of its JSON body, or
 * undefined without the header. A key of other than 1–100 visible ASCII characters answers 400.
 */
export function writeKeyOf(ctx: Koa.Context, body: unknown): WriteKey | undefined {
  const key = ctx.get(IDEMPOTENCY_HEADER);
  if (!key) return undefined;
  if (!KEY.test(key)) {
    throw validationFailed(
      [{ path: IDEMPOTENCY_HEADER, message: 'invalid' }],
      'Invalid Idempotency-Key header.',
    );
  }
  return { key, fingerprint: createHash('sha256').update(JSON.stringify(body)).digest('hex') };
}
