import { foldedKeyOf } from '../items/text.js';
import { ASIA } from './roles/asia.js';
import { ENGLISH } from './roles/english.js';
import { EUROPE_OTHER } from './roles/europeOther.js';
import { GERMANIC } from './roles/germanic.js';
import { MIDDLE_EAST } from './roles/middleEast.js';
import { ROMANCE } from './roles/romance.js';
import { SLAVIC } from './roles/slavic.js';
import type { RoleOrgWords } from './roles/types.js';

/*
 * Role and organisation evidence of one line part: how many of its words are role head nouns, how many
 * organisation marks. Lists live per language family under roles/; this compiles them once into sets
 * looked up per token (prefixes and compound ends by length), so a line costs a few set lookups a word.
 */

const FAMILIES: readonly RoleOrgWords[] = [
  ENGLISH,
  GERMANIC,
  ROMANCE,
  SLAVIC,
  EUROPE_OTHER,
  ASIA,
  MIDDLE_EAST,
];

/** Scripts written without spaces, with glued articles, or with marks folding would strip. */
const INSIDE_TEXT =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Thai}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Hangul}\u3200-\u33ff\uff00-\uffef]/u;
/** A text with only these letters has no word found inside the text: its search is skipped. */
const BEYOND_TOKENS =
  /[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]/u;

interface Dict {
  exact: Set<string>;
  prefixes: Map<number, Set<string>>;
  suffixes: Map<number, Set<string>>;
  /** Words of two or more tokens, padded with spaces: one token of them means something else. */
  phrases: string[];
  inside: string[];
}

const emptyDict = (): Dict => ({
  exact: new Set(),
  prefixes: new Map(),
  suffixes: new Map(),
  phrases: [],
  inside: [],
});

const fold = (w: string): string =>
  w
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss')
    .replace(/đ/g, 'd');

function addByLength(map: Map<number, Set<string>>, w: string): void {
  const set = map.get(w.length) ?? new Set<string>();
  set.add(w);
  map.set(w.length, set);
}

function compile(lists: readonly (string | undefined)[]): Dict {
  const dict = emptyDict();
  for (const list of lists) {
    for (const raw of (list ?? '').split(/\s+/)) {
      if (!raw) continue;
      if (INSIDE_TEXT.test(raw)) {
        dict.inside.push(raw.replace(/_/g, ' '));
        continue;
      }
      const w = fold(raw).replace(/-/g, '_');
      if (w.includes('_')) dict.phrases.push(` ${w.replace(/\*/g, '').replace(/_/g, ' ')} `);
      else if (w.startsWith('*')) addByLength(dict.suffixes, w.slice(1));
      else if (w.endsWith('*')) addByLength(dict.prefixes, w.slice(0, -1));
      else dict.exact.add(w);
    }
  }
  return dict;
}

