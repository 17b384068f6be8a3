/** The language and direction a published page declares: `<html lang dir>`. */
export interface PageLanguage {
  /** BCP 47 primary tag: 'ar', 'fa', 'ur', 'he', 'zh', 'ja', 'ko', 'th', or 'en' for Latin-script text. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

const LETTERS: [key: string, pattern: RegExp][] = [
  ['arabic', /\p{Script=Arabic}/gu],
  ['hebrew', /\p{Script=Hebrew}/gu],
  ['han', /\p{Script=Han}/gu],
  ['kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/gu],
  ['hangul', /\p{Script=Hangul}/gu],
  ['thai', /\p{Script=Thai}/gu],
  ['latin', /\p{Script=Latin}/gu],
];

/** Letters only Persian (پ چ ژ گ, Persian yeh and kaf) or only Urdu (ٹ ڈ ڑ ں ے) write. */
const PERSIAN = /[\u067E\u0686\u0698\u06AF\u06CC\u06A9]/u;
const URDU = /[\u0679\u0688\u0691\u06BA\u06D2]/u;

/**
 * Which language the resume is written in, from the script most of its letters are in. Only the
 * script can be told reliably, so a Latin-script resume stays 'en'; the others get their language,
 * and Arabic-script, Hebrew and Thai pages get what their fonts and direction need. A few CJK or
 * Arabic words in an English resume (a name, a school) do not make it a CJK or Arabic page.
 */
export function pageLanguage(texts: readonly string[]): PageLanguage {
  const text = texts.join('\n');
  const count: Record<string, number> = {};
  for (const [key, pattern] of LETTERS) count[key] = text.match(pattern)?.length ?? 0;
  const cjk = (count.han ?? 0) + (count.kana ?? 0);
  const candidates: [string, number][] = [
    ['arabic', count.arabic ?? 0],
    ['hebrew', count.hebrew ?? 0],
    ['cjk', cjk],
    ['hangul', count.hangul ?? 0],
    ['thai', count.thai ?? 0],
  ];
  const [script, letters] = candidates.reduce((best, c) => (c[1] > best[1] ? c : best));
  // CJK and Thai words carry more per character than Latin ones: weigh them up before comparing.
  const weight = script === 'arabic' || script === 'hebrew' ? 1 : 3;
  if (letters === 0 || letters * weight < (count.latin ?? 0)) return { lang: 'en', dir: 'ltr' };
  switch (script) {
    case 'arabic':
      return { lang: URDU.test(text) ? 'ur' : PERSIAN.test(text) ? 'fa' : 'ar', dir: 'rtl' };
    case 'hebrew':
      return { lang: 'he', dir: 'rtl' };
    case 'cjk':
      return { lang: (count.kana ?? 0) > 0 ? 'ja' : 'zh', dir: 'ltr' };
    case 'hangul':
      return { lang: 'ko', dir: 'ltr' };
    default:
      return { lang: 'th', dir: 'ltr' };
  }
}
