import type { TemplateAssets } from './assets.js';
import { escapeHtml, jsonForScript } from './html.js';

/** A small drawn icon, so browsers don't ask for /favicon.ico on published pages. */
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%231a5fb4'/%3E%3Cpath d='M10 8h13v4h-8.5v3.5H21v4h-6.5V25H10z' fill='%23fff'/%3E%3C/svg%3E";

export interface DocumentInput {
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** Class of <html>: `fx-doc-{templateId}` lets a template style the page background and scrolling. */
  htmlClass: string;
  title: string;
  description: string;
  canonical: string | null;
  /** The page in every language it has (hreflang), and the address that picks one (x-default). */
  alternates?: { languages: { lang: string; href: string }[]; xDefault: string };
  noindex: boolean;
  themeColor: string;
  assets: TemplateAssets;
  /** Open Graph / Twitter card; null on error pages. */
  social: { image: string; imageAlt: string; type: 'profile' | 'website' } | null;
  jsonLd: Record<string, unknown> | null;
  /** Already-rendered, already-escaped body markup (React's output). */
  body: string;
  /** Attributes of the root element the page script finds (`data-pid`). */
  rootData: Record<string, string>;
  /** Extra markup after the root (the no-script view pixel). */
  after?: string;
  script: boolean;
}

/** The HTML document around a rendered template: head metadata, assets, JSON-LD. Every value escaped. */
export function renderDocument(d: DocumentInput): string {
  const e = escapeHtml;
  const meta: string[] = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${e(d.title)}</title>`,
    `<meta name="description" content="${e(d.description)}">`,
    `<meta name="theme-color" content="${e(d.themeColor)}">`,
    `<meta name="color-scheme" content="light dark">`,
  ];
  if (d.noindex) meta.push(`<meta name="robots" content="noindex">`);
  if (d.canonical) meta.push(`<link rel="canonical" href="${e(d.canonical)}">`);
  if (d.alternates) {
    for (const alt of d.alternates.languages)
      meta.push(`<link rel="alternate" hreflang="${e(alt.lang)}" href="${e(alt.href)}">`);
    meta.push(`<link rel="alternate" hreflang="x-default" href="${e(d.alternates.xDefault)}">`);
  }
  meta.push(`<link rel="icon" href="${ICON}">`);
  for (const font of d.assets.preload)
    meta.push(`<link rel="preload" href="${e(font)}" as="font" type="font/woff2" crossorigin>`);
  meta.push(`<link rel="stylesheet" href="${e(d.assets.css)}">`);
  if (d.script) meta.push(`<script type="module" src="${e(d.assets.js)}"></script>`);
  if (d.social) {
    const og: [string, string][] = [
      ['og:type', d.social.type],
      ['og:title', d.title],
      ['og:description', d.description],
      ...(d.canonical ? ([['og:url', d.canonical]] as [string, string][]) : []),
      ['og:image', d.social.image],
      ['og:image:width', '1200'],
      ['og:image:height', '630'],
      ['og:image:alt', d.social.imageAlt],
    ];
    for (const [k, v] of og) meta.push(`<meta property="${k}" content="${e(v)}">`);
    const tw: [string, string][] = [
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', d.title],
      ['twitter:description', d.description],
      ['twitter:image', d.social.image],
      ['twitter:image:alt', d.social.imageAlt],
    ];
    for (const [k, v] of tw) meta.push(`<meta name="${k}" content="${e(v)}">`);
  }
  if (d.jsonLd) meta.push(`<script type="application/ld+json">${jsonForScript(d.jsonLd)}</script>`);
  const attrs = Object.entries(d.rootData)
    .map(([k, v]) => ` data-${k}="${e(v)}"`)
    .join('');
  return `<!doctype html><html lang="${e(d.lang ?? 'en')}" dir="${d.dir ?? 'ltr'}" class="${e(d.htmlClass)}"><head>${meta.join('')}</head><body><div id="fx-root"${attrs}>${d.body}</div>${d.after ?? ''}</body></html>`;
}
