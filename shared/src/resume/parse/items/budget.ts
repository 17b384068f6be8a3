import {
  MAX_LINES,
  MAX_LINES_PER_PAGE,
  MAX_PIECES,
  MAX_PIECES_PER_PAGE,
  MAX_TEXT_ITEMS,
  MAX_TEXT_ITEMS_PER_PAGE,
} from '../../../limits.js';
import { ParseError } from '../errors.js';
import type { ExtractedDocument, TextItem } from '../types.js';

/*
 * The parser's text budget (limits.ts). The later stages compare the pieces of text on a page with
 * each other, so their cost grows much faster than the text: a PDF built to hold hundreds of
 * thousands of positioned pieces kept a parser busy for a minute. Pages are counted as they are read
 * (extract.ts stops early) and the whole document once more at the core's entry (pipeline.ts), so
 * every way in — the browser worker, the server's worker thread, the CLI — is bounded the same way.
 */

/** A gap wider than this many font sizes starts a new piece (the line builder splits at 1.4). */
const PIECE_GAP_EM = 1;

/** Counts text page by page; throws ParseError('pdf_too_much_text') once a limit is passed. */
export class TextBudget {
  #items = 0;
  #lines = 0;
  #pieces = 0;

  /** Adds one page's items. */
  addPage(items: readonly TextItem[]): void {
    if (items.length > MAX_TEXT_ITEMS_PER_PAGE) throw tooMuchText();
    this.#items += items.length;
    if (this.#items > MAX_TEXT_ITEMS) throw tooMuchText();
    const rows = rowsOf(items);
    if (rows.length > MAX_LINES_PER_PAGE) throw tooMuchText();
    this.#lines += rows.length;
    if (this.#lines > MAX_LINES) throw tooMuchText();
    let pieces = 0;
    for (const row of rows) pieces += piecesOf(row);
    if (pieces > MAX_PIECES_PER_PAGE) throw tooMuchText();
    this.#pieces += pieces;
    if (this.#pieces > MAX_PIECES) throw tooMuchText();
  }
}

/** Checks a whole extracted document against the budget (its items may come in any page order). */
export function checkTextBudget(doc: ExtractedDocument): void {
  if (doc.items.length > MAX_TEXT_ITEMS) throw tooMuchText();
  const budget = new TextBudget();
  for (const items of groupBy(doc.items, (item) => item.page)) budget.addPage(items);
}

/** The page's items by whole-point baseline: about the rows the line builder makes. */
function rowsOf(items: readonly TextItem[]): TextItem[][] {
  return groupBy(items, (item) => Math.round(item.baseline));
}

function piecesOf(row: TextItem[]): number {
  row.sort((a, b) => a.x - b.x);
  let pieces = 0;
  let right = -Infinity;
  for (const item of row) {
    if (item.x - right > PIECE_GAP_EM * item.fontSize) pieces += 1;
    right = Math.max(right, item.x + item.w);
  }
  return pieces;
}

function groupBy<K>(items: readonly TextItem[], key: (item: TextItem) => K): TextItem[][] {
  const groups = new Map<K, TextItem[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return [...groups.values()];
}

function tooMuchText(): ParseError {
  return new ParseError('pdf_too_much_text');
}
