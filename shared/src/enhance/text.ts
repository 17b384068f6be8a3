/** Text helpers shared by the enhance modules. */

/**
 * Folds look-alike characters to their plain form before any fact is looked for: full-width and
 * other Unicode digits, superscripts, circled numbers and roman numeral characters (NFKC), and drops
 * invisible format characters (zero-width spaces) that could hide a number from a pattern.
 */
export function foldText(text: string): string {
  return text.normalize('NFKC').replace(/\p{Cf}/gu, '');
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter unless the first word looks like a name or acronym ("API", "React"). */
export function decapitalise(text: string, keep: (word: string) => boolean): string {
  const first = /^[\p{L}'’-]+/u.exec(text)?.[0] ?? '';
  if (!first || keep(first) || /\p{Lu}/u.test(first.slice(1))) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Words of a text, lower-cased, with hyphenated words also split into their parts. */
export function wordSet(texts: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const text of texts) {
    for (const m of foldText(text).matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’.&+#-]*/gu)) {
      const word = m[0].replace(/[.'’-]+$/, '').toLowerCase();
      out.add(word);
      for (const part of word.split(/[-'’./&]/)) if (part) out.add(part);
    }
  }
  return out;
}

export function countWords(text: string): number {
  return (text.match(/\S+/g) ?? []).length;
}

/** A short, stable hash for suggestion ids (FNV-1a, 32 bits). */
export function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** Up to `radius` characters either side of a match, cut at word boundaries, with ellipses. */
export function excerpt(text: string, start: number, end: number, radius = 40): string {
  let from = Math.max(0, start - radius);
  let to = Math.min(text.length, end + radius);
  if (from > 0) from = text.indexOf(' ', from) + 1 || from;
  if (to < text.length) to = text.lastIndexOf(' ', to) > end ? text.lastIndexOf(' ', to) : to;
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
}
