import { parseDateRange } from '../dates/dates.js';
import type { Entry, EntryLine } from './entry.js';

/**
 * A section written as a bulleted list ("· Bachelor of Engineering – 2012" over the school's line,
 * indented; "• Shift Lead, Tamsin Stores, 2016 – 2018"): each bullet and the lines under it is one
 * entry.
 */
export function bulletUnits(entry: Entry): Entry[] {
  if (entry.head.length || !entry.lines.some((l) => l.bullet)) return [entry];
  const units: EntryLine[][] = [];
  for (const l of entry.lines) {
    const last = units[units.length - 1];
    if (l.bullet || !last) units.push([{ ...l, kind: 'head' }]);
    else last.push({ ...l, kind: 'head' });
  }
  return units.map((lines) => {
    const segs = lines.flatMap((l) => [...l.meta, ...l.main]);
    const dateSegment = segs.find((seg) => parseDateRange(seg.text)) ?? null;
    const dates = dateSegment ? parseDateRange(dateSegment.text) : null;
    return { lines, head: lines, details: [], dates, dateSegment };
  });
}
