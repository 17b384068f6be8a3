import { findDates } from '../dates/dates.js';
import {
  HEADING_KEYWORDS,
  HEADING_PHRASES,
  HEADING_PHRASES_NOSPACE,
  headingFold,
} from '../words/headingWords.js';
import type { SectionType } from '../words/sectionTypes.js';
import type { Line, Segment } from '../lines/lines.js';
import { collapseLetterSpacing, hasCjk, isAllCaps, letterCount, wordCount } from '../items/text.js';

/*
 * Step 4a: which lines are section headings. Layout first, words second:
 * (1) every short line that could be a heading gets a style: its size (sizes a few per cent apart are
 *     one size: design tools shrink text to fit its box), capitals or letter-spacing, and emphasis (a
 *     bold face, or a font the body text does not use — pdf.js names fonts even when it cannot say
 *     which is bold);
 * (2) each style gets a vote: the lines in it that name a section in one of our languages, and — for
 *     styles that stand out from the body — how often it repeats, how many of its lines open a block,
 *     and how rarely it is used for ordinary text;
 * (3) lines in the winning styles are headings; a line whose words name no section becomes a section
 *     of unknown kind (`other`), so "A DAY OF MY LIFE" does not spill into the section above. Words say
 *     which section a heading opens; they decide alone only when no style stands out.
 */

export interface HeadingMatch {
  type: SectionType;
  /** How many of the line's segments form the heading (side-label layouts put content beside it). */
  segments: number;
  exact: boolean;
}

interface Candidate {
  line: Line;
  match: HeadingMatch | null;
  /** Style key: size class, capitals, emphasis. */
  style: string;
  size: number;
  /** Differs from body text in size, case or face. */
  distinctive: boolean;
  /** Short, no dates or addresses: could be a heading at all. */
  plausible: boolean;
}

interface StyleVote {
  key: string;
  size: number;
  distinctive: boolean;
  /** Plausible heading lines in this style. */
  lines: Candidate[];
  /** Other lines (long, dated) in this style: a style used for text is not a heading style. */
  textual: number;
  /** Word evidence: 1 per exact heading phrase, 0.6 per head-noun match. */
  words: number;
  /** How many of its lines are followed by a line of another style (they open a block). */
  opening: number;
  /** Lines set clearly apart from the body by layout alone (larger, or capitals in another face). */
  standsOut: boolean;
}

/** Returns, for each line index, the heading it is (or null). */
export function findHeadings(lines: Line[], bodySize: number): (HeadingMatch | null)[] {
  const bodyFonts = bodyFontsOf(lines, bodySize);
  const sizeClass = sizeClasses(lines.map((l) => l.fontSize));
  const candidates: Candidate[] = lines.map((line) => {
    // Most lines are far too long to be headings; skip the dictionary work for them. A side label
    // ("Experiencia laboral" beside a long first entry line) is judged by its own segment.
    const lead = line.segments[0]?.text ?? '';
    const long =
      (line.segments.length > 1 ? lead.length > 60 : line.text.length > 90) ||
      wordCount(collapseLetterSpacing(lead)) > 8;
    const match = long ? null : matchHeading(line);
    // A document title ("Curriculum Vitae", "Lebenslauf", "履歴書") belongs to the header.
    const title = !long && !match && isDocumentTitle(line.text);
    const seg = line.segments.slice(0, match?.segments ?? 1);
    const text = seg.map((s) => s.text).join(' ');
    const size = Math.max(...seg.map((s) => s.fontSize));
    const caps = isAllCaps(text) && casedLetters(text) >= 4;
    const spaced = seg.some((s) => s.spaced) || collapseLetterSpacing(text) !== text.trim();
    const emphasis = seg.every((s) => s.bold) || !bodyFonts.has(mainFont(seg));
    return {
      line,
      match,
      size,
      style: `${sizeClass(size)}|${caps || spaced ? 'C' : ''}|${emphasis ? 'E' : ''}`,
      distinctive:
        size >= bodySize + 0.8 || ((caps || spaced) && letterCount(text) >= 3) || seg.every((s) => s.bold),
      plausible: !long && !title && looksLikeHeadingText(line, match?.segments ?? 1),
    };
  });
  const styles = headingStyles(candidates, bodySize);
  const accepted = [...styles.values()];
  const smallest = Math.min(...accepted.map((s) => s.size));
  const anyDistinctive = accepted.some((s) => s.distinctive);
  return candidates.map((c, i) => {
    if (!c.plausible) return null;
    if (!accepted.length) return c.match?.exact ? c.match : null;
    if (styles.has(c.style)) {
      if (c.match) return c.match;
      return c.distinctive && c.line.segments.length === 1 && !inUnwordedRun(candidates, i)
        ? { type: 'other', segments: 1, exact: false }
        : null;
    }
    if (!c.match?.exact) return null;
    // A heading phrase set at least as large as the headings ("Work Experience" in a page-2 banner),
    // or any heading phrase when the headings themselves look like body text.
    if (c.distinctive && c.size >= smallest - 0.3 && c.size >= bodySize + 0.8) return c.match;
    if (headingLookSmaller(c, candidates[i + 1], accepted)) return c.match;
    if (labelledHeading(c, bodySize)) return c.match;
    return !c.distinctive && !anyDistinctive ? c.match : null;
  });
}

