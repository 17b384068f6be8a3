import { startX as x0, type EntryLine } from './entry.js';

/*
 * Sections that indent every point under their heads make the indent speak: a line set back at the
 * column where the dated heads start, straight above a dated head, is the next entry's first line
 * (its role and employer), however much it reads like a sentence ("Teacher of English and history at
 * Northwind Languages (evening courses)").
 */

/** How far the points must sit right of the heads for the indent to count. */
const INDENT = 10;

/** Marks lines at the head column right above a dated head as heads; `dated` tells a dated head. */
export function markHeadColumn(lines: EntryLine[], dated: (el: EntryLine) => boolean): EntryLine[] {
  const headXs = lines.filter((el) => el.kind === 'head' && !el.metaOnly && dated(el)).map(x0);
  if (headXs.length < 2) return lines;
  const headX = Math.min(...headXs);
  if (headXs.filter((x) => Math.abs(x - headX) <= 2).length < 2) return lines;
  const details = lines.filter((el) => el.kind === 'detail');
  const indented = details.filter((el) => x0(el) >= headX + INDENT).length;
  // Most text sits at the indent; the few lines at the head column are what this is about.
  if (indented < 3 || indented < (details.length - indented) * 3) return lines;
  const right = Math.max(...lines.map((el) => el.line.x1));
  // A line that ran to the edge without ending its sentence goes on in the next one.
  const runsOn = (el: EntryLine | undefined) =>
    !!el && el.line.x1 >= headX + (right - headX) * 0.85 && !/[.!?:;]$/.test(el.line.text.trim());
  lines.forEach((el, i) => {
    const next = lines[i + 1];
    if (runsOn(lines[i - 1]) || runsOn(el)) return;
    if (el.kind !== 'detail' || el.bullet || !next || dated(el)) return;
    if (Math.abs(x0(el) - headX) > 2 || next.kind !== 'head' || !dated(next) || next.metaOnly) return;
    if (Math.abs(x0(next) - headX) > 2 || next.line.page !== el.line.page) return;
    el.kind = 'head';
  });
  return lines;
}
