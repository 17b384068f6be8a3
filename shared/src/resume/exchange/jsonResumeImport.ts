import { fromJsonResume } from '../jsonResume.js';
import { ResumeError } from '../restore.js';
import type { ResumeData } from '../schema.js';
import { ImportProblem, type ImportNote } from './notes.js';
import { isRecord, list, str } from './values.js';

/**
 * A JSON Resume file (https://jsonresume.org/schema) as a first-class import: the mapping is
 * fromJsonResume (../jsonResume.ts); this adds what the person is told. It checks the points of the
 * published schema that change what Folio keeps (dates must be ISO 8601, sections must be lists) and
 * names the sections Folio has no place for yet, instead of dropping them silently.
 */

/** JSON Resume's top-level sections and whether Folio keeps them (the rest are named in a note). */
const SECTIONS_KEPT = [
  'basics',
  'work',
  'education',
  'projects',
  'skills',
  'certificates',
  'languages',
  'awards',
  'publications',
  'volunteer',
  'interests',
];
const SECTIONS_NOT_KEPT: Record<string, string> = { references: 'references' };
const DATED: Record<string, string[]> = {
  work: ['startDate', 'endDate'],
  education: ['startDate', 'endDate'],
  projects: ['startDate', 'endDate'],
  certificates: ['date'],
  awards: ['date'],
  publications: ['releaseDate'],
  volunteer: ['startDate', 'endDate'],
};
/** The pattern of the schema's `iso8601` definition. */
const ISO8601 = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;

/** Text of a .json file → the resume and notes; throws ImportProblem when it is not a JSON Resume. */
export function fromJsonResumeText(text: string): { resume: ResumeData; notes: ImportNote[] } {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new ImportProblem('This file is not valid JSON, so it cannot be read as a JSON Resume.');
  }
  return fromJsonResumeDocument(doc);
}

export function fromJsonResumeDocument(doc: unknown): { resume: ResumeData; notes: ImportNote[] } {
  if (!looksLikeJsonResume(doc)) {
    throw new ImportProblem(
      'This JSON file is not a JSON Resume: it has none of "basics", "work", "education" or "skills".',
    );
  }
  const notes = checkJsonResume(doc);
  try {
    return { resume: fromJsonResume(doc), notes };
  } catch (error) {
    throw new ImportProblem(
      error instanceof ResumeError
        ? `This JSON Resume could not be read: ${error.message}`
        : 'This JSON Resume could not be read.',
    );
  }
}

export function looksLikeJsonResume(doc: unknown): doc is Record<string, unknown> {
  return isRecord(doc) && ['basics', 'work', 'education', 'skills'].some((k) => k in doc);
}

/** What the schema says is wrong, and what Folio will leave out, in words. */
export function checkJsonResume(doc: Record<string, unknown>): ImportNote[] {
  const notes: ImportNote[] = [];
  if ('basics' in doc && !isRecord(doc.basics)) {
    notes.push({
      level: 'warning',
      text: '"basics" should be an object; your name and contact details were not read.',
    });
  }
  for (const key of [...SECTIONS_KEPT.slice(1), ...Object.keys(SECTIONS_NOT_KEPT)]) {
    if (key in doc && !Array.isArray(doc[key])) {
      notes.push({ level: 'warning', text: `"${key}" should be a list; it was not read.` });
    }
  }
  for (const [section, fields] of Object.entries(DATED)) {
    list(doc[section]).forEach((entry, i) => {
      if (!isRecord(entry)) return;
      for (const field of fields) {
        const value = entry[field];
        if (value === undefined || value === '' || (typeof value === 'string' && ISO8601.test(value)))
          continue;
        notes.push({
          level: 'warning',
          text: `${section} ${i + 1}${entryName(entry)}: ${field} "${str(value) || String(value)}" is not a date as JSON Resume writes them (YYYY-MM-DD, YYYY-MM or YYYY), so it was left empty.`,
        });
      }
    });
  }
  for (const [key, words] of Object.entries(SECTIONS_NOT_KEPT)) {
    const count = list(doc[key]).length;
    if (!count) continue;
    notes.push({
      level: 'warning',
      text: `Folio has no place for ${words} yet: ${count} ${count === 1 ? 'entry was' : 'entries were'} left out.`,
    });
  }
  return notes;
}

function entryName(entry: Record<string, unknown>): string {
  const name = str(entry.name) || str(entry.institution) || str(entry.title);
  return name ? ` (${name})` : '';
}
