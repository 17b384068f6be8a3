import { findTerms } from './keywords.js';
import { memoByText } from './memo.js';
import { foldText } from './text.js';

/**
 * Finds the quantities and dates a text states, each with a key that says what it means, so that
 * "12", "twelve" and "a dozen" compare equal and "Jan" equals "January". The no-invention checker
 * compares the keys of a suggestion with the keys of its source text. Input is folded (text.ts).
 */

export interface Fact {
  kind: 'number' | 'date';
  key: string;
  /** As written, for the message. */
  text: string;
}

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60,
  seventy: 70, eighty: 80, ninety: 90, dozen: 12, a: 1, an: 1,
}; // prettier-ignore
const SCALES: Record<string, number> = {
  hundred: 100, thousand: 1e3, k: 1e3, million: 1e6, mn: 1e6, m: 1e6, mm: 1e6, billion: 1e9, bn: 1e9, b: 1e9,
  trillion: 1e12, lakh: 1e5, lakhs: 1e5, crore: 1e7, crores: 1e7,
}; // prettier-ignore
const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30, fortieth: 40, fiftieth: 50, hundredth: 100,
  thousandth: 1000, millionth: 1e6, billionth: 1e9,
}; // prettier-ignore
const MULTIPLIERS: Record<string, number> = {
  double: 2, doubled: 2, doubles: 2, doubling: 2, twice: 2, twofold: 2, triple: 3, tripled: 3, triples: 3,
  tripling: 3, thrice: 3, threefold: 3, quadruple: 4, quadrupled: 4, quadrupling: 4, fourfold: 4,
  quintupled: 5, fivefold: 5, sixfold: 6, sevenfold: 7, eightfold: 8, ninefold: 9, tenfold: 10,
  twentyfold: 20, fiftyfold: 50, hundredfold: 100, thousandfold: 1000, halve: 0.5, halved: 0.5,
  halves: 0.5, halving: 0.5,
}; // prettier-ignore
/** Quantities without a figure still claim a size: "dozens of clients" is a fact the person must state. */
const VAGUE = new Set([
  'dozens', 'hundreds', 'thousands', 'millions', 'billions', 'trillions', 'several', 'multiple', 'numerous',
  'many', 'countless', 'myriad', 'various', 'couple', 'few', 'half', 'majority', 'minority', 'fraction',
  'most', 'all', 'every', 'none', 'zero', 'single',
]); // prettier-ignore
const PERCENT_WORDS = new Set(['percent', 'percentage', 'percentages', 'pct', 'bps', 'basis']);
const CURRENCY_WORDS: Record<string, string> = {
  dollar: '$', dollars: '$', usd: '$', bucks: '$', euro: '€', euros: '€', eur: '€', pound: '£', pounds: '£',
  gbp: '£', sterling: '£', yen: '¥', jpy: '¥', yuan: '¥', rmb: '¥', cny: '¥', rupee: '₹', rupees: '₹',
  inr: '₹', cad: 'CAD', aud: 'AUD', chf: 'CHF', sek: 'SEK', franc: 'CHF', francs: 'CHF',
}; // prettier-ignore
const TIME_UNITS: Record<string, string> = {
  second: 'second', seconds: 'second', minute: 'minute', minutes: 'minute', hour: 'hour', hours: 'hour',
  hourly: 'hour', day: 'day', days: 'day', daily: 'day', overnight: 'night', nightly: 'night',
  week: 'week', weeks: 'week', weekly: 'week', biweekly: 'week', fortnight: 'week', fortnightly: 'week',
  month: 'month', months: 'month', monthly: 'month', quarter: 'quarter', quarters: 'quarter',
  quarterly: 'quarter', year: 'year', years: 'year', yearly: 'year', annual: 'year', annually: 'year',
  yoy: 'year', semiannual: 'year', decade: 'decade', decades: 'decade', century: 'century',
  centuries: 'century', weekend: 'week', weekends: 'week',
}; // prettier-ignore
const MONTHS = [
  ['january', 'jan'], ['february', 'feb'], ['march', 'mar'], ['april', 'apr'], ['may', 'may'],
  ['june', 'jun'], ['july', 'jul'], ['august', 'aug'], ['september', 'sep', 'sept'], ['october', 'oct'],
  ['november', 'nov'], ['december', 'dec'],
] as const; // prettier-ignore
const WEEKDAYS = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?$/i;
const SEASONS = /^(Spring|Summer|Autumn|Fall|Winter)$/;
/** Words after which a roman numeral is a number: "Phase II", "Tier III", "Title IX". */
const ROMAN_CONTEXT = new Set(
  'phase tier level series part stage grade type class round chapter volume vol war gen generation mark mk season episode title section article book act scene henry louis world'.split(
    ' ',
  ),
);

