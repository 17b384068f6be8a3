import type { Experience, ResumeDate } from '../resume/schema.js';

/** A month as a count since year 0 ("2021-05" → 2021 * 12 + 4). */
type MonthIndex = number;

/**
 * Reads a resume date. A bare year is taken as its middle (July as a start, June as an end), so
 * "2019 – 2021" counts two years: neither the most nor the least it could mean.
 */
function monthOf(date: ResumeDate, edge: 'start' | 'end', today: MonthIndex): MonthIndex | null {
  if (date === null) return null;
  if (date === 'present') return today;
  const [y, m] = date.split('-').map(Number);
  if (y === undefined || !Number.isFinite(y)) return null;
  if (m !== undefined && Number.isFinite(m)) return y * 12 + (m - 1);
  return y * 12 + (edge === 'start' ? 6 : 5);
}

/** Today as a month index, from an ISO date or a Date (UTC). */
export function monthIndexOf(today: Date | string): MonthIndex {
  const d = typeof today === 'string' ? new Date(today) : today;
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

/**
 * Whole years of experience from the roles' dates: overlapping roles are merged (two jobs at once
 * count once), gaps are not counted, 'present' is `today`, roles without a start are skipped, a role
 * with only one date counts as that one month. Returns null when no role has a usable date.
 */
export function yearsOfExperience(experience: readonly Experience[], today: Date | string): number | null {
  const months = experienceMonths(experience, today);
  return months === null ? null : Math.floor(months / 12);
}

/** The merged length of all roles in months (see yearsOfExperience), or null. */
export function experienceMonths(experience: readonly Experience[], today: Date | string): number | null {
  const now = monthIndexOf(today);
  const spans: [MonthIndex, MonthIndex][] = [];
  for (const role of experience) {
    const start = monthOf(role.start, 'start', now);
    if (start === null || start > now) continue;
    const end = Math.min(monthOf(role.end, 'end', now) ?? start, now);
    // Each month a role touches counts, so "2021-01 – 2021-12" is twelve months.
    if (end >= start) spans.push([start, end + 1]);
  }
  if (!spans.length) return null;
  spans.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [curStart, curEnd] = spans[0] ?? [0, 0];
  for (const [s, e] of spans.slice(1)) {
    if (s <= curEnd) curEnd = Math.max(curEnd, e);
    else {
      total += curEnd - curStart;
      [curStart, curEnd] = [s, e];
    }
  }
  return total + (curEnd - curStart);
}
