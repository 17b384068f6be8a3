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
 * Jobs printed straight under the name and contact lines, with no heading (or an icon for one), land
 * in the header, where contact reading would take them for an address and a summary. When the header
 * ends in dated roles (after its first block, the name's), those lines become an experience section of
 * their own, without a heading. Only in a document with no experience section: beside one, dated lines
 * in the header are something else (a current post under the name, studies in a sidebar).
 */
export function headerRoles(sections: Section[]): Section[] {
  if (sections.some((s) => s.type === 'experience')) return sections;
  return sections.flatMap((section) => {
    if (section.type !== 'header') return [section];
    // After the last contact line (the name's block may otherwise swallow the first job's head): the
    // entries from there, read once, and the dated roles that end them.
    const contact = (l: Line) =>
      findEmails(l.text).length + findPhones(l.text).length + findUrls(l.text).length > 0;
    const start = Math.max(1, section.lines.findLastIndex(contact) + 1);
    const entries = splitColumnEntries(section.lines.slice(start));
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
