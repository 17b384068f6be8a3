import { findTokens, stripDates } from '../dates/dates.js';
import { detailText, mainText, type Entry } from './entry.js';
import { makeLine, type Line, type Segment } from '../lines/lines.js';

/*
 * Japanese and Korean forms (履歴書, 이력서) list a career as dated events in a table: a year cell, a
 * month cell, then "Company 入社" (joined) on one row and "Company 退職" (left) on a later one, "現在に
 * 至る" (to this day) under the last. The year and month cells are one date, and the rows of one
 * organisation are one entry from its first event to its last.
 */

const YEAR_CELL = /^(\d{4})\s*[年년]?$/u;
const MONTH_CELL = /^(\d{1,2})\s*[月월]?$/u;

/** "2016" | "4" in two cells → "2016年4月", read by the date parser as 2016-04. */
export function joinYearMonthCells(lines: Line[]): Line[] {
  return lines.map((line) => {
    const segs = line.segments;
    const i = segs.findIndex((s, k) => YEAR_CELL.test(s.text.trim()) && isMonth(segs[k + 1]));
    const year = segs[i];
    const month = segs[i + 1];
    if (i < 0 || !year || !month) return line;
    const y = YEAR_CELL.exec(year.text.trim())?.[1] ?? '';
    const m = MONTH_CELL.exec(month.text.trim())?.[1] ?? '';
    const cell: Segment = {
      ...year,
      text: `${y}年${m}月`,
      x1: month.x1,
      items: [...year.items, ...month.items],
      joined: [year, month],
    };
    return makeLine([...segs.slice(0, i), cell, ...segs.slice(i + 2)], line.region);
  });
}

function isMonth(seg: Segment | undefined): boolean {
  const m = seg && MONTH_CELL.exec(seg.text.trim());
  const n = Number(m?.[1] ?? 0);
  return n >= 1 && n <= 12;
}

/** The event word after an organisation's name: a few letters of Han, kana or Hangul. */
const EVENT = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2,4}$/u;

/** "株式会社Example 入社" → "株式会社Example", or null when the row does not end on an event word. */
function eventSubject(entry: Entry): string | null {
  // Right-hand cells alone on a row ("以上", the end of the list) are not the event's text.
  const heads = entry.head.filter((h) => !h.metaOnly && !toThisDay(mainText(h)));
  const [head] = heads;
  if (!head || heads.length !== 1 || !entry.dates?.single) return null;
  // The event may sit in a cell of its own at the right of the row: read the row's cells, not only
  // its main text.
  const words = stripDates(detailText(head)).trim().split(/\s+/);
  const last = words[words.length - 1] ?? '';
  return words.length >= 2 && EVENT.test(last) ? words.slice(0, -1).join(' ') : null;
}

/** A line that only says "to this day" ("現在に至る", "현재"). */
function toThisDay(text: string): boolean {
  // The word without its kana ending: "現在" of "現在に至る".
  const core = text.trim().replace(/\p{Script=Hiragana}.*$/u, '');
  const tokens = findTokens(core);
  return text.trim().length <= 10 && tokens.length === 1 && tokens[0]?.kind === 'present';
}

/** Merges the event rows of one organisation into one entry from the first event to the last. */
export function mergeEventRows(entries: Entry[]): Entry[] {
  const out: Entry[] = [];
  for (const entry of entries) {
    const prev = out[out.length - 1];
    const subject = eventSubject(entry);
    const prevSubject = prev && eventSubject(prev);
    if (prev?.dates && entry.dates && subject && subject === prevSubject) {
      out[out.length - 1] = {
        ...prev,
        lines: [...prev.lines, ...entry.lines],
        details: [...prev.details, ...entry.details],
        dates: { ...prev.dates, end: entry.dates.start, single: false },
      };
      continue;
    }
    out.push(untilToday(entry));
  }
  return out;
}

/** A joining event with "to this day" under it runs to the present. */
function untilToday(entry: Entry): Entry {
  if (!entry.dates?.single || !eventSubject(entry)) return entry;
  const today = entry.lines.find((l) => toThisDay(mainText(l)));
  if (!today) return entry;
  return {
    ...entry,
    head: entry.head.filter((l) => l !== today),
    details: entry.details.filter((d) => d !== today),
    dates: { ...entry.dates, end: 'present', single: false },
  };
}
