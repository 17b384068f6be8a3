import { findTokens, monthOf, parseDateRange } from '../dates/dates.js';
import { makeLine, type Line, type Segment } from '../lines/lines.js';

/*
 * Step 5a: a date column whose cells wrap. Word and Writer CVs put the period in a narrow left table
 * column, where "09.2014 – 03.2019" or "septiembre de 2011 – junio de 2015" breaks over two or three
 * lines beside the entry's own lines. The fragments are joined onto the cell's first line so the entry
 * reads one range, and the lines they came from keep only their content.
 */

/** Longest text of one line of a date cell. */
const GUTTER_WIDTH = 30;

/** Text that stops in the middle of a range: after a dash or a joining word ("de", "to", "bis"). */
const OPEN_END = /(?:[-–—~〜～]|(?:^|\s)(?:to|till|until|bis|de|à|au|a|al|do|até|fino al))\s*$/iu;

/** "juni 2018 – april": the end's month printed, its year on the next line. */
function endsWithBareMonth(text: string): boolean {
  const word = /[-–—]\s*(\p{L}+\.?)\s*$/u.exec(text)?.[1];
  return !!word && findTokens(word).length === 0;
}

/** "Depuis", "Seit", "Since" alone: the start of a period whose date is on the next line. */
function loneSince(text: string): boolean {
  const tokens = findTokens(text);
  return tokens.length === 1 && tokens[0]?.kind === 'since' && text.trim().split(/\s+/).length <= 2;
}

/** "De novembre", "2017 à juillet": a short cell ending in a month whose year is on the next line. */
function endsWithMonthAlone(text: string): boolean {
  const word = /(?:^|\s)(\p{L}+)\.?\s*$/u.exec(text)?.[1];
  return !!word && text.length <= GUTTER_WIDTH && monthOf(word) !== undefined;
}

/** "09.2014 –", "septiembre de", "juni 2018 – april", "De septembre", "Depuis": a cell that goes on below. */
const isOpen = (text: string) =>
  (OPEN_END.test(text) && text.length <= GUTTER_WIDTH) ||
  (endsWithBareMonth(text) && findTokens(text).length > 0) ||
  endsWithMonthAlone(text) ||
  loneSince(text);

function isComplete(text: string): boolean {
  if (OPEN_END.test(text) || endsWithBareMonth(text) || endsWithMonthAlone(text)) return false;
  const range = parseDateRange(text);
  return !!range && !range.single;
}

/** Text that carries on a range from the line above: "~ Actualidad", "– heute", "to 2021". */
const OPEN_START = /^\s*(?:[-–—~〜～]|(?:to|till|until|bis|à|au|a|al|hasta|até|do)\s)/iu;

/** "Noviembre 2022" over "~ Actualidad" in the same narrow cell: the date goes on below. */
function continuedBelow(cell: Segment, below: Segment | undefined): boolean {
  return (
    !!below &&
    cell.text.length <= GUTTER_WIDTH &&
    Math.abs(below.x0 - cell.x0) <= 2 &&
    findTokens(cell.text).length > 0 &&
    OPEN_START.test(below.text)
  );
}

/** A short piece of a date cell: holds a date, a month or "present". */
const isFragment = (text: string) =>
  text.length <= 30 && (findTokens(text).length > 0 || OPEN_END.test(text) || endsWithMonthAlone(text));

/** How many lines below a cell's first line its text may continue. */
const MAX_WRAP = 3;

/**
 * A period printed after the text that runs out of room ("Benemérita Universidad … ago 2011 – jun" /
 * "2015"): the lone fragment on the next line is the end of that period.
 */
