import { emptyExperience, emptyResume } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import { entryLines, entryLinesToEntry } from './entryLines.js';

function twoJobsRunTogether() {
  const resume = emptyResume();
  resume.experience = [
    {
      ...emptyExperience(),
      title: 'Welder',
      company: 'Example Yards',
      description: 'Shipyard work',
      bullets: ['Joined hull plates', 'Rigger, North Example Ltd', 'Mar 2012 – Jan 2015', 'Built scaffolds'],
    },
  ];
  return resume;
}

describe('lines of an entry made an entry', () => {
  it('lists the description, then the bullets, a line each', () => {
    expect(entryLines(twoJobsRunTogether(), 'experience', 0)).toEqual([
      'Shipyard work',
      'Joined hull plates',
      'Rigger, North Example Ltd',
      'Mar 2012 – Jan 2015',
      'Built scaffolds',
    ]);
  });

  it('takes the picked lines out of the job and makes them a second job, split into its fields', () => {
    const resume = entryLinesToEntry(twoJobsRunTogether(), 'experience', 0, [2, 3, 4], 'experience');
    expect(resume.experience).toHaveLength(2);
    expect(resume.experience[0]).toMatchObject({
      title: 'Welder',
      description: 'Shipyard work',
      bullets: ['Joined hull plates'],
    });
    expect(resume.experience[1]).toMatchObject({
      title: 'Rigger',
      company: 'North Example Ltd',
      start: '2012-03',
      end: '2015-01',
      bullets: ['Built scaffolds'],
    });
  });

  it('makes lines of a job a school of Education, and changes nothing when none is picked', () => {
    const resume = twoJobsRunTogether();
    resume.experience[0]!.bullets = ['BSc Metallurgy', 'Example University', '2006 – 2010'];
    const moved = entryLinesToEntry(resume, 'experience', 0, [1, 2, 3], 'education');
    expect(moved.experience[0]?.bullets).toEqual([]);
    expect(moved.education[0]).toMatchObject({ school: 'Example University', degree: 'BSc Metallurgy' });
    expect(entryLinesToEntry(resume, 'experience', 0, [], 'education')).toBe(resume);
  });
});
