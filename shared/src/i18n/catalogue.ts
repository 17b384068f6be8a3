import { isPageLanguage, PAGE_LANGUAGES, type PageLanguageCode } from './codes.js';
import type { PageMessages } from './messages.js';
import { ar } from './locales/ar.js';
import { cs } from './locales/cs.js';
import { de } from './locales/de.js';
import { el } from './locales/el.js';
import { en } from './locales/en.js';
import { es } from './locales/es.js';
import { fa } from './locales/fa.js';
import { fr } from './locales/fr.js';
import { he } from './locales/he.js';
import { hi } from './locales/hi.js';
import { it } from './locales/it.js';
import { ja } from './locales/ja.js';
import { ko } from './locales/ko.js';
import { nl } from './locales/nl.js';
import { pl } from './locales/pl.js';
import { pt } from './locales/pt.js';
import { ro } from './locales/ro.js';
import { ru } from './locales/ru.js';
import { sv } from './locales/sv.js';
import { th } from './locales/th.js';
import { tr } from './locales/tr.js';
import { uk } from './locales/uk.js';
import { ur } from './locales/ur.js';
import { vi } from './locales/vi.js';
import { zh } from './locales/zh.js';

/** Every page language's messages; adding a language to codes.ts fails the type check until it has them. */
export const PAGE_MESSAGES: Record<PageLanguageCode, PageMessages> = {
  en,
  de,
  fr,
  es,
  pt,
  it,
  nl,
  sv,
  pl,
  cs,
  ro,
  tr,
  vi,
  el,
  ru,
  uk,
  ar,
  fa,
  ur,
  he,
  hi,
  ja,
  ko,
  zh,
  th,
};

export interface PageLocale {
  lang: PageLanguageCode;
  dir: 'ltr' | 'rtl';
  messages: PageMessages;
}

/** The locale for a language tag; an unknown one speaks English rather than failing a page. */
export function pageLocale(lang: string): PageLocale {
  const code: PageLanguageCode = isPageLanguage(lang) ? lang : 'en';
  return { lang: code, dir: PAGE_LANGUAGES[code].dir, messages: PAGE_MESSAGES[code] };
}