/**
 * "Adobe Photoshop" / "Adobe Illustrator" / "Maya": a list set in the headings' size and face, under a
 * heading. A heading opens a block, so two lines in a row in that style naming no section are items.
 */
function inUnwordedRun(candidates: Candidate[], i: number): boolean {
  const c = candidates[i];
  const unworded = (o: Candidate | undefined) =>
    !!o && o.style === c?.style && !o.match && o.plausible && o.line.page === c.line.page;
  return unworded(candidates[i - 1]) || unworded(candidates[i + 1]);
}

/**
 * A heading phrase alone on its line, in the headings' look (capitals, face) but a size or two smaller
 * (a design tool fits each page's text boxes on their own, so page 2's "EDUCATION" is 12 pt beside
 * page 1's 13 pt headings), over text smaller than itself: a heading.
 */
function headingLookSmaller(c: Candidate, next: Candidate | undefined, accepted: StyleVote[]): boolean {
  if (!c.distinctive || c.line.segments.length !== 1 || !next || next.size > c.size - 0.5) return false;
  const look = (key: string) => key.slice(key.indexOf('|'));
  return accepted.some((v) => look(v.key) === look(c.style) && v.key !== c.style && c.size >= v.size * 0.85);
}

/**
 * "Work experience:" alone on its line, set larger than the body: a colon after a whole heading phrase
 * announces what follows, whatever size the document's other headings have (page 1's headings may be
 * set smaller than page 2's, or as large as the entries' titles, so no style wins for them).
 */
function labelledHeading(c: Candidate, bodySize: number): boolean {
  return (
    !!c.match?.exact &&
    c.line.segments.length === 1 &&
    c.size >= bodySize + 0.8 &&
    /[:：]\s*$/u.test(c.line.text)
  );
}

/** A label closed by a colon with its value beside it on the same row ("Tools:" | "Git, Docker"). */
function fieldLabel(c: Candidate): boolean {
  const label = c.line.segments.slice(0, c.match?.segments ?? 1);
  const rest = c.line.segments.slice(label.length);
  return rest.length > 0 && /[:：]\s*$/u.test(label[label.length - 1]?.text ?? '');
}

function casedLetters(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).filter((c) => c.toLowerCase() !== c.toUpperCase()).length;
}

/** The font carrying most of the characters of some segments. */
function mainFont(segments: Segment[]): string {
  const chars = new Map<string, number>();
  for (const s of segments)
    for (const i of s.items) chars.set(i.fontId, (chars.get(i.fontId) ?? 0) + i.text.length);
  let best = '';
  let most = -1;
  for (const [font, n] of chars) {
    if (n > most) {
      best = font;
      most = n;
    }
  }
  return best;
}

/**
 * The fonts body text is set in: those carrying at least a fifth of the body-size characters (a
 * document may switch fonts for another script or for digits), and always the most used one.
 */
