import { describe, expect, it } from 'vitest';
import { buildContent, buildResume } from '../../test/factories.js';
import { describeDifferences } from './conflictModel.js';

describe('describeDifferences', () => {
  it('names what differs, and nothing else', () => {
    const mine = buildContent({ title: 'Mine' });
    const theirs = buildContent({ title: 'Theirs', templateId: 'kyoto' });
    expect(describeDifferences(mine, theirs)).toEqual([
      { field: 'Title', mine: 'Mine', theirs: 'Theirs' },
      { field: 'Template', mine: 'Terminal', theirs: 'Kyoto' },
    ]);
  });

  it('points at the first entry of a list that differs', () => {
    const a = buildResume();
    const b = buildResume();
    const job = {
      title: 'Engineer',
      company: 'Analytical Engines',
      location: '',
      start: null,
      end: null,
      period: '',
      description: '',
      bullets: [],
    };
    a.experience = [job, { ...job, title: 'Analyst' }];
    b.experience = [job, { ...job, title: 'Lead analyst' }];
    expect(describeDifferences(buildContent({ resume: a }), buildContent({ resume: b }))).toEqual([
      { field: 'Experience', mine: '#2: Analyst', theirs: '#2: Lead analyst' },
    ]);
  });
});
