import type { PageLanguageCode } from '@folio/shared';

/**
 * Made-up names in every script the parser reads, with the page language each would get: for the
 * Open Graph tests (coverage, shaping, order).
 */
export const SCRIPT_NAMES: { script: string; lang: PageLanguageCode; name: string }[] = [
  { script: 'Arabic', lang: 'ar', name: 'سلمى ناصر' },
  { script: 'Persian', lang: 'fa', name: 'پریسا رحیمی' },
  { script: 'Urdu', lang: 'ur', name: 'عائشہ ملک' },
  { script: 'Hebrew', lang: 'he', name: 'דנה כהן' },
  { script: 'Chinese (simplified)', lang: 'zh', name: '陈思远' },
  { script: 'Chinese (traditional)', lang: 'zh', name: '張偉豪' },
  { script: 'Japanese', lang: 'ja', name: '佐藤 さくら' },
  { script: 'Korean', lang: 'ko', name: '김민지' },
  { script: 'Thai', lang: 'th', name: 'ปรีชา ศรีสุข' },
  { script: 'Devanagari', lang: 'hi', name: 'सुनीता पाल' },
  { script: 'Cyrillic', lang: 'uk', name: 'Олеся Їжакевич' },
  { script: 'Greek', lang: 'el', name: 'Ελένη Παππά' },
  { script: 'Vietnamese', lang: 'vi', name: 'Nguyễn Thị Hương' },
];

/**
 * The name with every letter (a grapheme: a letter with its marks) swapped for a code point no font
 * maps: what a renderer without the script's font draws, box for box. Unassigned code points, one
 * written left to right (in the Greek block) and one right to left (in the Hebrew block), so the
 * boxes stand where the letters would.
 */
export const notdefTwin = (name: string) =>
  [...new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(name)]
    .map(({ segment }) => {
      if (/\s/u.test(segment)) return segment;
      return /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(segment) ? '\u05c8' : '\u0378';
    })
    .join('');
