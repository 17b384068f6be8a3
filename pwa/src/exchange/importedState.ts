import type { ImportNote } from '@folio/shared/resume/exchange/index.js';

/**
 * Carried to the editor in the navigation state: where the data came from and what the importer
 * noticed. Read back through readImportedState, since history state is only as trusted as any input.
 */
export interface ImportedState {
  /** "JSON Resume", "RenderCV YAML", "LinkedIn data export", "resume.json attached to the PDF" … */
  source: string;
  notes: ImportNote[];
  /** More drafts were made than the one opened (other languages, backup entries). */
  otherDrafts: number;
}

export function readImportedState(state: unknown): ImportedState | null {
  if (typeof state !== 'object' || state === null || !('imported' in state)) return null;
  const value = (state as { imported: unknown }).imported;
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.source !== 'string') return null;
  const notes = Array.isArray(v.notes)
    ? v.notes
        .filter(
          (n): n is ImportNote =>
            typeof n === 'object' && n !== null && typeof (n as ImportNote).text === 'string',
        )
        .map((n) => ({
          level: n.level === 'warning' ? ('warning' as const) : ('info' as const),
          text: n.text,
        }))
        .slice(0, 50)
    : [];
  return { source: v.source, notes, otherDrafts: typeof v.otherDrafts === 'number' ? v.otherDrafts : 0 };
}
