import type { ResumeData } from '../resume/schema.js';
import { extractFacts } from './facts.js';
import { findTerms, type TextKind } from './keywords.js';
import { allResumeText, readPath } from './paths.js';
import { foldText, wordSet } from './text.js';
import type { CheckOptions, CheckResult, Suggestion, SuggestionKind, Violation } from './types.js';
import { ACTION_VERBS, OWN_WORDS, STOPWORDS } from './vocabulary.js';

/**
 * The no-invention rule (issue 7): a suggestion may not introduce a number, date, employer, school,
 * title, skill or other proper noun that the person has not written (or, for job match, confirmed).
 * Every suggestion from every source — local rules, derived fields, the language model — passes
 * through `checkSuggestion` before anyone sees it.
 *
 * Stricter than the rule's letter on purpose: when a suggestion rewrites existing prose, its numbers,
 * dates and claims ("award-winning") must come from that same text, not from elsewhere in the resume,
 * so a figure cannot migrate to an achievement it does not belong to.
 */

const TITLE_WORDS = new Set(
  'manager director head senior junior principal chief vp president founder co-founder cofounder ceo cto cfo coo cmo cio cpo officer supervisor intern architect partner lead'.split(
    ' ',
  ),
);
const SCHOOL_WORDS = new Set(
  "university college institute school academy bootcamp phd ph.d doctorate mba bachelor bachelor's bachelors master's masters degree diploma graduate graduated alumni alumnus scholarship thesis dissertation gpa honors honours laude valedictorian".split(
    ' ',
  ),
);
const CLAIM_WORDS = new Set(
  'award awards awarded award-winning winner winning won prize patent patents patented certified certification accredited published publication recognized recognised recognition promoted promotion ranked ranking record record-breaking best top leading largest biggest fastest highest first-ever only sole single-handedly world-class industry-leading best-in-class renowned acclaimed featured keynote invited nominated elected unprecedented'.split(
    ' ',
  ),
);
/** Kinds that rewrite existing prose: their numbers, dates and claims must come from `before`. */
const REWRITE_KINDS = new Set<SuggestionKind>([
  'weak-opening',
  'passive-voice',
  'wordy',
  'overlong',
  'missing-outcome',
  'rewrite',
]);

interface Index {
  /** Every word, lower-cased. */
  words: Set<string>;
  /** Words the resume writes with a capital somewhere (names, brands, acronyms), lower-cased. */
  capitalWords: Set<string>;
  /** Canonical taxonomy terms the resume mentions. */
  terms: Set<string>;
  /** Keys of every number and date (facts.ts). */
  facts: Set<string>;
  /** The whole text, folded and lower-cased, for URLs and domains. */
  lower: string;
}

const cache = new WeakMap<ResumeData, Index>();

function indexResume(resume: ResumeData): Index {
  const cached = cache.get(resume);
  if (cached) return cached;
  const lists = [
    ...resume.skills.flatMap((g) => g.items.map((i) => i.name)),
    ...resume.projects.flatMap((p) => p.tech),
  ];
  const dates = [...resume.experience, ...resume.education, ...resume.volunteering].flatMap((e) => [
    e.start ?? '',
    e.end ?? '',
  ]);
  dates.push(
    ...[...resume.certifications, ...resume.awards, ...resume.publications].map((c) => c.date ?? ''),
  );
  const texts = [...allResumeText(resume), ...dates.filter((d) => d && d !== 'present').map(dateAsText)];
  const index = buildIndex(texts, lists);
  cache.set(resume, index);
  return index;
}

/** "2021-05" → "2021 May", so a resume's dates count as written years and months. */
function dateAsText(date: string): string {
  const [year, month] = date.split('-');
  const names = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return month ? `${year} ${names[Number(month) - 1] ?? ''}` : (year ?? '');
}

