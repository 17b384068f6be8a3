import { joinDateCells } from './dateCells.js';
import { joinYearMonthCells, mergeEventRows } from './eventRows.js';
import { followLineStyles } from './entryStyles.js';
import { completesHeadBlock } from './headBlock.js';
import { markHeadColumn } from './headColumn.js';
import { isDomainName, isLocation } from './entryParts.js';
import { joinJustified } from './justified.js';
import { markRunOnProse } from './runOn.js';
import { markPointRuns } from './pointRuns.js';
import { mainText, startX, type Entry, type EntryLine } from './entry.js';
import { findTokens, parseDateRange, stripDates, stripDurations, type DateRange } from '../dates/dates.js';
import type { Line, Segment } from '../lines/lines.js';
import { findUrls, locationScore } from '../words/patterns.js';
import { letterCount, startsWithBullet, stripBullet, wordCount } from '../items/text.js';
import { endsLegalForm, isLegalFormWord } from '../words/roleOrg.js';
import { readsRightToLeft, splitMirrored } from './mirrored.js';
import { isRtlText } from '../lines/bidi.js';
import { orgScore, roleScore } from '../words/vocab.js';

/*
 * Step 5b: a section's lines → entries (one job, one school, one project). An entry is a run of "head"
 * lines (organisation, role, dates, place) followed by "detail" lines (bullets, sentences, wrapped
 * text). A head line after details, a second dated head line, or a clear vertical gap starts the next
 * entry. Short right-hand segments (dates, places) are the entry's metadata wherever they sit, even on
 * the same row as a bullet (RenderCV puts the dates beside the first bullet).
 */

export function splitEntries(sectionLines: Line[]): Entry[] {
  if (!sectionLines.length) return [];
  return readsRightToLeft(sectionLines)
    ? splitMirrored(sectionLines, splitLeftToRight)
    : splitLeftToRight(sectionLines);
}

function splitLeftToRight(sectionLines: Line[]): Entry[] {
  const lines = joinJustified(joinDateCells(joinYearMonthCells(sectionLines)));
  const edge = Math.min(...lines.map((l) => l.x0));
  // Read before wrapped date cells are joined: each piece of a cell is evidence of the column.
  const gutter = gutterColumn(sectionLines, edge);
  // Beside a gutter the entries' own text starts at the content column.
  const left = gutter ? gutter.content : edge;
  const right = Math.max(...lines.map((l) => l.x1));
  const width = Math.max(1, right - left);
  const gaps = lines.slice(1).map((l, i) => l.top - (lines[i]?.bottom ?? l.top));
  const typicalGap = median(gaps.filter((g) => g > -2 && g < 40)) ?? 3;
  const centered = isCentered(lines);
  const classified = mergeWrappedHeads(
    markHeadColumn(
      followLineStyles(
        markIndentedPoints(
          markRunOnProse(
            markWrappedProse(
              markContinuations(
                markHeadsUnderDates(
                  lines.map((line, i) => classify(line, left, width, centered, lines[i - 1], gutter)),
                ),
                left,
              ),
              left,
              width,
            ),
            left,
            width,
          ),
        ),
        (el) => dateKind(el) !== null,
      ),
      (el) => dateKind(el) !== null,
    ),
  );
  markPointRuns(classified, (el) => dateKind(el) !== null);

  const entries: Entry[] = [];
  let current: EntryLine[] = [];
  let currentHasDetail = false;
  let currentDateKind: DateKind | null = null;
  classified.forEach((el, i) => {
    const prev = classified[i - 1]?.line;
    const gapAbove = prev ? el.line.top - prev.bottom : 0;
    const newPage = !!prev && prev.page !== el.line.page;
    const kind = dateKind(el);
    let startsNew = false;
    // A place or date printed on the right a little above the next entry's first line (a larger font
    // on the left sits lower) belongs to that entry, not to the bullets above it.
    const next = classified[i + 1];
    if (
      el.metaOnly &&
      currentHasDetail &&
      prev &&
      next &&
      next.kind === 'head' &&
      !next.metaOnly &&
      next.line.page === el.line.page &&
      next.line.top - el.line.bottom < gapAbove
    ) {
      startsNew = true;
    } else if (current.length && el.kind === 'head' && !el.metaOnly) {
      // Dates alone on the line under an undated entry, set solid with it, close that entry
      // ("Northfield Technical School" / "Diploma in Food Science" / "2005 – 2011").
      const closesEntry =
        !currentDateKind &&
        !!kind &&
        !stripDates(mainText(el)).replace(/[\s|·•–—-]+/g, '') &&
        current.some((l) => l.kind === 'head' && !l.metaOnly) &&
        !newPage &&
        gapAbove <= typicalGap * 1.5;
      if (currentHasDetail && !closesEntry) startsNew = true;
      // A second date printed where the first one was (the right edge, the line start) is a new entry;
      // a date inside the text ("expected March 2016") is not.
      else if (kind && kind === currentDateKind && kind !== 'inline') {
        // Entries that end with their dates ("Degree / School / 2014 – 2016") start after the last
        // dated line: the undated lines since then are this entry's head, not the previous one's tail.
        const firstDated = current.findIndex((l) => dateKind(l) !== null);
        if (firstDated > 0) {
          let lastDated = current.length - 1;
          while (lastDated >= 0 && dateKind(current[lastDated] ?? el) === null) lastDated--;
          if (lastDated >= 0 && lastDated < current.length - 1) {
            entries.push(makeEntry(current.slice(0, lastDated + 1)));
            current = current.slice(lastDated + 1);
            current.push(el);
            currentDateKind = kind;
            return;
          }
        }
        startsNew = true;
      } else if (
        currentDateKind &&
        (newPage || gapAbove > Math.max(typicalGap * 2.2, el.line.fontSize * 0.9)) &&
        !completesHeadBlock(current, el, next, gapAbove, (l) => dateKind(l) !== null) &&
        !(newPage && (placeOverPage(current, el) || datesAlone(current)))
      ) {
        startsNew = true;
      }
    }
    if (startsNew) {
      // "Bellevue College" / "RUNNING START, A.A." / "2017 – 2019": a school or employer named after
      // the previous entry's last date, right above this dated line, opens this entry.
      const led = kind ? leadingOrganisation(current) : [];
      const moved = led.length ? led : kind ? headBeside(current, el) : [];
      entries.push(makeEntry(current.slice(0, current.length - moved.length)));
      current = moved;
      currentHasDetail = moved.some((l) => l.kind === 'detail');
      currentDateKind = null;
    }
    current.push(el);
    if (el.kind === 'detail') currentHasDetail = true;
    if (kind && !currentDateKind) currentDateKind = kind;
  });
  if (current.length) entries.push(makeEntry(current));
  return mergeEventRows(entries);
}

