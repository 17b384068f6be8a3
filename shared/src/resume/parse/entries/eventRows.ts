import { findTokens, stripDates } from '../dates/dates.js';
import { mainText, type Entry } from './entry.js';
import { makeLine, type Line, type Segment } from '../lines/lines.js';
import { careerStep, stepObject, type CareerStep } from '../words/careerSteps.js';
import { isLoneLegalForm, orgScore } from '../words/roleOrg.js';

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

/** A row of a career table: the step it records, the organisation and the role it names. */
interface CareerRow {
  step: CareerStep;
  company: string;
  title: string;
  /** The cells the row was read from: the date through the step. */
  read: Segment[];
}

/**
 * "株式会社Example 営業部 入社" → join, "株式会社Example", "営業部"; null when no word of the row names
 * a step. The row's text runs to the cell that names the step: cells right of it belong to the form's
 * other tables (a two-page form prints its right page on the same rows).
 */
function careerRow(entry: Entry): CareerRow | null {
  // Right-hand cells alone on a row ("以上", the end of the list) are not the row's text.
  const heads = entry.head.filter((h) => !h.metaOnly && !toThisDay(mainText(h)));
  const [head] = heads;
  if (!head || heads.length !== 1 || !entry.dates?.single) return null;
  const cells = [...head.main, ...head.meta].sort((a, b) => a.x0 - b.x0);
  const words: string[] = [];
  for (const [i, cell] of cells.entries()) {
    words.push(...stripDates(cell.text).split(/\s+/).filter(Boolean));
    const at = words.findIndex((w) => careerStep(w));
    if (at >= 0) return { ...readRow(words, at), read: cells.slice(0, i + 1) };
  }
  return null;
}

function readRow(words: string[], at: number): Omit<CareerRow, 'read'> {
  const word = words[at] ?? '';
  const step = careerStep(word) ?? 'join';
  const object = stepObject(word);
  const before = words.slice(0, at);
  // "営業部に配属": a move names the unit moved to; "株式会社Exampleに入社" names the employer.
  if (object && step !== 'move') before.push(object);
  const end = organisationEnd(before);
  const unit = before.slice(end);
  // Words after the step tell the work ("品質管理業務"); further steps ("…へ出向") are not a role.
  const after = words.slice(at + 1).filter((w) => !careerStep(w) && !toThisDay(w));
  const title = [...unit, ...(step === 'move' && object ? [object] : []), ...after].join(' ');
  return { step, company: before.slice(0, end).join(' '), title };
}

/**
 * How many of the words before the step name the organisation: through a legal form printed apart
 * ("株式会社 見本", "サンプル システム 株式会社"), else through the first word that names an
 * organisation ("株式会社Example" before "営業部"), else all of them.
 */
function organisationEnd(words: string[]): number {
  const form = words.findIndex(isLoneLegalForm);
  if (form >= 0) return Math.min(words.length, form === 0 ? 2 : form + 1);
  const named = words.findIndex((w) => orgScore(w) > 0);
  return named >= 0 ? named + 1 : words.length;
}

/** A line that only says "to this day" ("現在に至る", "현재"). */
function toThisDay(text: string): boolean {
  // The word without its kana ending: "現在" of "現在に至る".
  const core = text.trim().replace(/\p{Script=Hiragana}.*$/u, '');
  const tokens = findTokens(core);
  return text.trim().length <= 10 && tokens.length === 1 && tokens[0]?.kind === 'present';
}

/**
 * Reads a career table's rows as jobs: a row that joins an organisation opens one, a row that moves
 * within it gives it its unit when it has none, and the next row that leaves, or joins somewhere else,
 * closes it ("現在に至る", to this day, under the last keeps it open to the present).
 */
export function mergeEventRows(entries: Entry[]): Entry[] {
  const out: Entry[] = [];
  let open: { index: number; row: CareerRow } | null = null;
  for (const entry of entries) {
    const row = careerRow(entry);
    const held = open ? out[open.index] : undefined;
    if (open && held?.dates && !entry.dates && entry.lines.every((l) => toThisDay(l.line.text))) {
      out[open.index] = {
        ...held,
        lines: [...held.lines, ...entry.lines],
        dates: { ...held.dates, end: 'present', single: false },
        career: held.career && {
          ...held.career,
          read: [...held.career.read, ...entry.lines.flatMap((l) => l.line.segments)],
        },
      };
      open = null;
      continue;
    }
    if (!row || !entry.dates) {
      open = null;
      out.push(untilToday(entry));
      continue;
    }
    if (open && held?.dates && (row.step !== 'join' || row.company === open.row.company)) {
      const leaves = row.step === 'leave';
      out[open.index] = untilToday({
        ...held,
        lines: [...held.lines, ...entry.lines],
        details: [...held.details, ...entry.details],
        dates: leaves ? { ...held.dates, end: entry.dates.start, single: false } : held.dates,
        career: {
          company: held.career?.company ?? row.company,
          title: held.career?.title || (row.step === 'move' ? row.title : ''),
          read: [...(held.career?.read ?? []), ...row.read],
        },
      });
      if (leaves) open = null;
      continue;
    }
    // Joining somewhere else closes the job still open.
    if (open && held?.dates?.single) {
      out[open.index] = { ...held, dates: { ...held.dates, end: entry.dates.start, single: false } };
    }
    open = row.step === 'leave' ? null : { index: out.length, row };
    out.push(untilToday({ ...entry, career: { company: row.company, title: row.title, read: row.read } }));
  }
  return out;
}

/** A joining row with "to this day" under it runs to the present. */
function untilToday(entry: Entry): Entry {
  if (!entry.dates?.single || !entry.career) return entry;
  const today = entry.lines.find((l) => toThisDay(l.line.text));
  if (!today) return entry;
  return {
    ...entry,
    career: { ...entry.career, read: [...entry.career.read, ...today.line.segments] },
    head: entry.head.filter((l) => l !== today),
    details: entry.details.filter((d) => d !== today),
    dates: { ...entry.dates, end: 'present', single: false },
  };
}
