import { formatSpan } from '../../generality/dates.js';
import type { DateStyle, Project, Role, School, SkillGroup, Span } from '../../generality/model.js';
import type { HoldoutLook, HoldoutResume } from '../model.js';

/*
 * The producer-neutral pieces of a holdout resume: what the heading lines of an entry say, in which
 * order, and how a skills group reads as text. The Writer and LaTeX renderers only place these.
 */

/** The lines that head an entry: the strong line, the line below it, the city and the period. */
export interface Head {
  strong: string;
  sub: string | null;
  city: string | undefined;
  when: string;
}

function when(r: HoldoutResume, span: Span, fmt: Partial<DateStyle> | undefined): string {
  return formatSpan(r.lang, { ...r.look.dates, ...fmt }, span);
}

/** An experience entry's heading lines in the look's order. */
export function roleHead(r: HoldoutResume, role: Role): Head {
  const w = when(r, role.dates, role.fmt);
  const { company, title, city } = role;
  const look: HoldoutLook = r.look;
  if (look.order === 'one-line' || !company) {
    const strong = company ? `${title}${look.oneLineSep ?? ', '}${company}` : title;
    return { strong, sub: null, city, when: w };
  }
  return look.order === 'company-first'
    ? { strong: company, sub: title, city, when: w }
    : { strong: title, sub: company, city, when: w };
}

/** An education entry's heading lines (school first when the look puts companies first). */
export function schoolHead(r: HoldoutResume, s: School): Head {
  const w = when(r, s.dates, s.fmt);
  if (!s.degree) return { strong: s.school, sub: null, city: s.city, when: w };
  if (r.look.order === 'one-line')
    return { strong: `${s.degree}, ${s.school}`, sub: null, city: s.city, when: w };
  return r.look.order === 'company-first'
    ? { strong: s.school, sub: s.degree, city: s.city, when: w }
    : { strong: s.degree, sub: s.school, city: s.city, when: w };
}

/** The body lines of a role: an optional sentence, then the bullets. */
export function roleBody(role: Role): { text: string | null; bullets: readonly string[] } {
  return { text: role.summary ?? null, bullets: role.bullets ?? [] };
}

/** A project's first line (name, printed link) and the lines under it. */
export function projectLines(p: Project): { name: string; url: string | null; lines: string[] } {
  return { name: p.name, url: p.url ?? null, lines: [...(p.tech ? [p.tech] : []), p.description] };
}

/** A skills group as one line of text ("Label: a, b, c" or "a · b · c"). */
export function skillLine(
  g: SkillGroup,
  sep: string,
  withLabel: boolean,
): { label: string | null; items: string } {
  return { label: withLabel && g.label ? g.label : null, items: g.items.join(sep) };
}