/**
 * A period printed alone over its entry's head, the last line of a page: the head on the next page
 * goes on with it (the page broke between an entry's dates and its role).
 */
function datesAlone(current: EntryLine[]): boolean {
  return (
    current.length > 0 &&
    current.every(
      (l) =>
        l.kind === 'head' &&
        !l.metaOnly &&
        dateKind(l) !== null &&
        !stripDates(mainText(l)).replace(/[\s|·•–—-]+/g, ''),
    )
  );
}

/**
 * "Resistencia, Chaco" at the top of a page, under a head whose period closed the page before: the
 * place printed under a role's dates (LinkedIn prints every role so) goes on with that head across the
 * page break. A place alone never opens an entry.
 */
function placeOverPage(current: EntryLine[], el: EntryLine): boolean {
  const last = current[current.length - 1];
  if (!last || last.kind !== 'head' || last.metaOnly || dateKind(last) === null || el.bullet) return false;
  return el.line.fontSize <= last.line.fontSize + 0.5 && isLocation(mainText(el).trim(), true);
}

/**
 * The lines at the end of an entry, after its last dated line, from the first one that names an
 * organisation ("… College", "… GmbH"): they belong to the dated entry that follows. Empty when there
 * is no such line, or when bullets or the entry's own start come between.
 */
function leadingOrganisation(lines: EntryLine[]): EntryLine[] {
  let lastDated = -1;
  lines.forEach((l, i) => {
    if (dateKind(l) || l.bullet) lastDated = i;
  });
  const names = (l: EntryLine | undefined) => {
    if (!l || l.kind !== 'head' || l.metaOnly) return false;
    const text = mainText(l);
    return orgScore(text) > 0 && !roleScore(text) && wordCount(text) <= 6;
  };
  // Only when the entry already named its own organisation before its date ("University of
  // Washington" / "B.S." / "Expected June 2023"); where the organisation follows the date ("MS in
  // Data Science 2017 – 2019" / "Northeastern University") the line after the date is its own.
  if (!lines.slice(0, Math.max(0, lastDated)).some(names)) return [];
  for (let i = Math.max(1, lastDated + 1); i < lines.length; i++) if (names(lines[i])) return lines.slice(i);
  return [];
}

/**
 * A timeline's date label centred on its entry ("2021 – atual" a little below "Engenheira de Dados
 * Sénior"): the undated head line it overlaps belongs to the entry the date opens.
 */
function headBeside(lines: EntryLine[], dated: EntryLine): EntryLine[] {
  const last = lines[lines.length - 1];
  if (lines.length < 2 || !last || last.kind !== 'head' || last.bullet || last.metaOnly || dateKind(last))
    return [];
  // Only a date label on its own is a timeline's; a dated line with its own text ("Degree … Nov 2015 –
  // Oct 2018") opens its entry itself, whatever the tight leading above it overlaps.
  if (!dated.metaOnly && stripDates(mainText(dated)).replace(/[\s|·•–—-]+/g, '')) return [];
  return last.line.page === dated.line.page && last.line.bottom > dated.line.top + 0.5 ? [last] : [];
}

