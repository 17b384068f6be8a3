import { findTokens, parseDateRange, type DateRange } from './dates.js';
import type { Line, Segment } from './lines.js';
import { findUrls, locationScore } from './patterns.js';
import { startsWithBullet, wordCount } from './text.js';

/*
 * Step 5b: a section's lines → entries (one job, one school, one project). An entry is a run of "head"
 * lines (organisation, role, dates, place) followed by "detail" lines (bullets, sentences, wrapped
 * text). A head line after details, a second dated head line, or a clear vertical gap starts the next
 * entry. Short right-hand segments (dates, places) are the entry's metadata wherever they sit, even on
 * the same row as a bullet (RenderCV puts the dates beside the first bullet).
 */

export interface EntryLine {
  line: Line;
  /** Left/main text segments. */
  main: Segment[];
  /** Short right-aligned segments: dates, places, an organisation printed on the right. */
  meta: Segment[];
  kind: 'head' | 'detail';
  bullet: boolean;
}

export interface Entry {
  lines: EntryLine[];
  head: EntryLine[];
  details: EntryLine[];
  dates: DateRange | null;
  /** The segment the dates were read from. */
  dateSegment: Segment | null;
}

export function splitEntries(lines: Line[]): Entry[] {
  if (!lines.length) return [];
  const left = Math.min(...lines.map((l) => l.x0));
  const right = Math.max(...lines.map((l) => l.x1));
  const width = Math.max(1, right - left);
  const gaps = lines.slice(1).map((l, i) => l.top - (lines[i]?.bottom ?? l.top));
  const typicalGap = median(gaps.filter((g) => g > -2 && g < 40)) ?? 3;
  const classified = lines.map((line) => classify(line, left, width));

  const entries: Entry[] = [];
  let current: EntryLine[] = [];
  let currentHasDetail = false;
  let currentHasDate = false;
  classified.forEach((el, i) => {
    const gapAbove = i > 0 ? el.line.top - (lines[i - 1]?.bottom ?? el.line.top) : 0;
    const dated = hasDate(el);
    let startsNew = false;
    if (current.length && el.kind === 'head') {
      if (currentHasDetail) startsNew = true;
      else if (dated && currentHasDate && headDated(current)) startsNew = true;
      else if (currentHasDate && gapAbove > Math.max(typicalGap * 2.2, el.line.fontSize * 0.9))
        startsNew = true;
    }
    if (startsNew) {
      entries.push(makeEntry(current));
      current = [];
      currentHasDetail = false;
      currentHasDate = false;
    }
    current.push(el);
    if (el.kind === 'detail') currentHasDetail = true;
    if (dated) currentHasDate = true;
  });
  if (current.length) entries.push(makeEntry(current));
  return entries;
}

function headDated(lines: EntryLine[]): boolean {
  return lines.some((l) => l.kind === 'head' && hasDate(l));
}

function hasDate(el: EntryLine): boolean {
  return (
    el.meta.some((s) => dateIn(s.text)) ||
    (el.kind === 'head' && dateIn(el.main.map((s) => s.text).join(' ')))
  );
}

function dateIn(text: string): boolean {
  return findTokens(text).some((t) => t.kind === 'date');
}

function makeEntry(lines: EntryLine[]): Entry {
  const head = lines.filter((l) => l.kind === 'head');
  const details = lines.filter((l) => l.kind === 'detail');
  // Dates: first from the metadata segments, else from head text; never from bullet prose.
  let dates: DateRange | null = null;
  let dateSegment: Segment | null = null;
  const sources: Segment[] = [...lines.flatMap((l) => l.meta), ...head.flatMap((l) => l.main)];
  for (const seg of sources) {
    const range = parseDateRange(seg.text);
    if (range) {
      dates = range;
      dateSegment = seg;
      break;
    }
  }
  return { lines, head, details, dates, dateSegment };
}

function classify(line: Line, left: number, width: number): EntryLine {
  const [first, ...rest] = line.segments;
  const meta: Segment[] = [];
  const main: Segment[] = first ? [first] : [];
  for (const seg of rest) {
    const isRight = seg.x0 - left > width * 0.45;
    const short = seg.text.length <= 45 || dateIn(seg.text);
    if (isRight && short) meta.push(seg);
    else main.push(seg);
  }
  const text = main
    .map((s) => s.text)
    .join(' ')
    .trim();
  const bullet = startsWithBullet(text);
  const words = wordCount(text);
  const indent = (first?.x0 ?? left) - left;
  const sentence = /[.!?;]$/.test(text) && words >= 6;
  const keyValue = /^[^:：]{1,30}[:：]\s*\S/.test(text) && !/^https?:/i.test(text);
  const longLine = line.x1 - line.x0 > width * 0.8 && words >= 10;
  const lowerStart = /^\p{Ll}/u.test(text) && !/^(?:e|i)[A-Z]/.test(text);
  const hasMeta = meta.length > 0 && meta.some((m) => dateIn(m.text) || locationScore(m.text) > 0);
  const isUrl = findUrls(text).length > 0 && words <= 3;

  let kind: 'head' | 'detail';
  if (bullet) kind = hasMeta && words <= 10 && indent < 12 ? 'head' : 'detail';
  else if (isUrl) kind = 'detail';
  else if (hasMeta && !sentence && words <= 16) kind = 'head';
  else if (dateIn(text) && words <= 10) kind = 'head';
  else if (sentence || longLine || lowerStart || keyValue) kind = 'detail';
  else if (words <= 10 && indent < 15) kind = 'head';
  else kind = 'detail';
  return { line, main, meta, kind, bullet };
}

function median(values: number[]): number | undefined {
  if (!values.length) return undefined;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