function wrappedTail(line: Line, below: Line | undefined, belowRest: Segment[] | undefined): Line | null {
  const tail = line.segments[line.segments.length - 1];
  const pieces = belowRest ?? below?.segments;
  const piece = pieces?.[0];
  if (!tail || !below || !piece || pieces.length !== 1 || below.page !== line.page) return null;
  if (!/[-–—]\s*$/.test(tail.text) && !endsWithBareMonth(tail.text)) return null;
  const dates = findTokens(tail.text).filter((t) => t.kind === 'date');
  const from = dates[dates.length - 1]?.index;
  if (from === undefined || !isFragment(piece.text) || !isComplete(`${tail.text.slice(from)} ${piece.text}`))
    return null;
  const joined: Segment = {
    ...tail,
    text: `${tail.text} ${piece.text}`,
    bottom: piece.bottom,
    joined: [tail, piece],
  };
  return makeLine([...line.segments.slice(0, -1), joined], line.region);
}

/** Joins wrapped date cells of a section's lines (see above); other lines are returned as they are. */
export function joinDateCells(lines: Line[]): Line[] {
  const out: Line[] = [];
  const rest = new Map<number, Segment[]>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    const segments = rest.get(i) ?? line.segments;
    if (!segments.length) continue;
    const current = segments === line.segments ? line : makeLine(segments, line.region);
    const wrapped = wrappedTail(current, lines[i + 1], rest.get(i + 1));
    if (wrapped) {
      out.push(wrapped);
      rest.set(i + 1, []);
      continue;
    }
    const cell = segments[0];
    const belowSegments = rest.get(i + 1) ?? lines[i + 1]?.segments;
    const below = belowSegments?.[0];
    // A cell aligned to the foot of its row ("sept. 2019 –" over "aujourd'hui   Chargée de…") has
    // its row's content beside its last piece: the content of the row below bounds the cell.
    const alone = segments.length === 1 && !!cell && isOpen(cell.text);
    const content = alone ? belowSegments?.[1] : segments[1];
    if (!cell || !content || !(isOpen(cell.text) || continuedBelow(cell, below))) {
      out.push(current);
      continue;
    }
    let text = cell.text;
    const taken: { index: number; segment: Segment }[] = [];
    for (let j = i + 1; j < lines.length && j <= i + MAX_WRAP; j++) {
      const next = lines[j];
      const piece = (rest.get(j) ?? next?.segments)?.[0];
      if (!next || !piece || next.page !== line.page) break;
      // A piece starts where the cell does, or ends where it does (a cell set flush right); it holds
      // a date, or the rest of the words for "present" ("Devam" / "ediyor").
      const aligned = Math.abs(piece.x0 - cell.x0) <= 2 || Math.abs(piece.x1 - cell.x1) <= 2;
      const completes = isComplete(`${text} ${piece.text}`) && !isComplete(text);
      if (!aligned || piece.x1 >= content.x0 || !(isFragment(piece.text) || completes)) break;
      text = `${text} ${piece.text}`;
      taken.push({ index: j, segment: piece });
      if (isComplete(text)) break;
    }
    if (!taken.length || !isComplete(text)) {
      out.push(current);
      continue;
    }
    const last = taken[taken.length - 1]?.segment ?? cell;
    const joined: Segment = {
      ...cell,
      text,
      x1: Math.max(cell.x1, ...taken.map((t) => t.segment.x1)),
      bottom: last.bottom,
      joined: [cell, ...taken.map((t) => t.segment)],
    };
    // The row beside a foot-aligned cell's last piece moves up with it: one row, as in the cells
    // set at the top of theirs.
    const rowIndex = alone ? taken[taken.length - 1]?.index : undefined;
    const row =
      rowIndex === undefined
        ? segments.slice(1)
        : (rest.get(rowIndex) ?? lines[rowIndex]?.segments ?? []).filter((s) => s !== last);
    out.push(makeLine([joined, ...row], line.region));
    for (const t of taken) {
      const left = (rest.get(t.index) ?? lines[t.index]?.segments ?? []).filter(
        (s) => s !== t.segment && !row.includes(s),
      );
      rest.set(t.index, left);
    }
  }
  return out;
}
