import type { Part } from '../../entries/entryParts.js';
import { orgScore, roleScore } from '../../words/vocab.js';
import type { RoleDraft } from './roleDraft.js';

/*
 * A section prints its employers in one place of every head: the right-hand column of the first
 * line, the second line, the piece after the bar. Where one entry's words chose an employer from
 * another place ("First Line Manager, Renewable Generation - Supply Chain" beside "Ontario Power
 * Generation, Etobicoke" in the column where every other entry has its employer), the place the
 * section uses decides: a vote on the slot, as the order and the styles are voted on.
 */

/** Where a part is printed: its head line and its column. */
const slotOf = (p: Part) => `${p.line}|${p.meta ? 'm' : ''}`;

/** Each role's candidate parts, as extractRoles read them. */
export type HeadCandidates = Map<RoleDraft, Part[]>;

/** Fewest entries that make a section's habit. */
const MIN_VOTES = 3;

export function followCompanySlot(roles: RoleDraft[], candidates: HeadCandidates): void {
  const votes = new Map<string, number>();
  let cast = 0;
  for (const r of roles) {
    const { company, title } = r.parts;
    if (!company || !title || !candidates.has(r)) continue;
    votes.set(slotOf(company), (votes.get(slotOf(company)) ?? 0) + 1);
    cast++;
  }
  const [slot, n] = [...votes].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  // A clear habit: three entries at least, and two in three of those with both fields.
  if (n < MIN_VOTES || n * 3 < cast * 2) return;
  for (const r of roles) {
    const { company, title } = r.parts;
    if (!company || !title || slotOf(company) === slot || slotOf(title) === slot) continue;
    const other = candidates.get(r)?.find((p) => p !== company && p !== title && slotOf(p) === slot);
    if (!other || roleScore(other.text) > orgScore(other.text)) continue;
    // Never trade a name that carries an organisation's mark for one that carries less.
    if (orgScore(other.text) < orgScore(company.text)) continue;
    const rest = r.item.description.split(' · ').filter((t) => t && t !== other.text);
    const joined = rejoined(title, company);
    r.parts = { company: other, title: joined ?? title };
    r.item.company = other.text;
    if (joined) r.item.title = joined.text;
    r.item.description = (joined ? rest : [company.text, ...rest]).join(' · ');
  }
}

/**
 * The role and the piece after it on one segment ("First Line Manager - Supply Chain") as printed,
 * once that piece is no longer the employer; null when they were printed apart.
 */
function rejoined(title: Part, piece: Part): Part | null {
  const text = title.seg.text;
  const from = text.indexOf(title.text);
  const to = text.indexOf(piece.text);
  if (piece.seg !== title.seg || from < 0 || to <= from) return null;
  return { ...title, text: text.slice(from, to + piece.text.length).trim() };
}
