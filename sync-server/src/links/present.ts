import { PRIVATE_LINK_PREFIX, type LinkOpenedNotice, type PrivateLink } from '@folio/shared';
import type { PrivateLinkRecord } from '../storage/types.js';

export const linkPath = (token: string) => `${PRIVATE_LINK_PREFIX}${encodeURIComponent(token)}`;

export const isExpired = (link: PrivateLinkRecord, now = Date.now()) =>
  link.expiresAt !== null && Date.parse(link.expiresAt) <= now;

/** The owner's view of a link: its address, what it reveals and who opened it (no visitor hashes). */
export function presentLink(link: PrivateLinkRecord, publicUrl: string): PrivateLink {
  return {
    id: link.id,
    url: publicUrl + linkPath(link.token),
    label: link.label,
    reveal: { ...link.reveal },
    expiresAt: link.expiresAt,
    createdAt: link.createdAt,
    expired: isExpired(link),
    opens: {
      first: link.firstOpenedAt,
      last: link.lastOpenedAt,
      visitors: link.visitors,
      unfurls: link.unfurls,
    },
    tailoring: link.tailoring,
  };
}

export const presentNotice = (link: PrivateLinkRecord): LinkOpenedNotice => ({
  id: `opened:${link.id}`,
  linkId: link.id,
  portfolioId: link.portfolioId,
  label: link.label,
  openedAt: link.firstOpenedAt ?? link.createdAt,
});
