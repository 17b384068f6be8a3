import { describe, expect, it } from 'vitest';
import { defaultPortfolioSettings, emptyResume, restoreResume } from '../index.js';
import { collapseSummary, toTemplateView } from './normalize.js';
import { yearsCovered } from './period.js';
import { buildSampleResume } from './sampleResume.js';

const NOW = new Date('2026-06-15T00:00:00Z');
const settings = defaultPortfolioSettings();

describe('toTemplateView', () => {
  it('formats periods from normalised dates, else keeps the resume text', () => {
    const view = toTemplateView(
      restoreResume({
        experience: [
          { title: 'A', company: 'X', start: '2020-03', end: 'present' },
          { title: 'B', company: 'Y', start: '2018', end: '2019' },
          { position: 'C', company: 'Z', duration: 'Summer internships' },
        ],
      }),
      settings,
      NOW,
    );
    expect(view.experience.map((e) => e.period)).toEqual([
      'Mar 2020 – Present',
      '2018 – 2019',
      'Summer internships',
    ]);
    expect(view.experience[2]?.title).toBe('C');
  });

  it('keeps skill levels only where the resume states them', () => {
    const levelled = toTemplateView(
      restoreResume({ skills: [{ name: 'Go', level: 80 }, 'Rust'] }),
      settings,
      NOW,
    );
    expect(levelled.skills.groups[0]?.items).toEqual([
      { name: 'Go', level: 80 },
      { name: 'Rust', level: null },
    ]);
    expect(levelled.skills.hasLevels).toBe(true);
    const plain = toTemplateView(
      restoreResume({ skills: { technical: ['Go'], tools: ['Git'], soft: ['Talking'] } }),
      settings,
      NOW,
    );
    expect(plain.skills.hasLevels).toBe(false);
    expect(plain.skills.groups.map((g) => g.category)).toEqual(['Technical', 'Tools', 'Soft skills']);
    expect(plain.skills.groups.flatMap((g) => g.items.map((i) => i.level))).toEqual([null, null, null]);
  });

  it('builds socials from the footer and links, http(s) only, without duplicates', () => {
    const resume = buildSampleResume();
    resume.personalInfo.links.push(
      { label: 'GitHub', url: 'https://github.com/alexrivera/' },
      { label: 'Mail', url: 'mailto:a@b.co' },
      { label: 'Bad', url: 'javascript:alert(1)' },
    );
    const view = toTemplateView(resume, settings, NOW);
    expect(view.socials.map((s) => s.url)).toEqual([
      'https://www.linkedin.com/in/alexrivera',
      'https://github.com/alexrivera',
      'https://alexrivera.dev/',
    ]);
  });

  it('labels a link whose label is its own address in words, not the address again', () => {
    const resume = buildSampleResume({ footer: { socials: {} } });
    resume.personalInfo.links = [
      {
        label: 'https://www.linkedin.com/in/jane-doe-123/',
        url: 'https://www.linkedin.com/in/jane-doe-123/',
      },
      { label: 'https://github.com/janedoe', url: 'https://github.com/janedoe' },
      { label: 'www.github.com/janedoe/thesis', url: 'https://github.com/janedoe/thesis' },
      { label: 'http://www.janedoe.me/', url: 'http://www.janedoe.me/' },
      { label: 'Blog', url: 'https://blog.example.org/jane' },
    ];
    const view = toTemplateView(resume, settings, NOW);
    expect(view.socials.map((s) => s.label)).toEqual([
      'LinkedIn',
      'GitHub',
      'github.com/janedoe/thesis',
      'janedoe.me',
      'Blog',
    ]);
  });

  it('drops contact details the owner hides, keeps them when shown', () => {
    const hidden = toTemplateView(buildSampleResume(), settings, NOW);
    expect([hidden.email, hidden.phone]).toEqual(['', '']);
    const shown = toTemplateView(
      buildSampleResume(),
      { ...settings, showEmail: true, showPhone: true, showLocation: false },
      NOW,
    );
    expect(shown.email).toBe('alex.rivera@example.com');
    expect(shown.phone).toBe('+1 555 0100 200');
    expect(shown.location).toBe('');
  });

  it('keeps only http(s) project links and images', () => {
    const resume = emptyResume();
    resume.projects.push({
      name: 'P',
      description: '',
      tech: ['A', 'a', 'B'],
      image: 'data:image/png;base64,AAAA',
      link: 'mailto:x@y.z',
      github: 'github.com/x/y',
    });
    const [p] = toTemplateView(resume, settings, NOW).projects;
    expect(p).toMatchObject({ image: '', link: '', github: 'https://github.com/x/y', tech: ['A', 'B'] });
  });

  it('counts figures from the resume and invents none', () => {
    const view = toTemplateView(buildSampleResume(), settings, NOW);
    // Jun 2016 – Jun 2026 without gaps larger than a month: ten years.
    expect(view.figures).toEqual({ years: 10, roles: 3, projects: 3, technologies: 14 });
    const empty = toTemplateView(emptyResume(), settings, NOW);
    expect(empty.figures).toEqual({ years: null, roles: 0, projects: 0, technologies: 0 });
  });

  it('uses the stated years of experience only when no role is dated', () => {
    const resume = emptyResume();
    resume.summary.yearsExperience = 7;
    expect(toTemplateView(resume, settings, NOW).figures.years).toBe(7);
  });

  it('passes the status line through only when set', () => {
    expect(toTemplateView(emptyResume(), settings, NOW).status).toBe('');
    expect(toTemplateView(emptyResume(), { ...settings, status: ' Open to work ' }, NOW).status).toBe(
      'Open to work',
    );
  });
});

describe('yearsCovered', () => {
  it('merges overlapping roles instead of adding them', () => {
    expect(
      yearsCovered(
        [
          { start: '2010-01', end: '2014-12' },
          { start: '2012-01', end: '2015-12' },
          { start: '2020-01', end: '2020-12' },
        ],
        NOW,
      ),
    ).toBe(7);
  });
  it('is null without any start date', () => {
    expect(yearsCovered([{ start: null, end: '2020' }], NOW)).toBeNull();
  });
});

describe('collapseSummary', () => {
  it('collapses only past 30 words', () => {
    const thirty = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ');
    expect(collapseSummary(thirty)).toBeNull();
    expect(collapseSummary(`${thirty} extra`)).toBe(thirty);
  });
});
