import { describe, expect, it } from 'vitest';
import { normalizeSlug, slugFromName, slugPath, slugProblem, SLUG_MAX } from './slug.js';

describe('portfolio slugs', () => {
  it('romanises Latin, Cyrillic and Greek names and keeps other scripts in their letters', () => {
    expect(slugFromName('José Núñez-Ortega')).toBe('jose-nunez-ortega');
    expect(slugFromName('Jürgen Straße')).toBe('jurgen-strasse');
    expect(slugFromName('Łucja Øberg')).toBe('lucja-oberg');
    expect(slugFromName('Анна Петрова')).toBe('anna-petrova');
    expect(slugFromName('Олександр Їжак')).toBe('oleksandr-yizhak');
    expect(slugFromName('Νίκος Παπαδόπουλος')).toBe('nikos-papadopoulos');
    expect(slugFromName('سارة أحمد')).toBe('سارة-أحمد');
    expect(slugFromName('דנה כהן')).toBe('דנה-כהן');
    expect(slugFromName('王小明')).toBe('王小明');
    expect(slugFromName('अनीता शर्मा')).toBe('अनीता-शर्मा');
    expect(slugFromName('  ')).toBe('');
  });

  it('takes one script of a name written in two', () => {
    expect(slugFromName('Mei Chen 陈美')).toBe('mei-chen');
    expect(slugFromName('Dr. Ana (Lima), PhD')).toBe('dr-ana-lima-phd');
  });

  it('every default slug is a valid one', () => {
    for (const name of ['José Núñez', 'Анна Петрова', 'سارة أحمد', '王小明', 'x'.repeat(200), 'ก้อง สมใจ'])
      if (slugFromName(name)) expect(slugProblem(slugFromName(name)), name).toBeNull();
    expect([...slugFromName('a'.repeat(200))].length).toBe(SLUG_MAX);
  });

  it('normalises what an owner types and refuses what is not an address', () => {
    expect(normalizeSlug('  Ana_Lima  Dev ')).toBe('ana-lima-dev');
    expect(slugProblem('a')).toBe('length');
    expect(slugProblem('ana/lima')).toBe('characters');
    expect(slugProblem('ana%20lima')).toBe('characters');
    // A Cyrillic "а" inside a Latin name would look like someone else's address.
    expect(slugProblem('\u0430na-lima')).toBe('scripts');
    expect(slugProblem('login', new Set(['login']))).toBe('reserved');
    expect(slugProblem('ana-lima')).toBeNull();
  });

  it('percent-encodes slugs that are not ASCII in paths', () => {
    expect(slugPath('ana-lima')).toBe('/ana-lima');
    expect(slugPath('王小明')).toBe('/%E7%8E%8B%E5%B0%8F%E6%98%8E');
  });
});
