/**
 * Undo and redo over the whole editor document, not field by field: whatever a section changes (a
 * section added tomorrow included) is a difference between two documents, recorded as the values
 * before and after at the paths that changed. Pure; the editor keeps a History beside its document.
 */

export type Path = readonly (string | number)[];

/** One place that changed: what was there before and what is there after. */
export interface Change {
  path: Path;
  before: unknown;
  after: unknown;
}

export interface HistoryEntry {
  /** What the edit did, for the toast and the announcement ("Removed job"). */
  label: string;
  changes: Change[];
  /** When it was made (ms since the epoch): keystrokes close together are one entry. */
  at: number;
  /** Edits with the same group made close together merge (typing in one field). */
  group: string | null;
}

export interface History {
  past: HistoryEntry[];
  future: HistoryEntry[];
}

export const emptyHistory = (): History => ({ past: [], future: [] });

/** Enough to take back a whole session of fixes without the stored history growing without end. */
export const HISTORY_LIMIT = 100;

/** Typing pauses longer than this start a new undo step. */
export const TYPING_MERGE_MS = 1500;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Where `a` and `b` differ. Unchanged branches are skipped by identity (the editor changes documents
 * immutably, so an untouched section is the same object); a list whose length changed is recorded
 * whole, which keeps undo of a removal exact.
 */
export function diff(a: unknown, b: unknown, path: Path = []): Change[] {
  if (Object.is(a, b)) return [];
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    return a.flatMap((item, i) => diff(item, b[i], [...path, i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    if ([...keys].every((k) => k in a && k in b)) {
      return [...keys].flatMap((k) => diff(a[k], b[k], [...path, k]));
    }
  }
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  return [{ path, before: a, after: b }];
}

function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === 'number') {
    const copy = [...value];
    copy[head] = setAt(copy[head], rest, next);
    return copy;
  }
  if (isPlainObject(value) && typeof head === 'string') {
    return { ...value, [head]: setAt(value[head], rest, next) };
  }
  throw new Error(`history: no ${String(head)} to change`);
}

/** The document with every change's `side` value put back. Throws when the document has no such place. */
export function applyChanges<T>(doc: T, changes: readonly Change[], side: 'before' | 'after'): T {
  let out: unknown = doc;
  const ordered = side === 'before' ? [...changes].reverse() : changes;
  for (const change of ordered) out = setAt(out, change.path, change[side]);
  return out as T;
}

/**
 * Adds an edit (its `diff`). Redo is lost (a new edit starts a new branch); an edit of the same group
 * soon after the last one extends it, so a typed word is undone as one step.
 */
export function record(
  history: History,
  changes: Change[],
  meta: { label: string; group: string | null; at: number },
): History {
  if (changes.length === 0) return history;
  const last = history.past.at(-1);
  if (
    last &&
    meta.group !== null &&
    last.group === meta.group &&
    history.future.length === 0 &&
    meta.at - last.at <= TYPING_MERGE_MS &&
    samePaths(last.changes, changes)
  ) {
    const merged: HistoryEntry = {
      ...last,
      at: meta.at,
      changes: last.changes.map((c, i) => ({ ...c, after: changes[i]?.after })),
    };
    return { past: [...history.past.slice(0, -1), merged], future: [] };
  }
  const entry: HistoryEntry = { label: meta.label, changes, at: meta.at, group: meta.group };
  return { past: [...history.past, entry].slice(-HISTORY_LIMIT), future: [] };
}

function samePaths(a: readonly Change[], b: readonly Change[]): boolean {
  return a.length === b.length && a.every((c, i) => pathKey(c.path) === pathKey(b[i]?.path ?? []));
}

export const pathKey = (path: Path): string => path.join('.');

/** Takes back the last edit: the document before it, and the history with it ready to redo. */
export function undo<T>(history: History, doc: T): { doc: T; history: History; entry: HistoryEntry } | null {
  const entry = history.past.at(-1);
  if (!entry) return null;
  return {
    doc: applyChanges(doc, entry.changes, 'before'),
    history: { past: history.past.slice(0, -1), future: [...history.future, entry] },
    entry,
  };
}

/** Makes the last undone edit again. */
export function redo<T>(history: History, doc: T): { doc: T; history: History; entry: HistoryEntry } | null {
  const entry = history.future.at(-1);
  if (!entry) return null;
  return {
    doc: applyChanges(doc, entry.changes, 'after'),
    history: { past: [...history.past, entry], future: history.future.slice(0, -1) },
    entry,
  };
}
