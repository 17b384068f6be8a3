import { describe, expect, it } from 'vitest';
import { emptyResume, type ResumeData } from '../resume/schema.js';
import { suggestTailoring } from './suggest.js';
import { applyTailoring, emptyTailoring, isTailored, linkTailoringSchema } from './tailoring.js';

// Made-up resume of the shape people have: two jobs, a few projects, two skill groups.
function resume(): ResumeData {
  const r = emptyResume();
  r.personalInfo.name = 'Ira Vantello';
  r.personalInfo.title = 'Software Engineer';
  r.landing.headline = 'I build web apps';
  r.summary.specialization = 'Backend payments engineer';
  r.experience = [
    {
      title: 'Backend Engineer',
      company: 'Quillmark',
      location: '',
      start: '2021-01',
      end: 'present',
      period: '',
      description: '',
      bullets: [
        'Designed the Stripe payments flow in Go',
        'Ran the design review club',
        'Moved reporting to PostgreSQL',
        'Organised the office move',
        'Wrote Kubernetes deploy scripts',
      ],
    },
    {
      title: 'Frontend Developer',
      company: 'Lantern Row',
      location: '',
      start: '2018-01',
      end: '2020-12',
      period: '',
      description: '',
      bullets: ['Built the React storefront', 'Cut page weight by half'],
    },
  ];
  r.projects = [
    { name: 'Paper boats', description: 'A React game', tech: ['React'], image: '', link: '', github: '' },
    {
      name: 'Ledgerly',
      description: 'A Go ledger on PostgreSQL',
      tech: ['Go'],
      image: '',
      link: '',
      github: '',
    },
    { name: 'Tiny Forth', description: 'A Forth in Rust', tech: ['Rust'], image: '', link: '', github: '' },
  ];
  r.skills = [
    {
      category: 'Frontend',
      items: [
        { name: 'React', level: null },
        { name: 'CSS', level: null },
      ],
    },
    {
      category: 'Backend',
      items: [
        { name: 'Go', level: null },
        { name: 'PostgreSQL', level: null },
        { name: 'Kubernetes', level: null },
      ],
    },
  ];
  return r;
}

const POSTING = `Backend engineer, payments. You will build payment services in Go on PostgreSQL and Kubernetes.
Experience with Go and PostgreSQL required; Kubernetes a plus. Payments experience welcome.`;

describe('link tailoring', () => {
  it('suggests leading with what the posting asks for, from the resume only', () => {
    const r = resume();
    const s = suggestTailoring(r, POSTING);
    expect(s.tailoring.skills.lead.slice(0, 3).sort()).toEqual(['Go', 'Kubernetes', 'PostgreSQL']);
    expect(s.tailoring.skills.hide.sort()).toEqual(['CSS', 'React']);
    expect(s.tailoring.projects.lead).toEqual(['Ledgerly']);
    expect(s.tailoring.bullets.lead[0]).toBe('Designed the Stripe payments flow in Go');
    expect(s.tailoring.bullets.hide).toEqual(['Ran the design review club', 'Organised the office move']);
    // The headline is one of the person's own texts.
    expect(s.tailoring.headline).toBe('Backend payments engineer');
    // Never invents: every suggested key is text the resume holds.
    const own = new Set([
      ...r.skills.flatMap((g) => g.items.map((i) => i.name)),
      ...r.projects.map((p) => p.name),
      ...r.experience.flatMap((j) => j.bullets),
    ]);
    const t = s.tailoring;
    for (const key of [t.skills, t.projects, t.bullets].flatMap((c) => [...c.lead, ...c.hide]))
      expect(own.has(key)).toBe(true);
  });

  it('applies only reordering, leaving out and the owner’s link-only entries', () => {
    const r = resume();
    const t = suggestTailoring(r, POSTING).tailoring;
    t.linkOnly.projects.push({
      name: 'Confidential rebuild',
      description: 'For one reader only',
      tech: [],
      image: '',
      link: '',
      github: '',
    });
    const out = applyTailoring(r, t);
    expect(out.landing.headline).toBe('Backend payments engineer');
    expect(out.skills[0]?.category).toBe('Backend');
    expect(out.skills.flatMap((g) => g.items.map((i) => i.name))).not.toContain('CSS');
    // One project matches: the others are not suggested to go (too few would remain).
    expect(out.projects.map((p) => p.name)).toEqual([
      'Ledgerly',
      'Paper boats',
      'Tiny Forth',
      'Confidential rebuild',
    ]);
    expect(out.experience[0]?.bullets).toEqual([
      'Designed the Stripe payments flow in Go',
      'Moved reporting to PostgreSQL',
      'Wrote Kubernetes deploy scripts',
    ]);
    expect(out.experience.map((j) => j.company)).toEqual(['Quillmark', 'Lantern Row']);
    // The resume it was made from is untouched.
    expect(r.projects).toHaveLength(3);
    expect(JSON.stringify(r)).not.toContain('Confidential');
  });

  it('stops applying a choice whose text is gone, and is a no-op when empty', () => {
    const r = resume();
    expect(isTailored(emptyTailoring())).toBe(false);
    expect(applyTailoring(r, emptyTailoring())).toBe(r);
    const t = emptyTailoring();
    t.projects.hide = ['A project since renamed'];
    expect(applyTailoring(r, t).projects).toEqual(r.projects);
  });

  it('validates what it stores: bounded, one-line headline, no unknown keys', () => {
    const t = { ...emptyTailoring(), headline: 'Line one\nline two' };
    expect(linkTailoringSchema.parse(t).headline).toBe('Line one line two');
    expect(linkTailoringSchema.safeParse({ ...t, extra: 1 }).success).toBe(false);
    const unsafe = {
      ...t,
      linkOnly: {
        projects: [
          { name: 'Secret', description: '', tech: [], image: '', link: 'javascript:alert(1)', github: '' },
        ],
        experience: [],
      },
    };
    expect(linkTailoringSchema.parse(unsafe).linkOnly.projects[0]?.link).toBe('');
    const many = { ...t, skills: { lead: Array.from({ length: 201 }, (_, i) => `s${i}`), hide: [] } };
    expect(linkTailoringSchema.safeParse(many).success).toBe(false);
  });
});
