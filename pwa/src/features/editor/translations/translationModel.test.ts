import {
  defaultPortfolioSettings,
  emptyExperience,
  emptyResume,
  type PortfolioSettings,
  type ResumeData,
} from '@folio/shared';
import { describe, expect, it } from 'vitest';
import { moveItem, removeItem } from '../editorModel.js';
import {
  fieldLabel,
  followListChange,
  setTranslatedText,
  startTranslation,
  structureDifferences,
  textGroups,
  translationProgress,
} from './translationModel.js';

const job = (title: string, start: string, bullets: string[] = []) => ({
  ...emptyExperience(),
  title,
  start,
  bullets,
});

function buildMain(): ResumeData {
  return {
    ...emptyResume(),
    personalInfo: { ...emptyResume().personalInfo, name: 'Jonas Weber', title: 'Data analyst' },
    experience: [job('Analyst', '2021-04', ['Built dashboards. Trained staff.']), job('Intern', '2019')],
  };
}

/** Settings with a German translation of both job titles. */
function translated(main: ResumeData): PortfolioSettings {
  let settings: PortfolioSettings = {
    ...defaultPortfolioSettings(),
    translations: [startTranslation(main, 'de')],
  };
  settings = setTranslatedText(settings, main, 'de', 'experience.0.title', 'Analytiker');
  settings = setTranslatedText(settings, main, 'de', 'experience.1.title', 'Praktikant');
  settings = setTranslatedText(
    settings,
    main,
    'de',
    'experience.0.bullets.0',
    'Baute Berichte. Schulte Leute.',
  );
  return settings;
}

const titles = (settings: PortfolioSettings) =>
  settings.translations?.[0]?.resume.experience.map((e) => e.title);

describe('a translation written field by field', () => {
  it('keeps its words on the job they belong to when the main resume moves or removes jobs', () => {
    const main = buildMain();
    const settings = translated(main);
    const moved = { ...main, experience: moveItem(main.experience, 0, 1) };
    const afterMove = followListChange(settings, moved, 'experience', { kind: 'move', from: 0, to: 1 });
    expect(titles(afterMove)).toEqual(['Praktikant', 'Analytiker']);
    // Its dates are the main resume's, moved with the job.
    expect(afterMove.translations?.[0]?.resume.experience[1]?.start).toBe('2021-04');

    const removed = { ...main, experience: removeItem(main.experience, 0) };
    expect(titles(followListChange(settings, removed, 'experience', { kind: 'remove', index: 0 }))).toEqual([
      'Praktikant',
    ]);
  });

  it('splits a point when the main resume splits it', () => {
    const main = buildMain();
    const settings = translated(main);
    const split = {
      ...main,
      experience: main.experience.map((e, i) =>
        i === 0 ? { ...e, bullets: ['Built dashboards.', 'Trained staff.'] } : e,
      ),
    };
    const next = followListChange(settings, split, 'experience.0.bullets', { kind: 'split', index: 0 });
    expect(next.translations?.[0]?.resume.experience[0]?.bullets).toEqual([
      'Baute Berichte.',
      'Schulte Leute.',
    ]);
  });

  it('leaves an imported translation as it was imported until it is edited here', () => {
    const main = buildMain();
    const imported = { ...emptyResume(), experience: [job('Datenanalyst', '2020')] };
    const only = { language: 'de' as const, resume: imported };
    const settings: PortfolioSettings = { ...defaultPortfolioSettings(), translations: [only] };
    const moved = { ...main, experience: moveItem(main.experience, 0, 1) };
    expect(followListChange(settings, moved, 'experience', { kind: 'move', from: 0, to: 1 })).toBe(settings);
    expect(structureDifferences(main, only)).toEqual(['experience: 1 here, 2 in the main resume']);

    const edited = setTranslatedText(settings, main, 'de', 'personalInfo.title', 'Datenanalyst');
    const t = edited.translations?.[0];
    expect(t?.followsMain).toBe(true);
    expect(t?.resume.experience.map((e) => [e.title, e.start])).toEqual([
      ['Datenanalyst', '2021-04'],
      ['', '2019'],
    ]);
  });

  it('counts what is translated', () => {
    const main = buildMain();
    const t = translated(main).translations?.[0];
    expect(t && translationProgress(main, t)).toEqual({ done: 3, total: 5 });
  });
});

describe('the translation form', () => {
  it('groups the main resume’s texts by section and entry, named as the main form names them', () => {
    const groups = textGroups(buildMain());
    expect(groups.map((g) => [g.key, g.section, g.entry])).toEqual([
      ['personalInfo', 'About you', ''],
      ['experience.0', 'Experience', 'Analyst'],
      ['experience.1', 'Experience', 'Intern'],
    ]);
    expect(fieldLabel('experience.0.title')).toBe('Job title');
    expect(fieldLabel('experience.0.bullets.2')).toBe('Bullet 3');
    expect(fieldLabel('skills.1.items.3.name')).toBe('Skill 4');
    expect(fieldLabel('summary.highlights.0')).toBe('Highlight 1');
    expect(fieldLabel('personalInfo.title')).toBe('Headline');
  });
});
