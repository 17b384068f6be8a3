import { isRtlText } from '../lines/bidi.js';
import type { Line, Segment } from '../lines/lines.js';
import type { TextItem } from '../types.js';
import type { Entry, EntryLine } from './entry.js';

/*
 * A right-to-left section is the mirror image of a left-to-right one: its lines start at the right
 * edge, its points are set in from the right, its periods and places stand at the left. The entry
 * splitter reads indents, right-hand metadata and wrapped lines from left-to-right geometry, so a
 * right-to-left section is split mirrored, and its entries map back to the page's own segments (the
 * collector knows segments by identity).
 */

/** Share of a section's lines that must read right to left for it to be split mirrored. */
const RTL_SHARE = 0.6;

/** Whether most lines of the section read right to left. */
export function readsRightToLeft(lines: Line[]): boolean {
  return lines.length > 0 && lines.filter((l) => isRtlText(l.text)).length >= lines.length * RTL_SHARE;
}

/** Splits `lines` with `split` in mirrored geometry and gives the entries back in the page's own. */
export function splitMirrored(lines: Line[], split: (lines: Line[]) => Entry[]): Entry[] {
  const axis = Math.max(...lines.map((l) => l.x1)) + Math.min(...lines.map((l) => l.x0));
  const items = new Map<TextItem, TextItem>();
  const segments = new Map<Segment, Segment>();
  const originals = new Map<Line, Line>();
  const flipItem = (item: TextItem): TextItem => items.get(item) ?? { ...item, x: axis - item.x - item.w };
  const flip = (seg: Segment): Segment => ({
    ...seg,
    x0: axis - seg.x1,
    x1: axis - seg.x0,
    items: seg.items.map(flipItem),
    ...(seg.joined ? { joined: seg.joined.map(back) } : {}),
  });
  // The page's own segment of a mirrored one; a segment made while splitting (two date pieces
  // joined) is flipped back, its pieces mapped home.
  const back = (seg: Segment): Segment => segments.get(seg) ?? flip(seg);
  const mirrored = lines.map((line) => {
    const segs = line.segments.map((s) => {
      const m = flip(s);
      segments.set(m, s);
      s.items.forEach((item, k) => {
        const flipped = m.items[k];
        if (flipped) items.set(flipped, item);
      });
      return m;
    });
    const m: Line = { ...line, segments: segs, x0: axis - line.x1, x1: axis - line.x0 };
    originals.set(m, line);
    return m;
  });
  const backLine = (line: Line): Line =>
    originals.get(line) ?? {
      ...line,
      segments: line.segments.map(back),
      x0: axis - line.x1,
      x1: axis - line.x0,
    };
  return split(mirrored).map((entry) => {
    const els = new Map<EntryLine, EntryLine>();
    const backEl = (el: EntryLine): EntryLine => {
      const known = els.get(el);
      if (known) return known;
      const out: EntryLine = {
        ...el,
        line: backLine(el.line),
        main: el.main.map(back),
        meta: el.meta.map(back),
      };
      els.set(el, out);
      return out;
    };
    return {
      ...entry,
      lines: entry.lines.map(backEl),
      head: entry.head.map(backEl),
      details: entry.details.map(backEl),
      dateSegment: entry.dateSegment ? back(entry.dateSegment) : null,
      ...(entry.career ? { career: { ...entry.career, read: entry.career.read.map(back) } } : {}),
    };
  });
}
