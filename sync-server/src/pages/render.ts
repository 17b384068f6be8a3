import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  API,
  getTheme,
  isThemeId,
  PAGE_LANGUAGES,
  redactResume,
  themeDocClasses,
  type PageLanguageCode,
} from '@folio/shared';
import { pageLocale } from '@folio/shared/i18n/catalogue.js';
import { TEMPLATE_COMPONENTS, toTemplateView, type TemplateView } from '@folio/shared/templates';
import type { PortfolioRecord } from '../storage/types.js';
import type { PageAssets } from './assets.js';
import { renderDocument } from './document.js';
import { escapeHtml, truncate } from './html.js';
import { personJsonLd } from './jsonLd.js';
import { contactPath, ogImagePath, pagePath, viewPixelPath } from './paths.js';

/** What a published page says about itself in search results and link previews. */
export function describe(view: TemplateView): { title: string; description: string } {
  const name = view.name || view.t.portfolio;
  const title = view.title ? `${name} — ${view.title}` : name;
  const source =
    view.headline ||
    view.summary.text ||
    view.subheadline ||
    [view.title, view.location].filter(Boolean).join(' in ') ||
    `${name}'s portfolio`;
  return { title, description: truncate(source, 160) };
}

export interface RenderOptions {
  /**
   * The copy an owner downloads to host anywhere (export.ts): no page script and no view pixel (the
   * visits of a copy are the owner's business, and module scripts do not run from a file), and the
   * contact form posts to this server's absolute address so messages still arrive.
   */
  standalone?: boolean;
  /**
   * The page behind a private link (links/): details the owner hid from the public are shown as the
   * link reveals them, the page is never indexed and names no canonical address, and opens are
   * counted on the link rather than as views of the public page.
   */
  privateLink?: { path: string; reveal: { email: boolean; phone: boolean; pdf: boolean } };
  /**
   * The original PDF is stored, so the page links to it when the owner offers it (settings.offerPdf):
   * the public page to the counted download, the owner's copy to the file beside it, a private link
   * that reveals it to its own button.
   */
  pdfStored?: boolean;
  /**
   * The page at the root of the owner's verified custom domain (domains/): `publicUrl` is then that
   * domain's origin, and the canonical address is its root.
   */
  atRoot?: boolean;
  /**
   * The portfolio has further languages (pages/languages.ts): this rendering is `current`'s (the
   * record already holds that language's resume), with hreflang links to each and a language switch.
   */
  languages?: { current: PageLanguageCode; versions: LanguageLink[] };
  /**
   * With `standalone`: where this page sits from the downloaded site's top folder ('' for
   * index.html, '../' in a language's folder), so links to the site's files (the PDF) resolve.
   */
  filesAt?: string;
}

/** One language of the page: its address, and where the switch links (a downloaded site's own file). */
export interface LanguageLink {
  lang: PageLanguageCode;
  path: string;
  /** The switch's link when not the address itself: a relative file in a downloaded site. */
  href?: string;
}

/**
 * Renders a published portfolio to a complete HTML document, once per revision. The resume is redacted
 * by the owner's settings before anything is derived from it, so hidden email or phone cannot reach
 * the markup, the meta tags or the JSON-LD.
 */
