import { parseDateRange, stripDates } from '../../dates/dates.js';
import { makeEntry } from '../../entries/entries.js';
import { mainText, type Entry, type EntryLine } from '../../entries/entry.js';
import { headingTypeOf } from '../../sections/headings.js';
import type { Segment } from '../../lines/lines.js';
import { stripBullet } from '../../items/text.js';
import { DETAIL_LABEL, degreeScore, schoolScore } from '../../words/vocab.js';
import { isRecordFieldLabel } from '../../words/educationLabels.js';

/*
 * Step 5c: an education section's entries, regrouped with what a school and a degree look like. The
 * generic entry splitter cuts at dated head lines and blank space after details; education blocks
 * have shapes it cannot tell apart without knowing which line names the school:
 * - one school over several degree lines, each with its own date ("University X" / "PhD (2025)" /
 *   "MSc (Jun 2018)"): one entry per dated degree line;
 * - the date printed last in each block ("Graduation Date: May 2021"): it closes the block above;
 * - a school named right after a dated degree line, over a degree that has no school: the school
 *   opens the next block;
 * - undated blocks set apart by blank space (two universities, each with its town);
 * - rows labelled with the level ("SHS : Northfield Academy", "Primary: …").
 */

interface Row {
  el: EntryLine;
  /** The line carries a date range of its own: in a cell of its own, or in its text. */
  dated: false | 'cell' | 'text';
  /** Its text once dates and a "Graduation Date:" label are taken out. */
  rest: string;
  school: boolean;
  degree: boolean;
}

function rowOf(el: EntryLine): Row {
  const text = stripBullet(mainText(el));
  const metaDated = el.meta.some((s) => parseDateRange(s.text));
  const ownDated = !!parseDateRange(text);
  const rest = (ownDated ? stripDates(text) : text)
    .replace(/^[^:：]{0,30}[:：]\s*$/u, '')
    .replace(/^[\s(),.:;–—-]+$/u, '')
    .trim();
  return {
    el,
    dated: metaDated ? 'cell' : ownDated ? 'text' : false,
    rest,
    school: schoolScore(rest) > 0,
    degree: degreeScore(rest) > 0,
  };
}

/** A school's name on a line of its own, without a date or a degree. */
const schoolOnly = (r: Row) => r.school && !r.degree && !r.dated && r.el.kind === 'head';
/** A date and nothing else ("2018 – 2020", "Graduation Date: May 2021"). */
const dateOnly = (r: Row) => r.dated && !/\p{L}{2}/u.test(r.rest);
/** A dated line that names what was studied or where ("MSc Chemistry (Jun 2018)"). */
const datedTitle = (r: Row) =>
  r.dated && !dateOnly(r) && (r.el.kind === 'head' || r.el.meta.length > 0 || r.school || r.degree);

export type SchoolOrder = 'school-first' | 'school-last' | null;

export function educationUnits(entries: Entry[]): { units: Entry[]; order: SchoolOrder } {
  let units = entries.map((e) => e.lines.map(rowOf)).flatMap(sentenceRows);
  units = trailingDates(units.map(schoolDetail).map(headUnderDate));
  const order = schoolOrder(units);
  units = units.flatMap((u) => splitDatedTitles(u, order === 'school-first'));
  if (order === 'school-first') units = schoolOpensNext(units);
  units = foldHonours(foldSubHeadings(units.flatMap(splitAtGaps).flatMap(labelledRows).map(datedOpening)));
  return { units: units.filter((u) => u.length).map((u) => makeEntry(u.map((r) => r.el))), order };
}

/** A block read without a head line whose first line has a date cell of its own: that line heads it. */
function datedOpening(unit: Row[]): Row[] {
  const first = unit[0];
  if (!first || first.dated !== 'cell' || unit.some((r) => r.el.kind === 'head')) return unit;
  return [{ ...first, el: { ...first.el, kind: 'head' } }, ...unit.slice(1)];
}

/**
 * Whether a block prints its school before its dated line ("Northfield University" / "Ph.D. 2016–2020")
 * or after it ("Ph.D. … 2020" / "Lakeview State University"): the first block that shows both says (the
 * blocks after it may be cut wrongly, which is what this order is used to repair).
 */
function schoolOrder(units: Row[][]): SchoolOrder {
  for (const u of units) {
    const s = u.findIndex(schoolOnly);
    const d = u.findIndex((r) => r.dated);
    if (s >= 0 && d >= 0) return s < d ? 'school-first' : 'school-last';
  }
  return null;
}

/**
 * Blocks that end with their date: the first block has none and the next one opens with a lone date
 * ("Bachelor of Science" / "Northfield University" / "05/2008"). Each block's leading date lines then
 * close the undated block above.
 */
