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

describe('pageLanguage beyond scripts', () => {
  it.each([
    [
      'ru',
      'Опыт работы',
      'Разработчик интерфейсов. Проектировал и запускал веб-приложения для банков и магазинов.',
    ],
    ['uk', 'Досвід роботи', 'Розробниця інтерфейсів. Проєктувала й запускала застосунки для їхніх клієнтів.'],
    ['el', 'Εμπειρία', 'Μηχανικός λογισμικού με εμπειρία σε εφαρμογές ιστού.'],
    ['hi', 'अनुभव', 'सॉफ़्टवेयर इंजीनियर, वेब एप्लिकेशन बनाने का अनुभव।'],
    [
      'de',
      'Berufserfahrung',
      'Entwicklerin mit Erfahrung in der Gestaltung von Oberflächen für den Handel und die Verwaltung.',
    ],
    [
      'fr',
      'Expérience',
      'Développeuse avec une expérience dans la conception des interfaces pour le commerce et les services.',
    ],
    [
      'pl',
      'Doświadczenie',
      'Programistka z doświadczeniem w projektowaniu interfejsów dla handlu oraz administracji, jako liderka.',
    ],
  ])('tells %s', (lang, heading, text) => {
    expect(pageLanguage([heading, text]).lang).toBe(lang);
  });

  it('calls an Arabic resume Arabic even when its font wrote Persian yeh and keheh', () => {
    // "مهندسة برمجيات في شركة كبيرة" with U+06CC for ي and U+06A9 for ك, as some PDF fonts extract it.
    const text = 'مهندسة برمج\u06CCات ف\u06CC شر\u06A9ة \u06A9ب\u06CCرة للتقن\u06CCة';
    expect(pageLanguage([text])).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(pageLanguage(['طراح رابط کاربری با تجربه در پروژه‌های بزرگ'])).toEqual({ lang: 'fa', dir: 'rtl' });
  });
});
