import { describe, expect, it } from 'vitest';
import { checkSuggestion } from './checker.js';
import { buildResume, buildRole, skills } from './testing.js';
import type { Suggestion, SuggestionKind, ViolationKind } from './types.js';

const resume = buildResume({
  personalInfo: {
    name: 'Dana Reyes',
    title: 'Software Engineer',
    email: '',
    phone: '',
    location: 'Leeds, UK',
    links: [],
  },
  experience: [
    buildRole({
      title: 'Software Engineer',
      company: 'Acme',
      start: '2020-01',
      end: 'present',
      bullets: [
        'Worked on the billing service in Python',
        'Cut deploy time from 40 minutes to 12 minutes',
        'Moved jobs to k8s',
      ],
    }),
  ],
  skills: skills('Python', 'JS'),
});

function rewrite(
  after: string,
  path = 'experience.0.bullets.0',
  kind: SuggestionKind = 'rewrite',
): Suggestion {
  const bullets = resume.experience[0]?.bullets ?? [];
  const index = Number(path.split('.').pop());
  return { id: 't', path, before: bullets[index] ?? '', after, kind, reason: '' };
}

const INVENTED: [label: string, after: string, kind: ViolationKind][] = [
  ['a digit', 'Built the billing service in Python for 12 clients', 'number'],
  ['a number word', 'Built the billing service in Python for twelve clients', 'number'],
  ['a hyphenated number word', 'Built the billing service in Python for twenty-five clients', 'number'],
  ['a number word in capitals', 'Built the billing service in Python for TWELVE clients', 'number'],
  ['a dozen', 'Built the billing service in Python for a dozen clients', 'number'],
  ['dozens', 'Built the billing service in Python for dozens of clients', 'number'],
  ['hundreds', 'Built the billing service in Python used by hundreds of teams', 'number'],
  ['thousands', 'Built the billing service in Python serving thousands of users', 'number'],
  ['several', 'Built the billing service in Python for several clients', 'number'],
  ['multiple', 'Built the billing service in Python across multiple regions', 'number'],
  ['a multiplier', 'Built the billing service in Python, making invoicing 3x faster', 'number'],
  ['tripled', 'Built the billing service in Python and tripled throughput', 'number'],
  ['tenfold', 'Built the billing service in Python, a tenfold improvement', 'number'],
  ['doubled', 'Built the billing service in Python, which doubled revenue', 'number'],
  ['twice', 'Built the billing service in Python, twice as fast as before', 'number'],
  ['halved', 'Built the billing service in Python and halved costs', 'number'],
  ['a percentage', 'Built the billing service in Python, cutting costs by 40%', 'number'],
  ['percent in words', 'Built the billing service in Python, cutting costs by forty percent', 'number'],
  ['per cent', 'Built the billing service in Python, cutting costs by 40 per cent', 'number'],
  ['dollars', 'Built the billing service in Python, saving $2M', 'number'],
  ['euros with k', 'Built the billing service in Python, saving €500k', 'number'],
  ['pounds', 'Built the billing service in Python, saving £300', 'number'],
  ['yen', 'Built the billing service in Python, saving ¥300', 'number'],
  ['a currency word', 'Built the billing service in Python, saving millions of dollars', 'number'],
  ['a currency code', 'Built the billing service in Python, saving USD 2 million', 'number'],
  ['a k suffix', 'Built the billing service in Python for 2k users', 'number'],
  ['a decimal with M', 'Built the billing service in Python handling 1.5M requests', 'number'],
  ['an ordinal with digits', 'Built the billing service in Python, 1st in the company', 'number'],
  ['an ordinal word', 'Built the first billing service in Python', 'number'],
  ['a year', 'Built the billing service in Python in 2019', 'number'],
  ['a month', 'Built the billing service in Python in March', 'date'],
  ['a month abbreviation', 'Built the billing service in Python by Jan', 'date'],
  ['a quarter', 'Built the billing service in Python in Q3', 'number'],
  ['a frequency', 'Built the billing service in Python and shipped weekly releases', 'date'],
  ['a time span', 'Built the billing service in Python within weeks', 'date'],
  ['a weekday', 'Built the billing service in Python, released on Fridays', 'date'],
  ['a roman numeral', 'Built the billing service in Python for Phase II', 'number'],
  ['a roman numeral without context', 'Built the billing service in Python, version III', 'number'],
  ['a roman numeral character', 'Built the billing service in Python, release Ⅻ', 'number'],
  ['full-width digits', 'Built the billing service in Python for １２ clients', 'number'],
  ['Arabic-Indic digits', 'Built the billing service in Python for ١٢ clients', 'number'],
  ['a circled digit', 'Built the billing service in Python, ranked ①', 'number'],
  ['a superscript digit', 'Built the billing service in Python for 10² users', 'number'],
  [
    'a digit hidden by a zero-width space',
    'Built the billing service in Python for 1\u200b2 clients',
    'number',
  ],
  ['zero', 'Built the billing service in Python with zero downtime', 'number'],
  ['a new employer', 'Built the billing service in Python at Google', 'proper-noun'],
  ['a new employer at the start', 'Google billing service built in Python', 'proper-noun'],
  ['a possessive employer', "Built Google's billing service in Python", 'proper-noun'],
  ['an acronym', 'Built the billing service in Python for IBM', 'proper-noun'],
  ['an inner-capital name', 'Built the billing service in Python for McKinsey', 'proper-noun'],
  ['a domain', 'Built the billing service in Python for acme.com', 'proper-noun'],
  ['a handle', 'Built the billing service in Python with @stripe', 'proper-noun'],
  ['a title', 'Built the billing service in Python as senior engineer', 'title'],
  ['a title in capitals', 'As Lead Engineer, built the billing service in Python', 'title'],
  ['a school', 'Built the billing service in Python while at university', 'school'],
  ['a degree', 'Built the billing service in Python during my MBA', 'school'],
  ['a claim', 'Built the award-winning billing service in Python', 'claim'],
  ['a patent', 'Built the patented billing service in Python', 'claim'],
  ['a superlative', 'Built the fastest billing service in Python', 'claim'],
  ['a skill not in the resume', 'Built the billing service in Python and Rust', 'skill'],
  ['a skill by alias', 'Built the billing service in Python with Postgres', 'skill'],
  ['a figure from another bullet', 'Built the billing service in Python in 40 minutes', 'number'],
];