function trailingDates(units: Row[][]): Row[][] {
  const [firstUnit, second] = units;
  if (!firstUnit || !second?.[0] || firstUnit.some((r) => r.dated) || !dateOnly(second[0])) return units;
  const out: Row[][] = [[...firstUnit]];
  for (const u of units.slice(1)) {
    const prev = out[out.length - 1] as Row[];
    let n = 0;
    if (!prev.some((r) => r.dated)) while (n < u.length && dateOnly(u[n] as Row)) n++;
    prev.push(...u.slice(0, n));
    if (n < u.length) out.push(u.slice(n));
  }
  return out;
}

/**
 * A school's line set smaller than the degree above it reads as a detail; in a block whose head names
 * no school it is the block's school.
 */
function schoolDetail(unit: Row[]): Row[] {
  if (!unit.some((r) => r.el.kind === 'head') || unit.some((r) => r.el.kind === 'head' && r.school))
    return unit;
  const i = unit.findIndex((r) => r.el.kind === 'detail' && !r.el.bullet && r.school && !r.degree);
  const r = unit[i];
  if (!r || i === 0 || /^\p{Ll}/u.test(r.rest)) return unit;
  const copy = [...unit];
  copy[i] = { ...r, el: { ...r.el, kind: 'head' } };
  return copy;
}

/**
 * Studies written as sentences, with no head line ("Diploma di Maturità presso Liceo Galilei, …" /
 * "Studentessa presso il Politecnico di …. Ho frequentato …"): each line that opens with a capital and
 * names a school or a degree opens a study and heads it; the lines after it go on with it.
 */
function sentenceRows(unit: Row[]): Row[][] {
  if (unit.some((r) => r.el.kind === 'head' || r.el.bullet)) return [unit];
  const opens = (r: Row) => (r.school || r.degree) && /^\p{Lu}/u.test(r.rest);
  if (!unit.some(opens)) return [unit];
  const out: Row[][] = [];
  for (const r of unit) {
    const last = out[out.length - 1];
    if (opens(r) || !last) out.push([{ ...r, el: { ...r.el, kind: 'head' } }]);
    else last.push(r);
  }
  return out;
}

/**
 * A block whose head is its date alone ("2007–2009" over "M.Sc. Biology, Northfield University"): the
 * line under the date that names a school or a degree is the head.
 */
function headUnderDate(unit: Row[]): Row[] {
  const heads = unit.filter((r) => r.el.kind === 'head');
  if (!heads.length || !heads.every(dateOnly)) return unit;
  const i = unit.indexOf(heads[heads.length - 1] as Row) + 1;
  const r = unit[i];
  if (!r || r.el.kind !== 'detail' || r.el.bullet || !(r.school || r.degree)) return unit;
  const copy = [...unit];
  copy[i] = { ...r, el: { ...r.el, kind: 'head' } };
  return copy;
}

/**
 * A sub-heading inside an education block ("Projets personnels", "Awards") names another
 * kind of section and no school or degree: it and the lines under it belong to the block above.
 */
function foldSubHeadings(units: Row[][]): Row[][] {
  const out: Row[][] = [];
  for (const u of units) {
    const prev = out[out.length - 1];
    const first = u[0];
    const type =
      first && !first.school && !first.degree ? headingTypeOf(first.rest.replace(/[:：]\s*$/u, '')) : null;
    if (prev && type && type !== 'education' && type !== 'other')
      prev.push(...u.map((r) => ({ ...r, el: { ...r.el, kind: 'detail' as const } })));
    else out.push(u);
  }
  return out;
}

/**
 * Honours and activities under a dated block ("Dean's list", "Northfield Honour Society"), read as a
 * block of their own: undated, no degree, not opening with a school of its own. They belong to it.
 */
function foldHonours(units: Row[][]): Row[][] {
  const out: Row[][] = [];
  for (const u of units) {
    const prev = out[out.length - 1];
    const first = u[0];
    // A sentence naming the school ("Dean's list at Northfield College.") is no school's own line.
    const sentence = (r: Row) => /[.!]$/.test(r.rest) && r.rest.split(/\s+/).length >= 4;
    const honours =
      !!first &&
      !u.some((r) => r.dated || r.degree) &&
      (!schoolOnly(first) || sentence(first)) &&
      !levelLabel(first.el);
    if (prev && honours && prev.some((r) => r.dated) && prev.some((r) => r.school || r.degree))
      prev.push(...u.map((r) => ({ ...r, el: { ...r.el, kind: 'detail' as const } })));
    else out.push(u);
  }
  return out;
}

/**
 * One block holding several dated degree lines: each opens a unit of its own; the lines above the
 * first (the school's) stay with the first. Where schools are printed first, an undated school line
 * after a dated one opens a unit too.
 */
function splitDatedTitles(unit: Row[], schoolFirst: boolean): Row[][] {
  // Dated the same way as the first ("Master student …, expected June 2019" under a school dated in
  // its own cell is that study's end, not another study).
  const kind = unit.find(datedTitle)?.dated;
  const titles = unit.filter((r) => datedTitle(r) && r.dated === kind);
  if (titles.length < 2 || !unit.some((r) => r.el.kind === 'head')) return [unit];
  const out: Row[][] = [];
  let current: Row[] = [];
  let currentDated = false;
  for (const r of unit) {
    const opens = currentDated && (titles.includes(r) || (schoolFirst && schoolOnly(r)));
    if (opens) {
      out.push(current);
      current = [];
      currentDated = false;
    }
    current.push(opens && r.el.kind !== 'head' ? { ...r, el: { ...r.el, kind: 'head' } } : r);
    if (r.dated) currentDated = true;
  }
  out.push(current);
  return out;
}

