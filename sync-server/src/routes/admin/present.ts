import type { InboundItem } from '@folio/shared';
import type { InboundContactRecord } from '../../storage/types.js';

/** Rows per page of the operator inbox (the admin screen and `npm run user -- inbox`). */
export const INBOUND_PAGE_SIZE = 20;

export function presentInbound(r: InboundContactRecord): InboundItem {
  return {
    _id: r.id,
    kind: r.kind,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    handled: r.handled,
    createdAt: r.createdAt,
  };
}

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first)
 * gets a leading apostrophe: subscribers' addresses are visitors' input, opened by the operator.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n']/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The newsletter's subscribers as CSV lines (header first): one row per address (an address sent
 * twice is one subscriber, since its first subscription), oldest first, for a mailing tool.
 */
export function subscriberCsvLines(newestFirst: readonly InboundContactRecord[]): string[] {
  const first = new Map<string, InboundContactRecord>();
  for (const record of [...newestFirst].reverse()) {
    const key = record.email.toLowerCase();
    if (!first.has(key)) first.set(key, record);
  }
  const rows = [...first.values()].map((r) => [r.email, r.createdAt].map(csvCell).join(','));
  return ['email,subscribed_at', ...rows];
}
