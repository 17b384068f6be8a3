import { defaultPortfolioSettings, emptyExperience, emptyResume } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import { liveContentOf, unpublishedChanges, type LiveContent } from './liveChanges.js';

function live(): LiveContent {
  const resume = emptyResume();
  resume.personalInfo = { ...resume.personalInfo, name: 'Ada Example', title: 'Welder' };
  resume.landing.headline = 'Welder';
  resume.experience = [{ ...emptyExperience(), title: 'Welder', company: 'Example Works' }];
  return {
    title: 'Ada',
    templateId: 'kyoto',
    theme: 'default',
    resume,
    settings: defaultPortfolioSettings(),
  };
}

describe('unpublished changes', () => {
  it('are none for the live content, even after the editor folded its two headlines into one', () => {
    const base = liveContentOf(live());
    expect(unpublishedChanges(base, { ...base, resume: structuredClone(base.resume) })).toEqual([]);
    expect(unpublishedChanges(base, { ...base, title: '' })).toEqual([]);
  });

  it('are worded as the version history words them', () => {
    const base = liveContentOf(live());
    const resume = structuredClone(base.resume);
    resume.personalInfo.title = 'Senior welder';
    resume.experience = [];
    const settings = { ...base.settings, showEmail: true };
    expect(unpublishedChanges(base, { title: 'Ada', resume, settings })).toEqual([
      'Headline edited',
      'Experience: 1 removed',
      'Visibility settings changed',
    ]);
  });

  it('counts an edit that changes nothing visible as one', () => {
    const base = liveContentOf(live());
    const resume = structuredClone(base.resume);
    resume.experience[0]!.period = 'Summers';
    expect(unpublishedChanges(base, { ...base, resume })).toHaveLength(1);
  });
});
