/*
 * RFC 3492 punycode decoding of one label's part after "xn--". Node 24's URL parser passes an
 * undecodable xn-- label through unchanged (Node 20 refused it), so whether a label is real punycode
 * is decided here. Only decoding is needed: encoding back is the URL parser's domainToASCII.
 */

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_CODE_POINT = 0x10ffff;

function digitOf(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 22; // 0-9 → 26-35
  if (c >= 0x61 && c <= 0x7a) return c - 0x61; // a-z → 0-25
  if (c >= 0x41 && c <= 0x5a) return c - 0x41;
  return BASE;
}

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

/** The Unicode text `encoded` (without "xn--") stands for, or null when it is not valid punycode. */
export function decodePunycode(encoded: string): string | null {
  const split = encoded.lastIndexOf('-');
  const output = split > 0 ? [...encoded.slice(0, split)].map((c) => c.codePointAt(0) ?? 0) : [];
  if (output.some((c) => c >= 0x80)) return null;
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let pos = split > 0 ? split + 1 : 0; pos < encoded.length;) {
    const oldI = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (pos >= encoded.length) return null;
      const digit = digitOf(encoded.charCodeAt(pos++));
      if (digit >= BASE) return null;
      i += digit * w;
      if (i > MAX_CODE_POINT * (encoded.length + 1)) return null;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
    }
    bias = adapt(i - oldI, output.length + 1, oldI === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > MAX_CODE_POINT || (n >= 0xd800 && n <= 0xdfff)) return null;
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}