function bodyFontsOf(lines: Line[], bodySize: number): Set<string> {
  const chars = new Map<string, number>();
  let total = 0;
  for (const line of lines) {
    for (const s of line.segments) {
      if (Math.abs(s.fontSize - bodySize) > 0.6) continue;
      for (const i of s.items) {
        chars.set(i.fontId, (chars.get(i.fontId) ?? 0) + i.text.length);
        total += i.text.length;
      }
    }
  }
  const sorted = [...chars.entries()].sort((a, b) => b[1] - a[1]);
  return new Set(sorted.filter(([, n], i) => i === 0 || n >= total * 0.2).map(([f]) => f));
}

/**
 * Font sizes a few per cent apart are one size (a design tool shrinks each text box to fit: headings
 * of 20.2, 20.3 and 21 pt). Returns a function naming each size's class.
 */
function sizeClasses(sizes: number[]): (size: number) => number {
  const sorted = [...new Set(sizes.map((s) => Math.round(s * 10) / 10))].sort((a, b) => a - b);
  const classOf = new Map<number, number>();
  let start = -Infinity;
  for (const s of sorted) {
    if (s > start * 1.04 + 0.15) start = s;
    classOf.set(s, start);
  }
  return (size) => classOf.get(Math.round(size * 10) / 10) ?? size;
}

/**
 * The heading styles of a document. A style is voted for by its lines that name a section (a head
 * noun counts a little less than a whole heading phrase) and, when it stands out from the body, by
 * repetition: several short lines, each opening a block, in a style hardly used for text. A few
 * heading words in body style never beat a repeated larger style ("Contact:" as a body-size label
 * beside real 12 pt headings in a language we do not know).
 */
function headingStyles(candidates: Candidate[], bodySize: number): Map<string, StyleVote> {
  const votes = new Map<string, StyleVote>();
  candidates.forEach((c, i) => {
    let vote = votes.get(c.style);
    if (!vote) {
      vote = {
        key: c.style,
        size: c.size,
        distinctive: c.distinctive,
        lines: [],
        textual: 0,
        words: 0,
        opening: 0,
        standsOut: false,
      };
      votes.set(c.style, vote);
    }
    if (!c.plausible) {
      vote.textual++;
      return;
    }
    vote.lines.push(c);
    vote.size = Math.max(vote.size, c.size);
    vote.distinctive ||= c.distinctive;
    // "Languages:" beside "Python, SQL" on its row is a field's label inside a section: its word is
    // no vote for its style as the headings'.
    if (c.match && !fieldLabel(c)) vote.words += c.match.exact ? 1 : 0.6;
    const next = candidates[i + 1];
    if (!next || next.style !== c.style || c.line.segments.length > (c.match?.segments ?? 1)) vote.opening++;
  });
  for (const v of votes.values()) {
    const [, caps, emphasis] = v.key.split('|');
    v.standsOut = v.size >= bodySize * 1.12 + 0.3 || (caps === 'C' && emphasis === 'E');
  }
  const byWords = [...votes.values()].filter((v) => v.words > 0).sort((a, b) => b.words - a.words);
  const accepted = new Map<string, StyleVote>();
  // Styles the words vote for: repeated heading words, in a style not used for much else.
  for (const v of byWords) {
    const n = v.lines.length;
    if (v.words >= 1.5 && n >= 2 && v.words / n >= 0.25 && v.textual <= n * 2) accepted.set(v.key, v);
  }
  // Styles that layout alone votes for: larger (or capitals in another face) than the body, several
  // lines, nearly all opening a block, rarely used for longer text. Not below the worded headings'
  // size: a smaller repeated style under them is the entries' titles.
  const worded = [...accepted.values()];
  const floor = worded.length ? Math.max(...worded.map((v) => v.size)) - 0.3 : 0;
  // The name (often two lines, first and last name) is the largest text on the page, not a heading.
  const largest = Math.max(...candidates.map((c) => c.size));
  const looks = (key: string) => key.slice(key.indexOf('|'));
  const layoutOnly = [...votes.values()]
    .filter((v) => !accepted.has(v.key) && v.standsOut && v.distinctive)
    .filter((v) => {
      const n = distinctTexts(v.lines);
      const pages = new Set(v.lines.map((c) => c.line.page)).size;
      return (
        n >= 2 &&
        (v.size < largest - 0.5 || pages > 1) &&
        // Beside worded headings, another heading style shares their look (capitals, face) in
        // another size; a larger line in the body face is a headline or a name.
        (!worded.length || worded.some((w) => looks(w.key) === looks(v.key))) &&
        v.lines.length <= 24 &&
        v.opening >= v.lines.length * 0.7 &&
        v.textual <= Math.max(1, v.lines.length / 3) &&
        v.size >= floor &&
        // Each heading heads something: most lines of the document are not headings.
        v.lines.length * 2 <= candidates.length
      );
    })
    .sort((a, b) => b.size - a.size || b.lines.length - a.lines.length);
  const top = layoutOnly[0];
  for (const v of layoutOnly) {
    // Without words, only the top level: entries' titles repeat and open blocks too.
    if (worded.length || !top || v.size >= top.size * 0.9) accepted.set(v.key, v);
  }
  // Nothing repeats: the style of the best single heading phrase (a short resume, one or two headings),
  // unless layout already found the headings and this one is less prominent than they are.
  const best = byWords[0];
  if (best && !accepted.has(best.key)) {
    const outranked = [...accepted.values()].some(
      (v) => v.size > best.size + 0.3 || (v.distinctive && !best.distinctive),
    );
    if (!accepted.size || (!outranked && best.words >= 1)) accepted.set(best.key, best);
  }
  return accepted;
}

