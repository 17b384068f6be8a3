/*
 * Right-to-left text (Arabic, Persian, Hebrew) in a PDF is drawn in visual order: the first word of a
 * line sits at its right end. pdf.js puts the letters inside one item in logical order, but the items
 * of a row (words, or single glyphs from some producers) and the columns of a page still come left
 * to right. These helpers give the logical order, following the bidi rules at the level of runs:
 * a row whose letters are mostly right-to-left reads right to left, except that consecutive Latin or
 * number runs ("Adobe Illustrator", "2019 - 2021") keep their own left-to-right order.
 */

// Hebrew and Arabic-script letters; the Arabic-Indic digits are numbers, which run left to right.
const RTL_CHAR = /[\u0590-\u065f\u066a-\u06ef\u06fa-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/gu;
const LETTER = /\p{L}/gu;

function counts(text: string): { rtl: number; ltr: number } {
  const rtl = text.match(RTL_CHAR)?.length ?? 0;
  const ltr = (text.match(LETTER)?.length ?? 0) - rtl;
  return { rtl, ltr };
}

/** True when most letters of the text are right-to-left (numbers are weak: they do not count). */
export function isRtlText(text: string): boolean {
  const { rtl, ltr } = counts(text);
  return rtl > 0 && rtl >= ltr;
}

type Strength = 'R' | 'L' | 'N';

function strength(text: string): Strength {
  const { rtl, ltr } = counts(text);
  return rtl > 0 ? 'R' : ltr > 0 || /\p{N}/u.test(text) ? 'L' : 'N';
}

/**
 * Logical order of parts given left to right (visual order) in a right-to-left row: runs reversed,
 * right-to-left parts read right to left, left-to-right runs kept as they are. A neutral part
 * ("|", "-", "•") between two left-to-right parts belongs to their run, else to the row's direction.
 */
export function logicalOrder<T>(visual: T[], textOf: (part: T) => string): T[] {
  const kinds = visual.map((p) => strength(textOf(p)));
  const resolved = kinds.map((k, i) => {
    if (k !== 'N') return k;
    const before = kinds
      .slice(0, i)
      .reverse()
      .find((s) => s !== 'N');
    const after = kinds.slice(i + 1).find((s) => s !== 'N');
    return before === 'L' && after === 'L' ? 'L' : 'R';
  });
  const runs: { ltr: boolean; parts: T[] }[] = [];
  visual.forEach((part, i) => {
    const ltr = resolved[i] === 'L';
    const last = runs[runs.length - 1];
    if (last && last.ltr === ltr) last.parts.push(part);
    else runs.push({ ltr, parts: [part] });
  });
  return runs.reverse().flatMap((run) => (run.ltr ? run.parts : [...run.parts].reverse()));
}
