import type Koa from 'koa';
import type { PortfolioRecord, Storage } from '../storage/types.js';
import { portfolioContactSchema } from '../routes/messages/schema.js';

const MAX_FORM_BYTES = 64 * 1024;

export type ContactOutcome = { ok: true } | { ok: false; status: number; problems: string[] };

/**
 * The contact form's no-JavaScript path: a urlencoded POST, validated with the same schema as the
 * messages API, stored in the owner's inbox. A filled-in hidden trap field is treated as sent and dropped.
 */
export async function receiveContactForm(
  ctx: Koa.Context,
  portfolio: PortfolioRecord,
  storage: Storage,
  /** Told of each message once it is stored (the owner's email). */
  onStored: (message: { name: string; email: string; message: string }) => Promise<void>,
): Promise<ContactOutcome> {
  if (!ctx.is('application/x-www-form-urlencoded')) {
    return { ok: false, status: 415, problems: ['The form was sent in a format we do not accept.'] };
  }
  const raw = await readBody(ctx.req, MAX_FORM_BYTES);
  if (raw === null) return { ok: false, status: 413, problems: ['The message is too long.'] };
  const form = new URLSearchParams(raw);
  if (form.get('website')) return { ok: true };
  const parsed = portfolioContactSchema.safeParse({
    name: form.get('name') ?? '',
    email: form.get('email') ?? '',
    message: form.get('message') ?? '',
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => {
      const field = String(i.path[0] ?? 'form');
      if (field === 'email' && i.message !== 'required') return 'Please enter a valid email address.';
      return i.message === 'required' ? `Please fill in your ${field}.` : `Your ${field} is ${i.message}.`;
    });
    return { ok: false, status: 400, problems: [...new Set(problems)] };
  }
  await storage.messages.create({ portfolioId: portfolio.id, ownerId: portfolio.ownerId, ...parsed.data });
  await onStored(parsed.data);
  return { ok: true };
}

function readBody(req: NodeJS.ReadableStream, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
