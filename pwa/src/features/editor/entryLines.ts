import type { Experience, ResumeData } from '@folio/shared';
import type { MovableList } from './entryMoves.js';
import { linesToEntry, type EntryTarget } from './linesToEntry.js';

/*
 * Lines of an entry the parser made, taken out to be an entry of their own (issue 22): a parse that ran
 * two jobs together leaves the second job's lines as bullets of the first, a school's lines under a
 * job's description. The lines are the entry's text, a line each: its description, then its bullets.
 */

type Line = { from: 'description' | 'bullets'; index: number; text: string };

function descriptionLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

function linesOf(resume: ResumeData, list: MovableList, index: number): Line[] {
  const entry = resume[list][index];
  if (!entry) return [];
  const description = descriptionLines(entry.description).map((text, i) => ({
    from: 'description' as const,
    index: i,
    text,
  }));
  const bullets =
    list === 'experience'
      ? (entry as Experience).bullets.map((text, i) => ({ from: 'bullets' as const, index: i, text }))
      : [];
  return [...description, ...bullets.filter((b) => b.text.trim())];
}

/** The entry's lines a person can pick from. */
export function entryLines(resume: ResumeData, list: MovableList, index: number): string[] {
  return linesOf(resume, list, index).map((l) => l.text);
}

/**
 * The picked lines (by their place in `entryLines`) leave the entry and become a new entry of `target`,
 * split into its fields as lines the parser could not place are. Pure; nothing changes when none is picked.
 */
export function entryLinesToEntry(
  resume: ResumeData,
  list: MovableList,
  index: number,
  picked: readonly number[],
  target: EntryTarget,
): ResumeData {
  const lines = linesOf(resume, list, index);
  const chosen = lines.filter((_, i) => picked.includes(i));
  if (chosen.length === 0) return resume;
  const keep = (from: Line['from']) =>
    lines.filter((l, i) => l.from === from && !picked.includes(i)).map((l) => l.text);
  const left = resume[list].map((entry, i) => {
    if (i !== index) return entry;
    const description = keep('description').join('\n');
    return list === 'experience'
      ? { ...entry, description, bullets: keep('bullets') }
      : { ...entry, description };
  });
  return linesToEntry(
    { ...resume, [list]: left } as ResumeData,
    chosen.map((l) => l.text),
    target,
  );
}
