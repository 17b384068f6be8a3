import { detailText, type Entry } from './entry.js';

/**
 * "(04/2008 – 11/2011) Max Planck Institute for Gravitational Physics (Al-" / "bert Einstein
 * Institute). PhD Candidate.": justified text hyphenates a word of the head across the line, and the
 * rest of the head (often the role) lands on a line the splitter reads as a detail. A head line
 * ending in a letter and a hyphen, over a plain line that opens in lower case, is one line of text:
 * the word is mended and the head reads on. The line under it stays the entry's, read as the head.
 */
export function joinHyphenatedHead(entry: Entry): Entry {
  const last = entry.head[entry.head.length - 1];
  const seg = last?.main[last.main.length - 1];
  const next = last ? entry.lines[entry.lines.indexOf(last) + 1] : undefined;
  if (!last || !seg || !next || next.kind !== 'detail' || next.bullet) return entry;
  const rest = detailText(next).trim();
  if (!/\p{L}-$/u.test(seg.text.trimEnd()) || !/^\p{Ll}/u.test(rest)) return entry;
  const joined = { ...seg, text: seg.text.trimEnd().slice(0, -1) + rest };
  const head = { ...last, main: [...last.main.slice(0, -1), joined] };
  const under = { ...next, kind: 'head' as const };
  const lines = entry.lines.map((l) => (l === last ? head : l === next ? under : l));
  return {
    ...entry,
    lines,
    head: entry.head.map((l) => (l === last ? head : l)),
    details: entry.details.filter((l) => l !== next),
  };
}
