import { findDates } from '../dates/dates.js';
import { matchHeading } from '../sections/headings.js';
import { makeLine, type Segment } from '../lines/lines.js';
import { wordCount } from '../items/text.js';

/*
 * Bands of a designed page. Design tools and Word tables lay sections out as bands: a heading at the
 * left margin, then a grid of two or three cells under it ("Projects": two projects side by side),
 * then the next heading at the margin and its own grid. The cells of every band share gutters, so a
 * column cut runs from the first band to the last, and the headings — narrower than the first cell —
 * fall into the left column: its cells of every section would be read before the other columns' cells
 * of the first. A heading that opens a band ends the column cut above it; the page is read band by band.
 */

interface Row {
  segs: Segment[];
  top: number;
  bottom: number;
}

/**
 * The top of the first heading row, inside the stretch a column cut parts into `left` and `right`,
 * that opens a band across both sides; null when there is none. The row holds only a section heading
 * on one side, nothing on the other; both columns run above it, and under it the two sides start
 * level (cells of one grid row) or nothing follows (the section runs on across the gutter below). A
 * sidebar heading beside a running main column has text beside it; one where the main column happens
 * to open a section of its own at the same height is a sidebar too.
 */
export function bandTop(left: Segment[], right: Segment[]): number | null {
  const rows = new Map<number, Row>();
  for (const s of [...left, ...right]) {
    const row = rows.get(s.row);
    if (row) {
      row.segs.push(s);
      row.top = Math.min(row.top, s.top);
      row.bottom = Math.max(row.bottom, s.bottom);
    } else rows.set(s.row, { segs: [s], top: s.top, bottom: s.bottom });
  }
  const leftSet = new Set(left);
  // Both columns must run above the heading row.
  const opened = Math.max(Math.min(...left.map((s) => s.bottom)), Math.min(...right.map((s) => s.bottom)));
  const sorted = [...rows.values()].sort((a, b) => a.top - b.top);
  // Layout first, words last: most rows fail on where they sit before any heading look-up.
  for (const row of sorted) {
    if (opened > row.top + 0.5) continue;
    const inLeft = row.segs.filter((s) => leftSet.has(s));
    if (inLeft.length && inLeft.length < row.segs.length) continue;
    const [own, other] = inLeft.length ? [left, right] : [right, left];
    // Text of the other column beside the heading: a sidebar heading next to a running main column.
    if (other.some((o) => o.top < row.bottom - 0.5 && o.bottom > row.top + 0.5)) continue;
    const firstBelow = (side: Segment[]) =>
      side.reduce<Segment | null>(
        (best, s) => (!row.segs.includes(s) && s.top >= row.top && (!best || s.top < best.top) ? s : best),
        null,
      );
    const ownNext = firstBelow(own);
    const otherNext = firstBelow(other);
    // The heading ends the stretch (its content runs on across the gutter, below it), or the cells
    // of one grid row start level under it. The other column opening a section of its own there is
    // a sidebar and a main column that happen to break at one height.
    const ends = !ownNext && !otherNext;
    const level =
      !!ownNext &&
      !!otherNext &&
      Math.abs(ownNext.top - otherNext.top) <= 0.4 * Math.max(ownNext.fontSize, otherNext.fontSize);
    if (!ends && !level) continue;
    if (!isHeadingRow(row.segs)) continue;
    if (ends || (otherNext && !matchHeading(makeLine([otherNext], 0)))) return row.top;
  }
  return null;
}

/**
 * A row of section headings: at least one names a section, and the others are set just like it
 * (same size and weight, short, undated) — a heading in words we do not know beside one we do.
 */
function isHeadingRow(segs: Segment[]): boolean {
  const named = segs.find((s) => matchHeading(makeLine([s], 0)));
  if (!named) return false;
  return segs.every(
    (s) =>
      s === named ||
      (Math.abs(s.fontSize - named.fontSize) < 0.5 &&
        s.bold === named.bold &&
        wordCount(s.text) <= 5 &&
        !findDates(s.text).length),
  );
}
