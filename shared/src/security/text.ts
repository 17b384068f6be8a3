/*
 * Characters that never belong in stored text. A NUL truncates strings in C libraries, mail clients
 * and logs; C0/C1 controls drive terminals; bidi overrides, embeddings, isolates and marks reorder
 * what is shown ("Trojan Source": a name that reads "Ada" but sorts and matches as something else);
 * BOMs and interlinear annotation marks are invisible; lone surrogates are not text at all.
 * Joiners (U+200C, U+200D) and variation selectors stay: scripts and emoji need them.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const INVISIBLE_FORMAT = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff\ufff9-\ufffb\ufffe\uffff]/g;
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
  return value.replace(LONE_SURROGATES, '').replace(CONTROLS, '').replace(INVISIBLE_FORMAT, '');
}
