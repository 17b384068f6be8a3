import { createHash } from 'node:crypto';
import type Koa from 'koa';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** HTML that is already escaped (built by `html` or `escapeHtml`). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Tagged template that escapes every interpolated value unless it is SafeHtml (or a list of them). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

// One plain, clean card, readable without any script (the app's look: light, one accent colour).
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1f2937}
main{width:100%;max-width:26rem;background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:2rem;
box-shadow:0 1px 3px rgba(0,0,0,.06)}
h1{font-size:1.5rem;margin:0 0 .5rem}
p{margin:.5rem 0 1rem;color:#4b5563}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #9ca3af;border-radius:8px}
input:focus,button:focus,a:focus{outline:3px solid #93c5fd;outline-offset:2px}
button,.button{display:block;width:100%;margin-top:1.25rem;padding:.7rem 1rem;font:inherit;font-weight:600;
text-align:center;text-decoration:none;color:#fff;background:#2563eb;border:0;border-radius:8px;cursor:pointer}
.secondary{color:#1f2937;background:#fff;border:1px solid #d1d5db}
.error{color:#b91c1c;background:#fef2f2;border:1px solid #fecaca;border-radius:8px;padding:.5rem .75rem}
.note{font-size:.875rem}
a{color:#1d4ed8}
`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** Answers with a whole HTML page in the sign-in card layout, with a strict CSP and no caching. */
export function sendPage(ctx: Koa.Context, status: number, title: string, body: SafeHtml): void {
  ctx.status = status;
  setPageHeaders(ctx);
  ctx.body = pageHtml(title, body).value;
}

/** Headers of every sign-in page: HTML, never cached, only our own stylesheet, no framing. */
export function setPageHeaders(ctx: Koa.Context): void {
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'`,
  );
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Referrer-Policy', 'no-referrer');
}

/** The document around a page body (also used for oidc-provider's own pages). */
export function pageHtml(title: string, body: SafeHtml): SafeHtml {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · Folio</title>
        <style>
          ${new SafeHtml(STYLE)}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html> `;
}

/** A page that explains what went wrong, with a way back to the app. */
export function errorPageBody(title: string, message: string, backHref = '/login'): SafeHtml {
  return html`<h1>${title}</h1>
    <p role="alert">${message}</p>
    <a class="button" href="${backHref}">Back to sign in</a>`;
}
