import { findDates } from './dates.js';
import {
  HEADING_KEYWORDS,
  HEADING_PHRASES,
  HEADING_PHRASES_NOSPACE,
  type SectionType,
} from './headingWords.js';
import type { Line } from './lines.js';
import { collapseLetterSpacing, foldedKeyOf, hasCjk, isAllCaps, letterCount, wordCount } from './text.js';

/*
 * Step 4a: which lines are section headings. Three passes: (1) lines that are a known heading phrase in
 * any of our languages ("Berufserfahrung", "edu cation", "E X P E R I E N C E"); (2) the typography those
 * headings share in this document (size, capitals, weight) is learnt; (3) other short lines in that
 * typography are headings too (type `other` when unknown, so "A DAY OF MY LIFE" does not spill into the
 * section above), and phrase matches in a different typography ("Languages" as a label inside Skills)
 * are not.
 */

export interface HeadingMatch {
  type: SectionType;
  /** How many of the line's segments form the heading (side-label layouts put content beside it). */
  segments: number;
  exact: boolean;
}

interface Candidate {
  line: Line;
  match: HeadingMatch | null;
  style: string;
  distinctive: boolean;
  /** Short, no dates or addresses: could be a heading at all. */
  plausible: boolean;
}

/** Returns, for each line index, the heading it is (or null). */
export function findHeadings(lines: Line[], bodySize: number): (HeadingMatch | null)[] {
  const candidates: Candidate[] = lines.map((line) => {
    // Most lines are far too long to be headings; skip the dictionary work for them. A side label
    // ("Experiencia laboral" beside a long first entry line) is judged by its own segment.
    const lead = line.segments[0]?.text ?? '';
    if (
      (line.segments.length > 1 ? lead.length > 60 : line.text.length > 90) ||
      wordCount(collapseLetterSpacing(lead)) > 8
    ) {
      return { line, match: null, style: '', distinctive: false, plausible: false };
    }
    const match = matchHeading(line);
    const seg = line.segments.slice(0, match?.segments ?? 1);
    const text = seg.map((s) => s.text).join(' ');
    const size = Math.max(...seg.map((s) => s.fontSize));
    const caps = isAllCaps(text) && casedLetters(text) >= 4;
    const bold = seg.every((s) => s.bold);
    const spaced = seg.some((s) => s.spaced) || collapseLetterSpacing(text) !== text.trim();
    return {
      line,
      match,
      style: styleKey(size, caps || spaced, bold),
      distinctive: size >= bodySize + 0.8 || ((caps || spaced) && letterCount(text) >= 3) || bold,
      plausible: looksLikeHeadingText(line, match?.segments ?? 1),
    };
  });
  const styles = headingStyles(candidates);
  return candidates.map((c) => {
    if (!c.plausible) return null;
    if (styles.size === 0) return c.match?.exact ? c.match : null;
    const inStyle = styles.has(c.style);
    if (c.match && (inStyle || (c.match.exact && !c.distinctive && !anyDistinctive(styles)))) return c.match;
    if (inStyle && c.distinctive && c.line.segments.length === 1)
      return { type: 'other', segments: 1, exact: false };
    return null;
  });
}

function casedLetters(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).filter((c) => c.toLowerCase() !== c.toUpperCase()).length;
}

function anyDistinctive(styles: Map<string, boolean>): boolean {
  return [...styles.values()].some(Boolean);
}

/** Styles used by at least two phrase-matched headings, or the single most used one. */
function headingStyles(candidates: Candidate[]): Map<string, boolean> {
  const counts = new Map<string, { n: number; distinctive: boolean }>();
  for (const c of candidates) {
    if (!c.match?.exact || !c.plausible) continue;
    const entry = counts.get(c.style) ?? { n: 0, distinctive: c.distinctive };
    entry.n++;
    counts.set(c.style, entry);
  }
  const sorted = [...counts.entries()].sort((a, b) => b[1].n - a[1].n);
  const out = new Map<string, boolean>();
  sorted.forEach(([style, { n, distinctive }], i) => {
    if (i === 0 || n >= 2) out.set(style, distinctive);
  });
  return out;
}

