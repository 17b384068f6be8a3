import { describe, expect, it } from 'vitest';
import { redactResume } from './redact.js';
import { defaultPortfolioSettings, emptyResume, type ResumeData } from './schema.js';

function buildResume(): ResumeData {
  const resume = emptyResume();
  resume.personalInfo = {
    name: 'Ada Lovelace',
    title: 'Analyst',
    email: 'ada@example.org',
    phone: '+44 20 7946 0000',
    location: 'London',
    links: [
      { label: 'Mail', url: 'mailto:ada@example.org' },
      { label: 'Phone', url: 'tel:+442079460000' },
      { label: 'Site', url: 'https://ada.example.org/' },
    ],
  };
  return resume;
}

describe('redactResume', () => {
  it('hides email and phone (and their links) but keeps location with the default settings', () => {
    const out = redactResume(buildResume(), defaultPortfolioSettings()).personalInfo;
    expect(out.email).toBe('');
    expect(out.phone).toBe('');
    expect(out.location).toBe('London');
    expect(out.links.map((l) => l.url)).toEqual(['https://ada.example.org/']);
  });

  it('keeps each field the owner chose to show', () => {
    const settings = { showEmail: true, showPhone: true, showLocation: false };
    const out = redactResume(buildResume(), settings).personalInfo;
    expect(out.email).toBe('ada@example.org');
    expect(out.phone).toBe('+44 20 7946 0000');
    expect(out.location).toBe('');
    expect(out.links).toHaveLength(3);
  });

  it('does not change its input', () => {
    const resume = buildResume();
    redactResume(resume, defaultPortfolioSettings());
    expect(resume.personalInfo.email).toBe('ada@example.org');
  });
});
