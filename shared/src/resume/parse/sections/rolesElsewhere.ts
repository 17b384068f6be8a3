import { stripDates } from '../dates/dates.js';
import { mainText, type Entry } from '../entries/entry.js';
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

/** The section's entries when they are all dated roles, else null. */
export function datedRoleEntries(entries: Entry[]): Entry[] | null {
  const withHead = entries.filter((e) => e.head.length);
  if (withHead.length < MIN_ROLES || withHead.length !== entries.length) return null;
  const isRole = (e: Entry) =>
    !!e.dates && e.head.some((h) => roleScore(stripDates(mainText(h)).replace(/[()]/g, ' ').trim()) > 0);
  return withHead.every(isRole) ? withHead : null;
}
