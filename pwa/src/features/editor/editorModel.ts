import type { ResumeData } from '@folio/shared';
import type { FieldProvenance } from '@folio/shared/parser';
import { readDate } from './dateText.js';

/** Below this the parser was unsure, and the field is marked for the person to check. */
export const LOW_CONFIDENCE = 0.6;

export type Provenance = Record<string, FieldProvenance>;

/**
 * Where the text of a field came from: its own entry, else the nearest enclosing one
 * ('experience.0.bullets.2' → 'experience.0.bullets' → 'experience.0').
 */
export function sourceFor(provenance: Provenance, path: string): FieldProvenance | null {
  let current = path;
  for (;;) {
    const found = provenance[current];
    if (found) return found;
    const cut = current.lastIndexOf('.');
    if (cut < 0) return null;
    current = current.slice(0, cut);
  }
}

/** True when the parser filled this exact field but was unsure of it. */
export function isLowConfidence(provenance: Provenance, path: string): boolean {
  const own = provenance[path];
  return own !== undefined && own.confidence < LOW_CONFIDENCE;
}

/**
 * Keeps provenance attached to the right entries after a list changed: every key under
 * `listPath.{i}` moves to `listPath.{map(i)}`, or is dropped when `map` gives null.
 */
export function reindexProvenance(
  provenance: Provenance,
  listPath: string,
  map: (index: number) => number | null,
): Provenance {
  const prefix = `${listPath}.`;
  const out: Provenance = {};
  for (const [key, value] of Object.entries(provenance)) {
    if (!key.startsWith(prefix)) {
      out[key] = value;
      continue;
    }
    const rest = key.slice(prefix.length);
    const dot = rest.indexOf('.');
    const index = Number(dot < 0 ? rest : rest.slice(0, dot));
    if (!Number.isInteger(index)) {
      out[key] = value;
      continue;
    }
    const next = map(index);
    if (next !== null) out[`${prefix}${next}${dot < 0 ? '' : rest.slice(dot)}`] = value;
  }
  return out;
}

/**
 * A list change, so provenance can follow it. 'split' makes item `index` two (a new one after it);
 * 'merge' joins item `index + 1` into item `index`.
 */
export type ListChange =
  | { kind: 'move'; from: number; to: number }
  | { kind: 'remove'; index: number }
  | { kind: 'split'; index: number }
  | { kind: 'merge'; index: number };

/** The index map of a list change, for reindexProvenance. */
export function indexMap(change: ListChange): (index: number) => number | null {
  if (change.kind === 'remove') {
    return (i) => (i === change.index ? null : i > change.index ? i - 1 : i);
  }
  if (change.kind === 'split') return (i) => (i > change.index ? i + 1 : i);
  if (change.kind === 'merge') {
    const gone = change.index + 1;
    return (i) => (i === gone ? null : i > gone ? i - 1 : i);
  }
  const { from, to } = change;
  return (i) => {
    if (i === from) return to;
    if (from < to && i > from && i <= to) return i - 1;
    if (from > to && i >= to && i < from) return i + 1;
    return i;
  };
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** A text as separate points: at its line breaks, else at its sentence ends; one point stays one. */
export function splitText(text: string): string[] {
  const byLine = text
    .split(/\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (byLine.length > 1) return byLine;
  const bySentence = text
    .split(/(?<=[.!?;])\s+(?=\p{Lu}|\p{N})/u)
    .map((s) => s.trim())
    .filter(Boolean);
  return bySentence.length > 1 ? bySentence : [text];
}

export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/**
 * A date as typed: YYYY-MM, YYYY, a date as resumes print it, 'present' (end dates only) or empty;
 * anything else is invalid.
 */
export function parseDateInput(
  raw: string,
  allowPresent: boolean,
): { ok: true; value: string | null } | { ok: false } {
  const text = raw.trim().toLowerCase();
  if (text === '') return { ok: true, value: null };
  if (allowPresent && text === 'present') return { ok: true, value: 'present' };
  const match = /^(\d{4})(?:-(0[1-9]|1[0-2]))?$/.exec(text);
  if (match) return { ok: true, value: text };
  // As resumes print them: "Jan 86", "März 2019", "03/2017", "heute" (issue 22).
  const read = readDate(text);
  return read && (allowPresent || read !== 'present') ? { ok: true, value: read } : { ok: false };
}

/**
 * One headline (issue 22): older resumes kept a second one in `landing.headline`, filled by the parser
 * with the title or written in the Enhance panel. It becomes the one headline, `personalInfo.title`,
 * which the form edits and the page shows; the title it replaces was shown above it and said less.
 */
export function foldHeadline(resume: ResumeData): ResumeData {
  const second = resume.landing.headline.trim();
  if (!second) return resume;
  return {
    ...resume,
    personalInfo: { ...resume.personalInfo, title: second },
    landing: { ...resume.landing, headline: '' },
  };
}
