import { Resolver } from 'node:dns/promises';

/** The TXT record that proves a domain's owner made this claim: its name and value. */
export const txtRecordName = (domain: string) => `_folio.${domain}`;
export const txtRecordValue = (token: string) => `folio-verify=${token}`;

export type TxtLookup = { ok: true; values: string[] } | { ok: false; reason: string };

/** Answers that mean "there is no such record (yet)", not "DNS failed". */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

/**
 * Reads the TXT records at `name` (each record's strings joined, as RFC 7208 reads them) through
 * the DNS servers of DNS_SERVERS, or the system's when unset. A missing name or record is an empty
 * list; a server that fails or does not answer is an error.
 */
export async function lookupTxt(name: string, servers: readonly string[] | null): Promise<TxtLookup> {
  const resolver = new Resolver({ timeout: 2_000, tries: 2 });
  if (servers) resolver.setServers([...servers]);
  try {
    const records = await resolver.resolveTxt(name);
    return { ok: true, values: records.map((chunks) => chunks.join('')) };
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (NO_RECORD.has(code)) return { ok: true, values: [] };
    return { ok: false, reason: code || 'unknown' };
  }
}

export type ClaimCheck = { ok: true; found: boolean; values: string[] } | { ok: false; reason: string };

/** Whether the claim's TXT record (name and value from its domain and token) is in DNS now. */
export async function checkClaim(
  claim: { domain: string; token: string },
  servers: readonly string[] | null,
): Promise<ClaimCheck> {
  const found = await lookupTxt(txtRecordName(claim.domain), servers);
  if (!found.ok) return found;
  return { ok: true, found: found.values.includes(txtRecordValue(claim.token)), values: found.values };
}
