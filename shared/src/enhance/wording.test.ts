import { describe, expect, it } from 'vitest';
import { checkSuggestion } from './checker.js';
import { buildResume, buildRole } from './testing.js';
import { isHint } from './types.js';
import { suggestWording } from './wording.js';

function suggestionsFor(...bullets: string[]) {
  const resume = buildResume({ experience: [buildRole({ bullets })] });
  return { resume, suggestions: suggestWording(resume) };
}
const afterOf = (bullet: string, kind = 'weak-opening') =>
  suggestionsFor(bullet).suggestions.find((s) => s.kind === kind)?.after;

describe('weak openings', () => {
  it.each([
    ['Responsible for managing the on-call rota', 'Managed the on-call rota'],
    ['Responsible for the payments backend', 'Owned the payments backend'],
    ['Was responsible for writing release notes', 'Wrote release notes'],
    ['Responsible for marketing campaigns', 'Owned marketing campaigns'],
    ['Worked on migrating the database', 'Migrated the database'],
    ['Worked on the checkout redesign', 'Contributed to the checkout redesign'],
    ['Worked with designers on onboarding', 'Collaborated with designers on onboarding'],
    ['Helped build a design system', 'Contributed to building a design system'],
    ['Helped to plan the launch', 'Contributed to planning the launch'],
    ['Assisted with onboarding new hires', 'Contributed to onboarding new hires'],
    ['Assisted with the audit', 'Supported the audit'],
    ['Involved in the API redesign', 'Contributed to the API redesign'],
    ['Tasked with running the sprint reviews', 'Ran the sprint reviews'],
    ['In charge of the support team', 'Led the support team'],
    ['Participated in code reviews', 'Contributed to code reviews'],
    ['• Responsible for testing the API', '• Tested the API'],
  ])('%s → %s', (before, after) => {
    expect(afterOf(before)).toBe(after);
  });

  it('gives a hint when no honest rewrite exists', () => {
    const hint = suggestionsFor('Helped customers with their accounts').suggestions.find(
      (s) => s.kind === 'weak-opening',
    );
    expect(hint && isHint(hint)).toBe(true);
  });

  it('leaves strong openings alone', () => {
    expect(
      suggestionsFor('Built the billing service').suggestions.filter((s) => s.kind === 'weak-opening'),
    ).toEqual([]);
  });
});

describe('passive voice', () => {
  it('turns "by me" into active voice', () => {
    expect(afterOf('The deployment pipeline was rebuilt by me to use GitHub Actions', 'passive-voice')).toBe(
      'Rebuilt the deployment pipeline to use GitHub Actions',
    );
    expect(afterOf('A new API was written by my team', 'passive-voice')).toBe('Wrote a new API with my team');
  });

  it('hints when the passive hides who acted, but not for natural passives', () => {
    const hint = suggestionsFor('The service was migrated to AWS').suggestions.find(
      (s) => s.kind === 'passive-voice',
    );
    expect(hint && isHint(hint)).toBe(true);
    expect(
      suggestionsFor('Was promoted to team lead').suggestions.filter((s) => s.kind === 'passive-voice'),
    ).toEqual([]);
    expect(
      suggestionsFor('The office was often busy').suggestions.filter((s) => s.kind === 'passive-voice'),
    ).toEqual([]);
  });
});

describe('wordy and overlong', () => {
  it('drops filler phrases', () => {
    expect(afterOf('Was able to reduce build times in order to ship faster', 'wordy')).toBe(
      'Reduced build times to ship faster',
    );
    expect(afterOf('Utilized Python for successfully automated reports', 'wordy')).toBe(
      'Used Python for automated reports',
    );
  });

  it('splits an overlong bullet at a clause boundary', () => {
    const long =
      'Migrated the billing services from the old data centre to the cloud over several months; wrote the runbooks and trained the support team so that incidents were handled the same way by everyone';
    expect(afterOf(long, 'overlong')).toBe(
      'Migrated the billing services from the old data centre to the cloud over several months\nWrote the runbooks and trained the support team so that incidents were handled the same way by everyone',
    );
  });

  it('hints when an overlong bullet has no clean split', () => {
    const long = Array.from({ length: 35 }, () => 'word').join(' ');
    const hint = suggestionsFor(long).suggestions.find((s) => s.kind === 'overlong');
    expect(hint && isHint(hint)).toBe(true);
  });
});

describe('missing outcomes', () => {
  it('hints once per role whose points state no result', () => {
    const { suggestions } = suggestionsFor('Built the billing service', 'Wrote the docs');
    const hints = suggestions.filter((s) => s.kind === 'missing-outcome');
    expect(hints).toHaveLength(1);
    expect(hints[0]).toMatchObject({ path: 'experience.0.bullets.0' });
    expect(hints[0] && isHint(hints[0])).toBe(true);
  });

  it('is quiet when a point states a result', () => {
    const { suggestions } = suggestionsFor('Built the billing service', 'Cut invoice errors by 30%');
    expect(suggestions.filter((s) => s.kind === 'missing-outcome')).toEqual([]);
  });
});

describe('every local suggestion passes the checker', () => {
  it('on a mix of bullets', () => {
    const { resume, suggestions } = suggestionsFor(
      'Responsible for managing 3 engineers at Acme',
      'The Q3 roadmap was written by me in March',
      'Was able to cut costs by $2M in order to hit the 2021 budget',
      'Helped build the iOS app',
    );
    expect(suggestions.length).toBeGreaterThan(3);
    for (const s of suggestions)
      expect(checkSuggestion(resume, s), `${s.kind}: ${s.after}`).toEqual({ ok: true });
  });
});
