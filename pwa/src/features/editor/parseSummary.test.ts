import { emptyExperience, emptyResume, type ResumeData } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import { listPhrase, summariseParse } from './parseSummary.js';

const box = [0, 0, 1, 1] as [number, number, number, number];

function resume(patch: Partial<ResumeData>): ResumeData {
  const base = emptyResume();
  return {
    ...base,
    ...patch,
    personalInfo: { ...base.personalInfo, name: 'Ada Example', email: 'ada@example.com' },
  };
}

describe('parse summary', () => {
  it('counts what was read and calls it complete only when nothing is missing or unplaced', () => {
    const full = resume({
      experience: [{ ...emptyExperience(), title: 'Welder' }],
      education: [
        { school: 'Example College', degree: '', location: '', start: null, end: null, description: '' },
      ],
      skills: [
        {
          category: '',
          items: [
            { name: 'TIG', level: null },
            { name: 'MIG', level: null },
          ],
        },
      ],
    });
    const done = summariseParse(full, { provenance: {}, unplaced: [] });
    expect(done).toMatchObject({ found: ['1 job', '1 school', '2 skills'], missing: [], complete: true });
    const rough = summariseParse(full, { provenance: {}, unplaced: [{ text: 'x', page: 1, box }] });
    expect(rough).toMatchObject({ unplaced: 1, complete: false });
  });

  it('names what a resume usually has and this one lacks, with where to add it', () => {
    const summary = summariseParse(resume({}), {
      provenance: { 'personalInfo.name': { page: 1, box, confidence: 0.3 } },
      unplaced: [],
    });
    expect(summary.found).toEqual([]);
    expect(summary.missing.map((m) => m.text)).toEqual([
      'No job found',
      'No school found',
      'No skills found',
    ]);
    expect(summary.missing[0]?.target).toBe('sec-experience');
    expect(summary.unsure).toBe(1);
    expect(summary.complete).toBe(false);
  });

  it('ignores empty entries: an empty job is not a job read', () => {
    expect(summariseParse(resume({ experience: [emptyExperience()] }), null).found).toEqual([]);
  });

  it('joins a list as a sentence', () => {
    expect(listPhrase(['4 jobs', '2 schools', '12 skills'])).toBe('4 jobs, 2 schools and 12 skills');
    expect(listPhrase(['1 job'])).toBe('1 job');
  });
});
