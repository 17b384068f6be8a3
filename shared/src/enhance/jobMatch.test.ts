import { describe, expect, it } from 'vitest';
import { applySuggestion } from './apply.js';
import { checkSuggestion } from './checker.js';
import { matchJob } from './jobMatch.js';
import { buildResume, buildRole, skills } from './testing.js';

const resume = buildResume({
  experience: [
    buildRole({ bullets: ['Ran k8s clusters for the payments team', 'Built payment systems in Go'] }),
  ],
  skills: skills('Go', 'Postgres'),
});
const POST = `Senior Backend Engineer. You will own payment systems and scale payment systems across regions.
Requirements: 5+ years with Go, PostgreSQL and Kubernetes; experience with Kafka and Terraform is a plus.
We value incident response: you will join incident response rotations.`;

describe('matchJob', () => {
  const match = matchJob(resume, POST);

  it('finds the post’s skills and repeated phrases', () => {
    expect(match.keywords.map((k) => k.name)).toEqual(
      expect.arrayContaining([
        'Go',
        'PostgreSQL',
        'Kubernetes',
        'Apache Kafka',
        'Terraform',
        'payment systems',
        'incident response',
      ]),
    );
    expect(match.keywords.some((k) => /\d|years|experience/.test(k.name))).toBe(false);
  });

  it('splits them into covered and missing, through aliases and plurals', () => {
    expect(match.covered.map((k) => k.name).sort()).toEqual([
      'Go',
      'Kubernetes',
      'PostgreSQL',
      'payment systems',
    ]);
    expect(match.missing.map((k) => k.name).sort()).toEqual([
      'Apache Kafka',
      'Terraform',
      'incident response',
    ]);
    expect(match.score).toBeCloseTo(4 / 7);
  });

  it('adds a missing keyword only once the person confirms it', () => {
    const kafka = match.missing.find((k) => k.name === 'Apache Kafka')!;
    expect(checkSuggestion(resume, kafka.suggestion).ok).toBe(false);
    expect(checkSuggestion(resume, kafka.suggestion, { confirmedTerms: [kafka.name] })).toEqual({ ok: true });
    expect(applySuggestion(resume, kafka.suggestion).skills[0]?.items.map((i) => i.name)).toEqual([
      'Go',
      'Postgres',
      'Apache Kafka',
    ]);
  });

  it('has no score for a post without keywords', () => {
    expect(matchJob(resume, 'Hello there.').score).toBeNull();
  });
});
