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
    // After the last contact line, from the earliest line that starts a run of roles: the name's block
    // may otherwise swallow the first job's head, and an organisation line may stand above the dates.
    const contact = (l: Line) =>
      findEmails(l.text).length + findPhones(l.text).length + findUrls(l.text).length > 0;
    const afterContact = section.lines.findLastIndex(contact) + 1;
    let first = -1;
    for (let i = Math.max(1, afterContact); i < section.lines.length && first < 0; i++) {
      const entries = splitColumnEntries(section.lines.slice(i));
      if (entries.length >= MIN_ROLES && entries.every(isDatedRole)) first = i;
    }
    if (first < 1) return [section];
    const tail = section.lines.slice(first);
    return [
      { ...section, lines: section.lines.slice(0, first) },
      { type: 'experience', heading: null, lines: tail },
    ];
  });
}
