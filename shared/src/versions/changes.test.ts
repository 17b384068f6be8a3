import { describe, expect, it } from 'vitest';
import { defaultPortfolioSettings, emptyResume } from '../index.js';
import { describeChanges, type VersionContent } from './changes.js';

const base = (): VersionContent => ({
  title: 'Portfolio',
  templateId: 'kyoto',
  theme: '',
  resume: emptyResume(),
  settings: defaultPortfolioSettings(),
});

describe('describeChanges', () => {
  it('names the first version and a republish without changes', () => {
    expect(describeChanges(null, base())).toEqual(['First published version']);
    expect(describeChanges(base(), base())).toEqual(['Published again, no visible change']);
  });

  it('names template, theme, contact, list growth and edits in words a person reads', () => {
    const after = base();
    after.templateId = 'nova';
    after.theme = 'retroWave';
    after.resume.personalInfo.phone = '+1 555 0100';
    after.resume.experience.push({
      title: 'Baker',
      company: 'Bread Co',
      location: '',
      start: '2020',
      end: null,
      period: '',
      description: '',
      bullets: [],
    });
    after.settings = { ...after.settings, showEmail: !after.settings.showEmail };
    expect(describeChanges(base(), after)).toEqual([
      'Template: Kyoto → Nova',
      'Theme changed',
      'Contact details edited',
      'Experience: 1 added',
      'Visibility settings changed',
    ]);
    const edited = structuredClone(after);
    const job = edited.resume.experience[0];
    if (job) job.title = 'Head Baker';
    expect(describeChanges(after, edited)).toEqual(['Experience edited']);
  });
});
