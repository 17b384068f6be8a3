import { emptyExperience } from '../../../schema.js';
import { findDates, parseDateRange, type DateRange } from '../../dates/dates.js';
import { mainText, startX as x0, type Entry, type EntryLine } from '../../entries/entry.js';
import { cleanPart, type Part } from '../../entries/entryParts.js';
import type { RoleDraft } from './roleDraft.js';
import { bulletsOf } from '../bullets.js';
import { stripBullet, wordCount } from '../../items/text.js';

/*
 * Several roles at one organisation written as lines under its name, each role with its period in
 * brackets and what it was after it:
 *
 *   Northfield University
 *       Research Assistant (2019 – Present): data for a project on trade…
 *       Teaching Assistant (2018): undergraduate econometrics
 *
 * The organisation is the undated line the role lines are indented under.
 */

/** "Research Assistant (2019 – Present): …": a role, its period, and what it was. */
const ROLE_WITH_PERIOD = /^([^():;]{2,80}?)\s*\(([^()]{4,60})\)\s*[:;,.–—-]?\s*(.*)$/u;

interface RoleLine {
  el: EntryLine;
  title: string;
  dates: DateRange;
  rest: string;
}

/**
 * "FIN 2200 – Corporate Finance Basics" over "• Fall 2019, Spring 2020": a role (a course
 * taught, a post held) whose terms open the line under it.
 */
function roleOverTerms(el: EntryLine, next: EntryLine | undefined): RoleLine | null {
  // The terms sit under the role or set in from it; a period further left opens the next entry.
  if (!next || el.bullet || el.meta.length || next.meta.length || x0(next) < x0(el) - 2) return null;
  const text = mainText(el);
  const title = cleanPart(stripBullet(text));
  if (!/^\p{Lu}/u.test(title) || wordCount(title) > 8) return null;
  const dates = parseDateRange(stripBullet(mainText(next)));
  if (!dates || dates.from > 0 || findDates(text).length) return null;
  return { el, title, dates, rest: '' };
}

function roleLine(el: EntryLine, next?: EntryLine): RoleLine | null {
  const m = ROLE_WITH_PERIOD.exec(stripBullet(mainText(el)));
  if (!m) return roleOverTerms(el, next);
  const title = cleanPart(m?.[1] ?? '');
  const dates = parseDateRange(m?.[2] ?? '');
  if (!m || !dates || !/^\p{Lu}/u.test(title) || wordCount(title) > 8) return null;
  return { el, title, dates, rest: m[3] ?? '' };
}

/**
 * The roles of a section written as bracketed-period lines under organisation names, or null when the
 * section is not written that way (fewer than two such lines, or one not set under an organisation).
 */
export function rolesUnderOrganisations(entries: Entry[]): RoleDraft[] | null {
  const lines = entries.flatMap((e) => e.lines);
  const found = lines.map((el, i) => roleLine(el, lines[i + 1]));
  const roleXs = found.flatMap((r) => (r ? [x0(r.el)] : []));
  if (roleXs.length < 2) return null;
  const roleX = Math.min(...roleXs);
  const drafts: { org: EntryLine; role: RoleLine; lines: EntryLine[] }[] = [];
  let org: EntryLine | null = null;
  let pending: EntryLine[] = [];
  for (const [i, el] of lines.entries()) {
    const role = found[i];
    if (role) {
      if (!org || x0(el) <= x0(org) + 5) return null;
      drafts.push({ org, role, lines: [...pending, el] });
      pending = [];
      continue;
    }
    const text = mainText(el);
    const orgLine =
      el.kind === 'head' &&
      !el.metaOnly &&
      x0(el) < roleX - 5 &&
      wordCount(text) <= 8 &&
      !parseDateRange(el.line.text);
    if (orgLine) {
      org = el;
      pending = [el];
    } else {
      const last = drafts[drafts.length - 1];
      if (last && !pending.length) last.lines.push(el);
      else pending.push(el);
    }
  }
  // Lines after the last organisation and before any role under it stay with the last role.
  drafts[drafts.length - 1]?.lines.push(...pending.filter((l) => l !== drafts[drafts.length - 1]?.org));
  return drafts.map(({ org: o, role, lines: own }) => {
    const orgSeg = o.main[0];
    const roleSeg = role.el.main[0];
    const company: Part | null = orgSeg
      ? { text: cleanPart(mainText(o)), seg: orgSeg, line: 0, meta: false }
      : null;
    const title: Part | null = roleSeg ? { text: role.title, seg: roleSeg, line: 1, meta: false } : null;
    const details = own.filter((l) => l !== o && l !== role.el);
    const entry: Entry = {
      lines: own,
      head: own.filter((l) => l === o || l === role.el),
      details,
      dates: role.dates,
      dateSegment: roleSeg ?? null,
    };
    const item = emptyExperience();
    item.company = company?.text ?? '';
    item.title = role.title;
    item.start = role.dates.start;
    item.end = role.dates.end;
    item.bullets = [...(role.rest ? [role.rest] : []), ...bulletsOf(details)];
    return { item, entry, parts: { company, title }, margin: 0 };
  });
}
