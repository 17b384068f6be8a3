import { readFileSync } from 'node:fs';
import {
  extractDocument,
  parseExtracted,
  type ExtractedDocument,
  type ParseOutcome,
} from '@folio/shared/resume/parse/index.js';
import {
  dateLabelStart,
  findTokens,
  monthOf,
  parseDateRange,
  RANGE_CLOSE,
  stripDurations,
} from '@folio/shared/resume/parse/dates/dates.js';
import { FIELD_SECTIONS } from '@folio/shared/resume/parse/pipeline.js';
import { layoutPages } from '@folio/shared/resume/parse/layout/layout.js';
import { buildSegments, type Line } from '@folio/shared/resume/parse/lines/lines.js';
import { buildSections } from '@folio/shared/resume/parse/sections/sections.js';
import { foldedKeyOf } from '@folio/shared/resume/parse/items/text.js';
import { loadPdfjs, nodeDocumentOptions } from '../sync-server/src/parse/pdfjsNode.js';

/*
 * "Nothing is dropped silently", checked from the outside: every text line of a document must show
 * up in the parse, either in a field of the resume or in the unplaced list. The check compares words,
 * not the parser's own bookkeeping, so a line the parser marked as used but wrote nowhere is caught.
 */

/** A line's words that must reach the output: dates, lengths of time and one-letter marks left out. */
function wordsOf(text: string): string[] {
  let rest = text;
  // Dates are normalised ("März 2019" → 2019-03); the date fields are scored elsewhere.
  // A label naming the date ("Graduation Date:") goes with it, and so does the word joining the two
  // ends of a range ("2013 bis 2015").
  const tokens = [...findTokens(text)];
  for (const [i, t] of [...tokens.entries()].reverse()) {
    const before = rest.slice(0, t.index);
    const next = tokens[i + 1];
    const joined = next && parseDateRange(text.slice(t.index, next.index + next.length));
    const end = joined && joined.from === 0 ? next.index : t.index + t.length;
    rest = before.slice(0, dateLabelStart(before)) + ' ' + rest.slice(end).replace(RANGE_CLOSE, '');
  }
  return foldedKeyOf(stripDurations(rest))
    .split(' ')
    .filter((w) => [...w].length >= 2 || /[\u3400-\u9fff\uac00-\ud7af]/u.test(w))
    .filter((w) => !monthOf(w));
}

/** Every word the parse wrote anywhere: resume fields, then the unplaced lines. */
function outputWords(outcome: ParseOutcome): Set<string> {
  const out = new Set<string>();
  const visit = (v: unknown): void => {
    if (typeof v === 'string') for (const w of foldedKeyOf(v).split(' ')) out.add(w);
    else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(outcome.resume);
  for (const u of outcome.unplaced) visit(u.text);
  return out;
}

/**
 * CJK and Thai text runs without spaces: a word is found when it sits inside an output string. The
 * first word of a line may end a word hyphenated on the line above ("profes-" / "sions").
 */
function found(word: string, first: boolean, words: Set<string>, joined: string): boolean {
  if (words.has(word)) return true;
  // A phone number is stored as printed or regrouped: its digits are in the output.
  if (/^\d+$/.test(word)) return joined.replace(/\D+/g, '').includes(word);
  if (/[^\p{Script=Latin}\p{N}]/u.test(word)) return joined.includes(word);
  return first && joined.includes(`${word} `);
}

/**
 * The lines of `doc` that the parse lost: fewer than half of their words (dates aside) appear in any
 * field or unplaced line. Headings of sections that feed fields are structure and are not counted.
 */
export function lostLines(doc: ExtractedDocument, outcome: ParseOutcome): string[] {
  // Text a reader sees: an icon font's glyph name ("MOBILE-ALT" drawn as one 6 pt glyph) is a picture.
  const seen = doc.items.filter((i) => i.w >= [...i.text.trim()].length * i.fontSize * 0.12);
  const { sections, furniture } = buildSections(layoutPages(buildSegments(seen)), doc.pages.length);
  const words = outputWords(outcome);
  const joined = `${[...words].join(' ')} `;
  const lines: Line[] = [
    ...sections.flatMap((s) =>
      s.heading && !FIELD_SECTIONS.has(s.type) ? [s.heading, ...s.lines] : s.lines,
    ),
    ...furniture,
  ];
  // Letter-spaced text ("O P E R A T I O N S") is read as words; compare its letters.
  const letters = joined.replace(/[^\p{L}\p{N}]+/gu, '');
  return lines
    .map((l) => l.text)
    .filter((text) => {
      const ws = wordsOf(text);
      if (!ws.length) return false;
      const tokens = text.split(/\s+/).filter(Boolean);
      const spaced = tokens.filter((t) => [...t].length <= 2).length * 2 >= tokens.length;
      const squashed = foldedKeyOf(text).replace(/[^\p{L}\p{N}]+/gu, '');
      if (spaced && squashed.length >= 4 && letters.includes(squashed)) return false;
      const missing = ws.filter((w, i) => !found(w, i === 0, words, joined)).length;
      return missing * 2 > ws.length;
    });
}

/** Reads a PDF with real pdf.js and the shared parser core; the lines it lost (see lostLines). */
export async function lostLinesOf(file: string): Promise<string[]> {
  const pdfjs = await loadPdfjs();
  const doc = await extractDocument(pdfjs, new Uint8Array(readFileSync(file)), {
    documentOptions: nodeDocumentOptions(),
  });
  return lostLines(doc, parseExtracted(doc));
}
