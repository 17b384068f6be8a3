import type { RoleDraft } from './roleDraft.js';
import type { Part } from '../../entries/entryParts.js';
import { letterCount, wordCount } from '../../items/text.js';

/*
 * A section prints every employer in one style and every role in another (10 pt regular employers
 * under 9 pt capital roles; 12 pt companies above 11.5 pt roles in a LinkedIn export). Where the words
 * of one entry point the wrong way ("Bright Coastal Consultants" reads like a role, "IT SUPPORT" like
 * nothing), the style the other entries give to companies and roles decides.
 */

/** A part's print style: size, weight, slant and capitals. */
function styleOf(p: Part): string {
  const s = p.seg;
  const letters = letterCount(p.text);
  const caps = letters >= 4 && p.text === p.text.toUpperCase() && p.text !== p.text.toLowerCase();
  return `${Math.round(s.fontSize * 2) / 2}|${s.bold ? 'b' : ''}${s.italic ? 'i' : ''}${caps ? 'C' : ''}`;
}

/** A choice of company and title this much better than the swap is a vote for the section's styles. */
const CONFIDENT = 1;

interface Votes {
  company: number;
  title: number;
}

function swap(r: RoleDraft): void {
  const { company, title } = r.parts;
  r.parts = { company: title, title: company };
  r.item.company = title?.text ?? '';
  r.item.title = company?.text ?? '';
}

/** Company and title from two lines in two styles: the style evidence of one entry. */
function styledPair(r: RoleDraft): { company: string; title: string } | null {
  const { company, title } = r.parts;
  if (!company || !title || company.line === title.line) return null;
  const pair = { company: styleOf(company), title: styleOf(title) };
  return pair.company === pair.title ? null : pair;
}

/**
 * Swaps the entries whose company is printed in the section's title style and whose title in its
 * company style, when most entries agree on the two styles; then gives an organisation printed alone
 * in the company style, without dates, to the dated role in the title style below it (LinkedIn prints
 * a company once above the roles held there).
 */
export function followSectionStyles(roles: RoleDraft[]): RoleDraft[] {
  const votes = new Map<string, Votes>();
  const tally = (style: string) => {
    const v = votes.get(style) ?? { company: 0, title: 0 };
    votes.set(style, v);
    return v;
  };
  // Only entries whose words chose clearly vote; any entry may then be outvoted.
  for (const r of roles) {
    const pair = r.margin >= CONFIDENT ? styledPair(r) : null;
    if (!pair) continue;
    tally(pair.company).company++;
    tally(pair.title).title++;
  }
  const mostly = (style: string, side: keyof Votes) => {
    const v = votes.get(style);
    const other = side === 'company' ? 'title' : 'company';
    return !!v && v[side] >= 2 && v[side] > v[other];
  };
  for (const r of roles) {
    const pair = styledPair(r);
    if (pair && mostly(pair.company, 'title') && mostly(pair.title, 'company')) swap(r);
  }
  const out: RoleDraft[] = [];
  for (const r of roles) {
    const header = out[out.length - 1];
    const org = header && lonePart(header);
    const role = lonePart(r);
    if (
      header &&
      org &&
      role &&
      !header.entry.dates &&
      r.entry.dates &&
      mostly(styleOf(org), 'company') &&
      mostly(styleOf(role), 'title')
    ) {
      // A short line under the organisation is the rest of its name ("… (LABMAR)" / "de la UNX").
      const [tail, ...more] = header.item.bullets;
      const wrapped = tail && !more.length && wordCount(tail) <= 6 ? tail : '';
      if (!wrapped) r.item.bullets.unshift(...header.item.bullets);
      r.parts = { company: org, title: role };
      r.item.company = wrapped ? `${org.text} ${wrapped}` : org.text;
      r.item.title = role.text;
      r.entry = { ...r.entry, lines: [...header.entry.lines, ...r.entry.lines] };
      out[out.length - 1] = r;
      continue;
    }
    out.push(r);
  }
  return out;
}

/** The one field an entry has: only a company or only a title. */
function lonePart(r: RoleDraft): Part | null {
  const { company, title } = r.parts;
  return company && title ? null : (company ?? title);
}
