import { describe, expect, it } from 'vitest';
import { emptyResume } from '@folio/shared';
import { applyTailoring, suggestTailoring } from '@folio/shared/links/index.js';
import { plainRows, rowsFrom, tailoringFrom } from './tailorModel.js';

// Made-up resume.
function resume() {
  const r = emptyResume();
  r.skills = [
    {
      category: '',
      items: [
        { name: 'Excel', level: null },
        { name: 'Python', level: null },
        { name: 'SQL', level: null },
      ],
    },
  ];
  r.projects = [
    { name: 'Rain gauge', description: 'Python and SQL', tech: [], image: '', link: '', github: '' },
  ];
  return r;
}

describe('tailoring form model', () => {
  it('shows the suggestion as rows and gives back the same choices', () => {
    const r = resume();
    const s = suggestTailoring(r, 'Data analyst: Python and SQL every day. Python, SQL.');
    const rows = rowsFrom(s, s.tailoring);
    expect(rows.skills.map((x) => [x.key, x.state])).toEqual([
      ['Python', 'lead'],
      ['SQL', 'lead'],
      ['Excel', 'hide'],
    ]);
    const back = tailoringFrom(rows, s.tailoring);
    expect(back.skills).toEqual(s.tailoring.skills);
    expect(applyTailoring(r, back).skills[0]?.items.map((i) => i.name)).toEqual(['Python', 'SQL']);
  });

  it('starts with every entry shown when nothing was chosen', () => {
    const r = resume();
    const rows = rowsFrom(
      plainRows(r),
      tailoringFrom(
        { skills: [], projects: [], bullets: [] },
        {
          headline: '',
          posting: '',
          linkOnly: { projects: [], experience: [] },
        },
      ),
    );
    expect(rows.skills.every((x) => x.state === 'show')).toBe(true);
    expect(rows.projects.map((x) => x.key)).toEqual(['Rain gauge']);
  });
});
