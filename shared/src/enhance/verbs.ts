import { IRREGULAR_PAST, PARTICIPLE_PAST } from './vocabulary.js';

/** Small English verb inflection, enough for the wording rules. Unknown words fall back to regular forms. */

const VOWEL = /[aeiou]/;

function isShortCvc(word: string): boolean {
  // "plan" → "planned", "run" → "running": one syllable ending consonant-vowel-consonant.
  const groups = word.match(/[aeiouy]+/g) ?? [];
  if (groups.length !== 1 || word.length > 4) return false;
  const [a, b, c] = word.slice(-3);
  return !!a && !!b && !!c && !VOWEL.test(a) && VOWEL.test(b) && !VOWEL.test(c) && !/[wxy]/.test(c);
}

/** "build" → "built", "manage" → "managed", "plan" → "planned", "apply" → "applied". */
export function pastOfBase(base: string): string {
  const word = base.toLowerCase();
  const irregular = IRREGULAR_PAST[word];
  if (irregular) return irregular;
  if (word.endsWith('e')) return `${word}d`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ied`;
  if (isShortCvc(word)) return `${word}${word.slice(-1)}ed`;
  return `${word}ed`;
}

/** "build" → "building", "create" → "creating", "run" → "running". */
export function gerundOfBase(base: string): string {
  const word = base.toLowerCase();
  if (word.endsWith('ie')) return `${word.slice(0, -2)}ying`;
  if (word.endsWith('ee')) return `${word}ing`;
  if (word.endsWith('e') && word.length > 2) return `${word.slice(0, -1)}ing`;
  if (isShortCvc(word)) return `${word}${word.slice(-1)}ing`;
  return `${word}ing`;
}

/** "managing" → "managed", "writing" → "wrote", "running" → "ran"; null when not an -ing word. */
export function pastOfGerund(gerund: string): string | null {
  const word = gerund.toLowerCase();
  if (!word.endsWith('ing') || word.length < 5) return null;
  const stem = word.slice(0, -3);
  const undoubled = /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : null;
  for (const candidate of [stem, `${stem}e`, undoubled]) {
    if (candidate && IRREGULAR_PAST[candidate]) return IRREGULAR_PAST[candidate];
  }
  if (/[^aeiou]y$/.test(stem)) return `${stem.slice(0, -1)}ied`;
  if (stem.endsWith('ee')) return `${stem}d`;
  return `${stem}ed`;
}

/** "written" → "wrote", "designed" → "designed". */
export function pastOfParticiple(participle: string): string {
  const word = participle.toLowerCase();
  return PARTICIPLE_PAST[word] ?? word;
}
