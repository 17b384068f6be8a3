import type { ResumeDate } from '../resume/schema.js';

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** "Mar 2020" in English, "März 2020" in German, "2020年3月" in Chinese: the page language's own form. */
function monthYear(lang: string, year: number, month: number): string {
  let format = monthFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(lang, format);
  }
  return format.format(Date.UTC(year, month - 1, 1));
}

/**
 * "2020-03" → "Mar 2020", "2020" → "2020", "present" → `present` (the page language's word for it),
 * with months in the page's language.
 */
export function formatResumeDate(value: ResumeDate, lang = 'en', present = 'Present'): string {
  if (!value) return '';
  if (value === 'present') return present;
  const [year = '', month] = value.split('-');
  return month ? monthYear(lang, Number(year), Number(month)) : year;
}

/** The period line of a role or a degree: normalised dates when present, else the resume's own text. */
export function formatPeriod(
  start: ResumeDate,
  end: ResumeDate,
  fallback = '',
  lang = 'en',
  present = 'Present',
): string {
  const from = formatResumeDate(start, lang, present);
  const to = formatResumeDate(end, lang, present);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  if (from) return fallback || from;
  if (to) return fallback || to;
  return fallback.trim();
}

/** Month index since year 0; a bare year starts in January and, as an end, runs to December. */
function monthIndex(value: ResumeDate, edge: 'start' | 'end', now: Date): number | null {
  if (!value) return null;
  if (value === 'present') return now.getUTCFullYear() * 12 + now.getUTCMonth();
  const [year, month] = value.split('-').map(Number);
  if (year === undefined || !Number.isFinite(year)) return null;
  if (month !== undefined && Number.isFinite(month)) return year * 12 + month - 1;
  return year * 12 + (edge === 'start' ? 0 : 11);
}

/**
 * Whole years covered by the given date ranges, overlapping ranges merged so two parallel jobs
 * don't double-count. Ranges without a start are ignored; a range with a start and no end counts
 * as one month (we only know it happened). Returns null when no range has a start.
 */
export function yearsCovered(ranges: { start: ResumeDate; end: ResumeDate }[], now: Date): number | null {
  const spans = ranges
    .map((r) => {
      const from = monthIndex(r.start, 'start', now);
      if (from === null) return null;
      const to = monthIndex(r.end, 'end', now) ?? from;
      return to >= from ? ([from, to] as const) : null;
    })
    .filter((s): s is readonly [number, number] => s !== null)
    .sort((a, b) => a[0] - b[0]);
  if (spans.length === 0) return null;
  let months = 0;
  let [curFrom, curTo] = spans[0] ?? [0, 0];
  for (const [from, to] of spans.slice(1)) {
    if (from <= curTo + 1) {
      curTo = Math.max(curTo, to);
    } else {
      months += curTo - curFrom + 1;
      [curFrom, curTo] = [from, to];
    }
  }
  months += curTo - curFrom + 1;
  return Math.floor(months / 12);
}