function matches(dict: Dict, t: string): boolean {
  if (dict.exact.has(t)) return true;
  for (const [len, set] of dict.prefixes) if (len <= t.length && set.has(t.slice(0, len))) return true;
  for (const [len, set] of dict.suffixes) if (t.length > len + 2 && set.has(t.slice(-len))) return true;
  return false;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Legal forms that are also common words, written exactly so ("AS", "S.A.", "Co."), as whole words. */
function legalFormPattern(lists: readonly (string | undefined)[]): RegExp {
  const forms = [...new Set(lists.flatMap((l) => (l ?? '').split(/\s+/)).filter(Boolean))];
  forms.sort((a, b) => b.length - a.length);
  const alts = forms.map((f) => escape(f).replace(/_/g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}.])(?:${alts.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}

const ROLE = compile(FAMILIES.map((f) => f.roles));
const ORG = compile(FAMILIES.map((f) => f.orgs));
const NOT_ROLE = compile(FAMILIES.map((f) => f.notRoles));
const NOT_ORG = compile(FAMILIES.map((f) => f.notOrgs));
const ENGLISH_ROLE = compile([ENGLISH.roles]);
const ENGLISH_ORG = compile([ENGLISH.orgs]);
/** First words of the phrases: a text with none of them has no phrase to look for. */
const PHRASE_STARTS = new Set([...ROLE.phrases, ...ORG.phrases].map((p) => p.trim().split(' ')[0] ?? ''));
const LEGAL_FORM = legalFormPattern(FAMILIES.map((f) => f.legalForms));

/**
 * Legal forms that end a company's name, written without their dots ("Ltda.", "GmbH", "S.p.A." →
 * "spa"): what follows one is something else, and a stop after one closes a name, not a sentence.
 */
const LEGAL_FORM_WORD =
  /^(?:inc|llc|llp|ltd|limited|gmbh|ag|sa|sas|sarl|srl|spa|bv|nv|ab|oy|plc|corp|ltda|sl|slu|as|aps|kft|sro|tbk|bhd)\.?,?$/iu;

/** One word, as printed, that is a company's legal form ("Ltda.", "GmbH", "S.A."). */
export const isLegalFormWord = (word: string): boolean => LEGAL_FORM_WORD.test(word.replace(/\./g, ''));

/**
 * The last words of every language's legal forms that end in a stop, as printed ("Şti." of "Ltd.
 * Şti.", "Zrt.", "s.r.o.", "Ε.Π.Ε."): a name's end, not a sentence's.
 */
const DOTTED_FORMS = new Set(
  FAMILIES.flatMap((f) => (f.legalForms ?? '').split(/\s+/))
    .map((form) => form.split('_').pop() ?? '')
    .filter((word) => word.length > 1 && word.endsWith('.')),
);

/** A word printed with its closing stop that is the end of a legal form in one of the lists. */
export const endsLegalForm = (word: string): boolean => DOTTED_FORMS.has(word);

/**
 * Japanese, Korean and Chinese legal forms printed as a word of their own: before the name
 * ("株式会社 見本", "주식회사 한빛") or after it ("サンプル システム 株式会社").
 */
const CJK_LEGAL_FORM =
  /^(?:株式会社|有限会社|合同会社|合資会社|合名会社|相互会社|[（(][株有][)）]|㈱|㈲|(?:一般|公益)?(?:社団|財団)法人|学校法人|医療法人|社会福祉法人|独立行政法人|国立大学法人|特定非営利活動法人|NPO法人|주식회사|유한회사|[（(]주[)）]|㈜|股份有限公司|有限责任公司|有限公司)$/u;

/** A word that is only a legal form, in any script the parser reads. */
export const isLoneLegalForm = (word: string): boolean => CJK_LEGAL_FORM.test(word) || isLegalFormWord(word);

/** "S.p.A." → "SpA", "e.V." → "eV": dotted abbreviations matched as words. */
export function undot(text: string): string {
  return text
    .replace(/(?:\b\p{L}\.){2,}/gu, (m) => m.replace(/\./g, ''))
    .replace(/\b(\p{L})\.(\p{L})\.?/gu, '$1$2');
}

const IS_ROLE = 1;
const IS_ORG = 2;
const ENGLISH_ROLE_WORD = 4;
const ENGLISH_ORG_WORD = 8;
const kindCache = new Map<string, number>();

/** What one folded word is (bits above); words repeat across lines, so each is looked up once. */
function tokenKind(t: string): number {
  let k = kindCache.get(t);
  if (k === undefined) {
    k = 0;
    if (matches(ROLE, t) && !matches(NOT_ROLE, t))
      k |= IS_ROLE | (matches(ENGLISH_ROLE, t) ? ENGLISH_ROLE_WORD : 0);
    if (matches(ORG, t) && !matches(NOT_ORG, t))
      k |= IS_ORG | (matches(ENGLISH_ORG, t) ? ENGLISH_ORG_WORD : 0);
    if (kindCache.size > 20000) kindCache.clear();
    kindCache.set(t, k);
  }
  return k;
}

interface Reading {
  role: number;
  org: number;
}

/** A piece that ends in one of these is not read with the next as one compound ("Bank, Teller"). */
const BREAK_AFTER = /[,;:|/()[\]–—·•]$/u;

function read(text: string): Reading {
  const tokens: string[] = [];
  /** joined[i]: token i and i + 1 stand side by side with no punctuation between them. */
  const joined: boolean[] = [];
  for (const piece of undot(text).split(/\s+/)) {
    // Vietnamese đ has no combining mark to fold away.
    const parts = foldedKeyOf(piece).replace(/đ/g, 'd').split(' ').filter(Boolean);
    if (!parts.length) {
      if (joined.length) joined[joined.length - 1] = false;
      continue;
    }
    for (const p of parts) {
      tokens.push(p);
      joined.push(true);
    }
    if (BREAK_AFTER.test(piece)) joined[joined.length - 1] = false;
  }
  const kinds = tokens.map(tokenKind);
  const isRole = kinds.map((k) => (k & IS_ROLE) !== 0);
  const isOrg = kinds.map((k) => (k & IS_ORG) !== 0);
  // English puts the head noun last: in "Bank Teller" and "Hospital Pharmacist" the institution only says
  // which kind of role, in "Student Union" and "Teachers College" the role word names the institution.
  const role = [...isRole];
  const org = [...isOrg];
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!joined[i]) continue;
    const a = kinds[i] ?? 0;
    const b = kinds[i + 1] ?? 0;
    if (a & IS_ORG && a & ENGLISH_ORG_WORD && b & IS_ROLE && b & ENGLISH_ROLE_WORD) org[i] = false;
    if (a & IS_ROLE && a & ENGLISH_ROLE_WORD && b & IS_ORG && b & ENGLISH_ORG_WORD) role[i] = false;
  }
  let roleHits = role.filter(Boolean).length;
  let orgHits = org.filter(Boolean).length;
  if (tokens.some((t) => PHRASE_STARTS.has(t))) {
    const spaced = ` ${tokens.join(' ')} `;
    for (const p of ROLE.phrases) if (spaced.includes(p)) roleHits++;
    for (const p of ORG.phrases) if (spaced.includes(p)) orgHits++;
  }
  if (BEYOND_TOKENS.test(text)) {
    for (const w of ROLE.inside) if (text.includes(w)) roleHits++;
    for (const w of ORG.inside) if (text.includes(w)) orgHits++;
  }
  orgHits += legalForms(text);
  return { role: roleHits, org: orgHits };
}

function legalForms(text: string): number {
  // In a line set in capitals every short word looks like a legal form ("VOLUNTEER AS TUTOR"): there only
  // the last word counts ("ACME AS").
  const capitals = !/\p{Ll}/u.test(text);
  let hits = 0;
  for (const m of text.matchAll(LEGAL_FORM)) {
    if (capitals && /[\p{L}\p{N}]/u.test(text.slice(m.index + m[0].length))) continue;
    hits++;
  }
  return hits;
}

const cache = new Map<string, Reading>();

function reading(text: string): Reading {
  let r = cache.get(text);
  if (!r) {
    r = read(text);
    if (cache.size > 4000) cache.clear();
    cache.set(text, r);
  }
  return r;
}

/** How many words of the text name a held position (engineer, Praktikant, 实习生…). */
export const roleScore = (text: string): number => reading(text).role;
/** How many words of the text mark an organisation (GmbH, University, Ministerio, 株式会社…). */
export const orgScore = (text: string): number => reading(text).org;
