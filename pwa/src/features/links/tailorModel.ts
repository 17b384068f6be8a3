import type { ResumeData } from '@folio/shared';
import {
  emptyTailoring,
  suggestTailoring,
  type LinkTailoring,
  type ScoredEntry,
  type TailoringChoice,
  type TailoringSuggestion,
} from '@folio/shared/links/index.js';

/** What the owner chose for one entry on this link. */
export type EntryState = 'lead' | 'show' | 'hide';
export interface EntryRow extends ScoredEntry {
  state: EntryState;
}
export type Kind = 'skills' | 'projects' | 'bullets';
export type Rows = Record<Kind, EntryRow[]>;

/** Every skill, project and bullet of the resume, with no keyword hits (before a posting is read). */
export function plainRows(resume: ResumeData): TailoringSuggestion {
  return suggestTailoring(resume, '');
}

const stateOf = (choice: TailoringChoice, key: string): EntryState =>
  choice.lead.includes(key) ? 'lead' : choice.hide.includes(key) ? 'hide' : 'show';

/** Rows in the order the choice leads with (leads first, then the resume's order). */
export function rowsFrom(entries: Record<Kind, ScoredEntry[]>, t: LinkTailoring): Rows {
  const rows = (kind: Kind) => {
    const list = entries[kind].map((e) => ({ ...e, state: stateOf(t[kind], e.key) }));
    const rank = (r: EntryRow) => (r.state === 'lead' ? t[kind].lead.indexOf(r.key) : t[kind].lead.length);
    return list
      .map((r, i) => ({ r, i }))
      .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
      .map((x) => x.r);
  };
  return { skills: rows('skills'), projects: rows('projects'), bullets: rows('bullets') };
}

/** The tailoring the rows and the rest of the form say. */
export function tailoringFrom(
  rows: Rows,
  rest: Pick<LinkTailoring, 'headline' | 'linkOnly' | 'posting'>,
): LinkTailoring {
  const choice = (list: EntryRow[]): TailoringChoice => ({
    lead: list.filter((r) => r.state === 'lead').map((r) => r.key),
    hide: list.filter((r) => r.state === 'hide').map((r) => r.key),
  });
  return {
    ...emptyTailoring(),
    ...rest,
    skills: choice(rows.skills),
    projects: choice(rows.projects),
    bullets: choice(rows.bullets),
  };
}