type DateKind = 'meta' | 'lead' | 'tail' | 'inline';

/**
 * Where a line's date sits: in a right-hand segment, at the start of the text, at its end after a
 * field separator ("Associate of Arts | 2010–12"), or inside the text ("…, expected March 2016").
 */
function dateKind(el: EntryLine): DateKind | null {
  if (el.meta.some((s) => dateIn(s.text))) return 'meta';
  if (el.kind !== 'head') return null;
  const text = mainText(el);
  return textDateKind(text);
}

function textDateKind(text: string): DateKind | null {
  if (!dateIn(text)) return null;
  const range = parseDateRange(text);
  const first = findTokens(text).find((t) => t.kind === 'date' || t.kind === 'since');
  if (first && first.index <= 2) return 'lead';
  if (
    range &&
    !text.slice(range.to).replace(/[\s).,;]+/g, '') &&
    // After a separator, a bracket, or the full stop or comma that closes a list of fields
    // ("Role. Org S.A., Town, Country. 2010 – 2013", "Org, Town, 2019 – 2021"); a whole period in
    // brackets of its own too ("Role, Org, Town (2017 – 2019)"; one date there qualifies a line of
    // the entry: "Master of Commerce (Mar 2019)"; after a full stop it closes a sentence).
    (/(?:\s[|·•–—]\s*|\s{2,}|\)|\p{L}{2}[.,]\s)\s*$/u.test(text.slice(0, range.from)) ||
      (!range.single && /[^\s.!?]\s*[([]\s*$/u.test(text.slice(0, range.from))))
  ) {
    return 'tail';
  }
  return 'inline';
}

/**
 * The lines under an entry's dates printed alone ("2013 – 2015" / "wissenschaftlicher Mitarbeiter,
 * Universität X, Stadt." or "2017 – 2019" / "Nordwind Logistik SAS" / "coordinador administrativo")
 * name the entry, whatever their case or closing stop: the first, and a short second one, set where
 * the dates start or end, or centred under them. A sentence there ("Led the design of…")
 * is the entry's description.
 */
function markHeadsUnderDates(lines: EntryLine[]): EntryLine[] {
  let anchor: EntryLine | null = null;
  let taken = 0;
  const middle = (el: EntryLine) => (el.line.x0 + el.line.x1) / 2;
  for (const el of lines) {
    const text = mainText(el).trim();
    if (el.kind === 'head' && !el.metaOnly && dateIn(text) && !namesBeyondDates(text)) {
      anchor = el;
      taken = 0;
      continue;
    }
    const words = wordCount(text);
    const aligned =
      !!anchor &&
      anchor.line.page === el.line.page &&
      (Math.abs(startX(el) - startX(anchor)) <= 3 ||
        Math.abs(el.line.x1 - anchor.line.x1) <= 3 ||
        Math.abs(middle(el) - middle(anchor)) <= 4);
    const fits = taken === 0 ? words <= 12 : taken === 1 && words <= 6 && !/[.!?;:]$/.test(text);
    if (
      !aligned ||
      !fits ||
      el.bullet ||
      el.metaOnly ||
      proseLike(text) ||
      dateIn(text) ||
      findUrls(text).length ||
      isDetailLabel(text)
    ) {
      anchor = null;
      continue;
    }
    el.kind = 'head';
    taken++;
  }
  return lines;
}

/** Text left beside a line's dates other than a word like "bis" or "present". */
function namesBeyondDates(text: string): boolean {
  return letterCount(stripDurations(stripDates(text)).replace(/\p{Lu}{2,}/gu, '')) >= 2;
}

/**
 * A line that starts exactly where the text of the bullet above starts is that bullet wrapping, even
 * when it is short and capitalised ("Fund", "Maps, Google Places and Google Earth").
 */
