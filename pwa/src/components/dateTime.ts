/** A moment as people read it in their own locale: "26 Nov 2026, 11:30". */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
