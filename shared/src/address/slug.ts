/**
 * A portfolio's name-like address, `/{slug}` (issue 26 item 4).
 *
 * Decision: a slug is lower case, NFC, letters and digits of ONE writing system with single hyphens
 * between words, 2–60 characters. Latin, Cyrillic and Greek names become ASCII by default
 * (`José Núñez` → `jose-nunez`, `Анна Петрова` → `anna-petrova`): those have one transliteration
 * people read back without surprise. Names in other scripts (Arabic, Hebrew, Devanagari, Thai, CJK,
 * Hangul…) stay in their own letters, since a guessed romanisation (pinyin without a dictionary,
 * Arabic without its vowels) would be an address the owner cannot say; such a slug travels
 * percent-encoded (`encodeURIComponent`) and browsers show it in its letters. An owner may choose any
 * valid slug, ASCII or not.
 *
 * One writing system per slug, so nobody can take a lookalike of another person's address by mixing
 * a Cyrillic "а" into a Latin name. Compared case-insensitively because it is stored lower-cased.
 */

export const SLUG_MIN = 2;
export const SLUG_MAX = 60;

/** Writing systems told apart; Han, kana and Hangul count as one (Japanese and Korean names mix them). */
const SCRIPTS: [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]/u],
];

function scriptOf(char: string): string {
  for (const [name, pattern] of SCRIPTS) if (pattern.test(char)) return name;
  return 'Other';
}

/** Lower case, NFC, spaces and underscores as single hyphens: what a typed slug is compared as. */
export function normalizeSlug(input: string): string {
  return input
    .normalize('NFC')
    .toLowerCase()
    .trim()
    .replace(/[\s_]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

export type SlugProblem = 'length' | 'characters' | 'scripts' | 'reserved';

/** What is wrong with a normalised slug, or null when it is a valid one (reserved words apart). */
export function slugProblem(slug: string, reserved: ReadonlySet<string> = new Set()): SlugProblem | null {
  const length = [...slug].length;
  if (length < SLUG_MIN || length > SLUG_MAX) return 'length';
  // Letters, their combining marks (Devanagari and Thai need them), digits; hyphens only between.
  if (!/^[\p{L}\p{M}\p{Nd}]+(-[\p{L}\p{M}\p{Nd}]+)*$/u.test(slug)) return 'characters';
  if (/\p{Lu}/u.test(slug)) return 'characters';
  const scripts = new Set([...slug].filter((c) => /\p{L}/u.test(c)).map(scriptOf));
  if (scripts.has('Other') || scripts.size > 1) return 'scripts';
  if (reserved.has(slug)) return 'reserved';
  return null;
}

export const SLUG_PROBLEM_TEXT: Record<SlugProblem, string> = {
  length: `An address has ${SLUG_MIN} to ${SLUG_MAX} characters.`,
  characters: 'An address has letters and digits, with single hyphens between words.',
  scripts: 'An address uses the letters of one alphabet only.',
  reserved: 'This address is used by Folio itself. Choose another.',
};

/** Letters with no decomposition into a base letter and an accent. */
const LATIN_EXTRA: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

/** The common romanisation (as in passports) of Russian, Ukrainian, Belarusian, Bulgarian and Serbian letters. */
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', ђ: 'dj', е: 'e', ё: 'e', є: 'ye', ж: 'zh', з: 'z',
  и: 'i', і: 'i', ї: 'yi', й: 'y', ј: 'j', к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o',
  п: 'p', р: 'r', с: 's', т: 't', ћ: 'c', у: 'u', ў: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', џ: 'dz',
  ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
}; // prettier-ignore

const GREEK: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm',
  ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps',
  ω: 'o',
}; // prettier-ignore

/** Latin, Cyrillic and Greek letters as ASCII; anything else unchanged. */
function romanise(text: string): string {
  let out = '';
  // Whole letters first (й and ї are letters of their own, not и and і with an accent).
  // Greek's one common digraph (ELOT 743): ου is "ou", not "oy".
  for (const char of text.toLowerCase().normalize('NFC').replace(/ο[υύ]/g, 'ou')) {
    const known = LATIN_EXTRA[char] ?? CYRILLIC[char] ?? GREEK[char];
    if (known !== undefined) {
      out += known;
      continue;
    }
    const [base = char, ...marks] = char.normalize('NFD');
    const romanised = LATIN_EXTRA[base] ?? GREEK[base] ?? CYRILLIC[base];
    // An accented Latin or Greek letter loses its accent; other scripts keep their marks.
    if (romanised !== undefined) out += romanised;
    else if (/\p{Script=Latin}/u.test(base)) out += base;
    else out += [base, ...marks].join('');
  }
  return out.normalize('NFC');
}

/**
 * The slug a name gets by default ('' when nothing usable is left). A name mixing scripts keeps its
 * longest valid run of one script's words, so "Mei Chen 陈美" gives "mei-chen".
 */
export function slugFromName(name: string): string {
  const words = romanise(name)
    .replace(/[^\p{L}\p{M}\p{Nd}]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  // Words of one script together, the first such group that is long enough.
  const groups: string[][] = [];
  let script = '';
  for (const word of words) {
    const letter = [...word].find((c) => /\p{L}/u.test(c));
    const s = letter ? scriptOf(letter) : script;
    if (groups.length === 0 || s !== script) groups.push([]);
    groups.at(-1)?.push(word);
    script = s;
  }
  for (const group of groups) {
    const slug = normalizeSlug([...group.join('-')].slice(0, SLUG_MAX).join(''));
    if (slugProblem(slug) === null) return slug;
  }
  return '';
}

/** The slug as a URL path: `/{slug}`, percent-encoded when it is not ASCII. */
export const slugPath = (slug: string): string => `/${encodeURIComponent(slug)}`;
