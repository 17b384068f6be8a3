import type { LinkKind } from '../model.js';

/*
 * Link icons drawn as shapes only, so the PDF has no text for them: the URL exists only in the link
 * annotation, as with the icon fonts and images of Canva- or Word-made resumes.
 */

const svg = (body: string) =>
  `<svg class="icon" viewBox="0 0 16 16" width="13" height="13" aria-hidden="true">${body}</svg>`;

const ICONS: Record<LinkKind, string> = {
  linkedin: svg(
    '<rect x="1" y="1" width="14" height="14" rx="2" fill="currentColor"/>' +
      '<rect x="3.5" y="6.5" width="2" height="6" fill="#fff"/><circle cx="4.5" cy="4.5" r="1.1" fill="#fff"/>' +
      '<path d="M7.5 6.5h2v1c.5-.8 1.3-1.2 2.2-1.2 1.4 0 2 .9 2 2.6v3.6h-2V9.2c0-.8-.3-1.2-.9-1.2-.7 0-1.3.5-1.3 1.4v3.1h-2z" fill="#fff"/>',
  ),
  github: svg(
    '<circle cx="8" cy="8" r="7" fill="currentColor"/><path d="M5 12.5c0-1.5.5-2 1-2.4-1.7-.3-2.6-1.1-2.6-2.8 0-.8.3-1.4.7-1.9-.1-.4-.2-1 .1-1.8 0 0 .7-.1 1.9.8a6 6 0 0 1 3.6 0c1.2-.9 1.9-.8 1.9-.8.3.8.2 1.4.1 1.8.4.5.7 1.1.7 1.9 0 1.7-.9 2.5-2.6 2.8.5.4 1 .9 1 2.4z" fill="#fff"/>',
  ),
  gitlab: svg('<path d="M8 14.5 1.5 9.5 3.5 2 5.5 7h5l2-5 2 7.5z" fill="currentColor"/>'),
  website: svg(
    '<circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" stroke-width="1.4"/>' +
      '<ellipse cx="8" cy="8" rx="2.8" ry="6.5" fill="none" stroke="currentColor" stroke-width="1.2"/>' +
      '<path d="M1.5 8h13" stroke="currentColor" stroke-width="1.2"/>',
  ),
  portfolio: svg(
    '<rect x="1.5" y="4.5" width="13" height="9" rx="1.5" fill="currentColor"/><rect x="5.5" y="2" width="5" height="3" rx="1" fill="none" stroke="currentColor" stroke-width="1.3"/>',
  ),
  x: svg(
    '<path d="M2 2h3.2l8.8 12h-3.2z" fill="currentColor"/><path d="M13.5 2 2.5 14" stroke="currentColor" stroke-width="1.4"/>',
  ),
  behance: svg(
    '<rect x="1" y="1" width="14" height="14" rx="3" fill="currentColor"/><circle cx="10.5" cy="9" r="2.2" fill="#fff"/><rect x="3.5" y="5" width="3.5" height="6" rx="1" fill="#fff"/>',
  ),
  xing: svg(
    '<path d="M3 4.5h2.5L7 7.5 5.5 10H3l1.5-2.5zM10 2h2.6L9.3 8l2.2 6H8.9L6.7 8z" fill="currentColor"/>',
  ),
};

/** An inline SVG icon with no text for a link of this kind. */
export function iconFor(kind: LinkKind): string {
  return ICONS[kind];
}
