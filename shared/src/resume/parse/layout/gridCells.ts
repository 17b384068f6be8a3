import { matchHeading } from '../sections/headings.js';
import { makeLine, type Segment } from '../lines/lines.js';
import { startsWithBullet, wordCount } from '../items/text.js';

/*
 * Cells of a grid. Under one heading, design tools and Word tables set two or three entries side by
 * side ("Projects": two projects a row; "Skills": a column per kind of tool). Such a pair of columns is
 * short — a band of the page, not a page-long column — yet it is two columns. What tells it from a
 * two-column table ("English | native", "Python | advanced"), whose rows pair up one to one, is that
 * the cells are blocks of their own: they start level, and then wrap and break independently, so some
 * row of one side has nothing level with it on the other side.
 */

/** True when `left` and `right` are the cells of a grid: they start level and run on independently. */
export function isGridCells(left: Segment[], right: Segment[]): boolean {
  const l = rowsOf(left);
  const r = rowsOf(right);
  // What a side holds above the cells (the band's heading, the end of the section above, a corner
  // label) is no part of them: a heading, or a line well above the other side's first.
  let cellsL = l;
  let cellsR = r;
  // At most two such lines a side: cells found further down are no band's cells.
  for (let moved = true, round = 0; moved && round < 2; round++) {
    const nextL = skipAbove(cellsL, cellsR[0]);
    const nextR = skipAbove(cellsR, nextL[0]);
    moved = nextL !== cellsL || nextR !== cellsR;
    cellsL = nextL;
    cellsR = nextR;
  }
  const a = cellsL[0];
  const b = cellsR[0];
  if (!a || !b || cellsL.length < 2 || cellsR.length < 2) return false;
  // Cells of one grid row open alike (two titles, two dates) and are about as wide; a name beside
  // its contact lines, or a date column beside its entries, is no grid.
  if (!level(a, b) || Math.abs(a.fontSize - b.fontSize) > 0.1 * Math.max(a.fontSize, b.fontSize))
    return false;
  const width = (side: Segment[]) => Math.max(...side.map((s) => s.x1)) - Math.min(...side.map((s) => s.x0));
  const wl = width(left.filter((s) => s.top >= a.top - 0.5));
  const wr = width(right.filter((s) => s.top >= b.top - 0.5));
  if (Math.max(wl, wr) > 2 * Math.min(wl, wr)) return false;
  // Some row of body text with nothing level with it on the other side: a cell's wrapped line, or a
  // cell with nothing beside it. A table's rows pair up; only its own headings (larger, or named)
  // stand alone.
  const body = Math.min(a.fontSize, b.fontSize) * 1.1;
  const unpaired = (own: Segment[], other: Segment[]) =>
    own.some((s) => s.fontSize <= body && !other.some((o) => level(s, o)) && !isHeading(s));
  // A label column ("Frameworks | React, Vue, …"): each of its rows short and level with a value,
  // flush at one edge. A label is never a point: a side with a point (a glyph, or a drawn bullet's
  // indent) is a cell, a short job card beside a longer one.
  const labels = (own: Segment[], other: Segment[]) =>
    own.length >= 3 &&
    own.every(
      (s) =>
        wordCount(s.text) <= 4 &&
        !startsWithBullet(s.text) &&
        s.x0 - (own[0]?.x0 ?? s.x0) < 8 &&
        other.some((o) => level(s, o)),
    );
  if (labels(cellsL, cellsR) || labels(cellsR, cellsL)) return false;
  return unpaired(cellsL, cellsR) || unpaired(cellsR, cellsL);
}

/** The side without its first row when that row is a heading or ends well above `otherFirst`. */
function skipAbove(rows: Segment[], otherFirst: Segment | undefined): Segment[] {
  const first = rows[0];
  if (!first || !otherFirst || rows.length < 2) return rows;
  const far = first.bottom + 2 * first.fontSize <= otherFirst.top;
  return far || (first.bottom <= otherFirst.top + 0.5 && isHeading(first)) ? rows.slice(1) : rows;
}

function level(a: Segment, b: Segment): boolean {
  return Math.abs(a.top - b.top) <= 0.4 * Math.max(a.fontSize, b.fontSize);
}

function isHeading(s: Segment): boolean {
  return matchHeading(makeLine([s], 0)) !== null;
}

/** One segment per row (the first), top to bottom. */
function rowsOf(side: Segment[]): Segment[] {
  const rows = new Map<number, Segment>();
  for (const s of side) {
    const seen = rows.get(s.row);
    if (!seen || s.x0 < seen.x0) rows.set(s.row, s);
  }
  return [...rows.values()].sort((a, b) => a.top - b.top);
}
