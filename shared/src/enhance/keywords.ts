import { memoByText } from './memo.js';
import { TAXONOMY, type TaxonomyEntry } from './taxonomy.js';

/** One occurrence of a taxonomy term in a piece of text. */
export interface TermMatch {
  entry: TaxonomyEntry;
  /** The text as written ("k8s"), and where it is. */
  text: string;
  start: number;
  end: number;
}

/**
 * Where the text is from. In `prose` (bullets, descriptions, a job post) list-only names are
 * skipped; in a `list` (skills, project tech) every name counts.
 */
export type TextKind = 'prose' | 'list';

interface Matcher {
  regex: RegExp;
  /** Exact spelling → entry, for case-sensitive forms. */
  exact: Map<string, TaxonomyEntry>;
  /** Lower-cased spelling → entry, for the rest. */
  folded: Map<string, TaxonomyEntry>;
}

// Letters and digits of the scripts resumes are written in, spelled out because the regex avoids the
// u and i flags: with case folding, hundreds of alternatives take a tenth of a second to compile.
const ALNUM = String.raw`A-Za-z0-9\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u0590-\u06FF\u0900-\u097F\u3040-\u30FF\u4E00-\u9FFF\uAC00-\uD7AF`;
// A term may not continue a word, an email, a handle, a hashtag or a version ("v2.React" is not a mention).
const BEFORE = String.raw`(?<![${ALNUM}_@#+.&\-])`;
// Longer terms may be followed by "-based", "'s", "/": "React-based", "Kubernetes/Helm".
const AFTER_LOOSE = String.raw`(?![${ALNUM}_#+@]|\.[${ALNUM}])`;
// Short terms ("C", "R", "Go", "AI") must stand alone: not "C-level", "R&D", "Go-to-market"; "AI's" is fine.
const AFTER_STRICT = String.raw`(?![${ALNUM}_#+@&]|[.\-][${ALNUM}])`;
const SHORT = 2;

/**
 * Words that turn a following single letter into a label, not a language: "Series C", "Plan B",
 * "Vitamin C", "Grade C".
 */
const LETTER_LABELS = new Set(
  'series vitamin plan grade type class tier level section part phase option model team group wing block building hall room floor gate round category appendix exhibit item figure table letter column row'.split(
    ' ',
  ),
);

const matchers = new Map<TextKind, Matcher>();

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

function buildMatcher(kind: TextKind): Matcher {
  const exact = new Map<string, TaxonomyEntry>();
  const folded = new Map<string, TaxonomyEntry>();
  const forms: string[] = [];
  for (const entry of TAXONOMY) {
    const spellings = [...(entry.listOnly && kind === 'prose' ? [] : [entry.name]), ...entry.aliases];
    for (const s of spellings) {
      // In a list, "golang" or "EXCEL" can only mean the skill, so case matters only in prose.
      if (entry.cs && kind === 'prose') exact.set(s, entry);
      else folded.set(s.toLowerCase(), entry);
      forms.push(s);
    }
  }
  // Longest first, so "React Native" wins over "React" and "Node.js" over "Node".
  // The regex runs over ASCII-lower-cased text without the i flag (much faster to compile);
  // case-sensitive forms are confirmed against the original text afterwards.
  const unique = [...new Set(forms.map(asciiLower))].sort((a, b) => b.length - a.length);
  const long = unique.filter((f) => f.length > SHORT).map(escape);
  const short = unique.filter((f) => f.length <= SHORT).map(escape);
  const source = `${BEFORE}(?:(?:${long.join('|')})${AFTER_LOOSE}|(?:${short.join('|')})${AFTER_STRICT})`;
  return { regex: new RegExp(source, 'g'), exact, folded };
}

function matcherFor(kind: TextKind): Matcher {
  let m = matchers.get(kind);
  if (!m) {
    m = buildMatcher(kind);
    matchers.set(kind, m);
  }
  return m;
}

/** Lower-cases A–Z only, so every index stays where it was (toLowerCase can change lengths). */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

function entryFor(m: Matcher, written: string): TaxonomyEntry | undefined {
  return m.exact.get(written) ?? m.folded.get(written.toLowerCase());
}

const scanProse = memoByText((text) => scan(text, 'prose'));
const scanList = memoByText((text) => scan(text, 'list'));

/** Every taxonomy term in `text`, left to right, longest spelling at each place. Do not mutate the result. */
export function findTerms(text: string, kind: TextKind = 'prose'): readonly TermMatch[] {
  return kind === 'prose' ? scanProse(text) : scanList(text);
}

function scan(text: string, kind: TextKind): TermMatch[] {
  const m = matcherFor(kind);
  const out: TermMatch[] = [];
  for (const hit of asciiLower(text).matchAll(m.regex)) {
    const written = text.slice(hit.index, hit.index + hit[0].length);
    // Case-sensitive forms ("Go", not "go") are confirmed here.
    const entry = entryFor(m, written);
    if (!entry) continue;
    if (written.length === 1 && LETTER_LABELS.has(previousWord(text, hit.index).toLowerCase())) continue;
    out.push({ entry, text: written, start: hit.index, end: hit.index + written.length });
  }
  return out;
}

function previousWord(text: string, index: number): string {
  const before = text.slice(Math.max(0, index - 30), index);
  return /([\p{L}]+)\s+$/u.exec(before)?.[1] ?? '';
}

/**
 * The entry a skill item is about, also when it adds a note in brackets ("JavaScript (ES6+)"), as
 * long as the note names no other skill ("NoSQL (MongoDB, Neo4j)" is a list, not NoSQL). For
 * counting coverage; spelling suggestions use the exact `canonicalSkill`.
 */
export function recogniseSkill(item: string): TaxonomyEntry | null {
  const exact = canonicalSkill(item);
  if (exact) return exact;
  const m = /^(.+?)\s*\((.+)\)\s*$/.exec(item.trim());
  if (!m) return null;
  const outer = canonicalSkill(m[1] ?? '');
  const inner = findTerms(m[2] ?? '', 'list');
  return outer && inner.every((t) => t.entry === outer) ? outer : null;
}

/**
 * The taxonomy entry a whole skill item names ("ReactJS" → React), or null when the item is not
 * exactly one known term ("NoSQL (MongoDB, Neo4j)" stays as written).
 */
export function canonicalSkill(item: string): TaxonomyEntry | null {
  const trimmed = item.trim().replace(/\s+/g, ' ');
  const m = matcherFor('list');
  return entryFor(m, trimmed) ?? null;
}

/** Canonical names of every term in the texts. */
export function termNames(texts: readonly string[], kind: TextKind): Set<string> {
  const names = new Set<string>();
  for (const t of texts) for (const hit of findTerms(t, kind)) names.add(hit.entry.name);
  return names;
}
