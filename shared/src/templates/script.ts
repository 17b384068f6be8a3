import { PAGE_LANGUAGES, type PageLanguageCode } from '../i18n/codes.js';

/** The language and direction a published page declares: `<html lang dir>`. */
export interface PageLanguage {
  /** BCP 47 primary tag, one of the page catalogue's languages (i18n/catalogue.ts). */
  lang: PageLanguageCode;
  dir: 'ltr' | 'rtl';
}

const LETTERS: [key: string, pattern: RegExp][] = [
  ['arabic', /\p{Script=Arabic}/gu],
  ['hebrew', /\p{Script=Hebrew}/gu],
  ['han', /\p{Script=Han}/gu],
  ['kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/gu],
  ['hangul', /\p{Script=Hangul}/gu],
  ['thai', /\p{Script=Thai}/gu],
  ['cyrillic', /\p{Script=Cyrillic}/gu],
  ['greek', /\p{Script=Greek}/gu],
  ['devanagari', /\p{Script=Devanagari}/gu],
  ['latin', /\p{Script=Latin}/gu],
];

/**
 * Letters only Persian writes (پ چ ژ گ) and only Urdu (ٹ ڈ ڑ ں ے). Persian yeh and keheh (ی ک) are
 * not among them: many Arabic PDF fonts map their yeh and kaf to those code points, which made
 * Arabic resumes read as Persian. Teh marbuta (ة), common in Arabic and rare in Persian, settles it.
 */
const PERSIAN = /[\u067E\u0686\u0698\u06AF]/gu;
const URDU = /[\u0679\u0688\u0691\u06BA\u06D2]/gu;
const TEH_MARBUTA = /\u0629/gu;
/** Letters Ukrainian has and Russian does not (і ї є ґ). */
const UKRAINIAN = /[іїєґІЇЄҐ]/gu;

/**
 * Common words of the Latin-script languages the page speaks: function words and the section headings
 * every resume prints. A word several languages share counts for each.
 */
const LATIN_WORDS: Partial<Record<PageLanguageCode, string>> = {
  en: 'the and of to in for with on at from experience skills education projects summary',
  de: 'und der die das mit für von im bei zur zum auf berufserfahrung kenntnisse ausbildung projekte',
  fr: 'et le la les des du pour avec une dans sur expérience compétences formation projets',
  es: 'y el los las del para con por una en experiencia habilidades formación educación proyectos',
  pt: 'e o os da do das dos em no na para com uma experiência competências formação projetos',
  it: 'e il di della dei per con nel nella una esperienza competenze formazione progetti',
  nl: 'en de het van met voor een op bij werkervaring vaardigheden opleiding projecten',
  sv: 'och att för med på som av till erfarenhet kompetenser utbildning projekt',
  pl: 'i w na z do oraz się dla jako doświadczenie umiejętności wykształcenie projekty',
  cs: 'a v na s se do pro jako zkušenosti dovednosti vzdělání projekty',
  ro: 'și în de la cu pentru din experiență competențe educație proiecte',
  tr: 've bir ile için bu da olarak deneyim yetenekler eğitim projeler',
  vi: 'và của các cho với trong được kinh nghiệm kỹ năng học vấn dự án',
};
const WORD_LANGS = new Map<string, PageLanguageCode[]>();
for (const [lang, words] of Object.entries(LATIN_WORDS) as [PageLanguageCode, string][]) {
  for (const word of words.split(' ')) WORD_LANGS.set(word, [...(WORD_LANGS.get(word) ?? []), lang]);
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const of = (lang: PageLanguageCode): PageLanguage => ({ lang, dir: PAGE_LANGUAGES[lang].dir });

/**
 * Which language the resume is written in: the script most of its letters are in, then, within a
 * script several languages share, their own letters (Persian, Urdu, Ukrainian) or their common words
 * (Latin-script languages). A few CJK or Arabic words in an English resume (a name, a school) do not
 * make it a CJK or Arabic page; a Latin-script resume whose words say nothing stays English.
 */
export function pageLanguage(texts: readonly string[]): PageLanguage {
  const text = texts.join('\n');
  const letters: Record<string, number> = {};
  for (const [key, pattern] of LETTERS) letters[key] = count(text, pattern);
  const candidates: [string, number][] = [
    ['arabic', letters.arabic ?? 0],
    ['hebrew', letters.hebrew ?? 0],
    ['cjk', (letters.han ?? 0) + (letters.kana ?? 0)],
    ['hangul', letters.hangul ?? 0],
    ['thai', letters.thai ?? 0],
    ['cyrillic', letters.cyrillic ?? 0],
    ['greek', letters.greek ?? 0],
    ['devanagari', letters.devanagari ?? 0],
  ];
  const [script, found] = candidates.reduce((best, c) => (c[1] > best[1] ? c : best));
  // CJK and Thai words carry more per character than Latin ones: weigh them up before comparing.
  const weight = script === 'cjk' || script === 'hangul' || script === 'thai' ? 3 : 1;
  if (found === 0 || found * weight < (letters.latin ?? 0)) return latinLanguage(text);
  switch (script) {
    case 'arabic': {
      if (count(text, URDU) > 0) return of('ur');
      return of(count(text, PERSIAN) > count(text, TEH_MARBUTA) ? 'fa' : 'ar');
    }
    case 'hebrew':
      return of('he');
    case 'cjk':
      return of((letters.kana ?? 0) > 0 ? 'ja' : 'zh');
    case 'hangul':
      return of('ko');
    case 'thai':
      return of('th');
    case 'cyrillic':
      return of(count(text, UKRAINIAN) > 0 ? 'uk' : 'ru');
    case 'greek':
      return of('el');
    default:
      return of('hi');
  }
}

/** The Latin-script language whose common words the text uses most; English when none stands out. */
function latinLanguage(text: string): PageLanguage {
  const votes = new Map<PageLanguageCode, number>();
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    for (const lang of WORD_LANGS.get(word) ?? []) votes.set(lang, (votes.get(lang) ?? 0) + 1);
  }
  let best: PageLanguageCode = 'en';
  let bestVotes = 0;
  for (const [lang, n] of votes) {
    if (n > bestVotes) [best, bestVotes] = [lang, n];
  }
  // A handful of shared little words ("a", "e", "de") is not evidence; a few sentences are.
  return bestVotes >= 4 && bestVotes > (votes.get('en') ?? 0) ? of(best) : of('en');
}
