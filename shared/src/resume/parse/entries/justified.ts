import { findDates } from '../dates/dates.js';
import { makeLine, type Line, type Segment } from '../lines/lines.js';

/*
 * Justified text (Canva, Word's "justify") stretches the spaces of a full line, and a stretched space
 * can be wide enough to cut the line into segments: "Developed" | "and deployed dashboards in". A
 * piece that starts with a lower-case word close to the piece before it goes on with that text; it is
 * not a right-hand date, place or second field.
 */

/** Widest stretched space, in font sizes, that still joins two words of one justified line. */
const STRETCH_EM = 2.5;

function continues(a: Segment, b: Segment): boolean {
  const gap = b.x0 - a.x1;
  return (
    gap >= 0 &&
    gap <= STRETCH_EM * Math.max(a.fontSize, b.fontSize) &&
    Math.abs(a.fontSize - b.fontSize) < 0.5 &&
    /^\p{Ll}/u.test(b.text) &&
    !findDates(a.text).length &&
    !findDates(b.text).length
  );
}

/** Rejoins the pieces of justified lines; other lines are returned as they are. */
export function joinJustified(lines: Line[]): Line[] {
  return lines.map((line) => {
    if (line.segments.length < 2) return line;
    const out: Segment[] = [];
    let changed = false;
    for (const seg of line.segments) {
      const prev = out[out.length - 1];
      if (prev && continues(prev, seg)) {
        out[out.length - 1] = {
          ...prev,
          text: `${prev.text} ${seg.text}`,
          x1: seg.x1,
          top: Math.min(prev.top, seg.top),
          bottom: Math.max(prev.bottom, seg.bottom),
          items: [...prev.items, ...seg.items],
          joined: [...(prev.joined ?? [prev]), ...(seg.joined ?? [seg])],
        };
        changed = true;
      } else out.push(seg);
    }
    return changed ? makeLine(out, line.region) : line;
  });
}
