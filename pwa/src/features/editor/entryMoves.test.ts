import { emptyExperience, emptyResume } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import { moveEntry } from './entryMoves.js';

describe('moving an entry to another section', () => {
  it('carries a job to Projects and to Education without losing its words', () => {
    const resume = emptyResume();
    resume.experience = [
      {
        ...emptyExperience(),
        title: 'Kiln builder',
        company: 'Example Guild',
        start: '2012',
        end: '2014',
        bullets: ['Built two kilns'],
      },
      { ...emptyExperience(), title: 'Potter' },
    ];
    const asProject = moveEntry(resume, 'experience', 0, 'projects');
    expect(asProject.experience.map((e) => e.title)).toEqual(['Potter']);
    expect(asProject.projects[0]).toMatchObject({
      name: 'Kiln builder',
      description: 'Example Guild\nBuilt two kilns',
    });
    const asSchool = moveEntry(resume, 'experience', 0, 'education');
    expect(asSchool.education[0]).toMatchObject({
      school: 'Example Guild',
      degree: 'Kiln builder',
      start: '2012',
      end: '2014',
    });
    expect(moveEntry(asSchool, 'education', 0, 'experience').experience[1]).toMatchObject({
      title: 'Kiln builder',
      company: 'Example Guild',
      description: 'Built two kilns',
    });
  });

  it('leaves the resume as it is for an entry that is not there', () => {
    const resume = emptyResume();
    expect(moveEntry(resume, 'projects', 3, 'experience')).toBe(resume);
  });
});
