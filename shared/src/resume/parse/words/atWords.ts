/*
 * The words resumes put between a role and its employer ("Analyst at Northwind", "Ingénieur chez
 * Airbus", "Säljare på ICA"), by how much they say on their own. Read by the role splitter
 * (fields/experience/roleAtOrg.ts) and by the head reader, which must not take a bracket after such a
 * line for the employer.
 */

const words = (list: string): string[] => list.split(/\s+/u).filter(Boolean);

/** The words for "at (an employer)" that name a workplace on their own. */
export const AT_STRONG: readonly string[] = words('at @ bei beim chez presso ved hos vid på bij у');

/** Words that also mean "in" or "for": a split only when what follows reads as an organisation. */
export const AT_WEAK: readonly string[] = words(`en em in i im am na no nas nos v ve w в à au aux al nel
  nella nello alla allo para pour für for`);

/**
 * Of those, the ones with the article built in (Portuguese na = em + a, French au = à + le, Italian
 * nella = in + la, Spanish al = a + el): they count as the article before a name. German im and am
 * do not, since German capitalises every noun ("Praktikant im Vertrieb").
 */
export const AT_CONTRACTED: ReadonlySet<string> = new Set(
  words('na no nas nos au aux al nel nella nello alla allo'),
);

/** Whether a text joins a role to an employer with one of those words: "Editor at Prodigi". */
export function namesEmployerAt(text: string): boolean {
  const inner = words(text.toLowerCase()).slice(1, -1);
  return inner.some((w) => AT_STRONG.includes(w) || AT_WEAK.includes(w));
}