export function renderPortfolioHtml(
  record: PortfolioRecord,
  publicUrl: string,
  assets: PageAssets,
  options: RenderOptions = {},
): string {
  const live = !options.standalone;
  const link = options.privateLink;
  const settings = link
    ? {
        ...record.settings,
        showEmail: record.settings.showEmail || link.reveal.email,
        showPhone: record.settings.showPhone || link.reveal.phone,
        noindex: true,
      }
    : record.settings;
  const resume = redactResume(record.resume, settings);
  const view = { ...toTemplateView(resume, settings), ...pdfLink(record, options) };
  const entry = TEMPLATE_COMPONENTS[record.templateId];
  const languages = options.atRoot || link ? undefined : options.languages;
  const here = languages?.versions.find((v) => v.lang === languages.current);
  const canonical = publicUrl + (options.atRoot ? '/' : (here?.path ?? pagePath(record)));
  const { title, description } = describe(view);
  // The owner's theme restyles the template: its colour for the browser UI, its own font stacks
  // (system fonts, so the template's web fonts are not preloaded for nothing).
  const themed = isThemeId(record.theme);
  const templateAssets = assets.templates[record.templateId];
  const body = renderToString(
    createElement(entry.Component, {
      data: view,
      settings,
      portfolioId: record.id,
      contactEndpoint: (live ? '' : publicUrl) + contactPath(record.id),
    }),
  );
  return renderDocument({
    lang: view.lang,
    dir: view.dir,
    htmlClass: [`fx-doc-${record.templateId}`, themeDocClasses(record.theme)].filter(Boolean).join(' '),
    title,
    description,
    canonical: link ? null : canonical,
    ...(languages && {
      alternates: {
        languages: languages.versions.map((v) => ({ lang: v.lang, href: publicUrl + v.path })),
        xDefault: publicUrl + pagePath(record),
      },
    }),
    noindex: settings.noindex,
    themeColor: themed ? getTheme(record.theme).colors.background : entry.themeColor,
    assets: themed ? { ...templateAssets, preload: [] } : templateAssets,
    social: {
      image: publicUrl + ogImagePath(record.id, record.revision),
      imageAlt: title,
      type: 'profile',
    },
    jsonLd: link ? null : personJsonLd(view, canonical, description),
    // The PDF a private link offers sits inside the template's page, so its theme styles the button.
    body:
      live && link?.reveal.pdf && options.pdfStored
        ? insertIntoPage(body, privateLinkPdf(link.path))
        : languages
          ? insertAtTop(body, languageSwitch(languages.current, languages.versions))
          : body,
    rootData: {
      pid: record.id,
      template: record.templateId,
      ...(link ? { view: `${link.path}/open` } : {}),
    },
    after: !live
      ? ''
      : link
        ? noscriptPixel(`${link.path}/open.gif`)
        : noscriptPixel(viewPixelPath(record.id)),
    script: live,
  });
}

/** Where the template's contact block offers the original PDF, if it does (private links: a button). */
function pdfLink(record: PortfolioRecord, options: RenderOptions): { pdfHref?: string } {
  if (!options.pdfStored || options.privateLink || !record.settings.offerPdf) return {};
  return { pdfHref: options.standalone ? `${options.filesAt ?? ''}resume.pdf` : API.portfolioPdf(record.id) };
}

/** The pixel that counts a view (or a private link's open) when scripts do not run. */
function noscriptPixel(src: string): string {
  return `<noscript><img class="fx-pixel" src="${escapeHtml(src)}" alt="" width="1" height="1"></noscript>`;
}

/** The download of the PDF a private link offers: a button in the page's own accent colours. */
function privateLinkPdf(path: string): string {
  return `<p class="fx-private-pdf"><a class="fx-private-pdf__button" href="${escapeHtml(path)}/resume.pdf" download>Download the resume (PDF)</a></p>`;
}

/**
 * Links to the page in each of its languages, each named in its own language (and marked with it, so
 * screen readers say it right); the current one is marked, not linked twice.
 */
function languageSwitch(current: PageLanguageCode, versions: readonly LanguageLink[]): string {
  const items = versions.map((v) => {
    const name = escapeHtml(PAGE_LANGUAGES[v.lang].name);
    const attrs = `lang="${v.lang}" dir="${PAGE_LANGUAGES[v.lang].dir}"`;
    const href = escapeHtml(v.href ?? v.path);
    return v.lang === current
      ? `<li><a ${attrs} href="${href}" aria-current="page">${name}</a></li>`
      : `<li><a ${attrs} hreflang="${v.lang}" href="${href}">${name}</a></li>`;
  });
  const label = escapeHtml(pageLocale(current).messages.languages);
  return `<nav class="fx-langs" aria-label="${label}"><ul>${items.join('')}</ul></nav>`;
}

/** Puts markup first inside the template's root element, where its custom properties apply. */
function insertAtTop(body: string, markup: string): string {
  const start = body.indexOf('>');
  return start === -1 ? markup + body : body.slice(0, start + 1) + markup + body.slice(start + 1);
}

/**
 * Puts markup at the end of the template's root element (`<div class="fx-page …">…</div>`, the
 * last tag of every template's output), where the page's and theme's custom properties apply.
 */
function insertIntoPage(body: string, markup: string): string {
  const end = body.lastIndexOf('</div>');
  return end === -1 ? body + markup : body.slice(0, end) + markup + body.slice(end);
}
