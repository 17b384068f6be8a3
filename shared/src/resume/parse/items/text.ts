/** Character-level clean-up shared by every step. */

// Word exports draw one hyphen as "-", a soft hyphen and U+2010 together; collapse any such run.
const HYPHEN_RUN = /[-\u00ad\u2010\u2011]*[\u00ad\u2010\u2011][-\u00ad\u2010\u2011]*/g;
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;
// Fonts without a ToUnicode entry for a ligature glyph come out as U+0000; "fi" is by far the most
// common ligature, "fl" when the next letters make an "fl…" word.
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what pdf.js emits for these glyphs
const LIGATURE_HOLE = /\u0000(?=(ow|ex|uen|ash|at|ag|oor|ight|ore|y|u[ei]|ame|ank|ee|ip|oat)?)/g;

// A letter of any script but Latin (and not a digit or punctuation).
const OTHER_SCRIPT = /(?!\p{Script=Latin})\p{L}|\p{M}/u;

/** Normalises one pdf.js text run: ligatures, odd hyphens and spaces, zero-width and control characters. */
export function normalizeItemText(raw: string): string {
  return (
    raw
      .replace(LIGATURE_HOLE, (_hole, fl: string | undefined, at: number, all: string) =>
        // Thai, Indic and other scripts lose marks the same way; "fi" is only a guess among Latin letters.
        OTHER_SCRIPT.test(all[at - 1] ?? '') || OTHER_SCRIPT.test(all[at + 1] ?? '') ? '' : fl ? 'fl' : 'fi',
      )
      .normalize('NFKC')
      .replace(HYPHEN_RUN, '-')
      .replace(ZERO_WIDTH, '')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/[\t\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
  );
}

// TeX sets an accent as its own glyph before the letter ("Zieli´nska", "In˙zynier"); NFKC turns the
// spacing accent into a space and a combining mark. A mark after a space belongs to the next letter.
const LOOSE_ACCENT = /\s+([\u0300-\u036f]+)\s*(\p{L})/gu;

/** Puts accents that a PDF placed before their letter back on it: "Zieli ́nska" → "Zielińska". */
export function attachLooseAccents(text: string): string {
  if (!/[\u0300-\u036f]/.test(text)) return text;
  return text.replace(LOOSE_ACCENT, (_m, marks: string, letter: string) =>
    `${letter}${marks}`.normalize('NFC'),
  );
}

/** Icon glyphs: private-use code points, pictographs and the geometric shapes icon fonts use. */
export function isIconText(text: string): boolean {
  const t = text.trim();
  if (!t) return false;
  return [...t].every((ch) => isIconChar(ch));
}

export function isIconChar(ch: string): boolean {
  const cp = ch.codePointAt(0) ?? 0;
  return (
    (cp >= 0xe000 && cp <= 0xf8ff) ||
    cp >= 0xf0000 ||
    (cp >= 0x1f300 && cp <= 0x1faff) ||
    (cp >= 0x2600 && cp <= 0x27bf && cp !== 0x2713) ||
    (cp >= 0x1f000 && cp <= 0x1f2ff)
  );
}

/** Glyphs that start a bullet point. */
export const BULLET_CHARS = '•●○◦▪▫■□‣⁃∙·・･◎◆◇►▸▹▶➢➤✓✔❖⦿⚫⚬*-–—>';
const BULLET_START = new RegExp(`^\\s*[${BULLET_CHARS.replace('-', '\\-')}]\\s*`);

export function startsWithBullet(text: string): boolean {
  return BULLET_START.test(text) && !/^\s*[-–—]\s*\d/.test(text) && !/^\s*\*\*/.test(text);
}

export function stripBullet(text: string): string {
  return text.replace(BULLET_START, '').trim();
}

/** "E X P E R I E N C E" → "EXPERIENCE"; "W O R K  E X P" → "WORK EXP". Leaves normal text alone. */
export function collapseLetterSpacing(text: string): string {
  const tokens = text.trim().split(/\s+/);
  const singles = tokens.filter((t) => [...t].length === 1).length;
  if (tokens.length < 4 || singles / tokens.length < 0.7) return text.trim();
  // Word breaks in letter-spaced text show as wider gaps (two or more spaces) when pdf.js kept them.
  const words = text
    .trim()
    .split(/\s{2,}/)
    .map((w) => w.replace(/\s+/g, ''));
  return words.join(' ');
}

/** Lower case, accents kept, punctuation to spaces, whitespace collapsed: for dictionary look-ups. */
export function keyOf(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

const foldedCache = new Map<string, string>();

/** `keyOf` without accents: "Expérience" and "Experience" meet here. */
export function foldedKeyOf(text: string): string {
  const cached = foldedCache.get(text);
  if (cached !== undefined) return cached;
  const folded = foldText(text);
  if (foldedCache.size > 4000) foldedCache.clear();
  foldedCache.set(text, folded);
  return folded;
}

function foldText(text: string): string {
  // A tatweel (kashida) only stretches an Arabic word to fill its line; it is no letter.
  return keyOf(text.replace(/\u0640/g, ''))
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss');
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function letterCount(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).length;
}

/** True when every cased letter is upper case and there are at least two letters. */
export function isAllCaps(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const cased = letters.filter((c) => c.toLowerCase() !== c.toUpperCase());
  return cased.length >= 2 && cased.every((c) => c === c.toUpperCase());
}

export function hasCjk(text: string): boolean {
  return /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(text);
}

export function cleanSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Trims separators and stray punctuation from both ends of a field value. */
export function trimField(text: string): string {
  return cleanSpaces(text)
    .replace(/^[\s,;:|·•–—\-/]+/, '')
    .replace(/[\s,;:|·•–—\-/]+$/, '')
    .trim();
}
