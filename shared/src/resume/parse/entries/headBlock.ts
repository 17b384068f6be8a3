import type { EntryLine } from './entry.js';

/*
 * Some layouts print an entry's organisation and dates as a block of their own (a shaded or framed
 * box: "Harbour Freight Ltd" / "March 2016 – Present"), then the role below the box, with the box's
 * padding as a gap, then the role's details. The gap looks like the space between two entries, but an
 * entry that is only an organisation and its dates has no role yet: the undated head line that opens
 * the details under it completes it instead of starting a second, half entry.
 */

/**
 * Whether `el`, after a gap that would start a new entry, completes the current entry instead: the
 * current entry is one undated head line and its dates and no details yet; `el` is undated, in the
 * same font size or larger, with details right under it; and the gap is at most two of its lines.
 */
export function completesHeadBlock(
  current: EntryLine[],
  el: EntryLine,
  next: EntryLine | undefined,
  gapAbove: number,
  dated: (el: EntryLine) => boolean,
): boolean {
  if (current.length !== 2 || current.some((l) => l.kind !== 'head' || l.metaOnly || l.bullet)) return false;
  const [name, dates] = current;
  if (!name || !dates || dated(name) || !dated(dates)) return false;
  if (dated(el) || el.bullet || el.metaOnly) return false;
  if (!next || next.kind !== 'detail' || dated(next) || next.line.page !== el.line.page) return false;
  return (
    el.line.page === dates.line.page &&
    el.line.fontSize >= dates.line.fontSize &&
    gapAbove <= el.line.fontSize * 2
  );
}
