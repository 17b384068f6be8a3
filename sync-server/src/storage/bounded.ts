/**
 * Keeps the newest `max` records of one owner in an append-ordered list (older ones of that owner
 * are dropped; other owners' records are untouched), so what the store remembers per account stays
 * bounded however often an account repeats an action.
 */
export function keepNewest<T extends { ownerId: string }>(records: T[], ownerId: string, max: number): T[] {
  let mine = records.reduce((n, r) => (r.ownerId === ownerId ? n + 1 : n), 0);
  if (mine <= max) return records;
  return records.filter((r) => r.ownerId !== ownerId || mine-- <= max);
}
