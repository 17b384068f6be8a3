import type { Part } from '../../entries/entryParts.js';
import { degreeScore, schoolScore } from '../../words/vocab.js';
import { wordCount } from '../../items/text.js';

/*
 * "Bachelor Applied Informatics, NFH", "Master of Physics, parcours optique, ENS de Lyon": a degree and
 * the school that gave it on one line, the school last and named by its initials, which no school
 * word in the vocabulary tells. A last field that carries an acronym and no degree word is the
 * school; a subject ("…, Economics") carries none.
 */

/** A word in capitals of two to six letters: "NFH", "ENS", "UCLA" (not "I", not a shouted word). */
const ACRONYM = /(?:^|\s)\p{Lu}{2,6}(?=\s|$)/u;

/** Splits the school off the end of a degree line; the part as it is when the line is not that. */
export function splitTrailingSchool(p: Part): Part[] {
  const pieces = p.text.split(/,\s+/);
  const last = pieces[pieces.length - 1] ?? '';
  const head = pieces.slice(0, -1).join(', ');
  if (pieces.length < 2 || !degreeScore(pieces[0] ?? '') || schoolScore(p.text)) return [p];
  if (degreeScore(last) || wordCount(last) > 5 || !ACRONYM.test(last)) return [p];
  // The whole line in capitals has no acronyms to tell.
  if (p.text === p.text.toUpperCase()) return [p];
  return [
    { ...p, text: head },
    { ...p, text: last },
  ];
}
