import { stripDates } from '../dates/dates.js';
import type { Line } from '../lines/lines.js';
import { findEmails, findPhones, findUrls } from '../words/patterns.js';
import { splitColumnEntries } from '../entries/columnEntries.js';
import { mainText, type Entry } from '../entries/entry.js';
import type { Section } from './section.js';
import { roleScore } from '../words/vocab.js';

/*
 * Experience printed under a heading that names no experience section ("Community", "Engagement", a
 * heading in a language the vocabulary does not know): when every block of the section is a dated
 * role (a role word on a head line, a period in the head), the section lists roles and is read as
 * experience. Lists of memberships, courses or activities carry no periods on every entry, or no
 * role words, and stay where they were.
 */

/** Fewest entries that make the pattern: one dated role alone could be anything. */
const MIN_ROLES = 2;

const isDatedRole = (e: Entry) =>
  !!e.head.length &&
  !!e.dates &&
  e.head.some((h) => roleScore(stripDates(mainText(h)).replace(/[()]/g, ' ').trim()) > 0);

/** The section's entries when they are all dated roles, else null. */
export function datedRoleEntries(entries: Entry[]): Entry[] | null {
  return entries.length >= MIN_ROLES && entries.every(isDatedRole) ? entries : null;
}

/**
 * Jobs printed with no heading of their own (or an icon for one) land in the section above them: in
 * the header, under the name and contact lines, where contact reading would take them for an address
 * and a summary; or in the profile, after its paragraph. When such a section ends in dated roles
 * (after its own first block: the name's, the profile's prose), those lines become an experience
 * section of their own, without a heading. Only in a document with no experience section: beside one,
 * dated lines there are something else (a current post under the name, studies in a sidebar).
 */
export function headerRoles(sections: Section[]): Section[] {
  if (sections.some((s) => s.type === 'experience')) return sections;
  return sections.flatMap((section) => {
    if (section.type !== 'header' && section.type !== 'summary') return [section];
    const entries = section.type === 'header' ? afterContact(section.lines) : afterProfile(section.lines);
    if (!entries) return [section];
    let k = entries.length;
    while (k > 0 && isDatedRole(entries[k - 1]!)) k--;
    if (entries.length - k < MIN_ROLES) return [section];
    const roleLines = new Set(entries.slice(k).flatMap((e) => e.lines.map((l) => l.line)));
    const first = section.lines.findIndex((l) => roleLines.has(l));
    const tail = section.lines.slice(first);
    return [
      { ...section, lines: section.lines.slice(0, first) },
      { type: 'experience', heading: null, lines: tail },
    ];
  });
}

/** Most lines a profile's paragraph runs to before the roles under it. */
const PROFILE_LINES = 8;

/**
 * The header's entries after its last contact line (the name's block may otherwise swallow the first
 * job's head), read once.
 */
function afterContact(lines: Line[]): Entry[] {
  const contact = (l: Line) =>
    findEmails(l.text).length + findPhones(l.text).length + findUrls(l.text).length > 0;
  return splitColumnEntries(lines.slice(Math.max(1, lines.findLastIndex(contact) + 1)));
}

/**
 * The dated roles under a profile's paragraph: the entries from the first line after a sentence from
 * which the rest splits into dated roles alone; null when there is none (a profile of prose, or of
 * dated roles with no paragraph, which is no profile read wrong).
 */
function afterProfile(lines: Line[]): Entry[] | null {
  for (let i = 1; i <= Math.min(PROFILE_LINES, lines.length - 1); i++) {
    if (!/[.!?。]$/u.test(lines[i - 1]?.text.trim() ?? '')) continue;
    const rest = datedRoleEntries(splitColumnEntries(lines.slice(i)));
    if (rest) return rest;
  }
  return null;
}