function distinctTexts(lines: Candidate[]): number {
  return new Set(lines.map((c) => c.line.text.trim().toLowerCase())).size;
}

/** The section a heading's text names, if any (document titles name none). */
export function headingTypeOf(text: string): SectionType | null {
  const m = matchText(text);
  return m && m.type !== 'header' ? m.type : null;
}

export function isDocumentTitle(text: string): boolean {
  return matchText(text)?.type === 'header';
}

/** Matches a line (or its leading segment) against the heading dictionaries; titles are no headings. */
export function matchHeading(line: Line): HeadingMatch | null {
  const m = matchSegments(line);
  return m?.type === 'header' ? null : m;
}

function matchSegments(line: Line): HeadingMatch | null {
  const spaced = line.segments.some((s) => s.spaced);
  const whole = matchText(line.segments.map((s) => s.text).join(' '), spaced);
  if (whole?.exact) return { ...whole, segments: line.segments.length };
  // A side label that names a section ("ESPERIENZA" beside "Responsabile amministrativa") beats a
  // keyword the whole line happens to start with.
  const leading = line.segments.length > 1 ? matchText(line.segments[0]?.text ?? '') : null;
  if (leading) return { ...leading, segments: 1 };
  if (whole) return { ...whole, segments: line.segments.length };
  if (line.segments.length > 1 && line.segments.length <= 4) {
    // Letter-spaced headings often come as two segments ("W O R K" + "E X P E R I E N C E").
    for (let n = line.segments.length - 1; n >= 1; n--) {
      const m = matchText(
        line.segments
          .slice(0, n)
          .map((s) => s.text)
          .join(' '),
      );
      if (m) return { ...m, segments: n };
    }
  }
  return null;
}

/**
 * A number or tag before a heading ("1. Ausbildung", "Ⅱ. 경력", "A) Skills", "03 Projects") is not part
 * of its name; icons, bullets, dashes and a trailing colon fall away in the fold.
 */
const NUMBERING = /^[^\p{L}\p{N}]*(?:(?:\d{1,2}|[ivx]{1,4}|[a-h])[.)]|\d{1,2}(?=\s))\s*/iu;

export function headingKey(text: string): string {
  const collapsed = collapseLetterSpacing(text.normalize('NFKC')).replace(NUMBERING, '');
  return headingFold(collapsed);
}

/** Scripts written without spaces between words, where a heading is matched by what it starts with. */
const UNSPACED_SCRIPT = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const RTL_SCRIPT = /[\u0590-\u06ff]/;
/** Dictionary entries in those scripts, without spaces, for `unspacedMatch`. */
const UNSPACED_ENTRIES: [string, SectionType][] = [...HEADING_KEYWORDS, ...HEADING_PHRASES]
  .map(([entry, type]): [string, SectionType] => [entry.replace(/\s+/g, ''), type])
  .filter(([entry]) => entry.length >= 2 && UNSPACED_SCRIPT.test(entry.normalize('NFC')));

