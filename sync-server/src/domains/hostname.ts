import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { decodePunycode } from './punycode.js';

export type DomainCheck = { ok: true; domain: string } | { ok: false; message: string };

/** A DNS label in ASCII: letters, digits and inner hyphens, 1–63 characters. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** RFC 1035's limit for a whole name in text form without the trailing dot. */
const MAX_LENGTH = 253;

const refuse = (message: string): DomainCheck => ({ ok: false, message });

/**
 * Turns what an owner typed into the one form a domain is stored, compared and looked up in:
 * lowercase ASCII, internationalized names in their xn-- (punycode) form, no trailing dot. Refuses
 * anything that is not a plain host name: URLs, ports, IP literals, single labels, invalid punycode,
 * and `reserved` names (this server's own hosts) with their subdomains.
 */
export function normalizeDomain(input: string, reserved: readonly string[]): DomainCheck {
  const raw = input.trim();
  if (!raw) return refuse('Enter a domain name, such as jane.example.com.');
  if (raw.length > MAX_LENGTH * 2) return refuse('That domain name is too long.');
  if (/[/?#@\\]|:\/\//.test(raw)) return refuse('Enter just the domain name, without https:// or a path.');
  const bare = raw.replace(/^\[|\]$/g, '');
  if (isIP(bare) || isIP(raw))
    return refuse('An IP address cannot be a portfolio domain: use a domain name.');
  if (raw.includes(':')) return refuse('Enter the domain name without a port.');
  if (/\s/.test(raw)) return refuse('A domain name has no spaces.');
  const name = raw.replace(/\.$/, '');
  // WHATWG host parsing: lowercases, maps Unicode to punycode, and reads 0x7f.1 as an address.
  const ascii = domainToASCII(name);
  if (!ascii) return refuse(`"${raw}" is not a valid domain name.`);
  if (isIP(ascii)) return refuse('An IP address cannot be a portfolio domain: use a domain name.');
  if (ascii.length > MAX_LENGTH) return refuse('That domain name is too long.');
  const labels = ascii.split('.');
  if (labels.length < 2) return refuse('Enter a full domain name with a dot, such as jane.example.com.');
  if (!labels.every((l) => LABEL.test(l)))
    return refuse('A domain name may hold only letters, digits and hyphens between its dots.');
  if (!/[a-z]/.test(labels.at(-1) ?? '')) return refuse(`"${raw}" is not a valid domain name.`);
  // A label written as xn--… must be punycode that decodes to non-ASCII text and encodes back to itself.
  if (!labels.every(isPlainOrRealPunycode))
    return refuse(`"${raw}" is not a valid internationalized domain name.`);
  for (const own of ['localhost', ...reserved.map((r) => r.toLowerCase())]) {
    if (ascii === own || ascii.endsWith(`.${own}`))
      return refuse('That is this server’s own address: enter a domain you own.');
  }
  return { ok: true, domain: ascii };
}

function isPlainOrRealPunycode(label: string): boolean {
  if (!label.startsWith('xn--')) return true;
  const unicode = decodePunycode(label.slice(4));
  return (
    !!unicode && /[^\p{ASCII}]/u.test(unicode) && domainToASCII(`${unicode}.example`) === `${label}.example`
  );
}
