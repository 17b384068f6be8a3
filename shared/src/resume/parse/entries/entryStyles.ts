import { stripDates } from '../dates/dates.js';
import { mainText, type EntryLine } from './entry.js';
import { wordCount } from '../items/text.js';

/*
 * A section sets its entries' heads in sizes of their own and its points in another: a 12 pt
 * "EMPLOYER, ROLE, TOWN" line over a 10 pt period and 10 pt points; an 11 pt role over an 8 pt
 * "Employer – 2021" line over 9.5 pt text. Where the words mislead (a point that is short and
 * capitalised, an employer line that reads like a list of three words), the style the dated entries
 * give their opening lines decides:
 * - a line in the points' style, a style no entry opens with, set solid under the line above it, is
 *   a point;
 * - a line in the style the entries' first lines share, a style no point is set in, is a head.
 */

/**
 * A line's print style: its size to half a point. (Not its font: a line mixing scripts is set in the
 * font of whichever script has more letters, so one style would read as two.)
 */
function styleOf(el: EntryLine): string | null {
  const seg = el.main[0];
  return seg ? String(Math.round(seg.fontSize * 2) / 2) : null;
}

/** Fewest dated entries that show the section's styles. */
const MIN_ENTRIES = 2;
/** Fewest points that show the points' style. */
const MIN_POINTS = 3;

/** Re-reads head and point lines by the styles the section's dated entries use; `dated` tells a dated line. */
export function followLineStyles(lines: EntryLine[], dated: (el: EntryLine) => boolean): EntryLine[] {
  const styles = lines.map(styleOf);
  // Each dated line opens an entry with the head lines right above it and right under it; a style
  // counts as an opening style when two entries or more use it there. A line holding only the dates
  // has no style of its own to tell (its size is often the points' size).
  const gaps = lines.slice(1).map((l, i) => l.line.top - (lines[i]?.line.bottom ?? l.line.top));
  const solid = median(gaps.filter((g) => g > -2 && g < 40)) ?? 3;
  // Set solid with the line above: the same block (a wider gap sets the next entry apart).
  const tight = (i: number) => {
    const el = lines[i];
    const prev = lines[i - 1];
    return (
      !!el &&
      !!prev &&
      prev.line.page === el.line.page &&
      el.line.top - prev.line.bottom <= Math.max(solid * 1.8, solid + el.line.fontSize * 0.4)
    );
  };
  const uses = new Map<string, number>();
  const firsts = new Map<string, number>();
  const hasText = (el: EntryLine) => /\p{L}{2}/u.test(stripDates(mainText(el)));
  // Each line belongs to one entry's opening at most: the lines under one entry's dates are not also
  // the lines above the next one's.
  let claimed = -1;
  let runs = 0;
  lines.forEach((el, i) => {
    if (el.kind !== 'head' || el.metaOnly || !dated(el)) return;
    const head = (j: number) => {
      const l = lines[j];
      return !!l && l.kind === 'head' && !l.metaOnly && !dated(l);
    };
    let start = i;
    while (start - 1 > claimed && head(start - 1) && tight(start)) start--;
    let end = i;
    while (head(end + 1)) end++;
    claimed = end;
    runs++;
    const own = new Set<string>();
    for (let j = start; j <= end; j++) {
      const s = styles[j];
      if (s && (j !== i || hasText(el))) own.add(s);
    }
    for (const s of own) uses.set(s, (uses.get(s) ?? 0) + 1);
    const first = start < i || hasText(el) ? styles[start] : null;
    if (first) firsts.set(first, (firsts.get(first) ?? 0) + 1);
  });
  const opening = new Set([...uses].filter(([, n]) => n >= MIN_ENTRIES).map(([s]) => s));
  if (runs < MIN_ENTRIES) return lines;
  const pointCounts = new Map<string, number>();
  // Styles of lines that are surely points: a bullet, a sentence, a long line.
  const surePoints = new Set<string>();
  lines.forEach((el, i) => {
    const s = styles[i];
    if (!s || el.kind !== 'detail') return;
    pointCounts.set(s, (pointCounts.get(s) ?? 0) + 1);
    if (el.bullet || !headLike(el)) surePoints.add(s);
  });
  const [pointStyle, points] = [...pointCounts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  lines.forEach((el, i) => {
    const s = styles[i];
    if (!s || el.bullet || el.metaOnly || el.meta.length || dated(el)) return;
    if (el.kind === 'head' && s === pointStyle && points >= MIN_POINTS && !opening.has(s) && tight(i)) {
      el.kind = 'detail';
    } else if (
      el.kind === 'detail' &&
      (firsts.get(s) ?? 0) >= MIN_ENTRIES &&
      !surePoints.has(s) &&
      s !== pointStyle &&
      headLike(el) &&
      // Lower case goes on with the line above ("… Research" / "of Northfield").
      !/^\p{Ll}/u.test(mainText(el).trim())
    ) {
      el.kind = 'head';
    }
  });
  return lines;
}

/** Short and not ending like a sentence or a label: could be a name, a role or a list of fields. */
function headLike(el: EntryLine): boolean {
  const text = mainText(el).trim();
  return !/[.!?;:]$/.test(text) && wordCount(text) <= 12;
}

function median(values: number[]): number | undefined {
  if (!values.length) return undefined;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
