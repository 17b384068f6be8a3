import { matchHeading } from './headings.js';
import { makeLine, type Line, type Segment } from '../lines/lines.js';
import { isAllCaps, wordCount } from '../items/text.js';

/*
 * A heading set in a narrow column wraps: "CONOCIMIENTOS" / "TÉCNICOS:", "EDUCACIÓN" / "COMPLEMENTARIA",
 * "PROFESSIONAL" / "EXPERIENCE", one or two words a line. Read line by line, its first line is a
 * heading (or nothing) and its second becomes the section's first content line: a school called
 * "COMPLEMENTARIA", a skill "TECHNICAL". Before the heading vote, such a pair becomes one line when
 * the two lines look like one piece of text (same size, face and case, right under each other, aligned
 * left, right or on their centres, set apart from the body) and the whole names a section. The side
 * labels of a label column wrap too; sections.ts joins those (`labelWrap`), this is for headings alone
 * on their row.
 */

/** A heading has at most this many lines. */
const MAX_LINES = 3;

export function joinWrappedHeadings<T extends { line: Line }>(flow: T[], bodySize: number): T[] {
  const out: T[] = [];
  for (let i = 0; i < flow.length; i++) {
    const start = flow[i];
    if (!start) continue;
    let line = start.line;
    let taken = 0;
    while (taken + 1 < MAX_LINES) {
      const next = flow[i + taken + 1]?.line;
      const after = flow[i + taken + 2]?.line;
      const joined = next && continuesHeading(line, next, after, bodySize);
      if (!joined) break;
      line = joined;
      taken++;
    }
    out.push(taken ? { ...start, line } : start);
    i += taken;
  }
  return out;
}

/** `line` and `next` as one heading line, when `next` continues the heading `line` starts. */
function continuesHeading(line: Line, next: Line, after: Line | undefined, bodySize: number): Line | null {
  const [a] = line.segments;
  const [b] = next.segments;
  if (!a || !b || line.segments.length !== 1 || next.segments.length !== 1) return null;
  if (next.page !== line.page || next.region !== line.region) return null;
  if (!sameLook(a, b) || !setApart(a, bodySize)) return null;
  // A heading's words: short pieces, no figures, the first not closed by a colon or a full stop.
  if (wordCount(b.text) > 3 || wordCount(a.text) > 4 || /\d/.test(a.text + b.text)) return null;
  if (/[:：.;,]\s*$/.test(a.text)) return null;
  // Right under it, at the line spacing of wrapped text.
  const step = b.top - a.top;
  if (b.top <= a.top + 1 || b.top - a.bottom > b.fontSize * 0.8) return null;
  const centre = (s: Segment) => (s.x0 + s.x1) / 2;
  const aligned =
    Math.abs(a.x0 - b.x0) <= 4 ||
    Math.abs(a.x1 - b.x1) <= 4 ||
    Math.abs(centre(a) - centre(b)) <= b.fontSize * 0.6;
  if (!aligned) return null;
  const merged: Segment = {
    ...a,
    items: [...a.items, ...b.items],
    text: `${a.text.trim()} ${b.text.trim()}`,
    x0: Math.min(a.x0, b.x0),
    x1: Math.max(a.x1, b.x1),
    bottom: Math.max(a.bottom, b.bottom),
    joined: [...(a.joined ?? [a]), ...(b.joined ?? [b])],
  };
  const whole = matchHeading(makeLine([merged], line.region));
  if (!whole) return null;
  // The whole is a heading phrase ("Professional" / "Experience"), or a heading whose second line names
  // no section of its own and is followed by the section's text further down than the two lines are
  // apart ("EDUCACIÓN" / "COMPLEMENTARIA:" over the first course): the block of the heading ends there.
  if (!whole.exact) {
    if (matchHeading(next)) return null;
    const gapAfter = after && after.page === next.page ? after.top - b.top : Infinity;
    if (gapAfter < step * 1.25) return null;
  }
  return makeLine([merged], line.region);
}

function sameLook(a: Segment, b: Segment): boolean {
  return (
    Math.abs(a.fontSize - b.fontSize) < 0.5 &&
    a.bold === b.bold &&
    isAllCaps(a.text) === isAllCaps(b.text) &&
    mainFont(a) === mainFont(b)
  );
}

/** Bold, capitals or larger than the body: headings stand out; two lines of body text do not join. */
function setApart(s: Segment, bodySize: number): boolean {
  return s.bold || s.fontSize >= bodySize + 0.8 || (isAllCaps(s.text) && /\p{Lu}{3}/u.test(s.text));
}

function mainFont(s: Segment): string {
  return s.items.reduce(
    (a, b) => (b.text.length > a.text.length ? b : a),
    s.items[0] ?? { fontId: '', text: '' },
  ).fontId;
}
