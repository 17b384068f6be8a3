/**
 * Every language a published page can speak, without its messages (catalogue.ts has those), so the
 * editor's language menu and the settings schema do not carry every translation along.
 *
 * The languages the resume parser reads headings in (parse/headingWords.ts, headingWordsWorld.ts) that
 * the page-language detector (templates/script.ts) tells apart, and Urdu because the detector names it.
 * BCP 47 primary tags, which is also what `<html lang>` says; `name` is the language's name in itself.
 */
export const PAGE_LANGUAGES = {
  en: { name: 'English', dir: 'ltr' },
  de: { name: 'Deutsch', dir: 'ltr' },
  fr: { name: 'Français', dir: 'ltr' },
  es: { name: 'Español', dir: 'ltr' },
  pt: { name: 'Português', dir: 'ltr' },
  it: { name: 'Italiano', dir: 'ltr' },
  nl: { name: 'Nederlands', dir: 'ltr' },
  sv: { name: 'Svenska', dir: 'ltr' },
  pl: { name: 'Polski', dir: 'ltr' },
  cs: { name: 'Čeština', dir: 'ltr' },
  ro: { name: 'Română', dir: 'ltr' },
  tr: { name: 'Türkçe', dir: 'ltr' },
  vi: { name: 'Tiếng Việt', dir: 'ltr' },
  el: { name: 'Ελληνικά', dir: 'ltr' },
  ru: { name: 'Русский', dir: 'ltr' },
  uk: { name: 'Українська', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
  fa: { name: 'فارسی', dir: 'rtl' },
  ur: { name: 'اردو', dir: 'rtl' },
  he: { name: 'עברית', dir: 'rtl' },
  hi: { name: 'हिन्दी', dir: 'ltr' },
  ja: { name: '日本語', dir: 'ltr' },
  ko: { name: '한국어', dir: 'ltr' },
  zh: { name: '中文', dir: 'ltr' },
  th: { name: 'ไทย', dir: 'ltr' },
} as const satisfies Record<string, { name: string; dir: 'ltr' | 'rtl' }>;

export type PageLanguageCode = keyof typeof PAGE_LANGUAGES;
export const PAGE_LANGUAGE_CODES = Object.keys(PAGE_LANGUAGES) as [PageLanguageCode, ...PageLanguageCode[]];

export function isPageLanguage(value: string): value is PageLanguageCode {
  return Object.hasOwn(PAGE_LANGUAGES, value);
}