function markContinuations(lines: EntryLine[], left: number): EntryLine[] {
  let textStart: number | null = null;
  lines.forEach((el, i) => {
    // A bullet carrying a date right after an entry's head is its first point (RenderCV prints the
    // dates beside it); a bullet with a date after details starts the next entry (sb2nov's style).
    const prev = lines[i - 1];
    if (el.bullet && el.kind === 'head' && prev && prev.kind === 'head' && !prev.bullet && !prev.metaOnly) {
      // …unless the head above already has its dates: then this bullet is the next entry's head.
      let headDated = false;
      for (let j = i - 1; j >= 0; j--) {
        const above = lines[j];
        if (!above || above.kind !== 'head') break;
        if (dateKind(above)) headDated = true;
      }
      if (!headDated) el.kind = 'detail';
    }
  });
  lines.forEach((el, i) => {
    // A point that wraps back under its own glyph ("• Leitung eines Teams von sechs" / "Entwicklern"
    // / "• Einführung…"): a line between two points of an indented list, at their edge, is the first
    // one going on.
    const prev = lines[i - 1];
    const next = lines[i + 1];
    const x = startX(el);
    if (
      el.kind === 'head' &&
      !el.bullet &&
      !el.meta.length &&
      !el.metaOnly &&
      !dateIn(el.line.text) &&
      x > left + 3 &&
      prev?.bullet &&
      next?.bullet &&
      Math.abs(startX(prev) - x) < 1.5 &&
      Math.abs(startX(next) - x) < 1.5
    )
      el.kind = 'detail';
  });
  for (const el of lines) {
    const x0 = startX(el);
    if (el.bullet) {
      textStart = bulletTextStart(el);
      continue;
    }
    if (
      textStart !== null &&
      el.kind === 'head' &&
      Math.abs(x0 - textStart) < 2.5 &&
      x0 > left + 3 &&
      !el.meta.length
    ) {
      el.kind = 'detail';
      continue;
    }
    if (el.kind === 'head') textStart = null;
  }
  return lines;
}

/**
 * Prose that wraps at the column edge continues on the next line even where nothing indents it: the
 * line after a bullet that ran to the edge (LinkedIn's "- " points), and a full-width line whose
 * sentence goes on in lower case below it.
 */
function markWrappedProse(lines: EntryLine[], left: number, width: number): EntryLine[] {
  const plain = (el: EntryLine) => !el.meta.length && !el.metaOnly && !dateIn(el.line.text);
  const runsToEdge = (el: EntryLine) =>
    el.line.x1 - left > width * 0.85 && !/[.!?:;]$/.test(el.line.text.trim()) && wordCount(el.line.text) >= 6;
  lines.forEach((el, i) => {
    const prev = lines[i - 1];
    const next = lines[i + 1];
    if (el.kind !== 'head' || el.bullet || !plain(el) || !proseLike(el.line.text)) return;
    const afterBullet =
      !!prev && prev.bullet && prev.kind === 'detail' && runsToEdge(prev) && prev.line.page === el.line.page;
    const beforeLower =
      !!next &&
      next.kind === 'detail' &&
      !next.bullet &&
      /^\p{Ll}/u.test(next.line.text.trim()) &&
      runsToEdge(el);
    if (afterBullet || beforeLower) el.kind = 'detail';
  });
  return lines;
}

/**
 * Points set without glyphs but indented from where the entries' dated heads start ("Prestaties/Taken"
 * and the achievements under it) are details: a short one is not a new entry's head when the lines
 * around it at its indent are details.
 */
function markIndentedPoints(lines: EntryLine[]): EntryLine[] {
  const x0 = startX;
  const headXs = lines.filter((el) => el.kind === 'head' && dateKind(el)).map(x0);
  if (headXs.length < 2) return lines;
  const headX = Math.min(...headXs);
  if (headXs.filter((x) => Math.abs(x - headX) <= 2).length < 2) return lines;
  const sameIndent = (a: EntryLine | undefined, x: number) =>
    !!a && a.kind === 'detail' && !a.bullet && Math.abs(x0(a) - x) <= 1.5;
  // A list whose bullets are drawn shapes, not glyphs, still indents its points from the heads: a
  // line set in right under a head at the heads' edge is a point, however short.
  const underHead = (a: EntryLine | undefined, el: EntryLine) =>
    !!a && a.kind === 'head' && !a.bullet && a.line.page === el.line.page && Math.abs(x0(a) - headX) <= 2;
  const mark = (i: number) => {
    const el = lines[i];
    if (!el) return;
    const x = x0(el);
    if (el.kind !== 'head' || el.bullet || el.meta.length || el.metaOnly || dateIn(el.line.text)) return;
    if (x < headX + 5 || x > headX + 40) return;
    // Or the first of them right under the entry's description, which starts where the heads do.
    const prev = lines[i - 1];
    if (sameIndent(prev, x) || sameIndent(lines[i + 1], x) || sameIndent(prev, headX) || underHead(prev, el))
      el.kind = 'detail';
  };
  // Down the section, then up it: a run of points reads as one whichever of its lines the words
  // already told apart ("Led the launch (three markets):" over "+40 % sign-ups in a year.").
  lines.forEach((_, i) => mark(i));
  for (let i = lines.length - 1; i >= 0; i--) mark(i);
  return lines;
}

/** Mostly lower-case words: a sentence, not a name or a title ("Expectations) now used by 11 teams"). */
function proseLike(text: string): boolean {
  return wordCount(text) >= 4 && proseShare(text) >= 0.5;
}