/** "$2.5M" → 2500000, "1,200" → 1200, "3k" → 3000. */
function digitsValue(raw: string, suffix: string): number {
  const value = Number(raw.replace(/[,'_\u00a0\u202f]/g, ''));
  return value * (SCALES[suffix.toLowerCase()] ?? 1);
}

function key(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

function monthIndex(word: string): number {
  const lower = word.replace(/\.$/, '').toLowerCase();
  // Only capitalised "May"/"March" are months; abbreviations count only capitalised too.
  const isFull = MONTHS.some(([full]) => full === lower);
  const capitalised = /^\p{Lu}/u.test(word);
  if ((lower === 'may' || lower === 'march' || !isFull) && !capitalised) return -1;
  return MONTHS.findIndex((forms) => (forms as readonly string[]).includes(lower));
}

const ROMAN = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;
function romanValue(token: string): number {
  const values: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
  let total = 0;
  for (let i = 0; i < token.length; i++) {
    const v = values[token[i] ?? ''] ?? 0;
    const next = values[token[i + 1] ?? ''] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

// Numbers written with digits (any script, after folding), with an optional scale or "x" after them.
const DIGITS =
  /(\p{Nd}+(?:[,'_\u00a0\u202f]\p{Nd}{3})*(?:\.\p{Nd}+)?)(?:\s?(k|mm|mn|m|bn|b|hundred|thousand|million|billion|trillion|lakhs?|crores?)(?![\p{L}\p{N}])|(x)(?![\p{L}\p{N}])|(st|nd|rd|th)(?![\p{L}\p{N}])|(?=[^\p{L}\p{N}]|$)|(?=\p{L}))/giu;
const WORD = /\p{L}+/gu;

/** The quantities and dates in `text`, each once per mention. Do not mutate the result. */
export const extractFacts: (text: string) => readonly Fact[] = memoByText(scanFacts);

function scanFacts(text: string): Fact[] {
  const facts: Fact[] = [];
  const number = (k: string, t: string) => facts.push({ kind: 'number', key: k, text: t });
  const date = (k: string, t: string) => facts.push({ kind: 'date', key: k, text: t });

  for (const m of text.matchAll(DIGITS)) {
    const [all, raw = '', scale = '', times, ordinal] = m;
    const ascii = raw.replace(/\p{Nd}/gu, (d) => String(digitValue(d)));
    if (times) number(`x${key(digitsValue(ascii, ''))}`, all);
    else if (ordinal) number(`#${key(digitsValue(ascii, ''))}`, all);
    else number(key(digitsValue(ascii, scale)), all.trim());
  }
  if (/%|‰|‱/.test(text)) number('%', '%');
  for (const m of text.matchAll(/\p{Sc}/gu)) number(`cur:${m[0] === 'US$' ? '$' : m[0]}`, m[0]);

  const tokens = [...text.matchAll(WORD)].map((m) => ({
    word: m[0],
    lower: m[0].toLowerCase(),
    index: m.index,
  }));
  for (let i = 0; i < tokens.length; i++) {
    const { word, lower } = tokens[i] ?? { word: '', lower: '' };
    const previous = tokens[i - 1]?.lower ?? '';
    if (lower in MULTIPLIERS) number(`x${key(MULTIPLIERS[lower] ?? 0)}`, word);
    else if (/^\p{L}+fold$/u.test(lower) && (UNITS[lower.slice(0, -4)] ?? SCALES[lower.slice(0, -4)])) {
      number(`x${key(UNITS[lower.slice(0, -4)] ?? SCALES[lower.slice(0, -4)] ?? 0)}`, word);
    } else if (lower in ORDINALS && !(lower === 'second' && previous !== 'the')) {
      number(`#${key(ORDINALS[lower] ?? 0)}`, word);
    } else if (VAGUE.has(lower)) number(`~${lower}`, word);
    else if (PERCENT_WORDS.has(lower) || (lower === 'cent' && previous === 'per')) number('%', word);
    else if (lower in CURRENCY_WORDS) number(`cur:${CURRENCY_WORDS[lower] ?? ''}`, word);
    else if (lower in TIME_UNITS) date(`t:${TIME_UNITS[lower] ?? ''}`, word);
    else if (WEEKDAYS.test(word)) date(`d:${lower.replace(/s$/, '')}`, word);
    else if (SEASONS.test(word)) date(`s:${lower === 'autumn' ? 'fall' : lower}`, word);
    else if (monthIndex(word) >= 0) date(`m${monthIndex(word) + 1}`, word);
    else if (ROMAN.test(word) && /^[IVXLCDM]+$/.test(word)) {
      const onlyIvx = /^[IVX]{2,}$/.test(word);
      if (onlyIvx || ROMAN_CONTEXT.has(previous)) number(key(romanValue(word)), word);
    }
  }
  // Spelled-out numbers: "twenty-five", "two hundred thousand", "a dozen" (but not a lone "a").
  let run: { words: string[]; value: number; current: number; hasNumber: boolean } | null = null;
  const flush = () => {
    if (run?.hasNumber) number(key(run.value + run.current), run.words.join(' '));
    run = null;
  };
  let afterDigits = false;
  for (const t of text.matchAll(/\p{L}+|[^\p{L}\s-]+/gu)) {
    const lower = t[0].toLowerCase();
    const wasAfterDigits = afterDigits;
    afterDigits = /\p{Nd}$/u.test(t[0]);
    // "2 million" was read with its digits above.
    if (wasAfterDigits && lower in SCALES) continue;
    const unit = UNITS[lower];
    const scale =
      lower === 'k' || lower === 'm' || lower === 'b' || lower === 'mm' ? undefined : SCALES[lower];
    if (unit !== undefined) {
      if (run && run.hasNumber && run.current % 10 === 0 && run.current >= 20 && unit < 10 && unit > 0) {
        run.current += unit;
      } else {
        flush();
        run = { words: [t[0]], value: 0, current: unit, hasNumber: lower !== 'a' && lower !== 'an' };
        continue;
      }
      run.words.push(t[0]);
      run.hasNumber = true;
    } else if (scale !== undefined && run) {
      run.words.push(t[0]);
      run.hasNumber = true;
      if (scale === 100) run.current = (run.current || 1) * 100;
      else {
        run.value += (run.current || 1) * scale;
        run.current = 0;
      }
    } else if (scale !== undefined) {
      number(key(scale), t[0]);
    } else if (lower === 'and' && run?.hasNumber) {
      run.words.push(t[0]);
    } else {
      flush();
    }
  }
  flush();
  return facts;
}

/**
 * The value of any Unicode decimal digit. Unicode keeps each script's digits as ten consecutive code
 * points starting at zero, so the value is the distance back to the first digit of the run.
 */
function digitValue(d: string): number {
  const code = d.codePointAt(0) ?? 48;
  let value = 0;
  while (value < 9 && /\p{Nd}/u.test(String.fromCodePoint(code - value - 1))) value++;
  return value;
}

/** Roman numerals the checker should see even without context, for tests and messages. */
export function isRomanNumeral(token: string): boolean {
  return token.length > 0 && ROMAN.test(token);
}

/** Whether a text states a figure of its own ("40%", "twelve"), not counting digits inside names like "k8s". */
export function statesFigure(text: string): boolean {
  let folded = foldText(text);
  for (const m of findTerms(folded, 'prose'))
    folded = folded.slice(0, m.start) + ' '.repeat(m.end - m.start) + folded.slice(m.end);
  return extractFacts(folded).some((f) => f.kind === 'number');
}
