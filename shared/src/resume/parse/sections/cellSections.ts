import type { Line } from '../lines/lines.js';
import type { Section } from './section.js';

/*
 * Grid cells read column by column: the right cell of a "Projects" band is read after the left one,
 * and further bands may come between (the left column of every band first). A line of such a column
 * belongs to the section of the lines beside it — the nearest line at or above its height in the
 * columns read before — not to whatever section the previous column ended in.
 */

/** The section owning the nearest line beside `line` at or above its top on its page, if any. */
export function sectionBeside(sections: Section[], line: Line): Section | null {
  let owner: Section | null = null;
  let best = -Infinity;
  for (const section of sections) {
    for (const l of section.heading ? [section.heading, ...section.lines] : section.lines) {
      if (l.page !== line.page || l.top > line.top + 2 || l.top <= best) continue;
      const apart = l.x1 <= line.x0 + 2 || l.x0 >= line.x1 - 2;
      if (apart) {
        owner = section;
        best = l.top;
      }
    }
  }
  return owner;
}
