import { z } from 'zod';
import { multiLine } from '../security/text.js';
import { resumeDataSchema, type ResumeData, type Translation } from './schema.js';

/**
 * Which parts of a resume are words to translate. A translation made field by field (issue 24, item
 * 5: "the user adds a translation of each text field") holds only these; everything else (which
 * entries exist and in what order, dates, links, levels, contact details, the photo) is the main
 * resume's, so an entry added or a date corrected there shows in every language at once.
 * `'text'` is a string to translate, `[shape]` a list whose items follow the main list by position,
 * and an object names the keys holding words (the keys it leaves out are the main resume's).
 */
export type TextShape = 'text' | readonly [TextShape] | { readonly [key: string]: TextShape };

export const TRANSLATED_TEXT = {
  personalInfo: { name: 'text', title: 'text', location: 'text' },
  landing: { subheadline: 'text' },
  summary: { content: 'text', specialization: 'text', highlights: ['text'] },
  experience: [
    {
      title: 'text',
      company: 'text',
      location: 'text',
      period: 'text',
      description: 'text',
      bullets: ['text'],
    },
  ],
  education: [{ degree: 'text', school: 'text', location: 'text', description: 'text' }],
  projects: [{ name: 'text', description: 'text', tech: ['text'] }],
  skills: [{ category: 'text', items: [{ name: 'text' }] }],
  certifications: [{ name: 'text', issuer: 'text' }],
  languages: [{ name: 'text', level: 'text' }],
  awards: [{ title: 'text', awarder: 'text', summary: 'text' }],
  publications: [{ name: 'text', publisher: 'text', summary: 'text' }],
  volunteering: [{ role: 'text', organization: 'text', description: 'text' }],
  interests: [{ name: 'text', keywords: ['text'] }],
} as const satisfies { readonly [K in keyof ResumeData]?: TextShape };

/** What a word the translation does not have becomes: the main resume's word, or nothing. */
type Fill = 'main' | 'blank';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function align(shape: TextShape, main: unknown, words: unknown, fill: Fill): unknown {
  if (shape === 'text') {
    const own = typeof words === 'string' ? words : '';
    if (fill === 'blank') return own;
    return own.trim() ? own : main;
  }
  if (Array.isArray(shape)) {
    const [item] = shape as readonly [TextShape];
    if (!Array.isArray(main)) return main;
    const list = Array.isArray(words) ? (words as unknown[]) : [];
    return main.map((m, i) => align(item, m, list[i], fill));
  }
  if (!isRecord(main)) return main;
  const own = isRecord(words) ? words : {};
  const out: Record<string, unknown> = { ...main };
  for (const [key, inner] of Object.entries(shape)) out[key] = align(inner, main[key], own[key], fill);
  return out;
}

/**
 * The translation's words laid over the main resume's structure: every list as long as the main
 * one, every date, link and level the main one's, each word the translation's or '' where it has
 * none. What a translation made field by field stores after each edit.
 */
export function alignWords(main: ResumeData, words: ResumeData): ResumeData {
  // Safe: align() returns `main` with only string leaves replaced by strings, so the shape is main's.
  return align(TRANSLATED_TEXT, main, words, 'blank') as ResumeData;
}

/**
 * The resume a translation's page shows. A translation made field by field is the main resume with
 * its words; a word not translated yet shows in the main language rather than leaving a gap. An
 * imported translation (a whole resume in that language) is shown as it was imported.
 */
export function translatedResume(main: ResumeData, translation: Translation): ResumeData {
  if (!translation.followsMain) return translation.resume;
  // Safe: as in alignWords.
  return align(TRANSLATED_TEXT, main, translation.resume, 'main') as ResumeData;
}

function mapText(shape: TextShape, value: unknown, fn: (text: string) => string): unknown {
  if (shape === 'text') return typeof value === 'string' ? fn(value) : value;
  if (Array.isArray(shape)) {
    const [item] = shape as readonly [TextShape];
    return Array.isArray(value) ? value.map((v) => mapText(item, v, fn)) : value;
  }
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const [key, inner] of Object.entries(shape)) out[key] = mapText(inner, value[key], fn);
  return out;
}

