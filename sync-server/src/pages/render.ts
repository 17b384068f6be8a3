import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { redactResume } from '@folio/shared';
import { TEMPLATE_COMPONENTS, toTemplateView, type TemplateView } from '@folio/shared/templates';
import type { PortfolioRecord } from '../storage/types.js';
import type { PageAssets } from './assets.js';
import { renderDocument } from './document.js';
import { truncate } from './html.js';
import { personJsonLd } from './jsonLd.js';
import { contactPath, ogImagePath, portfolioPath, viewPixelPath } from './paths.js';

/** What a published page says about itself in search results and link previews. */
export function describe(view: TemplateView): { title: string; description: string } {
  const name = view.name || 'Portfolio';
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
  const resume = redactResume(record.resume, record.settings);
  const view = toTemplateView(resume, record.settings);
  const entry = TEMPLATE_COMPONENTS[record.templateId];
  const canonical = publicUrl + portfolioPath(record.templateId, record.id);
  const { title, description } = describe(view);
  const body = renderToString(
    createElement(entry.Component, {
      data: view,
      settings: record.settings,
      portfolioId: record.id,
      contactEndpoint: (live ? '' : publicUrl) + contactPath(record.id),
    }),
  );
  return renderDocument({
    htmlClass: `fx-doc-${record.templateId}`,
    title,
    description,
    canonical,
    noindex: record.settings.noindex,
    themeColor: entry.themeColor,
    assets: assets.templates[record.templateId],
    social: {
      image: publicUrl + ogImagePath(record.id, record.revision),
      imageAlt: title,
      type: 'profile',
    },
    jsonLd: personJsonLd(view, canonical, description),
    body,
    rootData: { pid: record.id, template: record.templateId },
    after: live
      ? `<noscript><img class="fx-pixel" src="${viewPixelPath(record.id)}" alt="" width="1" height="1"></noscript>`
      : '',
    script: live,
  });
}
