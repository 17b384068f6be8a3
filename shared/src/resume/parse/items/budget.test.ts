import { describe, expect, it } from 'vitest';
import {
  MAX_LINES,
  MAX_LINES_PER_PAGE,
  MAX_PIECES,
  MAX_PIECES_PER_PAGE,
  MAX_TEXT_ITEMS,
  MAX_TEXT_ITEMS_PER_PAGE,
} from '../../../limits.js';
import { checkTextBudget } from './budget.js';
import { ParseError } from '../errors.js';
import { doc, item } from '../testItems.js';
import type { TextItem } from '../types.js';

/** `lines` lines of `pieces` words each (far apart) on every one of `pages` pages. */
function pagesOf(pages: number, lines: number, pieces: number, lettersPerPiece = 1): TextItem[] {
  const items: TextItem[] = [];
  for (let page = 1; page <= pages; page++) {
    for (let line = 0; line < lines; line++) {
      for (let piece = 0; piece < pieces; piece++) {
        for (let letter = 0; letter < lettersPerPiece; letter++) {
          // Letters of a piece touch (width 5 at x + 5n); pieces stand 100 apart.
          items.push(item('a', 10 + piece * 100 + letter * 5, 20 + line, { page, width: 5 }));
        }
      }
    }
  }
  return items;
}

const code = (items: TextItem[]): string | null => {
  try {
    checkTextBudget(doc(items));
    return null;
  } catch (error) {
    return error instanceof ParseError ? error.code : 'other';
  }
};

describe('the text budget', () => {
  it('lets a dense resume through: two pages of 100 lines, a few pieces a line, glyph by glyph', () => {
    expect(code(pagesOf(2, 100, 2, 10))).toBeNull();
  });

  it('refuses a page of too many items, lines or pieces', () => {
    expect(code(pagesOf(1, 100, 1, Math.ceil((MAX_TEXT_ITEMS_PER_PAGE + 1) / 100)))).toBe(
      'pdf_too_much_text',
    );
    expect(code(pagesOf(1, MAX_LINES_PER_PAGE + 1, 1))).toBe('pdf_too_much_text');
    expect(code(pagesOf(1, 100, Math.ceil((MAX_PIECES_PER_PAGE + 1) / 100)))).toBe('pdf_too_much_text');
  });

  it('refuses a document of too many items, lines or pieces in all, each page within its own limit', () => {
    const pagesFor = (total: number, perPage: number) => Math.ceil((total + 1) / perPage);
    expect(code(pagesOf(pagesFor(MAX_TEXT_ITEMS, 7_000), 100, 1, 70))).toBe('pdf_too_much_text');
    expect(code(pagesOf(pagesFor(MAX_LINES, 300), 300, 1))).toBe('pdf_too_much_text');
    expect(code(pagesOf(pagesFor(MAX_PIECES, 400), 100, 4))).toBe('pdf_too_much_text');
  });
});