/**
 * Where schools come first, a school line after a block's last date, over a block that names no
 * school, is that next block's school ("M.A. 2017" / "Western Institute of Technology" / "B.S. 2010–2015").
 */
function schoolOpensNext(units: Row[][]): Row[][] {
  const out = units.map((u) => [...u]);
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i] as Row[];
    const b = out[i + 1] as Row[];
    if (b.some((r) => r.school) || !b[0]?.dated) continue;
    let lastDated = -1;
    a.forEach((r, j) => {
      if (r.dated) lastDated = j;
    });
    const tail = a.slice(lastDated + 1);
    if (lastDated < 0 || !tail.length || !schoolOnly(tail[0] as Row)) continue;
    if (tail.some((r) => r.el.kind !== 'head' || r.degree)) continue;
    out[i] = a.slice(0, lastDated + 1);
    out[i + 1] = [...tail, ...b];
  }
  return out;
}

/**
 * Blocks set apart by blank space only: a gap clearly wider than the unit's line spacing ends a block,
 * when each part names a school or a degree.
 */
function splitAtGaps(unit: Row[]): Row[][] {
  if (unit.length < 2 || unit.some((r) => r.el.kind !== 'head')) return [unit];
  // Line pitch (top to top): text boxes of tightly set lines overlap, their gaps say little.
  const pitches = unit.slice(1).map((r, i) => {
    const prev = (unit[i] as Row).el.line;
    return r.el.line.page === prev.page ? r.el.line.top - prev.top : Infinity;
  });
  const finite = pitches.filter((p) => Number.isFinite(p));
  const tight = finite.length >= 2 ? Math.min(...finite) : 0;
  const pieces: Row[][] = [[unit[0] as Row]];
  pitches.forEach((p, i) => {
    const r = unit[i + 1] as Row;
    const size = r.el.line.fontSize;
    const wide = p > Math.max(tight * 1.5, tight + size * 0.5, size * 1.9);
    if (wide) pieces.push([r]);
    else pieces[pieces.length - 1]?.push(r);
  });
  // A school over its degree is one block however far apart they are set; so is a part naming neither.
  const out: Row[][] = [];
  for (const piece of pieces) {
    const prev = out[out.length - 1];
    if (prev && (complement(prev, piece) || !names(prev) || !names(piece))) prev.push(...piece);
    else out.push([...piece]);
  }
  return out;
}

function complement(a: Row[], b: Row[]): boolean {
  const has = (rows: Row[], k: 'school' | 'degree') => rows.some((r) => r[k]);
  return (
    (has(a, 'school') && !has(a, 'degree') && has(b, 'degree') && !has(b, 'school')) ||
    (has(a, 'degree') && !has(a, 'school') && has(b, 'school') && !has(b, 'degree'))
  );
}

const names = (rows: Row[]) => rows.some((r) => r.school || r.degree);

/** "SHS : Northgate Academy", "Primary: …": a short label, a colon and a name of two words or more. */
function levelLabel(el: EntryLine): boolean {
  const [first, second] = el.main;
  if (!first) return false;
  const text = second && /^\s*[:：]/u.test(second.text) ? `${first.text}${second.text}` : first.text;
  const m = /^\s*([^:：\d]{1,20}?)\s*[:：]\s*(\S+\s+\S.*)$/u.exec(stripBullet(text));
  const label = m?.[1]?.trim();
  return !!label && !DETAIL_LABEL.test(label) && !isRecordFieldLabel(label);
}

/**
 * Rows labelled with the level of school: each labelled row and the lines under it is one school.
 */
function labelledRows(unit: Row[]): Row[][] {
  if (!levelLabel((unit[0] as Row).el) || unit.filter((r) => levelLabel(r.el)).length < 2) return [unit];
  const out: Row[][] = [];
  for (const r of unit) {
    const row = { ...r, el: { ...r.el, main: joinLabel(r.el.main), kind: 'head' as const } };
    const last = out[out.length - 1];
    if (levelLabel(r.el) || !last) out.push([row]);
    else last.push(row);
  }
  return out;
}

/** "SHS" + ": Riverside Academy" set as two cells: one text, so the label stays with its value. */
function joinLabel(main: Segment[]): Segment[] {
  const [first, second, ...rest] = main;
  if (!first || !second || !/^\s*[:：]/u.test(second.text)) return main;
  const joined: Segment = {
    ...first,
    text: `${first.text.trim()}${second.text.trim()}`,
    x1: second.x1,
    bottom: Math.max(first.bottom, second.bottom),
    joined: [first, second],
  };
  return [joined, ...rest];
}
