import { describe, expect, it } from 'vitest';
import { applySuggestion } from './apply.js';
import { reviewSkills } from './skills.js';
import { buildResume, buildRole, skills } from './testing.js';

describe('reviewSkills', () => {
  it('suggests canonical names for aliases and counts what it recognises', () => {
    const review = reviewSkills(buildResume({ skills: skills('JS', 'k8s', 'Python', 'Interpretive dance') }));
    expect(review.suggestions.map((s) => [s.kind, s.before, s.after])).toEqual([
      ['normalise-skill', 'JS', 'JavaScript'],
      ['normalise-skill', 'k8s', 'Kubernetes'],
    ]);
    expect(review.recognised).toBe(3);
    expect(review.listed).toHaveLength(4);
  });

  it('keeps versions, editions and plain phrases as written', () => {
    const review = reviewSkills(
      buildResume({
        skills: skills('ASP.NET Core', 'Python 3', 'HTML5', 'Vue 3', 'distributed training', 'postgresql'),
      }),
    );
    expect(review.suggestions.map((s) => [s.before, s.after])).toEqual([['postgresql', 'PostgreSQL']]);
    expect(review.recognised).toBe(6);
  });

  it('merges duplicates, including aliases of one skill', () => {
    const review = reviewSkills(buildResume({ skills: skills('JavaScript', 'python', 'JS', 'Python') }));
    expect(review.suggestions.map((s) => [s.kind, s.path, s.after])).toEqual([
      ['normalise-skill', 'skills.0.items.1', 'Python'],
      ['merge-skill', 'skills.0.items.2', ''],
      ['merge-skill', 'skills.0.items.3', ''],
    ]);
  });

  it('suggests skills mentioned in experience and projects but not listed, saying where', () => {
    const resume = buildResume({
      experience: [
        buildRole({ bullets: ['Moved the billing jobs to k8s with Terraform', 'Wrote Terraform modules'] }),
      ],
      projects: [
        {
          name: 'Site',
          description: 'A blog in Next.js',
          tech: ['Tailwind'],
          image: '',
          link: '',
          github: '',
        },
      ],
      skills: skills('Python', 'Kubernetes'),
    });
    const missing = reviewSkills(resume).missing;
    expect(missing.map((m) => m.name)).toEqual(['Terraform', 'Next.js', 'Tailwind CSS']);
    expect(missing[0]?.foundIn).toEqual([
      { path: 'experience.0.bullets.0', excerpt: 'Moved the billing jobs to k8s with Terraform' },
      { path: 'experience.0.bullets.1', excerpt: 'Wrote Terraform modules' },
    ]);
    expect(missing[0]?.suggestion).toMatchObject({
      kind: 'add-skill',
      path: 'skills.0.items.2',
      before: '',
      after: 'Terraform',
    });
  });

  it('does not suggest soft skills or skills listed inside a longer item', () => {
    const resume = buildResume({
      experience: [buildRole({ bullets: ['Led communication with MongoDB users'] })],
      skills: skills('NoSQL (MongoDB, Neo4j)'),
    });
    expect(reviewSkills(resume).missing).toEqual([]);
  });

  it('puts a new skill in a fitting group, or creates one', () => {
    const grouped = buildResume({
      experience: [buildRole({ bullets: ['Built it with Django'] })],
      skills: [
        { category: 'Languages', items: [{ name: 'Python', level: null }] },
        { category: 'Frameworks', items: [{ name: 'React', level: null }] },
      ],
    });
    const [django] = reviewSkills(grouped).missing;
    expect(django?.suggestion.path).toBe('skills.1.items.1');
    expect(applySuggestion(grouped, django!.suggestion).skills[1]?.items.map((i) => i.name)).toEqual([
      'React',
      'Django',
    ]);

    const none = buildResume({ experience: [buildRole({ bullets: ['Built it with Django'] })] });
    const [first] = reviewSkills(none).missing;
    expect(applySuggestion(none, first!.suggestion).skills).toEqual([
      { category: '', items: [{ name: 'Django', level: null }] },
    ]);
  });
});
