import { TEMPLATE_LIST, TEMPLATES } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import { buildResume } from '../../test/factories.js';
import {
  categoryFilters,
  defaultPortfolioTitle,
  filterTemplates,
  readSelectedTemplate,
  saveSelectedTemplate,
} from './catalogModel.js';

describe('template catalogue model', () => {
  it('offers only categories some template has, after All', () => {
    expect(categoryFilters()).toEqual([
      'All',
      'Professional',
      'Modern',
      'Minimalist',
      'Technical',
      'Creative',
    ]);
    expect(categoryFilters([TEMPLATES.gallery, TEMPLATES.infographic])).toEqual(['All', 'Creative']);
  });

  it('filters by category and shows everything for All', () => {
    expect(filterTemplates('Creative').map((t) => t.id)).toEqual(['gallery', 'infographic']);
    expect(filterTemplates('All')).toHaveLength(TEMPLATE_LIST.length);
  });

  it('stores the spec key as the template object and reads it back validated', () => {
    saveSelectedTemplate('gallery');
    expect(JSON.parse(localStorage.getItem('selectedTemplate') ?? 'null')).toMatchObject({
      id: 'gallery',
      name: 'The Gallery',
    });
    expect(readSelectedTemplate()?.id).toBe('gallery');
    localStorage.setItem('selectedTemplate', JSON.stringify({ name: 'Terminal' }));
    expect(readSelectedTemplate()?.id).toBe('terminal');
    localStorage.setItem('selectedTemplate', '{"id":"evil"}');
    expect(readSelectedTemplate()).toBeNull();
  });

  it('names a portfolio after the person and the template', () => {
    expect(defaultPortfolioTitle(buildResume(), 'kyoto')).toBe('Ada Lovelace — Kyoto');
    expect(defaultPortfolioTitle(buildResume({ name: '' }), 'gallery')).toBe('The Gallery portfolio');
  });
});
