import { describe, expect, it } from 'vitest';
import { applySuggestion } from './apply.js';
import { readPath, writePath } from './paths.js';
import { buildResume, buildRole, skills } from './testing.js';
import type { Suggestion } from './types.js';

const resume = buildResume({
  experience: [buildRole({ bullets: ['One', 'Two'], description: 'Desc' })],
  skills: skills('JS', 'Python'),
});

describe('readPath / writePath', () => {
  it('reads fields and the slot past the end of a list', () => {
    expect(readPath(resume, 'experience.0.bullets.1')).toBe('Two');
    expect(readPath(resume, 'experience.0.bullets.2')).toBe('');
    expect(readPath(resume, 'experience.0.bullets.3')).toBeUndefined();
    expect(readPath(resume, 'skills.1.items.0')).toBe('');
    expect(readPath(resume, 'personalInfo.name')).toBeUndefined();
    expect(readPath(resume, 'experience.01.bullets.0')).toBeUndefined();
  });

  it('splits a bullet with line breaks into several', () => {
    const next = writePath(resume, 'experience.0.bullets.0', 'First half\nSecond half');
    expect(next.experience[0]?.bullets).toEqual(['First half', 'Second half', 'Two']);
    expect(resume.experience[0]?.bullets).toEqual(['One', 'Two']);
  });

  it('removes a skill written as empty and appends at the end slot, creating a group if needed', () => {
    expect(writePath(resume, 'skills.0.items.0', '').skills[0]?.items.map((i) => i.name)).toEqual(['Python']);
    expect(writePath(resume, 'skills.0.items.2', 'Go').skills[0]?.items.map((i) => i.name)).toEqual([
      'JS',
      'Python',
      'Go',
    ]);
    expect(writePath(resume, 'skills.1.items.0', 'Figma').skills[1]).toEqual({
      category: '',
      items: [{ name: 'Figma', level: null }],
    });
  });

  it('ignores a path that names nothing', () => {
    expect(writePath(resume, 'experience.5.bullets.0', 'x')).toBe(resume);
  });
});

describe('applySuggestion', () => {
  const s: Suggestion = {
    id: 'a',
    path: 'experience.0.description',
    before: 'Desc',
    after: 'Better',
    kind: 'rewrite',
    reason: '',
  };

  it('applies a current suggestion without touching the input', () => {
    expect(applySuggestion(resume, s).experience[0]?.description).toBe('Better');
    expect(resume.experience[0]?.description).toBe('Desc');
  });

  it('does nothing for a stale suggestion or a hint', () => {
    expect(applySuggestion(resume, { ...s, before: 'Old' })).toBe(resume);
    expect(applySuggestion(resume, { ...s, after: 'Desc' })).toBe(resume);
  });
});
