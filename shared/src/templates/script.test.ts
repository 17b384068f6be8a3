import { describe, expect, it } from 'vitest';
import { defaultPortfolioSettings } from '../index.js';
import { toTemplateView } from './normalize.js';
import { buildSampleResume } from './sampleResume.js';
import { buildScriptResume, SCRIPT_SAMPLES, type ScriptSample } from './sampleScripts.js';
import { pageLanguage } from './script.js';

describe('pageLanguage', () => {
  it.each(Object.keys(SCRIPT_SAMPLES) as ScriptSample[])('tells a %s resume by its script', (lang) => {
    const view = toTemplateView(buildScriptResume(lang), defaultPortfolioSettings());
    expect(view.lang).toBe(lang);
    expect(view.dir).toBe(['ar', 'fa', 'he'].includes(lang) ? 'rtl' : 'ltr');
    // The derived headline keeps to the resume's language: no English "at Company".
    expect(view.headline).not.toContain(' at ');
  });

  it('keeps an English resume English, even with a name or school in another script', () => {
    expect(toTemplateView(buildSampleResume(), defaultPortfolioSettings())).toMatchObject({
      lang: 'en',
      dir: 'ltr',
    });
    expect(pageLanguage(['Wang Xiaoming 王小明', 'Senior engineer at a company in Shanghai'])).toEqual({
      lang: 'en',
      dir: 'ltr',
    });
    expect(
      pageLanguage(['Layla Haddad', 'Studied at الجامعة الأردنية, then worked in Berlin for years']),
    ).toEqual({
      lang: 'en',
      dir: 'ltr',
    });
    expect(pageLanguage([])).toEqual({ lang: 'en', dir: 'ltr' });
  });
});
