import {
  findTemplate,
  TEMPLATE_LIST,
  TEMPLATES,
  type ResumeData,
  type TemplateCategory,
  type TemplateId,
  type TemplateInfo,
} from '@folio/shared';
import { readLocalJson, writeLocal } from '../../settings/index.js';

export type CategoryFilter = 'All' | TemplateCategory;

/** 'All' plus the categories that at least one template has, in catalogue order: no empty filters. */
export function categoryFilters(list: readonly TemplateInfo[] = TEMPLATE_LIST): CategoryFilter[] {
  const seen: TemplateCategory[] = [];
  for (const t of list) if (!seen.includes(t.category)) seen.push(t.category);
  return ['All', ...seen];
}

export function filterTemplates(
  filter: CategoryFilter,
  list: readonly TemplateInfo[] = TEMPLATE_LIST,
): TemplateInfo[] {
  return filter === 'All' ? [...list] : list.filter((t) => t.category === filter);
}

/** Preview widths of the modal (SPEC.md section 2: full, medium, small). */
export const DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];
export const DEVICE_WIDTHS: Record<Device, number> = { desktop: 1280, tablet: 768, mobile: 375 };

/** The spec's `selectedTemplate` (the template object as JSON in local storage). */
export function saveSelectedTemplate(id: TemplateId): void {
  writeLocal('selectedTemplate', JSON.stringify(TEMPLATES[id]));
}

/** The saved template, validated against the catalogue; null when none or unknown. */
export function readSelectedTemplate(): TemplateInfo | null {
  const saved = readLocalJson('selectedTemplate');
  if (typeof saved !== 'object' || saved === null) return null;
  const id: unknown = Reflect.get(saved, 'id');
  const name: unknown = Reflect.get(saved, 'name');
  return findTemplate(typeof id === 'string' ? id : typeof name === 'string' ? name : '') ?? null;
}

/**
 * The title a new portfolio gets, as the server would name it: the person's name. The template's
 * name stays out (it went along into every share and tab title).
 */
export function defaultPortfolioTitle(resume: ResumeData): string {
  return resume.personalInfo.name.trim().slice(0, 120) || 'Portfolio';
}

/** Whether Folio made this title: today's default, or the earlier one that named the template. */
export function isMadeTitle(title: string, resume: ResumeData, templateId: TemplateId): boolean {
  const name = resume.personalInfo.name.trim();
  const template = TEMPLATES[templateId].name;
  const earlier = (name ? `${name} — ${template}` : `${template} portfolio`).slice(0, 120);
  return title === defaultPortfolioTitle(resume) || title === earlier;
}
