import type { PageAssets } from './assets.js';
import { renderDocument } from './document.js';
import { escapeHtml } from './html.js';

interface SimplePage {
  title: string;
  heading: string;
  paragraphs: string[];
  link: { href: string; label: string };
}

/** A plain page in Cascade's look (404, missing id, thank-you): no script, never indexed. */
export function simplePage(assets: PageAssets, page: SimplePage): string {
  const e = escapeHtml;
  const body =
    `<div class="fx-page cas"><main class="cas-wrap cas-section">` +
    `<h1>${e(page.heading)}</h1>` +
    page.paragraphs.map((p) => `<p>${e(p)}</p>`).join('') +
    `<p><a class="cas-button" href="${e(page.link.href)}">${e(page.link.label)}</a></p>` +
    `</main></div>`;
  return renderDocument({
    htmlClass: 'fx-doc-cascade',
    title: page.title,
    description: page.paragraphs[0] ?? page.heading,
    canonical: null,
    noindex: true,
    themeColor: '#1a5fb4',
    assets: { ...assets.templates.cascade, preload: [] },
    social: null,
    jsonLd: null,
    body,
    rootData: {},
    script: false,
  });
}

/** SPEC.md section 8: unknown or unpublished portfolio. */
export const notFoundPage = (assets: PageAssets) =>
  simplePage(assets, {
    title: 'Portfolio not found',
    heading: 'Resume data not found',
    paragraphs: ['This portfolio does not exist, or its owner has not published it.'],
    link: { href: '/', label: 'Go to the home page' },
  });

/** SPEC.md sections 5 and 8: a portfolio address without an id. */
export const noIdPage = (assets: PageAssets) =>
  simplePage(assets, {
    title: 'No resume ID provided',
    heading: 'No resume ID provided.',
    paragraphs: ['This address needs a portfolio id. To make your own portfolio, upload a resume.'],
    link: { href: '/upload', label: 'Upload a resume' },
  });

export const messageSentPage = (assets: PageAssets, back: string, name: string) =>
  simplePage(assets, {
    title: 'Message sent',
    heading: 'Message Sent!',
    paragraphs: [`Thank you. ${name || 'The owner'} will find your message in their inbox.`],
    link: { href: back, label: `Back to ${name ? `${name}'s` : 'the'} portfolio` },
  });

export const messageInvalidPage = (assets: PageAssets, back: string, problems: string[]) =>
  simplePage(assets, {
    title: 'Message not sent',
    heading: 'Your message was not sent',
    paragraphs: problems,
    link: { href: back, label: 'Back to the form' },
  });