function buildIndex(texts: readonly string[], lists: readonly string[]): Index {
  const folded = texts.map(foldText);
  const terms = new Set<string>();
  for (const t of folded) for (const m of findTerms(t, 'prose')) terms.add(m.entry.name);
  for (const t of lists) for (const m of findTerms(foldText(t), 'list')) terms.add(m.entry.name);
  const capitalWords = new Set<string>();
  for (const t of folded) {
    for (const m of t.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’.&+#-]*/gu)) {
      if (!/\p{Lu}/u.test(m[0])) continue;
      const word = m[0].replace(/[.'’-]+$/, '').toLowerCase();
      capitalWords.add(word);
      for (const part of word.split(/[-'’./&]/)) if (part) capitalWords.add(part);
    }
  }
  return {
    words: wordSet(folded),
    capitalWords,
    terms,
    facts: factKeys(folded),
    lower: folded.join('\n').toLowerCase(),
  };
}

function factKeys(folded: readonly string[]): Set<string> {
  const facts = new Set<string>();
  for (const t of folded) for (const f of extractFacts(t)) facts.add(f.key);
  return facts;
}

/** What a rewrite may draw its numbers, dates and claims from: its own text and confirmed terms. */
function sourceIndex(texts: readonly string[]): Pick<Index, 'words' | 'facts'> {
  const folded = texts.map(foldText);
  return { words: wordSet(folded), facts: factKeys(folded) };
}

function mergeIndex(a: Index, b: Index): Index {
  return {
    words: new Set([...a.words, ...b.words]),
    capitalWords: new Set([...a.capitalWords, ...b.capitalWords]),
    terms: new Set([...a.terms, ...b.terms]),
    facts: new Set([...a.facts, ...b.facts]),
    lower: `${a.lower}\n${b.lower}`,
  };
}

/** Blanks out a span so later scans skip it but positions (sentence starts) stay where they were. */
function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const URLISH =
  /(?:https?:\/\/)?(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}(?:\/[^\s]*)?|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+|(?<![\p{L}\p{N}])@[\p{L}\p{N}_]{2,}/gu;

/** Checks one suggestion against the resume it was made for. Pure. */
export function checkSuggestion(
  resume: ResumeData,
  suggestion: Suggestion,
  options: CheckOptions = {},
): CheckResult {
  const current = readPath(resume, suggestion.path);
  if (current === undefined) return fail([{ kind: 'bad-path', text: suggestion.path }]);
  if (current !== suggestion.before) return fail([{ kind: 'stale', text: suggestion.path }]);
  if (suggestion.after === suggestion.before) return { ok: true };

  const confirmed = (options.confirmedTerms ?? []).map((t) => t.trim()).filter(Boolean);
  const resumeIndex = indexResume(resume);
  const known = confirmed.length ? mergeIndex(resumeIndex, buildIndex(confirmed, confirmed)) : resumeIndex;
  const isRewrite = REWRITE_KINDS.has(suggestion.kind);
  const source = isRewrite ? sourceIndex([suggestion.before, ...confirmed]) : known;

  const violations: Violation[] = [];
  const add = (v: Violation) => {
    if (!violations.some((x) => x.kind === v.kind && x.text === v.text)) violations.push(v);
  };
  const kind: TextKind = suggestion.path.startsWith('skills.') ? 'list' : 'prose';
  let text = foldText(suggestion.after);

  // Confirmed terms and known skills are facts the person stated: take them out before looking further.
  for (const term of confirmed) {
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(foldText(term))}(?![\\p{L}\\p{N}])`, 'giu');
    for (const m of text.matchAll(re)) text = blank(text, m.index, m.index + m[0].length);
  }
  for (const m of findTerms(text, kind)) {
    if (!known.terms.has(m.entry.name)) add({ kind: 'skill', text: m.text });
    text = blank(text, m.start, m.end);
  }
  for (const m of text.matchAll(URLISH)) {
    if (!known.lower.includes(m[0].toLowerCase())) add({ kind: 'proper-noun', text: m[0] });
    text = blank(text, m.index, m.index + m[0].length);
  }

  for (const fact of extractFacts(text))
    if (!source.facts.has(fact.key)) add({ kind: fact.kind, text: fact.text });

  for (const { word, sentenceStart } of tokens(text)) {
    const lower = word.toLowerCase();
    const parts = [lower, ...(lower.includes('-') ? lower.split('-') : [])];
    const listed = (set: ReadonlySet<string>) => parts.find((p) => set.has(p));
    const title = listed(TITLE_WORDS);
    if (title && !known.words.has(lower) && !known.words.has(title)) add({ kind: 'title', text: word });
    const school = listed(SCHOOL_WORDS);
    if (school && !known.words.has(lower) && !known.words.has(school)) add({ kind: 'school', text: word });
    const claim = listed(CLAIM_WORDS);
    if (claim && !source.words.has(lower) && !source.words.has(claim)) add({ kind: 'claim', text: word });
    if (!title && !school && isNewProperNoun(word, sentenceStart, known))
      add({ kind: 'proper-noun', text: word });
  }
  return violations.length ? fail(violations) : { ok: true };
}

function fail(violations: Violation[]): CheckResult {
  return { ok: false, violations };
}

/** Words of a text, each marked when it starts a sentence, line or list item. */
function tokens(text: string): { word: string; sentenceStart: boolean }[] {
  const out: { word: string; sentenceStart: boolean }[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’&+#-]*/gu)) {
    out.push({ word: m[0].replace(/['’-]+$/, ''), sentenceStart: startsSentence(text, m.index) });
  }
  return out;
}

/** Looks back over spaces and opening quotes for the start of the text or a sentence mark. */
function startsSentence(text: string, index: number): boolean {
  let i = index - 1;
  while (i >= 0 && /[\s"'“‘([]/u.test(text.charAt(i))) {
    if (text.charAt(i) === '\n') return true;
    i--;
  }
  if (i < 0) return true;
  const c = text.charAt(i);
  if ('.!?:;•·▪–—*'.includes(c)) return true;
  // A dash list marker: " - Built".
  return c === '-' && (i === 0 || /\s/u.test(text.charAt(i - 1)));
}

function isNewProperNoun(word: string, sentenceStart: boolean, known: Index): boolean {
  if (!/\p{Lu}/u.test(word) || word === 'I') return false;
  const lower = word.toLowerCase();
  const parts = lower.split(/[-'’&]/).filter(Boolean);
  const knownCapital = known.capitalWords.has(lower) || parts.every((p) => known.capitalWords.has(p));
  if (knownCapital) return false;
  // Capitals inside a word (iOS, McKinsey) or all capitals (AWS, IBM) name something: always check.
  const shaped = /\p{Lu}/u.test(word.slice(1));
  if (!shaped && sentenceStart) {
    if (STOPWORDS.has(lower) || ACTION_VERBS.has(lower) || OWN_WORDS.has(lower)) return false;
    if (/^\p{L}{3,}(?:ed|ing)$/u.test(lower)) return false;
    return !(known.words.has(lower) || parts.every((p) => known.words.has(p)));
  }
  return true;
}
