import { describe, expect, it } from 'vitest';
import { experienceMonths, yearsOfExperience } from './experience.js';
import { buildRole } from './testing.js';

const role = (start: string | null, end: string | null) => buildRole({ start, end });
const TODAY = '2025-06-15';

describe('yearsOfExperience', () => {
  it('counts every month a role touches', () => {
    expect(experienceMonths([role('2021-01', '2021-12')], TODAY)).toBe(12);
    expect(yearsOfExperience([role('2021-01', '2021-12')], TODAY)).toBe(1);
  });

  it('merges overlapping roles', () => {
    const roles = [role('2018-01', '2020-12'), role('2020-01', '2021-12')];
    expect(experienceMonths(roles, TODAY)).toBe(48);
  });

  it('does not count gaps', () => {
    const roles = [role('2015-01', '2015-12'), role('2020-01', '2020-12')];
    expect(experienceMonths(roles, TODAY)).toBe(24);
  });

  it('takes present as today', () => {
    expect(experienceMonths([role('2024-07', 'present')], TODAY)).toBe(12);
    expect(experienceMonths([role('2024-07', 'present')], new Date(Date.UTC(2026, 6, 1)))).toBe(25);
  });

  it('reads a bare year as its middle', () => {
    expect(yearsOfExperience([role('2019', '2021')], TODAY)).toBe(2);
  });

  it('counts a role with one date as one month and skips roles without a start', () => {
    expect(experienceMonths([role('2022-03', null), role(null, '2023-01')], TODAY)).toBe(1);
  });

  it('ignores roles that start in the future and clips ends to today', () => {
    expect(experienceMonths([role('2030-01', 'present')], TODAY)).toBeNull();
    expect(experienceMonths([role('2025-01', '2027-01')], TODAY)).toBe(6);
  });

  it('is null without dates', () => {
    expect(yearsOfExperience([role(null, null)], TODAY)).toBeNull();
    expect(yearsOfExperience([], TODAY)).toBeNull();
  });
});
