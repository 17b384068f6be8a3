import { SECTION_LABELS } from '../../share/conflictModel.js';
import {
  alignWords,
  emptyResume,
  textAt,
  textFields,
  withText,
  type PageLanguageCode,
  type PortfolioSettings,
  type ResumeData,
  type TextField,
  type Translation,
} from '@folio/shared';
import { indexMap, splitText, type ListChange } from '../editorModel.js';

/** A new translation to write field by field: the main resume's structure, none of its words yet. */
export function startTranslation(main: ResumeData, language: PageLanguageCode): Translation {
  return { language, resume: alignWords(main, emptyResume()), followsMain: true };
}

/**
 * The settings with one word of `language`'s translation set. An imported translation edited here is
 * lined up with the main resume by position from then on (its entries, dates and links the main ones).
 */
export function setTranslatedText(
  settings: PortfolioSettings,
  main: ResumeData,
  language: PageLanguageCode,
  path: string,
  value: string,
): PortfolioSettings {
  const translations = (settings.translations ?? []).map((t) =>
    t.language === language ? { ...t, resume: withText(main, t.resume, path, value), followsMain: true } : t,
  );
  return { ...settings, translations };
}

/** How far a translation is: the main resume's texts, and how many of them it has words for. */
export function translationProgress(
  main: ResumeData,
  translation: Translation,
): { done: number; total: number } {
  const fields = textFields(main);
  const done = fields.filter((f) => textAt(translation.resume, f.path).trim() !== '').length;
  return { done, total: fields.length };
}

const LISTS = ['experience', 'education', 'projects', 'skills', 'certifications', 'languages'] as const;

/**
 * The lists where an imported translation has other entries than the main resume ("2 jobs here, 3
 * in the main resume"), which lining it up by position would pair with the wrong text.
 */
export function structureDifferences(main: ResumeData, translation: Translation): string[] {
  if (translation.followsMain) return [];
  return LISTS.filter((key) => main[key].length !== translation.resume[key].length).map(
    (key) => `${key}: ${translation.resume[key].length} here, ${main[key].length} in the main resume`,
  );
}

/** Every translatable text of the main resume, grouped as the editor shows them. */
export interface TextGroup {
  /** 'personalInfo', 'summary', 'experience.0'… */
  key: string;
  section: string;
  /** The entry's name in the main resume ("Analyst · Nordlicht"); '' for a section's own fields. */
  entry: string;
  fields: TextField[];
}

// Grouped for translating, the contact details are "About you" and the headline joins the summary.
const SECTIONS: Record<string, string> = { ...SECTION_LABELS, personalInfo: 'About you', landing: 'Summary' };

/** The main resume's texts by section and entry, in reading order. */
export function textGroups(main: ResumeData): TextGroup[] {
  const groups: TextGroup[] = [];
  for (const field of textFields(main)) {
    const [section = '', index] = field.path.split('.');
    const isEntry = index !== undefined && /^\d+$/.test(index);
    const key = isEntry ? `${section}.${index}` : section === 'landing' ? 'summary' : section;
    let group = groups.find((g) => g.key === key);
    if (!group) {
      group = { key, section: SECTIONS[section] ?? section, entry: '', fields: [] };
      groups.push(group);
    }
    group.fields.push(field);
  }
  for (const group of groups) {
    if (!group.key.includes('.')) continue;
    // Named by its own first texts (title and company), not by its points.
    const own = group.fields.filter((f) => f.path.split('.').length === 3);
    group.entry = own
      .slice(0, 2)
      .map((f) => f.source.trim())
      .join(' · ')
      .slice(0, 80);
  }
  return groups;
}

