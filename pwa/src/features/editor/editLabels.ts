import type { ListChange } from './editorModel.js';
import { pathKey, type Change } from './history.js';

/** What the person said they did, when the change alone does not tell (a line placed, a list change). */
export interface EditHint {
  /** A list change inside the resume ('experience', 'experience.0.bullets'). */
  list?: { path: string; change: ListChange };
  label?: string;
  /** Removing something: the editor offers Undo in a toast at once. */
  destructive?: boolean;
}

/** One entry of a list, by the list's name; a list added later reads as its own name in the singular. */
const NOUNS: Record<string, string> = {
  experience: 'job',
  education: 'school',
  projects: 'project',
  skills: 'skill group',
  items: 'skill',
  certifications: 'certificate',
  languages: 'language',
  links: 'link',
  highlights: 'highlight',
  bullets: 'bullet',
  tech: 'technology',
  unplaced: 'line',
};

export function nounOf(listPath: string): string {
  const name = listPath.split('.').findLast((part) => !/^\d+$/.test(part)) ?? '';
  const known = NOUNS[name];
  if (known) return known;
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.endsWith('s') ? words.slice(0, -1) : words ? `${words} entry` : 'entry';
}

const FIELD_NAMES: Record<string, string> = {
  'personalInfo.title': 'headline',
  'personalInfo.name': 'name',
  title: 'title',
};

function fieldName(path: readonly (string | number)[]): string {
  const inner = path[0] === 'resume' || path[0] === 'settings' ? path.slice(1) : path;
  const key = pathKey(inner);
  const named = FIELD_NAMES[key];
  if (named) return named;
  const last = inner.findLast((part) => typeof part === 'string') ?? 'field';
  return String(last)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/**
 * A label for an edit ("Removed job", "Edited company") and its merge group: typing into one text
 * field is one group, so a word typed is one undo step; anything else stands alone.
 */
export function describeEdit(
  changes: readonly Change[],
  hint: EditHint | undefined,
): { label: string; group: string | null; destructive: boolean } {
  const destructive = hint?.destructive === true || hint?.list?.change.kind === 'remove';
  if (hint?.label) return { label: hint.label, group: null, destructive };
  if (hint?.list) {
    const noun = nounOf(hint.list.path);
    const verb = { remove: 'Removed', move: 'Moved', split: 'Split', merge: 'Joined' }[hint.list.change.kind];
    return {
      label: `${verb} ${noun}`,
      group: null,
      destructive,
    };
  }
  const [only] = changes;
  if (changes.length === 1 && only) {
    const { before, after, path } = only;
    if (Array.isArray(before) && Array.isArray(after)) {
      const noun = nounOf(pathKey(path));
      if (after.length > before.length) return { label: `Added ${noun}`, group: null, destructive };
      if (after.length < before.length) return { label: `Removed ${noun}`, group: null, destructive: true };
    }
    if (typeof before === 'string' && typeof after === 'string') {
      return { label: `Edited ${fieldName(path)}`, group: `text:${pathKey(path)}`, destructive };
    }
    if (typeof after === 'boolean') return { label: `Changed ${fieldName(path)}`, group: null, destructive };
  }
  return { label: 'Edit', group: null, destructive };
}
