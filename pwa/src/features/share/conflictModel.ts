import { TEMPLATES } from '@folio/shared';
import type { PortfolioContent } from '../../db/index.js';
import { stableStringify } from '../../sync/reconcile.js';

export interface Difference {
  field: string;
  mine: string;
  theirs: string;
}

/** The resume's sections as the editor names them. */
export const SECTION_LABELS: Record<string, string> = {
  personalInfo: 'Contact details',
  landing: 'Headline',
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  projects: 'Projects',
  skills: 'Skills',
  certifications: 'Certifications',
  languages: 'Languages',
  awards: 'Awards',
  publications: 'Publications',
  volunteering: 'Volunteering',
  interests: 'Interests',
  footer: 'Social links',
};

/** The fields two versions disagree on, in words, so the person can choose knowingly. */
export function describeDifferences(mine: PortfolioContent, theirs: PortfolioContent): Difference[] {
  const out: Difference[] = [];
  if (mine.title !== theirs.title) out.push({ field: 'Title', mine: mine.title, theirs: theirs.title });
  if (mine.templateId !== theirs.templateId) {
    out.push({
      field: 'Template',
      mine: TEMPLATES[mine.templateId].name,
      theirs: TEMPLATES[theirs.templateId].name,
    });
  }
  if (mine.published !== theirs.published) {
    out.push({ field: 'Status', mine: label(mine.published), theirs: label(theirs.published) });
  }
  if (stableStringify(mine.settings) !== stableStringify(theirs.settings)) {
    out.push({ field: 'Privacy settings', mine: 'changed', theirs: 'changed' });
  }
  const name = (c: PortfolioContent) => `${c.resume.personalInfo.name} · ${c.resume.personalInfo.title}`;
  for (const [key, labelText] of Object.entries(SECTION_LABELS)) {
    const a = stableStringify(Reflect.get(mine.resume, key));
    const b = stableStringify(Reflect.get(theirs.resume, key));
    if (a === b) continue;
    const ours: unknown = Reflect.get(mine.resume, key);
    const other: unknown = Reflect.get(theirs.resume, key);
    if (key === 'personalInfo') out.push({ field: labelText, mine: name(mine), theirs: name(theirs) });
    else if (Array.isArray(ours) && Array.isArray(other))
      out.push({ field: labelText, ...diffList(ours, other) });
    else out.push({ field: labelText, mine: summarise(ours), theirs: summarise(other) });
  }
  return out;
}

/** For lists: the first entry that differs, on each side, with the count when that differs too. */
function diffList(a: unknown[], b: unknown[]): { mine: string; theirs: string } {
  let i = 0;
  while (i < Math.min(a.length, b.length) && stableStringify(a[i]) === stableStringify(b[i])) i++;
  const side = (list: unknown[]) =>
    i < list.length
      ? `#${i + 1}: ${summarise(list[i])}`
      : `${list.length} ${list.length === 1 ? 'entry' : 'entries'}`;
  return { mine: side(a), theirs: side(b) };
}

function label(published: boolean): string {
  return published ? 'Published' : 'Unpublished';
}

function summarise(value: unknown): string {
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  if (typeof value === 'object' && value !== null) {
    const text = Object.values(value).find((v): v is string => typeof v === 'string' && v.trim() !== '');
    return text ? truncate(text) : 'empty';
  }
  return typeof value === 'string' ? truncate(value) : '';
}

function truncate(text: string): string {
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
