import type { ResumeDate } from '../resume/schema.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2020-03" → "Mar 2020", "2020" → "2020", "present" → "Present". */
export function formatResumeDate(value: ResumeDate): string {
  if (!value) return '';
  if (value === 'present') return 'Present';
  const [year, month] = value.split('-');
  const index = month ? Number(month) - 1 : -1;
  return index >= 0 ? `${MONTHS[index] ?? ''} ${year ?? ''}`.trim() : (year ?? '');
}

/** The period line of a role or a degree: normalised dates when present, else the resume's own text. */
export function formatPeriod(start: ResumeDate, end: ResumeDate, fallback = ''): string {
  const from = formatResumeDate(start);
  const to = formatResumeDate(end);
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
