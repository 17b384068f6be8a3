import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ResumeData } from '../resume/schema.js';
import { applySuggestion } from './apply.js';
import { checkSuggestion } from './checker.js';
import { truthToResume } from './corpusTruth.js';
import { enhanceResume } from './enhance.js';
import { readPath } from './paths.js';
import { buildResume, buildRole, skills } from './testing.js';
import { isHint, type Suggestion } from './types.js';

// The corpus lives beside the repo (CI clones shared/ next to it).
const TRUTH = fileURLToPath(new URL('../../../../shared/resume-corpus/dev/truth/', import.meta.url));
const TODAY = '2025-06-15';

const rich = buildResume({
  personalInfo: {
    name: 'Sam Lee',
    title: 'Backend Engineer',
    email: '',
    phone: '',
    location: 'Oslo',
    links: [],
  },
  summary: { content: 'I build payment systems.', highlights: [], yearsExperience: null, specialization: '' },
  experience: [
    buildRole({
      title: 'Backend Engineer',
      company: 'Fjord Pay',
      start: '2021-02',
      end: 'present',
      bullets: [
        'Responsible for maintaining the payments API in Go and Postgres',
        'Was able to cut p99 latency by 35% in order to meet the SLA',
        'The ledger service was rewritten by me using Kafka and k8s',
        'Helped to onboard 4 new engineers',
      ],
    }),
    buildRole({
      title: 'Developer',
      company: 'Nordlys',
      start: '2018',
      end: '2021',
      description: 'Worked on internal tools.',
    }),
  ],
  skills: skills('golang', 'JS', 'Javascript', 'Docker'),
});

function everySuggestion(resume: ResumeData): Suggestion[] {
  const r = enhanceResume(resume, { today: TODAY });
  return [
    ...r.derivedSuggestions,
    ...r.skills.suggestions,
    ...r.skills.missing.map((m) => m.suggestion),
    ...r.wording,
  ];
}

function corpus(): [string, ResumeData][] {
  return readdirSync(TRUTH)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f, truthToResume(JSON.parse(readFileSync(TRUTH + f, 'utf8')) as unknown)]);
}

describe('enhanceResume', () => {
  it('finds something of every kind in a resume that needs it', () => {
    const kinds = new Set(everySuggestion(rich).map((s) => s.kind));
    for (const kind of [
      'derived',
      'normalise-skill',
      'merge-skill',
      'add-skill',
      'weak-opening',
      'passive-voice',
      'wordy',
    ] as const) {
      expect(kinds, kind).toContain(kind);
    }
  });

  it.each([['hand-made resume', rich] as [string, ResumeData], ...corpus()])(
    'offers only suggestions that pass the checker and touch only their own field: %s',
    (_name, resume) => {
      for (const s of everySuggestion(resume)) {
        expect(checkSuggestion(resume, s), `${s.kind} ${s.path}: ${s.after}`).toEqual({ ok: true });
        const next = applySuggestion(resume, s);
        if (isHint(s)) {
          expect(next).toBe(resume);
          continue;
        }
        expect(next).not.toBe(resume);
        // Everything but the suggestion's own list or field is the same object as before.
        const [section] = s.path.split('.');
        for (const key of Object.keys(resume) as (keyof ResumeData)[]) {
          if (key !== section) expect(next[key], `${s.path} changed ${key}`).toBe(resume[key]);
        }
        if (!s.after.includes('\n') && s.after !== '') expect(readPath(next, s.path)).toBe(s.after);
      }
    },
  );

  it('reports what the checker refused instead of offering it', () => {
    const result = enhanceResume(
      buildResume({
        skills: skills('React', 'Redux', 'Webpack', 'Sass'),
        experience: [buildRole({ title: 'Frontend Engineer' })],
      }),
      { today: TODAY },
    );
    expect(result.rejected.map((r) => r.suggestion.after)).toEqual(['Frontend development']);
    expect(result.derivedSuggestions.find((s) => s.path === 'summary.specialization')?.after).toBe(
      'React, Redux and Webpack',
    );
  });
});
