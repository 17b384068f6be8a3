import type Koa from 'koa';
import { EMAIL_MAX, NAME_MAX } from './pages.js';

const FORM_LIMIT_BYTES = 8 * 1024;

/** Reads an `application/x-www-form-urlencoded` body (small forms only); null when it is not one. */
export async function readForm(ctx: Koa.Context): Promise<URLSearchParams | null> {
  if (!ctx.is('application/x-www-form-urlencoded')) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > FORM_LIMIT_BYTES) return null;
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export type LocalAccountInput =
  { ok: true; name: string; email: string } | { ok: false; field: 'name' | 'email'; error: string };

// Deliberately simple: one @, no spaces or characters that break mail headers, a dot in the domain.
const EMAIL_PATTERN = /^[^\s@<>()[\]",;:\\]+@[^\s@<>()[\]",;:\\]+\.[^\s@<>()[\]",;:\\]+$/;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/** Validates the local account form: a display name and an email address. */
export function parseLocalAccount(form: URLSearchParams): LocalAccountInput {
  const name = (form.get('name') ?? '').replace(/\s+/g, ' ').trim();
  const email = (form.get('email') ?? '').trim().toLowerCase();
  if (!name) return { ok: false, field: 'name', error: 'Please enter your name.' };
  if (name.length > NAME_MAX || CONTROL_CHARS.test(name)) {
    return { ok: false, field: 'name', error: `Please enter a name of at most ${NAME_MAX} characters.` };
  }
  if (!email) return { ok: false, field: 'email', error: 'Please enter your email address.' };
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) {
    return { ok: false, field: 'email', error: 'Please enter a valid email address, like jane@example.com.' };
  }
  return { ok: true, name, email };
}