/** The head nouns among them. */
const UNSPACED_KEYWORDS = [...HEADING_KEYWORDS]
  .map(([entry, type]): [string, SectionType] => [entry.replace(/\s+/g, ''), type])
  .filter(([entry]) => entry.length >= 2 && hasCjk(entry));

function matchText(text: string, spaced = false): { type: SectionType; exact: boolean } | null {
  const direct = matchKey(text, spaced);
  if (direct || !RTL_SCRIPT.test(text)) return direct;
  // Right-to-left text a PDF stores in visual order reads backwards ("نم هرابرد" for "درباره من").
  const reversed = matchKey([...text].reverse().join(''), spaced);
  if (reversed || !/[\u0600-\u06ff]/.test(text)) return reversed;
  return matchKey(unswapLamLigatures(text), spaced);
}

/**
 * Arabic fonts draw lam with the letter after it as one ligature glyph (lam-alef, lam-meem…), and some
 * fonts map that glyph back to its two letters the wrong way round: "الم" (the article before meem)
 * comes out "امل", "لا" inside a word comes out "ال". Only headings are read through this: a word
 * that starts with alef, a letter and lam is the article before that letter, and "ال" after a letter
 * inside a word is lam-alef.
 */
export function unswapLamLigatures(text: string): string {
  return text
    .split(/(\s+)/)
    .map((w) =>
      w.replace(/^ا([\u0628-\u064a])ل(?=[\u0621-\u064a])/u, 'ال$1').replace(/(?<=[\u0621-\u064a])ال/gu, 'لا'),
    )
    .join('');
}

function matchKey(text: string, spaced = false): { type: SectionType; exact: boolean } | null {
  const key = headingKey(text);
  if (!key || key.length > 60) return null;
  const exact = HEADING_PHRASES.get(key) ?? HEADING_PHRASES_NOSPACE.get(key.replace(/\s+/g, ''));
  if (exact) return { type: exact, exact: true };
  // "Formation académique (2015–2020)": a trailing remark in brackets does not change the heading.
  const bracket = /\s*[([（]([^)\]）]*)[)\]）]\s*$/u.exec(text);
  const bare = bracket ? text.slice(0, bracket.index) : text;
  if (bracket && bare.trim()) {
    const m = matchKey(bare);
    // "Other (part-time jobs)", "その他(アルバイト)": the remark makes a catch-all heading precise.
    const inner = m?.type === 'other' ? matchKey(bracket[1] ?? '') : null;
    if (m && inner && inner.type !== 'other') return { type: inner.type, exact: m.exact };
    if (m) return m;
  }
  const words = key.split(' ');
  if (words.length > 5) return null;
  const byKeyword = keywordAtEdge(words);
  if (byKeyword) return { type: joinedWithExperience(text, byKeyword) ?? byKeyword, exact: false };
  const last = words[words.length - 1] ?? '';
  // German compounds ("Sprachkenntnisse", "IT-Kenntnisse") and CJK headings end with the head noun.
  if (words.length <= 2) {
    for (const [keyword, type] of HEADING_KEYWORDS) {
      if (keyword.length >= 4 && last.endsWith(keyword) && last.length <= keyword.length + 12) {
        return { type, exact: false };
      }
    }
  }
  // "P R O Y E C T O S D E S T A C A D O S": letter-spacing with no wider gap between the words reads as
  // one run; its section keyword is the word it starts with.
  if (words.length === 1 && (spaced || collapseLetterSpacing(text) !== text.trim())) {
    for (const [keyword, type] of HEADING_KEYWORDS) {
      if (keyword.length >= 5 && !keyword.includes(' ') && last.startsWith(keyword))
        return { type, exact: false };
    }
  }
  if (UNSPACED_SCRIPT.test(text)) {
    const m = unspacedMatch(text, key);
    if (m) return m;
  }
  // "Diplômes et formation académique": a head noun inside a short heading.
  if (words.length <= 5) {
    for (const w of words.slice(1, -1)) {
      const type = w.length >= 5 ? HEADING_KEYWORDS.get(w) : undefined;
      if (type) return { type, exact: false };
    }
  }
  return null;
}