/**
 * A translation's words as stored: each text cleaned as restoreResume cleans text, and nothing
 * dropped. restoreResume leaves out empty points and nameless entries, which would move the words
 * after them onto the wrong entries of the main resume; what is not words is never shown (the main
 * resume's is), so only the words need cleaning.
 */
export function cleanWords(words: ResumeData): ResumeData {
  // Safe: mapText replaces string leaves with strings, so the shape is the input's.
  return mapText(TRANSLATED_TEXT, words, multiLine) as ResumeData;
}

/** One word of the main resume to translate: where it is, and what it says there. */
export interface TextField {
  /** Its path in the resume ('experience.0.bullets.2'). */
  path: string;
  /** The main resume's text. */
  source: string;
}

function collect(shape: TextShape, main: unknown, path: string, out: TextField[]): void {
  if (shape === 'text') {
    if (typeof main === 'string') out.push({ path, source: main });
    return;
  }
  const prefix = path ? `${path}.` : '';
  if (Array.isArray(shape)) {
    const [item] = shape as readonly [TextShape];
    if (Array.isArray(main)) main.forEach((m, i) => collect(item, m, `${prefix}${i}`, out));
    return;
  }
  if (!isRecord(main)) return;
  for (const [key, inner] of Object.entries(shape)) collect(inner, main[key], `${prefix}${key}`, out);
}

/** Every text of the main resume that has words, in the order the resume reads. */
export function textFields(main: ResumeData): TextField[] {
  const out: TextField[] = [];
  collect(TRANSLATED_TEXT, main, '', out);
  return out.filter((field) => field.source.trim() !== '');
}

/** The string at `path` ('experience.0.title'), or '' when there is none. */
export function textAt(resume: ResumeData, path: string): string {
  let value: unknown = resume;
  for (const part of path.split('.')) {
    if (Array.isArray(value)) value = value[Number(part)];
    else if (isRecord(value)) value = value[part];
    else return '';
  }
  return typeof value === 'string' ? value : '';
}

/**
 * `words` aligned to `main` with the text at `path` set to `value`. A path that is not a text of
 * `main`'s structure changes nothing.
 */
export function withText(main: ResumeData, words: ResumeData, path: string, value: string): ResumeData {
  const aligned = alignWords(main, words);
  const paths: TextField[] = [];
  collect(TRANSLATED_TEXT, main, '', paths);
  if (!paths.some((field) => field.path === path)) return aligned;
  const parts = path.split('.');
  const set = (node: unknown, i: number): unknown => {
    const part = parts[i];
    if (part === undefined) return typeof node === 'string' ? value : node;
    if (Array.isArray(node)) {
      const index = Number(part);
      if (!Number.isInteger(index) || index < 0 || index >= node.length) return node;
      return node.map((item, k) => (k === index ? set(item, i + 1) : item));
    }
    if (isRecord(node) && part in node) return { ...node, [part]: set(node[part], i + 1) };
    return node;
  };
  // Safe: set() replaces one string leaf with a string, so the shape is alignWords' own.
  return set(aligned, 0) as ResumeData;
}

/** The longest text the schema accepts at `path` ('experience.0.title' → 300), for the input's limit. */
export function textLimit(path: string): number | undefined {
  let schema: z.ZodType = resumeDataSchema;
  for (const part of path.split('.')) {
    const inner: unknown =
      schema instanceof z.ZodArray
        ? schema.element
        : schema instanceof z.ZodObject
          ? Reflect.get(schema.shape, part)
          : undefined;
    if (!(inner instanceof z.ZodType)) return undefined;
    schema = inner;
  }
  return schema instanceof z.ZodString ? (schema.maxLength ?? undefined) : undefined;
}
