/*
 * Characters that never belong in stored text. A NUL truncates strings in C libraries, mail clients
 * and logs; C0/C1 controls drive terminals; bidi overrides, embeddings, isolates and marks reorder
 * what is shown ("Trojan Source": a name that reads "Ada" but sorts and matches as something else);
 * BOMs, zero-width spaces, word joiners, soft hyphens and every other format character (\p{Cf})
 * show nothing, so a field of them would be stored yet look empty; lone surrogates are not text.
 * Kept only where something needs them: joiners (U+200C, U+200D) between letters (Persian, Indic)
 * or inside emoji sequences, tag characters of a subdivision flag, and the Arabic number signs
 * (visible marks). Variation selectors are not format characters and stay.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const NONCHARACTERS = /[\ufffe\uffff]/g;
const FORMAT = /\p{Cf}/gu;
/** Prepended concatenation marks: format characters with a glyph of their own. */
const VISIBLE_FORMAT = /^[\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u{110bd}\u{110cd}]$/u;
const LETTER_BEFORE = /[\p{L}\p{M}]$/u;
const LETTER_AFTER = /^[\p{L}\p{M}]/u;
const EMOJI_BEFORE = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f]$/u;
const EMOJI_AFTER = /^\p{Extended_Pictographic}/u;
/** A black flag and the tags so far: a subdivision flag (🏴 + tag letters + cancel tag). */
const FLAG_TAGS_BEFORE = /\u{1f3f4}[\u{e0020}-\u{e007e}]*$/u;
/** Far enough back for the longest sequence any test above looks at. */
const CONTEXT = 80;
const LINE_BREAKS = /\r\n?|[\u2028\u2029\u0085]/g;

/** Text for a one-line field (names, titles, labels): unsafe characters removed, breaks become spaces. */
export function singleLine(value: string): string {
  return clean(value.replace(/[\t\n\r\u2028\u2029\u0085]+/g, ' '));
}

/** Text for a field that may span lines (descriptions, messages): keeps \n and \t, removes the rest. */
export function multiLine(value: string): string {
  return clean(value.replace(LINE_BREAKS, '\n'));
}

/** Whether the text holds anything `singleLine` would remove or change. */
export function hasUnsafeCharacters(value: string): boolean {
  return singleLine(value) !== value;
}

const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function clean(value: string): string {
  return dropFormat(value.replace(LONE_SURROGATES, '').replace(CONTROLS, '').replace(NONCHARACTERS, ''));
}

function dropFormat(value: string): string {
  return value.replace(FORMAT, (char: string, at: number) => {
    if (VISIBLE_FORMAT.test(char)) return char;
    const before = value.slice(Math.max(0, at - CONTEXT), at);
    const after = value.slice(at + char.length, at + char.length + 2);
    if (char === '\u200c' || char === '\u200d') {
      if (LETTER_BEFORE.test(before) && LETTER_AFTER.test(after)) return char;
      if (char === '\u200d' && EMOJI_BEFORE.test(before) && EMOJI_AFTER.test(after)) return char;
      return '';
    }
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xe0020 && code <= 0xe007f && FLAG_TAGS_BEFORE.test(before)) return char;
    return '';
  });
}
