import type { LocalPortfolioRecord, PublishState } from './types.js';

/**
 * The public link of a portfolio: site origin + its address `/{slug}` from the server, or, when the
 * server said none (a copy stored before slugs), its first address `/portfolio/{TemplateName}/{pid}`.
 */
export function publicLink(origin: string, server: { address?: string; url: string }): string {
  return `${origin.replace(/\/$/, '')}${server.address || `/portfolio/${server.url}`}`;
}

/** Share links for the three networks of issue 5. The text is the person's own title. */
export function shareLinks(link: string, title: string): { linkedin: string; x: string; email: string } {
  const url = encodeURIComponent(link);
  const text = encodeURIComponent(title ? `${title} — my portfolio` : 'My portfolio');
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    x: `https://x.com/intent/post?url=${url}&text=${text}`,
    email: `mailto:?subject=${text}&body=${url}`,
  };
}

/** The badge: what the server really has (DESIGN.md section 9). */
export const BADGES: Record<PublishState, { label: string; tone: 'success' | 'info' | 'warning' | 'error' }> =
  {
    published: { label: 'Published', tone: 'success' },
    waiting: { label: 'Waiting to sync', tone: 'info' },
    unpublished: { label: 'Draft', tone: 'warning' },
    conflict: { label: 'Needs your choice', tone: 'warning' },
    failed: { label: 'Not published', tone: 'error' },
  };

/** A file-name stem from the portfolio title ("ada-lovelace-cascade"). */
export function fileStem(portfolio: Pick<LocalPortfolioRecord, 'title'>): string {
  const slug = portfolio.title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'portfolio';
}

/** A file name for the QR code PNG, from the portfolio title. */
export const qrFileName = (portfolio: Pick<LocalPortfolioRecord, 'title'>): string =>
  `${fileStem(portfolio)}-qr.png`;
