import { emptyResume } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import { findDates, readDate } from './dateText.js';
import { linesToEntry } from './linesToEntry.js';

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
    // In the languages the parser reads, with its words for "present".
    expect(readDate('März 2019')).toBe('2019-03');
    expect(readDate("Sept. '04")).toBe('2004-09');
    expect(readDate('heute')).toBe('present');
    expect(readDate('Java 11')).toBeNull();
    expect(findDates('Schweißer, Okt. 2018 – heute')).toEqual({
      start: '2018-10',
      end: 'present',
      rest: 'Schweißer',
    });
    expect(findDates('Rigger Jan 86 – Mar 90')).toEqual({ start: '1986-01', end: '1990-03', rest: 'Rigger' });
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

  it('puts the company second when it was printed first', () => {
    const job = linesToEntry(emptyResume(), ['North Example GmbH', 'Schweißer', '2015 – 2019'], 'experience');
    expect(job.experience[0]).toMatchObject({ title: 'Schweißer', company: 'North Example GmbH' });
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
    // Degree first or school first, in other languages too.
    const german = linesToEntry(emptyResume(), ['Beispiel Hochschule', 'Bachelor Maschinenbau'], 'education');
    expect(german.education[0]).toMatchObject({
      school: 'Beispiel Hochschule',
      degree: 'Bachelor Maschinenbau',
    });
    const swapped = linesToEntry(emptyResume(), ['Licence en droit', 'Université Exemple'], 'education');
    expect(swapped.education[0]).toMatchObject({ school: 'Université Exemple', degree: 'Licence en droit' });
    expect(languages.languages).toEqual([
      { name: 'German', level: 'fluent' },
      { name: 'French', level: 'B2' },
      { name: 'Welsh', level: '' },
    ]);
  });
});
