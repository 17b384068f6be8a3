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
  const slot = habit(roles, candidates, (p) => p.company);
  if (!slot) return;
  // Where the role is printed, among the heads that print the employer in the section's place and the
  // role apart from it.
  const titleSlot = habit(roles, candidates, ({ company, title }) =>
    company && slotOf(company) === slot && title && slotOf(title) !== slot ? title : null,
  );
  if (titleSlot) followTitleSlot(roles, candidates, slot, titleSlot);
  for (const r of roles) {
    const { company, title } = r.parts;
    if (!company || !title || slotOf(company) === slot || slotOf(title) === slot) continue;
    const other = candidates.get(r)?.find((p) => p !== company && p !== title && slotOf(p) === slot);
    if (!other || roleScore(other.text) > orgScore(other.text)) continue;
    // Never trade a name that carries an organisation's mark for one that carries less.
    if (orgScore(other.text) < orgScore(company.text)) continue;
    const joined = rejoined(title, company);
    retake(r, other, joined ?? title, joined ? null : company);
  }
}

/**
 * Gives a role the company and title the section's slots chose; the part no field holds any more (the
 * one taken for the employer before) goes to the description, and the new fields leave it.
 */
function retake(r: RoleDraft, company: Part, title: Part, dropped: Part | null): void {
  const rest = r.item.description.split(' · ').filter((t) => t && t !== company.text && t !== title.text);
  r.parts = { company, title };
  r.item.company = company.text;
  r.item.title = title.text;
  r.item.description = (dropped ? [dropped.text, ...rest] : rest).join(' · ');
}

/**
 * The slot most of the section's heads print one field in, when that is a clear habit: three entries
 * at least, and two in three of those with both fields.
 */
function habit(
  roles: RoleDraft[],
  candidates: HeadCandidates,
  field: (parts: RoleDraft['parts']) => Part | null | undefined,
): string | null {
  const votes = new Map<string, number>();
  let cast = 0;
  for (const r of roles) {
    const part = field(r.parts);
    if (!r.parts.company || !r.parts.title || !part || !candidates.has(r)) continue;
    votes.set(slotOf(part), (votes.get(slotOf(part)) ?? 0) + 1);
    cast++;
  }
  const [slot, n] = [...votes].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return n >= MIN_VOTES && n * 3 >= cast * 2 ? slot : null;
}

/**
 * "Pampa Norte" / "Planeamiento de Producción" / dates / "Provincia de Salta, Argentina": an entry whose
 * role has no role word and whose place reads as an organisation ("Provincia") takes the employer's
 * line for the role and the place for the employer. When its title sits where the section prints its
 * employers and another part sits where the section prints its roles, the section's slots decide
 * both fields; the part that was taken for the employer stays in the description.
 */
function followTitleSlot(roles: RoleDraft[], candidates: HeadCandidates, slot: string, titleSlot: string) {
  for (const r of roles) {
    const { company, title } = r.parts;
    if (!company || !title || slotOf(title) !== slot || slotOf(company) === titleSlot) continue;
    const role = candidates.get(r)?.find((p) => p !== company && p !== title && slotOf(p) === titleSlot);
    // What sits in the roles' place must not read as an employer, nor the employer's line as a role.
    if (!role || orgScore(role.text) > roleScore(role.text)) continue;
    if (roleScore(title.text) > orgScore(title.text)) continue;
    retake(r, title, role, company);
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
