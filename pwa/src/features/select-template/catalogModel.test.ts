import { TEMPLATE_LIST, TEMPLATES } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import { buildResume } from '../../test/factories.js';
import {
  categoryFilters,
  defaultPortfolioTitle,
  isMadeTitle,
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

  it('names a portfolio after the person, never the template, and knows the titles it made before', () => {
    expect(defaultPortfolioTitle(buildResume())).toBe('Ada Lovelace');
    expect(defaultPortfolioTitle(buildResume({ name: '' }))).toBe('Portfolio');
    expect(isMadeTitle('Ada Lovelace — Kyoto', buildResume(), 'kyoto')).toBe(true);
    expect(isMadeTitle('Ada Lovelace', buildResume(), 'kyoto')).toBe(true);
    expect(isMadeTitle('My own title', buildResume(), 'kyoto')).toBe(false);
  });
});
