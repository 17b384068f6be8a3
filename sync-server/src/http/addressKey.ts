import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client as limits and visitor counts see it. An IPv4 address is one subscriber (or one NAT),
 * but an IPv6 subscriber gets a whole /64 (often a /56 or /48) and picks any address in it at will:
 * counted per address, one person would be 2^64 clients, each with a fresh allowance of sign-ins,
 * messages, shares and views. So an IPv6 client is its /64 network, written `2001:db8:1:2::/64`;
 * IPv4-mapped IPv6 (`::ffff:192.0.2.1`, how a dual-stack socket reports IPv4) is the IPv4 address.
 * Anything else (no address, a unix socket) is returned as given.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare.toLowerCase());
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail split in two). */
function ipv6Groups(address: string): number[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    for (const piece of part.split(':')) {
      if (piece.includes('.')) {
        const bytes = piece.split('.').map(Number);
        if (bytes.length !== 4 || bytes.some((b) => !Number.isInteger(b) || b < 0 || b > 255)) return null;
        const [a = 0, b = 0, c = 0, d = 0] = bytes;
        out.push((a << 8) | b, (c << 8) | d);
      } else {
        const value = Number.parseInt(piece, 16);
        if (!/^[0-9a-f]{1,4}$/.test(piece) || Number.isNaN(value)) return null;
        out.push(value);
      }
    }
    return out;
  };
  const head = parse(halves[0] ?? '');
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}
