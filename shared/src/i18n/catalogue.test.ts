import { describe, expect, it } from 'vitest';
import { PAGE_MESSAGES, pageLocale } from './catalogue.js';
import { PAGE_LANGUAGE_CODES, PAGE_LANGUAGES } from './codes.js';
import { around, fill, plural } from './format.js';
import type { PluralMessage } from './messages.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const isPlural = (v: unknown): v is PluralMessage => typeof v === 'object' && v !== null;

describe('the page message catalogue', () => {
  it('speaks at least twenty languages, right-to-left ones among them', () => {
    expect(PAGE_LANGUAGE_CODES.length).toBeGreaterThanOrEqual(20);
    const rtl = PAGE_LANGUAGE_CODES.filter((c) => PAGE_LANGUAGES[c].dir === 'rtl');
    expect(rtl).toEqual(expect.arrayContaining(['ar', 'fa', 'he', 'ur']));
  });

  it.each(PAGE_LANGUAGE_CODES.filter((c) => c !== 'en'))(
    '%s translates every message, keeping its placeholders',
    (code) => {
      const en = PAGE_MESSAGES.en;
      const messages = PAGE_MESSAGES[code];
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        const source = en[key];
        const target = messages[key];
        if (isPlural(source)) {
          expect(isPlural(target), key).toBe(true);
          if (!isPlural(target)) continue;
          expect(target.other.trim(), key).not.toBe('');
          // Every plural form that fills a count keeps the same placeholder set as English's.
          for (const form of Object.values(target)) {
            expect(
              placeholders(form).every((p) => p === 'count'),
              key,
            ).toBe(true);
          }
        } else {
          expect(typeof target, key).toBe('string');
          if (typeof target !== 'string') continue;
          expect(target.trim(), key).not.toBe('');
          expect(placeholders(target), `${code}.${key}`).toEqual(placeholders(source));
        }
      }
    },
  );

  it('gives English for a language it does not have', () => {
    expect(pageLocale('xx')).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(pageLocale('he')).toMatchObject({ lang: 'he', dir: 'rtl' });
  });

  it('fills placeholders, splits around one, and picks plural forms by language', () => {
    expect(fill('Send {name} a message', { name: 'Ana' })).toBe('Send Ana a message');
    expect(fill('Project {n}', {})).toBe('Project {n}');
    expect(around('Or {link} below.', 'link')).toEqual(['Or ', ' below.']);
    expect(plural('en', PAGE_MESSAGES.en.skillCount, 1)).toBe('1 skill');
    expect(plural('ru', PAGE_MESSAGES.ru.skillCount, 5)).toBe('5 навыков');
    expect(plural('ru', PAGE_MESSAGES.ru.skillCount, 3)).toBe('3 навыка');
    expect(plural('ar', PAGE_MESSAGES.ar.skillCount, 2)).toBe('مهارتان');
  });
});
