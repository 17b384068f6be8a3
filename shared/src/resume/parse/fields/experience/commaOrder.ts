import type { RoleDraft } from './roleDraft.js';
import { orgScore, roleScore } from '../../words/vocab.js';
import { wordCount } from '../../items/text.js';

/*
 * A section that writes each job as one line of comma-separated fields ("EMPLOYER, ROLE, TOWN")
 * writes them all in one order. Where the words of one line choose (a role word, an organisation's
 * legal form), that line shows the order; a line whose words choose nothing ("BLUE HARBOUR, WAITER
 * in a language the vocabulary does not know, NORTHTOWN") is read in the same order.
 */

interface Fields {
  pieces: string[];
  companyFirst: boolean;
}

/** The order of a line whose employer and role were read from two of its comma fields. */
function voteOf(r: RoleDraft): Fields | null {
  const { company, title } = r.parts;
  if (!company || !title || company.seg !== title.seg || company.line !== title.line) return null;
  const text = company.seg.text;
  const c = text.indexOf(company.text);
  const t = text.indexOf(title.text);
  if (c < 0 || t < 0 || c === t) return null;
  const clear =
    roleScore(title.text) > roleScore(company.text) || orgScore(company.text) > orgScore(title.text);
  return clear ? { pieces: text.split(/,\s+/), companyFirst: c < t } : null;
}

/** Reads the undecided one-line heads of a section in the order its clear ones use. */
export function followCommaOrder(roles: RoleDraft[]): void {
  const votes = roles.map(voteOf).filter((v): v is Fields => !!v);
  const [first] = votes;
  if (
    !first ||
    votes.some((v) => v.companyFirst !== first.companyFirst || v.pieces.length !== first.pieces.length)
  )
    return;
  const size = first.pieces.length;
  // Lines without commas ("Org | Role") show no comma order to follow.
  if (size < 2) return;
  for (const r of roles) {
    const { company, title } = r.parts;
    if (company || !title || r.entry.head.length > 3) continue;
    const pieces = title.text.split(/,\s+/);
    if (pieces.length !== size || pieces.some((p) => !p || wordCount(p) > 5)) continue;
    const [a = '', b = '', place = ''] = pieces;
    const [org, role] = first.companyFirst ? [a, b] : [b, a];
    r.parts = { company: { ...title, text: org }, title: { ...title, text: role } };
    r.item.company = org;
    r.item.title = role;
    if (size === 3 && !r.item.location) r.item.location = place;
  }
}
