import type { DateStyle, Resume } from '../generality/model.js';

/*
 * A holdout resume: the generality set's content model (people, sections, dates, links) with a look
 * that describes how an office suite or LaTeX lays a CV out, not how a browser does. The content of
 * every holdout person is new, so the set measures rules, not memory of the generality set.
 */

export type Producer = 'writer' | 'latex';

export interface HoldoutLook {
  producer: Producer;
  /**
   * `single` one column; `table-left` / `table-right` a two-cell layout table with a narrow sidebar
   * (Word and Google Docs templates); `frame-left` a text box anchored beside the body; `label-column`
   * each section a table row with its heading in a narrow left cell (the Europass CV).
   */
  layout: 'single' | 'table-left' | 'table-right' | 'frame-left' | 'label-column';
  /**
   * `center` name and contact centred; `left` left-aligned; `table` name left, contact right in a
   * borderless table; `page-header` contact in the running page header.
   */
  header: 'center' | 'left' | 'table' | 'page-header';
  /** Between contact items on one line; contact items are stacked one per line when absent. */
  contactSep?: string;
  /** Prefix contact items with a word ("Tel.: …"). */
  contactWords?: boolean;
  heading: 'caps-rule' | 'bold' | 'shaded' | 'spaced' | 'smallcaps' | 'underline';
  /**
   * Where the dates go: `tab` after a right tab stop on the first line, `cell` in a left table column,
   * `own-line` a line of their own under the heading lines, `paren` in brackets after the first line.
   */
  datePos: 'tab' | 'cell' | 'own-line' | 'paren';
  order: 'company-first' | 'title-first' | 'one-line';
  oneLineSep?: string;
  /** A list label character ("•", "–", "▪", "➢") or "none" for plain paragraphs. */
  bullet: string;
  dates: DateStyle;
  font: { family: string; size: number };
  justify?: boolean;
  footer?: 'page-of' | 'name';
  paper?: 'A4' | 'Letter';
}

export interface HoldoutResume extends Omit<Resume, 'look'> {
  look: HoldoutLook;
}
