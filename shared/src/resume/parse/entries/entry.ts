import { parseDateRange, type DateRange } from '../dates/dates.js';
import type { Line, Segment } from '../lines/lines.js';

/*
 * An entry and its lines: the shape the entry splitter (entries.ts) builds and every step that
 * re-reads its lines works on, kept apart so those steps need not import the splitter that calls them.
 */

export interface EntryLine {
  line: Line;
  /** Left/main text segments. */
  main: Segment[];
  /** Short right-aligned segments: dates, places, an organisation printed on the right. */
  meta: Segment[];
  kind: 'head' | 'detail';
  bullet: boolean;
  /** Only right-hand metadata on its own row: joins the entry it sits beside, never starts one. */
  metaOnly: boolean;
}

export interface Entry {
  lines: EntryLine[];
  head: EntryLine[];
  details: EntryLine[];
  dates: DateRange | null;
  /** The segment the dates were read from. */
  dateSegment: Segment | null;
  /** Read from the rows of a career table of dated steps (eventRows.ts): certain, as a label is. */
  career?: {
    company: string;
    title: string;
    /** The cells the fields were read from; the form's other cells on the same rows stay unplaced. */
    read: Segment[];
  };
}

/** Where an entry line's main text starts (its right-hand metadata left out). */
export function startX(el: EntryLine): number {
  return el.main[0]?.x0 ?? el.line.x0;
}

/** The text of an entry line's main segments (its right-hand metadata left out). */
export function mainText(el: EntryLine): string {
  return el.main.map((s) => s.text).join(' ');
}

/**
 * A detail line's words: its main text and its right-hand cells other than dates (justified text can
 * leave a point's last words as a cell of their own; only dates are the entry's metadata).
 */
export function detailText(el: EntryLine): string {
  const cells = el.meta.filter((m) => !parseDateRange(m.text)).map((m) => m.text);
  return [mainText(el), ...cells].join(' ').trim();
}