function proseShare(text: string): number {
  const words = text.trim().split(/\s+/);
  return words.filter((w) => /^\p{Ll}/u.test(w)).length / words.length;
}

function bulletTextStart(el: EntryLine): number | null {
  const items = el.main[0]?.items ?? [];
  const [first, second] = items;
  if (!first) return null;
  if (second && !stripBullet(first.text)) return second.x;
  const rest = stripBullet(first.text);
  if (!rest) return null;
  const share = first.text.indexOf(rest) / first.text.length;
  return first.x + first.w * share;
}

const DETAIL_LABELS =
  /^(?:tech(?:nologies|nology)?(?:\s+stack)?|stack|tools?|skills?|environment|gpa|cgpa|grade|coursework|relevant coursework|courses?|modules?|thesis|dissertation|advisor|adviser|supervisor|brief introduction|introduction|description|summary|responsibilities|achievements?|awards?|honou?rs|keywords|frameworks?|built with|links?|url|demo|activities|minor|major|focus|specialization|topics?|technologien|aufgaben|tecnologías|tecnologias|tâches|missions?|outils|compétences)\s*[:：]/i;

/** Europass' "Business or sector" line under an entry, printed without a colon. */
const SECTOR_LABELS =
  /^(?:business or sector|attività o settore|secteur d[’']activité|actividad o sector|tipo de empresa o sector|wirtschaftszweig oder branche|branche|ramo de atividade|atividade ou setor|verksamhet eller bransch|działalność lub sektor|typ działalności lub sektor)\s+\p{L}/iu;

/** "Highlights" alone on its line over an entry's bullets (JSON Resume themes print one per entry). */
const SUB_LABELS =
  /^(?:(?:key\s+|main\s+)?(?:highlights|responsibilities|achievements|accomplishments|tasks)|aufgaben|erfolge|tätigkeiten|logros|responsabilidades|funciones|réalisations|tâches|realizações|responsabilidades|atividades|osiągnięcia|obowiązki|risultati|responsabilità)$/iu;

/** "Tech Stack: …", "GPA: 3.9", or any "Label: a, b, c" list: detail, not an entry head. */
function isDetailLabel(text: string): boolean {
  const t = stripBullet(text);
  if (DETAIL_LABELS.test(t) || SECTOR_LABELS.test(t) || SUB_LABELS.test(t.trim())) return true;
  const m = t.match(/^([^:：]{1,30})[:：]\s*(.+)$/u);
  if (!m || /^https?$/i.test(m[1] ?? '')) return false;
  const value = m[2] ?? '';
  return (value.match(/,/g) ?? []).length >= 2 || wordCount(value) >= 5;
}

function dateIn(text: string): boolean {
  return findTokens(text).some((t) => t.kind === 'date');
}

export function makeEntry(lines: EntryLine[]): Entry {
  const head = lines.filter((l) => l.kind === 'head');
  const details = lines.filter((l) => l.kind === 'detail');
  // Dates: first from the metadata segments, else from head text; never from bullet prose.
  let dates: DateRange | null = null;
  let dateSegment: Segment | null = null;
  const sources = [
    ...lines.flatMap((l) => l.meta.map((seg) => ({ seg, l }))),
    ...head.flatMap((l) => l.main.map((seg) => ({ seg, l }))),
  ];
  let best = Infinity;
  // A cell of digits in a right-to-left entry (on a line of its words or of its own) was printed end
  // first, as the words were.
  const rightToLeft = head.some((l) => isRtlText(l.line.text));
  for (const { seg, l } of sources) {
    const range = parseDateRange(seg.text, rightToLeft || isRtlText(l.line.text));
    const rank = range ? dateRank(seg.text) : Infinity;
    if (range && rank < best) {
      dates = range;
      dateSegment = seg;
      best = rank;
    }
  }
  return { lines, head, details, dates, dateSegment };
}

/**
 * How surely a segment's date is the entry's period: a cell or a line of its own ("agosto de 2017 –
 * diciembre de 2017 (5 meses)") over a date at the edge of the text, over a year inside a name
 * ("Award for Quality 2017 (Region)").
 */
function dateRank(text: string): number {
  if (!/\p{L}{2}/u.test(stripDurations(stripDates(text)))) return 0;
  const kind = textDateKind(text);
  return kind === 'lead' || kind === 'tail' ? 1 : 2;
}

interface Gutter {
  /** Where the entries' text starts; gutter segments end before it. */
  content: number;
}

/** Longest text a gutter cell holds on one line ("septiembre de 2011 – junio de 2015" once joined). */
const GUTTER_TEXT = 40;

/**
 * A left column of dates (and places) beside the entries, as in a tabular Lebenslauf or a Word table:
 * at least two lines start with a dated segment at the section's edge and continue at the same x, and
 * hardly any text crosses that x.
 */
function gutterColumn(lines: Line[], edge: number): Gutter | null {
  const starts = new Map<number, number>();
  let cellEnd = edge;
  const dated = lines.flatMap((l) => {
    const [cell, next] = l.segments;
    return cell && next && cell.text.length <= GUTTER_TEXT && dateIn(cell.text) ? [{ cell, next }] : [];
  });
  // The cells sit at the section's edge, or end at one right edge (Europass sets them right-aligned).
  const rightEdge = median(dated.map((d) => d.cell.x1)) ?? 0;
  const rightAligned = dated.filter((d) => Math.abs(d.cell.x1 - rightEdge) <= 3).length >= 2;
  for (const { cell, next } of dated) {
    if (cell.x0 - edge > 3 && !(rightAligned && Math.abs(cell.x1 - rightEdge) <= 3)) continue;
    cellEnd = Math.max(cellEnd, cell.x1);
    const x = Math.round(next.x0);
    starts.set(x, (starts.get(x) ?? 0) + 1);
  }
  let best: number | null = null;
  let bestCount = 0;
  for (const x of starts.keys()) {
    const n = (starts.get(x - 1) ?? 0) + (starts.get(x) ?? 0) + (starts.get(x + 1) ?? 0);
    if (n > bestCount) {
      best = x;
      bestCount = n;
    }
  }
  if (best === null || bestCount < 2) return timelineColumn(lines);
  const content = best - 1.5;
  // A real column holds no text that runs across it; a layout whose bullets start at the section edge
  // has dates there by coincidence, not a gutter. (A bullet hanging just left of the content is fine.)
  const spanning = lines.filter((l) => l.segments.some((g) => g.x0 < cellEnd && g.x1 > content + 2)).length;
  return spanning <= lines.length * 0.2 ? { content } : null;
}

/**
 * Dates alone on their lines in a column left of everything else (a timeline: "2021 – atual" beside
 * "Engenheira de Dados Sénior"): the entries' text starts where the other lines start.
 */
function timelineColumn(lines: Line[]): Gutter | null {
  const dateOnly = (l: Line) =>
    l.segments.length === 1 && (l.segments[0]?.text.length ?? 99) <= GUTTER_TEXT && dateIn(l.text);
  const dates = lines.filter(dateOnly);
  const others = lines.filter((l) => !dateOnly(l));
  if (dates.length < 2 || others.length < dates.length) return null;
  const content = Math.min(...others.map((l) => l.x0));
  return Math.max(...dates.map((l) => l.x1)) < content - 5 ? { content: content - 1.5 } : null;
}

function classify(
  line: Line,
  left: number,
  width: number,
  centered: boolean,
  prevLine: Line | undefined,
  gutter: Gutter | null,
): EntryLine {
  const prevText = prevLine?.text.trim() ?? '';
  const meta: Segment[] = [];
  const main: Segment[] = [];
  line.segments.forEach((seg, i) => {
    if (gutter && seg.x1 <= gutter.content && seg.text.length <= GUTTER_TEXT) {
      meta.push(seg);
      return;
    }
    const isRight = seg.x0 - left > width * 0.45 && !centered;
    const short = seg.text.length <= 45 || dateIn(seg.text);
    // The first segment is the line's text unless the whole line sits on the right (a date or a
    // place printed on its own row beside the entry, as some templates do).
    if (isRight && short && (i > 0 || line.segments.every((s) => s.x0 - left > width * 0.45))) meta.push(seg);
    else main.push(seg);
  });
  const text = main
    .map((s) => s.text)
    .join(' ')
    .trim();
  if (!main.length) return { line, main, meta, kind: 'head', bullet: false, metaOnly: true };
  const first = main[0];
  const bullet = startsWithBullet(text);
  const words = wordCount(text);
  const indent = centered ? 0 : (first?.x0 ?? left) - left;
  // A short point set without a glyph ("Ran the onboarding experiments.") is a sentence too when most
  // of its words are lower case: a name or a title closed by a stop ("Fish Health Officer.") is not.
  // In a script without capitals the stop alone has to tell.
  const caseless = !/[\p{Lu}\p{Ll}]/u.test(text);
  const sentence =
    endsSentence(text) && (words >= 6 || (words >= 4 && (caseless || proseShare(text) >= 0.5)));
  const keyValue = isDetailLabel(text);
  const longLine = line.x1 - line.x0 > width * 0.8 && words >= 10;
  // "…Kaufabschluss von 4 auf 2" / "Minuten verkürzt.": the end of a sentence that ran to the edge.
  const sentenceTail =
    !!prevLine &&
    prevLine.page === line.page &&
    prevLine.x1 - left > width * 0.8 &&
    !/[.!?:;,]$/.test(prevText) &&
    endsSentence(text) &&
    !dateIn(text);
  // Lower case after an unfinished line is that line wrapping; after a full stop (or first in the
  // section) it is a name that happens to be lower case ("tinyqueue").
  const lowerStart =
    /^\p{Ll}/u.test(text) && !/^(?:e|i)[A-Z]/.test(text) && !!prevText && !/[.!?:]$/.test(prevText);
  const hasMeta = meta.length > 0 && meta.some((m) => dateIn(m.text) || locationScore(m.text) > 0);
  const urls = findUrls(text);
  const besideUrls = urls.reduce((t, u) => t.replace(u, ''), text).trim();
  // A link alone, or under a short label of its own ("Repository: https://…", "Demo: …").
  const isUrl =
    urls.length > 0 &&
    !isDomainName(text) &&
    (letterCount(besideUrls) < 2 || (/^[^:：]{2,30}[:：]$/u.test(besideUrls) && wordCount(besideUrls) <= 4));
  // "Go, SQLite, Docker": a technology list under a project or role, not a new entry. Two items need
  // a technical look ("NumPy", "C++", "Node.js") so "Licencjat, Ekonomia" stays a degree line.
  const items = text.split(/\s*[,;]\s*/);
  // camelCase ("NumPy") looks technical; a stray lower-case letter in capitals ("ONBOARDiNG", small
  // caps without a mapping) does not.
  const techLook = (i: string) =>
    /[.#+\d]/.test(i) ||
    (/\p{Ll}\p{Lu}/u.test(i) && (i.match(/\p{Lu}/gu) ?? []).length < letterCount(i) * 0.7);
  const techList =
    !!prevText &&
    items.length >= 2 &&
    items.every((i) => wordCount(i) <= 2 && /^[\p{Lu}\d.#]/u.test(i)) &&
    (items.length >= 3 || items.some(techLook)) &&
    !dateIn(text) &&
    locationScore(text) < 2 &&
    // "Nortada Logística, S.A.": an organisation with its legal form.
    !orgScore(text);

  const edgeDate = textDateKind(text);
  const datedHead = (edgeDate === 'lead' || edgeDate === 'tail') && !/[.!?]$/.test(text) && words <= 24;
  let kind: 'head' | 'detail';
  if (datedHead && !bullet) kind = 'head';
  else if (bullet) kind = hasMeta && words <= 10 && indent < 12 ? 'head' : 'detail';
  else if (isUrl || isLinkLabels(text)) kind = 'detail';
  else if (hasMeta && (!sentence || fieldList(text)) && words <= 16) kind = 'head';
  else if (dateIn(text) && words <= 10 && !lowerStart) kind = 'head';
  else if (sentence || sentenceTail || longLine || lowerStart || keyValue || techList) kind = 'detail';
  // "Liderei a migração do checkout de AngularJS para React +": a point without a bullet glyph reads as
  // a sentence, which a name or a title of eight words or more does not.
  else if (words <= 10 && indent < 15 && !(words >= 8 && proseShare(text) >= 0.6)) kind = 'head';
  else kind = 'detail';
  return { line, main, meta, kind, bullet, metaOnly: false };
}

/** The words of a link printed as a label instead of its address. */
const LINK_LABEL =
  /^(?:live|live site|live demo|demo|site|website|web|github|gitlab|bitbucket|code|source|source code|repo|repository|link|links|app|preview|paper|video|slides|docs|documentation|npm|pypi|play store|app store|figma|behance|dribbble|case study|kaggle|notebook|report)$/i;

/** "Live Site | GitHub", "Demo · Code": a row of link labels under a project, not a new entry. */
function isLinkLabels(text: string): boolean {
  const pieces = stripBullet(text)
    .split(/\s*[|·•,/]\s*|\s+[–—-]\s+/)
    .map((p) =>
      p
        .trim()
        .replace(/[↗→🔗:]+$/u, '')
        .trim(),
    )
    .filter(Boolean);
  return pieces.length > 0 && pieces.every((p) => LINK_LABEL.test(p));
}

/** "Desarrollador Full Stack, Viajalia Tech S.L., Madrid.": capitalised fields, even with a full stop. */
function fieldList(text: string): boolean {
  const pieces = text.replace(/\.$/, '').split(/,\s+/);
  return pieces.length >= 2 && pieces.every((p) => /^[\p{Lu}\d]/u.test(p) && wordCount(p) <= 6);
}

/**
 * A head line that wraps ("Stagiaire développement" / "web", "Diplôme d’ingénieur," / "Informatique")
 * is one field: the short continuation is joined to the line above instead of becoming a detail or a
 * field of its own.
 */
function mergeWrappedHeads(lines: EntryLine[]): EntryLine[] {
  const out: EntryLine[] = [];
  for (const el of lines) {
    const prev = out[out.length - 1];
    const prevMain = prev?.main[prev.main.length - 1];
    const text = mainText(el);
    // A head that stops on a linking word ("… Università di" / "Trieste") is unfinished at any length.
    const unfinished = !!prevMain && LINKING_END.test(prevMain.text.trim());
    // A head cut after a comma whose dates end the next line ("University of X – MSc," / "Marine
    // Biology (2012 – 2019)") is one field list, dates and all.
    const datedTail =
      !!prevMain &&
      /,$/.test(prevMain.text.trim()) &&
      dateIn(text) &&
      !dateIn(prev?.line.text ?? '') &&
      wordCount(stripDates(text)) <= 6 &&
      wordCount(prevMain.text) <= 12;
    const continues =
      !!prev &&
      !!prevMain &&
      prev.kind === 'head' &&
      !prev.bullet &&
      !el.bullet &&
      !el.metaOnly &&
      el.meta.length === 0 &&
      el.main.length === 1 &&
      el.line.page === prev.line.page &&
      (datedTail ||
        (wordCount(text) <= (unfinished ? 8 : 4) &&
          !dateIn(text) &&
          (unfinished ? wordCount(prevMain.text) <= 24 : wordCount(prevMain.text) <= 6) &&
          (unfinished || /^\p{Ll}/u.test(text) || /(?:,|\s[–-])$/.test(prevMain.text.trim()))));
    if (prev && prevMain && continues) {
      const joined = {
        ...prevMain,
        text: `${prevMain.text} ${text}`,
        x1: Math.max(prevMain.x1, el.line.x1),
        bottom: el.line.bottom,
      };
      prev.main = [...prev.main.slice(0, -1), joined];
      prev.line = { ...prev.line, bottom: el.line.bottom };
      continue;
    }
    out.push(el);
  }
  return out;
}

/** A line ending on a word that links to more: "of", "di", "de la", "für", "and", "&". */
const LINKING_END =
  /\s(?:of|for|and|at|in|the|de|del|della|di|da|do|dos|das|du|des|der|die|für|und|y|e|et|och|og|i|w|z|van|voor|en|&)$/iu;

const ABBREVIATIONS = new Set([
  'inc',
  'ltd',
  'corp',
  'co',
  'etc',
  'bros',
  'dept',
  'univ',
  'intl',
  'jr',
  'sr',
  'st',
  'dr',
  'prof',
  'cie',
  'mgr',
  'inz',
]);

/** Ends like a sentence: "…the platform." but not "Odra Systems S.A." or "Acme Inc.". */
export function endsSentence(text: string): boolean {
  const t = text.trim();
  if (/[!?;]$/.test(t)) return true;
  if (!t.endsWith('.')) return false;
  // Apostrophes and closing quotes inside or after the last word ("collega’s.", "“Lean”.") do not
  // make it a name.
  const word = (t.slice(0, -1).split(/\s+/).pop() ?? '').replace(/['’"”»]/gu, '');
  const last = word.toLowerCase();
  if (ABBREVIATIONS.has(last.replace(/[^\p{L}]/gu, ''))) return false;
  // A legal form set with its capital ("Verde Campo Ltda.", "Müller GmbH.") ends a name; "was limited."
  // in lower case ends a sentence.
  if ((/^\p{Lu}/u.test(word) && isLegalFormWord(word)) || endsLegalForm(`${word}.`)) return false;
  // Scripts without capitals (Arabic, Hebrew, Persian…) give no case to read, and abbreviations with
  // a stop are rare in them: a stop after two letters or more of theirs ends a sentence.
  if (/^\p{Lo}{2,}$/u.test(word.replace(/[\p{M}\u200c\u200d]/gu, ''))) return true;
  // Read in the printed case: "UNX-FRN." or "S.A." end a name, "the platform." a sentence.
  return /^\p{Ll}{3,}$|\d|\)$/u.test(last) || /\p{Ll}{4,}$/u.test(word);
}

/** Centred text (a sidebar column in some templates) has no indentation to read. */
function isCentered(lines: Line[]): boolean {
  if (lines.length < 3) return false;
  // A line that spans the column (a title at the left edge, its dates at the right) has its centre
  // in the middle whatever the alignment: only the shorter lines tell centred text from flush-left.
  const edge = Math.min(...lines.map((l) => l.x0));
  const span = Math.max(...lines.map((l) => l.x1)) - edge;
  const telling = lines.filter((l) => l.x1 - l.x0 < span * 0.9);
  if (telling.length < 3) return false;
  const centers = telling.map((l) => (l.x0 + l.x1) / 2);
  const mid = median(centers) ?? 0;
  const near = centers.filter((c) => Math.abs(c - mid) < 4).length;
  const spread = Math.max(...telling.map((l) => l.x0)) - edge;
  return near / telling.length >= 0.7 && spread > 20;
}

function median(values: number[]): number | undefined {
  if (!values.length) return undefined;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
