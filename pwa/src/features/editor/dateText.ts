import type { ResumeDate } from '@folio/shared';
import { monthOf, parseDateRange } from '@folio/shared/parser';

/*
 * Dates as a person types or picks them, read by the parser's own multilingual reader ("März 2019",
 * "2019–21", "seit 2021", "Jan 2020 – heute"). Only one thing is added before it: a month name with a
 * two-digit year ("Jan 86", "Sept. '04"), which the parser leaves alone in running text because a
 * bare two-digit number is rarely a year there; a person who types it in a date field means one.
 */

const MONTH_YY = /(?<![\p{L}\p{N}])(\p{L}[\p{L}.]*?)(\.?,?\s*)['’]?(\d{2})(?![\p{N}]|[.,]?\s*\d{4})/gu;

/** "86" as a year: the last century for years after this one's, else this century. */
function fullYear(digits: string): string {
  const n = Number(digits);
  const thisYear = new Date().getFullYear() % 100;
  return String(n > thisYear ? 1900 + n : 2000 + n);
}

/** The text with "Jan 86" written "Jan 1986", so the parser's reader takes it. */
function withFullYears(text: string): string {
  return text.replace(MONTH_YY, (whole, word: string, gap: string, yy: string) =>
    monthOf(word) || monthOf(word.replace(/\.$/, '')) ? `${word}${gap.trimEnd()} ${fullYear(yy)}` : whole,
  );
}

/** The first date or date range in a line, and the line without it; null when it has none. */
export function findDates(line: string): { start: ResumeDate; end: ResumeDate; rest: string } | null {
  const text = withFullYears(line);
  const range = parseDateRange(text);
  if (!range?.start) return null;
  const rest = (text.slice(0, range.from) + text.slice(range.to))
    .replace(/^[\s,|·•–—-]+|[\s,|·•–—-]+$/g, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return { start: range.start, end: range.single ? null : range.end, rest };
}

/**
 * One date typed in a date field, as the schema stores it ("Jan 86" → 1986-01, "03/2017" → 2017-03,
 * "heute" → present), or null when the text is not a single date.
 */
export function readDate(text: string): ResumeDate {
  const t = text.trim();
  if (!t) return null;
  const found = findDates(t);
  if (found && !found.rest && found.end === null) return found.start;
  // "present" in any language the parser knows: read as the end of a range that has a start.
  const asEnd = parseDateRange(`2000 – ${t}`);
  return asEnd?.end === 'present' && asEnd.to === t.length + 7 ? 'present' : null;
}
