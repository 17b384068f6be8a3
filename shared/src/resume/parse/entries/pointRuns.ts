import { parseDateRange } from '../dates/dates.js';
import type { EntryLine } from './entry.js';

/*
 * Points printed without glyphs, flush with the entry's text, in the same type as the description
 * above them: a short one ("Hired four engineers") reads like a head by its words alone. Set solid
 * under a point in the same size, weight and indent, it is a point when the run of points goes on
 * under it, or when a wider gap than the one above it follows (the end of the entry): a new entry's
 * first line is set solid with the lines that follow it, not apart from them.
 */

/** Re-reads short head lines inside or at the end of a run of glyph-less points as points. */
export function markPointRuns(lines: EntryLine[], dated: (el: EntryLine) => boolean): EntryLine[] {
  lines.forEach((el, i) => {
    const prev = lines[i - 1];
    const next = lines[i + 1];
    if (el.kind !== 'head' || el.bullet || el.metaOnly || el.meta.length || dated(el)) return;
    if (!prev || !next || prev.kind !== 'detail' || prev.bullet || prev.line.page !== el.line.page) return;
    // A dated line around it is an entry's head read as prose, not a point.
    if (parseDateRange(prev.line.text) || parseDateRange(next.line.text)) return;
    const a = el.main[0];
    const b = prev.main[0];
    if (
      !a ||
      !b ||
      a.bold !== b.bold ||
      Math.abs(a.fontSize - b.fontSize) > 0.25 ||
      Math.abs(a.x0 - b.x0) > 1.5
    )
      return;
    // Only under a dated head: undated entries (projects) can be a name and one sentence each, set solid.
    if (!datedHeadAbove(lines, i, dated)) return;
    const gapAbove = el.line.top - prev.line.bottom;
    if (gapAbove > el.line.fontSize * 0.8) return;
    if (next.line.page !== el.line.page) return;
    const gapBelow = next.line.top - el.line.bottom;
    const goesOn = next.kind === 'detail' && !next.bullet && gapBelow <= el.line.fontSize * 0.8;
    const endsEntry = gapBelow > Math.max(gapAbove * 2, gapAbove + el.line.fontSize);
    if (goesOn || endsEntry) el.kind = 'detail';
  });
  return lines;
}

/** Whether the head lines above the points that end at `i` include a dated line. */
function datedHeadAbove(lines: EntryLine[], i: number, dated: (el: EntryLine) => boolean): boolean {
  let j = i - 1;
  while (j >= 0 && lines[j]?.kind === 'detail') j--;
  for (; j >= 0; j--) {
    const l = lines[j];
    if (!l || l.kind !== 'head') return false;
    if (dated(l)) return true;
  }
  return false;
}