const FIELD_LABELS: Record<string, string> = {
  'personalInfo.name': 'Name',
  'personalInfo.title': 'Headline',
  'personalInfo.location': 'Location',
  'landing.subheadline': 'Subheadline',
  'summary.content': 'Summary',
  'summary.specialization': 'Specialization',
  'summary.highlights': 'Highlight',
  'experience.title': 'Job title',
  'experience.company': 'Company',
  'experience.location': 'Location',
  'experience.period': 'Period as printed',
  'experience.description': 'Description',
  'experience.bullets': 'Bullet',
  'education.school': 'School',
  'education.degree': 'Degree',
  'education.location': 'Location',
  'education.description': 'Description',
  'projects.name': 'Name',
  'projects.description': 'Description',
  'projects.tech': 'Technology',
  'skills.category': 'Group name',
  'skills.items': 'Skill',
  'certifications.name': 'Name',
  'certifications.issuer': 'Issuer',
  'languages.name': 'Language',
  'languages.level': 'Level',
  'awards.title': 'Award',
  'awards.awarder': 'Given by',
  'awards.summary': 'What it was for',
  'publications.name': 'Title',
  'publications.publisher': 'Published in or by',
  'publications.summary': 'Summary',
  'volunteering.role': 'Role',
  'volunteering.organization': 'Organization',
  'volunteering.description': 'Description',
  'interests.name': 'Interest',
  'interests.keywords': 'Detail',
};

/** Lists of points inside an entry or section, whose items the form numbers ("Bullet 3"). */
const ITEM_LISTS = new Set(['highlights', 'bullets', 'tech', 'items', 'keywords']);

/** A field's name as the main form calls it ('experience.0.bullets.2' → 'Bullet 3'). */
export function fieldLabel(path: string): string {
  const parts = path.split('.');
  const words = parts.filter((p) => !/^\d+$/.test(p));
  // A skill's text is its name: 'skills.0.items.3.name' is "Skill 4".
  const key = words.at(-1) === 'name' && words.length > 2 ? words.slice(0, -1).join('.') : words.join('.');
  const label = FIELD_LABELS[key] ?? words.at(-1) ?? path;
  const list = parts.findIndex((p) => ITEM_LISTS.has(p));
  const item = list >= 0 ? Number(parts[list + 1]) : NaN;
  return Number.isInteger(item) ? `${label} ${item + 1}` : label;
}

/** The value in `list` at `path` ('experience', 'experience.0.bullets'), when it is a list. */
function listAt(resume: ResumeData, path: string): unknown[] | null {
  let value: unknown = resume;
  for (const part of path.split('.')) {
    if (Array.isArray(value)) value = value[Number(part)];
    else if (typeof value === 'object' && value !== null) value = Reflect.get(value, part);
    else return null;
  }
  return Array.isArray(value) ? value : null;
}

function withList(resume: ResumeData, path: string, list: unknown[]): ResumeData {
  const parts = path.split('.');
  const put = (node: unknown, i: number): unknown => {
    const part = parts[i];
    if (part === undefined) return list;
    if (Array.isArray(node)) return node.map((item, k) => (k === Number(part) ? put(item, i + 1) : item));
    if (typeof node === 'object' && node !== null)
      return { ...node, [part]: put(Reflect.get(node, part), i + 1) };
    return node;
  };
  // Safe: alignWords (below) rebuilds the result on the main resume's structure.
  return put(resume, 0) as ResumeData;
}

/**
 * The translations made field by field, after the main resume's list at `path` changed as
 * `change` says: each keeps its words on the entries they belong to (a job moved up takes its
 * translation with it; a removed one takes it away), and a point split or joined in the main
 * resume is split or joined in the translation too. `main` is the main resume after the change.
 */
export function followListChange(
  settings: PortfolioSettings,
  main: ResumeData,
  path: string,
  change: ListChange,
): PortfolioSettings {
  const translations = settings.translations;
  if (!translations?.some((t) => t.followsMain)) return settings;
  const map = indexMap(change);
  const next = translations.map((t) => {
    const before = t.followsMain ? listAt(t.resume, path) : null;
    if (!before) return t;
    const after: unknown[] = [];
    before.forEach((item, i) => {
      const to = map(i);
      if (to !== null) after[to] = item;
    });
    if (change.kind === 'split' || change.kind === 'merge') {
      const own = before[change.index];
      const second = before[change.index + 1];
      if (change.kind === 'split' && typeof own === 'string') {
        const [head = '', ...rest] = splitText(own);
        after[change.index] = head;
        after[change.index + 1] = rest.join('\n');
      } else if (typeof own === 'string') {
        after[change.index] = `${own.trim()} ${typeof second === 'string' ? second.trim() : ''}`.trim();
      }
    }
    return { ...t, resume: alignWords(main, withList(t.resume, path, after)) };
  });
  return { ...settings, translations: next };
}