function styleKey(size: number, caps: boolean, bold: boolean): string {
  return `${Math.round(size * 2) / 2}|${caps ? 'C' : ''}|${bold ? 'B' : ''}`;
}

/** Matches a line (or its leading segment) against the heading dictionaries. */
export function matchHeading(line: Line): HeadingMatch | null {
  const spaced = line.segments.some((s) => s.spaced);
  const whole = matchText(line.segments.map((s) => s.text).join(' '), spaced);
  if (whole?.exact) return { ...whole, segments: line.segments.length };
  // A side label that names a section ("ESPERIENZA" beside "Responsabile amministrativa") beats a
  // keyword the whole line happens to start with.
  const leading = line.segments.length > 1 ? matchText(line.segments[0]?.text ?? '') : null;
  if (leading) return { ...leading, segments: 1 };
  if (whole) return { ...whole, segments: line.segments.length };
  if (line.segments.length > 1 && line.segments.length <= 4) {
    // Letter-spaced headings often come as two segments ("W O R K" + "E X P E R I E N C E").
    for (let n = line.segments.length - 1; n >= 1; n--) {
      const m = matchText(
        line.segments
          .slice(0, n)
          .map((s) => s.text)
          .join(' '),
      );
      if (m) return { ...m, segments: n };
    }
  }
  return null;
}

export function headingKey(text: string): string {
  const collapsed = collapseLetterSpacing(text)
    .replace(/^\s*(?:[0-9]{1,2}|[ivx]{1,4})[.)]\s+/i, '')
    .replace(/[:：]\s*$/, '');
  return foldedKeyOf(collapsed);
}

function matchText(text: string, spaced = false): { type: SectionType; exact: boolean } | null {
  const key = headingKey(text);
  if (!key || key.length > 60) return null;
  const exact = HEADING_PHRASES.get(key) ?? HEADING_PHRASES_NOSPACE.get(key.replace(/\s+/g, ''));
  if (exact) return { type: exact, exact: true };
  const words = key.split(' ');
  if (words.length > 5) return null;
  const last = words[words.length - 1] ?? '';
  const first = words[0] ?? '';
  const byKeyword = HEADING_KEYWORDS.get(last) ?? HEADING_KEYWORDS.get(first);
  if (byKeyword) return { type: byKeyword, exact: false };
  // German compounds ("Sprachkenntnisse", "IT-Kenntnisse") and CJK headings end with the head noun.
  if (words.length <= 2) {
    for (const [keyword, type] of HEADING_KEYWORDS) {
      if (keyword.length >= 4 && last.endsWith(keyword) && last.length <= keyword.length + 12) {
        return { type, exact: false };
      }
    }
  }
  // "P R O Y E C T O S D E S T A C A D O S": letter-spacing with no wider gap between the words reads as
  // one run; its section keyword is the word it starts with.
  if (words.length === 1 && (spaced || collapseLetterSpacing(text) !== text.trim())) {
    for (const [keyword, type] of HEADING_KEYWORDS) {
      if (keyword.length >= 5 && !keyword.includes(' ') && last.startsWith(keyword))
        return { type, exact: false };
    }
  }
  // "实习/项目经历": a short CJK heading naming two sections takes the first one.
  if (hasCjk(key) && !/[:：,，\d]/.test(text) && key.replace(/\s+/g, '').length <= 10) {
    const t = HEADING_PHRASES.get(key.split(' ')[0] ?? '');
    if (t) return { type: t, exact: false };
  }
  return null;
}

/** Short, no dates, no addresses, no sentence punctuation. */
function looksLikeHeadingText(line: Line, segments: number): boolean {
  const text = line.segments
    .slice(0, segments)
    .map((s) => s.text)
    .join(' ');
  const collapsed = collapseLetterSpacing(text);
  if (letterCount(collapsed) < 2) return false;
  if (wordCount(collapsed) > 6) return false;
  if (/[@]|https?:|www\./i.test(collapsed)) return false;
  if (/[.,;]$/.test(collapsed.trim())) return false;
  if (findDates(collapsed).length) return false;
  if (/\d{3,}/.test(collapsed)) return false;
  return true;
}
