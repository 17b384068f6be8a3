import { PAGE_LANGUAGES, translatedResume, type PageLanguageCode, type ResumeData } from '@folio/shared';
import { pageLanguageOf } from '@folio/shared/templates';
import type { PortfolioRecord } from '../storage/types.js';
import { pagePath } from './paths.js';

/** One language a published portfolio is in: the main resume, or one of its translations. */
export interface PageVersion {
  lang: PageLanguageCode;
  resume: ResumeData;
  /** Its address: `/{slug}` for the main language, `/{slug}/{lang}` for a translation. */
  path: string;
  main: boolean;
}

/**
 * The portfolio's languages, the main one first. Translations are served only at a slug (a
 * portfolio still at its first address has just its main language), and one in the main language
 * (the owner changed the main language later) yields to the main resume. A translation made field
 * by field is the main resume in its words, so the main resume's entries, dates and links show in it.
 */
export function pageVersions(portfolio: PortfolioRecord): PageVersion[] {
  const home = pagePath(portfolio);
  const main: PageVersion = {
    lang: pageLanguageOf(portfolio.resume, portfolio.settings).lang,
    resume: portfolio.resume,
    path: home,
    main: true,
  };
  const versions = [main];
  if (!portfolio.slug) return versions;
  for (const t of portfolio.settings.translations ?? []) {
    if (versions.some((v) => v.lang === t.language)) continue;
    versions.push({
      lang: t.language,
      resume: translatedResume(portfolio.resume, t),
      path: `${home}/${t.language}`,
      main: false,
    });
  }
  return versions;
}

/**
 * The version the visitor's browser asks for first (RFC 9110 Accept-Language: by q, then order;
 * `pt-BR` matches `pt`), else the main one.
 */
export function negotiate(versions: readonly PageVersion[], acceptLanguage: string): PageVersion {
  const main = versions[0] as PageVersion;
  if (versions.length === 1 || !acceptLanguage) return main;
  const asked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((a) => a.q > 0 && a.primary !== '')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of asked) {
    if (primary === '*') return main;
    const found = versions.find((v) => v.lang === primary);
    if (found) return found;
  }
  return main;
}

/** The record as the page in `version`'s language renders it: that resume, that language, one page. */
export function inLanguage(portfolio: PortfolioRecord, version: PageVersion): PortfolioRecord {
  if (version.main) return portfolio;
  return {
    ...portfolio,
    resume: version.resume,
    settings: { ...portfolio.settings, language: version.lang, translations: undefined },
  };
}

/** A language's name in itself, for the language switch. */
export const languageName = (lang: PageLanguageCode): string => PAGE_LANGUAGES[lang].name;
