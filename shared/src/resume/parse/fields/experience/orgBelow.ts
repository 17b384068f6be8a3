import { findTokens } from '../../dates/dates.js';
import { mainText, type Entry, type EntryLine } from '../../entries/entry.js';
import type { Part } from '../../entries/entryParts.js';
import { wordCount } from '../../items/text.js';
import type { Segment } from '../../lines/lines.js';
import { locationScore } from '../../words/patterns.js';
import { orgScore, roleScore, schoolScore } from '../../words/vocab.js';

/*
 * "Postdoctoral Fellow. Chair in Coastal Ecology. 2017 – Present" over "Northfield Marine College,
 * Eastport, Norland.": the organisation printed on the first line under a dated role head, where the
 * splitter reads it as a detail because it is not a head's style. It is taken when the head named no
 * organisation (or only a field beside the role with no organisation word), and the line is a short
 * list of fields whose first ones carry an organisation word and no role word: a description line
 * never reads so.
 */

export interface OrgBelow {
  company: Part;
  /** The role, with the field beside it put back when that field had been taken for the employer. */
  title: Part | null;
  line: EntryLine;
}

/**
 * Whether a line starts the way a name or a role line does: a capital or a digit, or a script without
 * letter case (Arabic, Hebrew, CJK…), where no capital can mark it.
 */
function startsLikeName(text: string): boolean {
  return /^[\p{Lu}\d]/u.test(text) || !/[\p{Lu}\p{Ll}]/u.test(text);
}

/** The first line under an entry's head, with its first text segment, when it is a plain line on the
 * same page (no bullet). */
function lineBelow(entry: Entry): { line: EntryLine; seg: Segment } | null {
  const lastHead = entry.head[entry.head.length - 1];
  const below = lastHead ? entry.lines[entry.lines.indexOf(lastHead) + 1] : undefined;
  const seg = below?.main[0];
  if (!below || !seg || below.kind !== 'detail' || below.bullet) return null;
  return below.line.page === lastHead?.line.page ? { line: below, seg } : null;
}

/**
 * "Groupe Lumière" (bold, dated) over "Chargée de communication": the mirror case, a head that named
 * only the organisation over a short line that reads as a role, which the splitter took for a detail
 * because it is not in a head's style. No sentence, no date, a role word outweighing any organisation
 * word.
 */
export function roleBelow(entry: Entry, company: Part | null, title: Part | null): OrgBelow | null {
  if (title || !company || !entry.dates) return null;
  const below = lineBelow(entry);
  if (!below) return null;
  const text = mainText(below.line).trim();
  if (!startsLikeName(text) || /[.:;!?]$/.test(text) || wordCount(text) > 8) return null;
  if (findTokens(text).some((t) => t.kind === 'date')) return null;
  const role = roleScore(text);
  if (!role || role < orgScore(text) || schoolScore(text)) return null;
  return { company, title: { text, seg: below.seg, line: entry.head.length, meta: false }, line: below.line };
}

/** The organisation of an entry printed on the line under its head, or null. */
export function organisationBelow(entry: Entry, company: Part | null, title: Part | null): OrgBelow | null {
  if (!title || !entry.dates) return null;
  const weak =
    !!company &&
    company.line === title.line &&
    company.seg === title.seg &&
    !orgScore(company.text) &&
    !schoolScore(company.text);
  if (company?.text && !weak) return null;
  const below = lineBelow(entry);
  if (!below) return null;
  const text = mainText(below.line).trim().replace(/\.$/, '');
  if (!startsLikeName(text) || wordCount(text) > 14 || findTokens(text).some((t) => t.kind === 'date'))
    return null;
  // A name's words are capitalised but for its small linking words; a description's are not.
  const words = text.split(/\s+/);
  if (words.filter((w) => /^\p{Ll}{4,}/u.test(w)).length * 4 > words.length) return null;
  const pieces = text.split(/\s*[,،、]\s*/u);
  // Trailing places ("…, Eastport, Norland") are where, not who.
  while (pieces.length > 1 && locationScore(pieces[pieces.length - 1] ?? '') >= 1) pieces.pop();
  const org = pieces.join(text.includes('،') ? '، ' : ', ');
  const marks = Math.max(orgScore(org), schoolScore(org));
  if (!marks || roleScore(org) > marks || pieces.some((p) => wordCount(p) > 8)) return null;
  const joined =
    weak && company
      ? {
          ...title,
          text:
            title.seg.text.indexOf(title.text) <= title.seg.text.indexOf(company.text)
              ? `${title.text}, ${company.text}`
              : `${company.text}, ${title.text}`,
        }
      : title;
  return {
    company: { text: org, seg: below.seg, line: entry.head.length, meta: false },
    title: { ...joined, text: joined.text.replace(/[.,;:]$/, '') },
    line: below.line,
  };
}
