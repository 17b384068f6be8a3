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

  it('scrubs a hidden email or phone from every other string, labels included', () => {
    const resume = buildResume();
    resume.personalInfo.links.push({
      label: 'ADA@example.org | ada.example.org',
      url: 'https://ada.example.org/',
    });
    resume.summary.content = 'Write to ada@example.org or call +44 (20) 7946-0000 any time.';
    const out = redactResume(resume, defaultPortfolioSettings());
    const text = JSON.stringify(out);
    expect(text).not.toMatch(/ada@example\.org/i);
    expect(text.replace(/\D/g, '')).not.toContain('442079460000');
    expect(out.personalInfo.links.at(-1)?.label).toBe('ada.example.org');
    expect(out.summary.content).toBe('Write to or call any time.');
  });

  it('leaves other strings alone when the owner shows everything', () => {
    const resume = buildResume();
    resume.summary.content = 'Write to ada@example.org.';
    const out = redactResume(resume, { showEmail: true, showPhone: true, showLocation: true });
    expect(out.summary.content).toBe('Write to ada@example.org.');
  });
});