describe('checkSuggestion rejects invented facts', () => {
  it.each(INVENTED)('%s', (_label, after, kind) => {
    const result = checkSuggestion(resume, rewrite(after));
    expect(result.ok ? [] : result.violations.map((v) => v.kind)).toContain(kind);
  });

  it('names what it found', () => {
    const result = checkSuggestion(
      resume,
      rewrite('Built the billing service in Python at Google for 12 clients'),
    );
    expect(result).toEqual({
      ok: false,
      violations: expect.arrayContaining([
        { kind: 'number', text: '12' },
        { kind: 'proper-noun', text: 'Google' },
      ]) as unknown,
    });
  });
});

describe('checkSuggestion accepts honest rewrites', () => {
  it.each([
    ['a stronger verb', 'Built the billing service in Python'],
    ['contributed to', 'Contributed to the billing service in Python'],
    ['reordered words', 'Worked on Python for the billing service'],
    ['a known skill by alias', 'Built the billing service in Python on Kubernetes'],
    ['the same figures', 'Reduced deploy time from 40 minutes to 12 minutes', 'experience.0.bullets.1'],
    [
      'the same figures in words',
      'Reduced deploy time from forty minutes to twelve minutes',
      'experience.0.bullets.1',
    ],
    ['the same employer', 'Built the billing service at Acme in Python'],
  ])('%s', (_label, after, path = 'experience.0.bullets.0') => {
    expect(checkSuggestion(resume, rewrite(after, path))).toEqual({ ok: true });
  });

  it('allows a hint that changes nothing', () => {
    expect(
      checkSuggestion(
        resume,
        rewrite('Worked on the billing service in Python', undefined, 'missing-outcome'),
      ),
    ).toEqual({
      ok: true,
    });
  });

  it('allows a canonical skill name for an alias the resume lists', () => {
    const s: Suggestion = {
      id: 'n',
      path: 'skills.0.items.1',
      before: 'JS',
      after: 'JavaScript',
      kind: 'normalise-skill',
      reason: '',
    };
    expect(checkSuggestion(resume, s)).toEqual({ ok: true });
  });

  it('allows a derived headline built from the resume', () => {
    const s: Suggestion = {
      id: 'h',
      path: 'landing.headline',
      before: '',
      after: 'Software Engineer at Acme',
      kind: 'derived',
      reason: '',
    };
    expect(checkSuggestion(resume, s)).toEqual({ ok: true });
  });
});

describe('confirmed terms (job match)', () => {
  const add: Suggestion = {
    id: 'a',
    path: 'skills.0.items.2',
    before: '',
    after: 'Terraform',
    kind: 'add-skill',
    reason: '',
  };

  it('refuses a job keyword the person did not confirm', () => {
    expect(checkSuggestion(resume, add)).toEqual({
      ok: false,
      violations: [{ kind: 'skill', text: 'Terraform' }],
    });
  });

  it('accepts it once confirmed', () => {
    expect(checkSuggestion(resume, add, { confirmedTerms: ['Terraform'] })).toEqual({ ok: true });
  });

  it('accepts a confirmed phrase with capitals and numbers', () => {
    const phrase = { ...add, after: 'SOC 2 Audits' };
    expect(checkSuggestion(resume, phrase).ok).toBe(false);
    expect(checkSuggestion(resume, phrase, { confirmedTerms: ['SOC 2 Audits'] })).toEqual({ ok: true });
  });
});

describe('stale and unknown paths', () => {
  it('refuses a suggestion whose field has changed since', () => {
    const s = { ...rewrite('Built the billing service in Python'), before: 'something else' };
    expect(checkSuggestion(resume, s)).toEqual({ ok: false, violations: [{ kind: 'stale', text: s.path }] });
  });

  it('refuses a path that names no field', () => {
    const s = { ...rewrite('x'), path: 'personalInfo.email' };
    expect(checkSuggestion(resume, s)).toEqual({
      ok: false,
      violations: [{ kind: 'bad-path', text: 'personalInfo.email' }],
    });
  });
});
