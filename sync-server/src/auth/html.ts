import type Koa from 'koa';
import { assetUrl } from './assets.js';

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

export interface PageOptions {
  /** Scripts (names in assets.ts) the page loads; only the passkey page has any. */
  scripts?: string[];
}

/** Answers with a whole HTML page in the sign-in card layout, with a strict CSP and no caching. */
export function sendPage(
  ctx: Koa.Context,
  status: number,
  title: string,
  body: SafeHtml,
  options: PageOptions = {},
): void {
  ctx.status = status;
  setPageHeaders(ctx);
  ctx.body = pageHtml(title, body, options).value;
}

/**
 * Headers of every sign-in page: HTML, never cached, no framing, and only files from this origin:
 * the stylesheet and scripts in assets.ts, the app's favicon. No inline style or script at all.
 */
export function setPageHeaders(ctx: Koa.Context): void {
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; frame-ancestors 'none'",
  );
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Referrer-Policy', 'no-referrer');
}

/** The document around a page body (also used for oidc-provider's own pages): the app's look. */
export function pageHtml(title: string, body: SafeHtml, options: PageOptions = {}): SafeHtml {
  const scripts = (options.scripts ?? []).map(
    (name) => html`<script src="${assetUrl(name)}" defer></script>`,
  );
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta name="color-scheme" content="dark" />
        <meta name="theme-color" content="#0b1020" />
        <title>${title} · Folio</title>
        <link rel="icon" href="/icons/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="${assetUrl('signin.css')}" />
        ${scripts}
      </head>
      <body>
        <header class="brand">
          <a href="/" class="brand__link"
            ><img src="/icons/favicon.svg" alt="" width="32" height="32" /><span>Folio</span></a
          >
        </header>
        <main class="card">${body}</main>
      </body>
    </html> `;
}

/** A page that explains what went wrong, with a way back to the app. */
export function errorPageBody(title: string, message: string, backHref = '/login'): SafeHtml {
  return html`<h1>${title}</h1>
    <p role="alert">${message}</p>
    <a class="button" href="${backHref}">Back to sign in</a>`;
}
