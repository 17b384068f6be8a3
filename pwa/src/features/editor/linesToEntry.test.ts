import { emptyResume } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import { findDates, linesToEntry, readDate } from './linesToEntry.js';

describe('lines to an entry', () => {
  it('reads the dates resumes print', () => {
    expect(readDate('Jan 86')).toBe('1986-01');
    expect(readDate('March 2019')).toBe('2019-03');
    expect(readDate('Sept. 2020')).toBe('2020-09');
    expect(readDate('03/2017')).toBe('2017-03');
    expect(readDate('2017-03')).toBe('2017-03');
    expect(readDate('2017')).toBe('2017');
    expect(readDate('Present')).toBe('present');
    expect(readDate('13/2017')).toBeNull();
    expect(findDates('Welder | Jan 2019 – Present')).toEqual({
      start: '2019-01',
      end: 'present',
      rest: 'Welder',
    });
    expect(findDates('No dates here')).toBeNull();
  });

  it('makes three lines a job: role and company first, dates wherever they are, the rest bullets', () => {
    const resume = linesToEntry(
      emptyResume(),
      ['Senior Welder at Example Yards', '2015 – 2019', '• Certified 40 joints a week'],
      'experience',
    );
    expect(resume.experience).toEqual([
      expect.objectContaining({
        title: 'Senior Welder',
        company: 'Example Yards',
        start: '2015',
        end: '2019',
        bullets: ['Certified 40 joints a week'],
      }),
    ]);
    const separate = linesToEntry(
      emptyResume(),
      ['Rigger', 'North Example Ltd', 'Built scaffolds'],
      'experience',
    );
    expect(separate.experience[0]).toMatchObject({
      title: 'Rigger',
      company: 'North Example Ltd',
      bullets: ['Built scaffolds'],
    });
  });

  it('tells the school from the degree, and reads languages a line each', () => {
    const school = linesToEntry(
      emptyResume(),
      ['BSc Metallurgy', 'Example University', '2010 - 2014'],
      'education',
    );
    expect(school.education[0]).toMatchObject({
      school: 'Example University',
      degree: 'BSc Metallurgy',
      start: '2010',
      end: '2014',
    });
    const languages = linesToEntry(emptyResume(), ['German — fluent', 'French (B2)', 'Welsh'], 'languages');
    expect(languages.languages).toEqual([
      { name: 'German', level: 'fluent' },
      { name: 'French', level: 'B2' },
      { name: 'Welsh', level: '' },
    ]);
  });
});
