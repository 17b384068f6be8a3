import { describe, expect, it } from 'vitest';
import { deriveFields } from './derive.js';
import { buildResume, buildRole, skills } from './testing.js';

const TODAY = '2025-06-15';

describe('deriveFields', () => {
  it('builds the headline from the title and the current employer', () => {
    const resume = buildResume({
      experience: [
        buildRole({ title: 'Staff Engineer', company: 'Acme', start: '2022-01', end: 'present' }),
        buildRole({ title: 'Engineer', company: 'Beta', start: '2019-01', end: '2021-12' }),
      ],
    });
    expect(deriveFields(resume, TODAY).headline).toBe('Staff Engineer at Acme');
  });

  it('uses the printed title alone when it is not the current role', () => {
    const resume = buildResume({
      personalInfo: { name: '', title: 'Product Designer', email: '', phone: '', location: '', links: [] },
      experience: [buildRole({ title: 'Intern', company: 'Acme', start: '2022-01', end: '2022-06' })],
    });
    expect(deriveFields(resume, TODAY).headline).toBe('Product Designer');
  });

  it('takes the subheadline from the summary, else from skills and location', () => {
    const withSummary = buildResume({
      summary: {
        content: 'I build payment systems. Previously at a bank.',
        highlights: [],
        yearsExperience: null,
        specialization: '',
      },
    });
    expect(deriveFields(withSummary, TODAY).subheadline).toBe('I build payment systems.');
    const withSkills = buildResume({
      personalInfo: { name: '', title: '', email: '', phone: '', location: 'Lyon, France', links: [] },
      skills: skills('JS', 'Teamwork', 'Postgres', 'Knitting'),
    });
    expect(deriveFields(withSkills, TODAY).subheadline).toBe(
      'Works with JavaScript and PostgreSQL. Based in Lyon, France.',
    );
  });

  it('picks highlights that state results, verbatim', () => {
    const resume = buildResume({
      experience: [
        buildRole({ bullets: ['Maintained the wiki', 'Reduced page load time by 40%', 'Ran k8s clusters'] }),
        buildRole({ bullets: ['Grew the newsletter to 2,000 readers'] }),
      ],
    });
    expect(deriveFields(resume, TODAY).highlights).toEqual([
      'Reduced page load time by 40%',
      'Grew the newsletter to 2,000 readers',
    ]);
  });

  it('names the specialisation the skills and titles point to', () => {
    const frontend = buildResume({
      experience: [buildRole({ title: 'Frontend Engineer' })],
      skills: skills('React', 'CSS', 'Redux', 'Webpack'),
    });
    expect(deriveFields(frontend, TODAY)).toMatchObject({
      specialization: 'Frontend development',
      specializationSkills: ['React', 'Redux', 'Webpack'],
    });
    const fullStack = buildResume({ skills: skills('React', 'Redux', 'Django', 'PostgreSQL', 'Node.js') });
    expect(deriveFields(fullStack, TODAY).specialization).toBe('Full-stack development');
    expect(deriveFields(buildResume({ skills: skills('Python') }), TODAY).specialization).toBe('');
  });

  it('computes years of experience from the dates', () => {
    const resume = buildResume({ experience: [buildRole({ start: '2020-06', end: 'present' })] });
    expect(deriveFields(resume, TODAY).yearsExperience).toBe(5);
  });

  it('derives nothing from an empty resume', () => {
    expect(deriveFields(buildResume(), TODAY)).toEqual({
      headline: '',
      subheadline: '',
      highlights: [],
      yearsExperience: null,
      specialization: '',
      specializationSkills: [],
    });
  });
});
