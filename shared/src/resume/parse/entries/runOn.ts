import { findDates } from '../dates/dates.js';
import { startX as x0, type EntryLine } from './entry.js';
import { wordCount } from '../items/text.js';

/*
 * A line that continues a sentence is never an entry's start. Prose set without bullet glyphs (or with
 * glyphs drawn as shapes) wraps at the column's right edge: a line that runs to the edge without
 * ending its sentence goes on in the line below it, whatever that line starts with ("Planned and
 * ran the weekly stock counts in" / "three warehouses, reducing the losses from"). The line is prose
 * when most of its words are lower case: a name or a title that wraps ("Institute of Marine Biology
 * and" / "Oceanography") is mostly capitals and stays a head.
 */

/** Share of the column width a line must reach to have wrapped at its edge. */
const AT_EDGE = 0.88;

function prose(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length >= 5 && words.filter((w) => /^\p{Ll}/u.test(w)).length / words.length >= 0.5;
}

const plain = (el: EntryLine) => !el.meta.length && !el.metaOnly && !findDates(el.line.text).length;

/** Marks lines that run on from the line above, and prose lines that run on below, as details. */
export function markRunOnProse(lines: EntryLine[], left: number, width: number): EntryLine[] {
  const runsOn = (el: EntryLine, next: EntryLine) => {
    const text = el.line.text.trim();
    // A bullet's wrapped lines hang at its text, not at its glyph: markContinuations reads those.
    return (
      !el.bullet &&
      plain(el) &&
      el.line.page === next.line.page &&
      el.line.x1 - left >= width * AT_EDGE &&
      !/[.!?:;]$/.test(text) &&
      wordCount(text) >= 3 &&
      prose(text) &&
      !next.bullet &&
      !next.metaOnly &&
      Math.abs(x0(next) - x0(el)) <= 3 &&
      // One paragraph is one size: a degree line above its school in a size of its own is two fields.
      Math.abs(next.line.fontSize - el.line.fontSize) < 0.2 &&
      // Set solid: a gap wider than the leading is the space before the next entry.
      next.line.top - el.line.bottom < el.line.fontSize * 0.6
    );
  };
  lines.forEach((el, i) => {
    const next = lines[i + 1];
    if (!next || !runsOn(el, next)) return;
    el.kind = 'detail';
    if (!findDates(next.line.text).length) next.kind = 'detail';
  });
  return lines;
}