/** Words that join two section names in one heading ("Experience & Projects", "Formación y experiencia"). */
const JOINED = /\s*(?:[&+/,]|\s(?:and|und|et|y|e|i|og|och|en|ve|oraz|és|ja|και|и|і|a)\s)\s*/iu;

/**
 * Sections whose entries a joined heading's jobs come with: read as experience, they still part.
 * Not education: "Education and academic experience" lists studies, and the jobs beside studies in
 * a timeline already go to the experience reader by their heading's first word or by their own.
 */
const JOINS_JOBS = new Set<SectionType>(['projects', 'awards', 'certifications', 'other']);

/**
 * A heading that names experience beside another section is the experience section: the jobs are
 * what such a section is for, and the experience reader sends studies to education and projects to
 * projects ("Work Experience & Projects" read as projects lost every job).
 */
function joinedWithExperience(text: string, type: SectionType): SectionType | null {
  if (type === 'experience' || !JOINS_JOBS.has(type)) return null;
  const parts = text.split(JOINED).filter((p) => p.trim());
  if (parts.length < 2) return null;
  return parts.some((p) => matchKey(p)?.type === 'experience') ? 'experience' : null;
}

/** A head noun of one to three words at the start or the end of a heading. */
function keywordAtEdge(words: string[]): SectionType | undefined {
  for (let n = 1; n <= Math.min(3, words.length); n++) {
    const tail = HEADING_KEYWORDS.get(words.slice(-n).join(' '));
    if (tail) return tail;
    const head = HEADING_KEYWORDS.get(words.slice(0, n).join(' '));
    if (head) return head;
  }
  return undefined;
}

/**
 * Thai, Chinese, Japanese (and Korean compounds) run words together, and their text layers often put
 * stray spaces inside a word: the longest dictionary entry the heading starts with names it
 * ("ประสบการณ์ฝึกงาน" is an internship experience). "实习/项目经历" takes the first section it names.
 */
function unspacedMatch(text: string, key: string): { type: SectionType; exact: boolean } | null {
  const flat = key.replace(/\s+/g, '');
  if (flat.length > 16 || /[:：,，\d]/.test(text)) return null;
  let best: { type: SectionType; length: number } | null = null;
  for (const [entry, type] of UNSPACED_ENTRIES) {
    if (flat.startsWith(entry) && (!best || entry.length > best.length))
      best = { type, length: entry.length };
  }
  if (best) return { type: best.type, exact: false };
  // "个人技能", "校园经历": a Chinese or Japanese heading ends with its head noun.
  if (hasCjk(key) && flat.length <= 8) {
    for (const [entry, type] of UNSPACED_KEYWORDS) {
      if (flat.endsWith(entry) && (!best || entry.length > best.length))
        best = { type, length: entry.length };
    }
    if (best) return { type: best.type, exact: false };
  }
  if (hasCjk(key) && flat.length <= 10) {
    const t = HEADING_PHRASES.get(key.split(' ')[0] ?? '');
    if (t) return { type: t, exact: false };
  }
  return null;
}

/** Short, no dates, no addresses, no sentence punctuation. */
function looksLikeHeadingText(line: Line, segments: number): boolean {
  const text = line.segments
    .slice(0, segments)
    .map((s) => s.text)
    .join(' ');
  const collapsed = collapseLetterSpacing(text);
  if (letterCount(collapsed) < 2) return false;
  if (wordCount(collapsed) > 6) return false;
  if (
    /[@]|https?:|www\.|\w\.(?:com|net|org|io|dev|me|info|edu|app|ai|cn|de|fr|uk|ru|in|br|es|it|nl|pl|jp|kr)\b/i.test(
      collapsed,
    )
  )
    return false;
  if (/[.,;]$/.test(collapsed.trim())) return false;
  if (findDates(collapsed).length) return false;
  if (/\d{3,}/.test(collapsed)) return false;
  return true;
}
