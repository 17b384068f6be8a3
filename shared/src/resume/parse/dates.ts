import type { ResumeDate } from '../schema.js';

/*
 * Dates as resumes print them, in the languages we read: "Jan 2020 – Present", "01/2020 - 03/2021",
 * "2019–21", "Sept. 2018", "seit 2021", "since 1865", "März 2019", "2015 年 3 月 – 至今", "Summer 2022".
 * Normalised to YYYY-MM, YYYY or present.
 */

const MONTHS: Record<string, number> = {};
function months(list: string, lang: string): void {
  void lang;
  list.split(' ').forEach((names, i) => {
    for (const name of names.split('|')) if (name) MONTHS[name] = i + 1;
  });
}
months(
  'january|jan february|feb march|mar april|apr may june|jun july|jul august|aug september|sep|sept october|oct november|nov december|dec',
  'en',
);
months(
  'januar|jänner|jaenner februar|feber märz|maerz|marz|mär|mrz april mai juni juli august september oktober|okt november dezember|dez',
  'de',
);
months(
  'janvier|janv février|fevrier|févr|fevr|fév|fev mars avril|avr mai juin juillet|juil août|aout septembre octobre novembre décembre|decembre|déc',
  'fr',
);
months(
  'enero|ene febrero marzo abril|abr mayo junio julio agosto|ago septiembre|setiembre|set octubre noviembre diciembre|dic',
  'es',
);
months(
  'janeiro fevereiro|fev março|marco abril maio junho julho agosto setembro outubro|out novembro dezembro',
  'pt',
);
months('januari februari mars april maj juni juli augusti september oktober november december', 'sv');
months(
  'gennaio|gen febbraio marzo aprile maggio|mag giugno|giu luglio|lug agosto settembre ottobre|ott novembre dicembre',
  'it',
);
months(
  'styczeń|stycznia|styczen|sty luty|lutego|lut marzec|marca kwiecień|kwietnia|kwiecien|kwi maja czerwiec|czerwca|cze lipiec|lipca|lip sierpień|sierpnia|sierpien|sie wrzesień|września|wrzesien|wrzesnia|wrz październik|października|pazdziernik|pazdziernika|paź|paz listopad|listopada|lis grudzień|grudnia|grudzien|gru',
  'pl',
);
months('januari februari maart|mrt april mei juni juli augustus september oktober november december', 'nl');

const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const SEASONS =
  'spring|summer|fall|autumn|winter|sommer|frühling|fruhling|herbst|été|ete|hiver|printemps|automne|verano|invierno|primavera|otoño|otono|verão|verao|inverno|outono|sommar|vinter|vår|var|höst|host|estate|autunno|lato|zima|wiosna|jesień|jesien|ss|ws|sose|wise|q[1-4]|h[12]';
const PRESENT =
  "present|current|currently|now|today|ongoing|to date|till date|heute|bis heute|aktuell|jetzt|laufend|dato|présent|aujourd’hui|aujourd'hui|actuel|actuelle|en cours|à ce jour|presente|actualidad|actual|actualmente|hoy|la fecha|atual|atualmente|o momento|hoje|pågående|nu|idag|tills vidare|oggi|ad oggi|alla data attuale|data attuale|attuale|in corso|obecnie|nadal|teraz|obecnie|heden|huidig|nog steeds|至今|现在|今";
const SINCE = "since|seit|depuis|desde|dal|dall’|dall'|sedan|od|sinds|自|从";

const Y4 = '(1[89]\\d{2}|20\\d{2})';
const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_LETTER_AFTER = '(?![\\p{L}])';

interface Pattern {
  re: RegExp;
  read: (m: RegExpExecArray) => DateToken | null;
}

export interface DateToken {
  /** Character offsets of the match in the searched text. */
  index: number;
  length: number;
  value: string;
  kind: 'date' | 'present' | 'since';
}

const PATTERNS: Pattern[] = [
  {
    // 2015 年 3 月
    re: new RegExp(`${Y4}\\s*年\\s*(\\d{1,2})\\s*月`, 'gu'),
    read: (m) => ym(m[1], m[2]),
  },
  {
    // 2019-03-01 (ISO): the month is what a resume means
    re: new RegExp(`(?<![\\d.,/])${Y4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])(?![\\d])`, 'gu'),
    read: (m) => ym(m[1], m[2]),
  },
  {
    // 01/03/2019, 31.12.2022 (Europass and most of Europe: day first); 12/31/2022 when only the US
    // order makes sense
    re: new RegExp(`(?<![\\d.,/])(\\d{1,2})([/.-])(\\d{1,2})\\2${Y4}(?![\\d])`, 'gu'),
    read: (m) => {
      const [a, b] = [Number(m[1]), Number(m[3])];
      const month = b <= 12 ? b : a <= 12 ? a : 0;
      return month && a <= 31 && b <= 31 ? ym(m[4], String(month)) : null;
    },
  },
  {
    // Jan 2020, Sept. 2018, März 2019, May 5, 2020, Jan '20
    re: new RegExp(
      `${NOT_LETTER_BEFORE}(${MONTH_ALT})(?:\\.?,?\\s*(?:\\d{1,2}(?:st|nd|rd|th)?\\.?,?\\s+)?(?:(?:de|del|of|di)\\s+)?|\\.?\\s*[/.-]\\s*)(?:${Y4}|['’](\\d{2}))(?!\\d)`,
      'giu',
    ),
    read: (m) => {
      const month = MONTHS[(m[1] ?? '').toLowerCase()];
      const year = m[2] ?? (m[3] ? `20${m[3]}` : undefined);
      return month && year ? ym(year, String(month)) : null;
    },
  },
  {
    // 2019 Jan (rare, but some templates print year first)
    re: new RegExp(`${NOT_LETTER_BEFORE}${Y4}\\s+(${MONTH_ALT})\\.?${NOT_LETTER_AFTER}`, 'giu'),
    read: (m) => {
      const month = MONTHS[(m[2] ?? '').toLowerCase()];
      return month ? ym(m[1], String(month)) : null;
    },
  },
  {
    // Summer 2022, WS 2019/20, Q3 2021: the year alone
    re: new RegExp(`${NOT_LETTER_BEFORE}(?:${SEASONS})\\.?\\s+${Y4}(?!\\d)`, 'giu'),
    read: (m) => ym(m[1]),
  },
  {
    // 1863-1865 with no spaces (a hyphen right before a year otherwise means a phone number)
    re: new RegExp(`(?<![\\d.,/])${Y4}\\s*[–—-]\\s*${Y4}(?![\\d])`, 'gu'),
    read: (m) =>
      Number(m[2]) >= Number(m[1]) ? { index: 0, length: 0, value: `${m[1]}..${m[2]}`, kind: 'date' } : null,
  },
  {
    // 2019-21, 2019–2021 handled by year tokens; this one only for the two-digit end
    re: new RegExp(`(?<![\\d.,/])${Y4}\\s*([–—-]|/)\\s*(\\d{2})(?![\\d.,/])`, 'gu'),
    read: (m) => {
      const start = Number(m[1]);
      const endShort = Number(m[3]);
      const sep = m[2];
      // "2020-12" with a plain hyphen is December 2020; "2019–21" and "2019/20" are year ranges.
      if (sep === '-' && endShort >= 1 && endShort <= 12) return ym(m[1], m[3]);
      const century = Math.floor(start / 100) * 100;
      const end = century + endShort >= start ? century + endShort : century + 100 + endShort;
      if (end - start > 10 || end < start) return null;
      return { index: 0, length: 0, value: `${m[1]}..${end}`, kind: 'date' };
    },
  },
  {
    // 01/2020, 1.2020, 03-2021
    re: new RegExp(`(?<![\\d.,/])(0?[1-9]|1[0-2])\\s*[/.\\-]\\s*${Y4}(?![\\d])`, 'gu'),
    read: (m) => ym(m[2], m[1]),
  },
  {
    // 2020/01, 2020.01, 2020-01
    re: new RegExp(`(?<![\\d.,/])${Y4}\\s*[/.\\-]\\s*(0[1-9]|1[0-2])(?![\\d.,/])`, 'gu'),
    read: (m) => ym(m[1], m[2]),
  },
  {
    // 2020 (a year on its own; not part of a longer number, a decimal or a phone number)
    re: new RegExp(`(?<![\\d.,/+\\-:])${Y4}(?![\\d]|[.,]\\d|\\s*年)`, 'gu'),
    read: (m) => ym(m[1]),
  },
  {
    re: new RegExp(`${NOT_LETTER_BEFORE}(?:${PRESENT})${NOT_LETTER_AFTER}`, 'giu'),
    read: () => ({ index: 0, length: 0, value: 'present', kind: 'present' }),
  },
  {
    re: new RegExp(`${NOT_LETTER_BEFORE}(?:${SINCE})${NOT_LETTER_AFTER}`, 'giu'),
    read: () => ({ index: 0, length: 0, value: 'since', kind: 'since' }),
  },
];

function ym(year: string | undefined, month?: string): DateToken | null {
  if (!year) return null;
  const y = Number(year);
  if (y < 1850 || y > 2099) return null;
  if (month === undefined) return { index: 0, length: 0, value: year, kind: 'date' };
  const m = Number(month);
  if (!(m >= 1 && m <= 12)) return null;
  return { index: 0, length: 0, value: `${year}-${String(m).padStart(2, '0')}`, kind: 'date' };
}

const tokenCache = new Map<string, DateToken[]>();

/** Every date, "present" and "since" word in the text, left to right, without overlaps. */
export function findTokens(text: string): DateToken[] {
  // The same line is asked about several times per parse; remember recent answers.
  const cached = tokenCache.get(text);
  if (cached) return cached;
  const tokens = scanTokens(text);
  if (tokenCache.size > 4000) tokenCache.clear();
  tokenCache.set(text, tokens);
  return tokens;
}

function scanTokens(text: string): DateToken[] {
  const found: DateToken[] = [];
  for (const { re, read } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const token = read(m);
      if (token) found.push({ ...token, index: m.index, length: m[0].length });
      if (m[0].length === 0) re.lastIndex++;
    }
  }
  // Earlier patterns are more specific; keep a match unless a kept one already covers its characters.
  const kept: DateToken[] = [];
  for (const t of found) {
    if (kept.some((k) => t.index < k.index + k.length && k.index < t.index + t.length)) continue;
    kept.push(t);
  }
  return kept.sort((a, b) => a.index - b.index);
}

/** Only the dates (not "present"/"since"): cheap test for "this text carries a date". */
export function findDates(text: string): DateToken[] {
  return findTokens(text).filter((t) => t.kind === 'date');
}

export interface DateRange {
  start: ResumeDate;
  end: ResumeDate;
  /** True when only one date was printed (a graduation date, a one-off role). */
  single: boolean;
  /** Offsets of the text the range was read from, to cut it out of the line. */
  from: number;
  to: number;
}

/**
 * Reads a date range from text: the first date is the start, the last the end, "present"/"since"
 * make the end `present`. Returns null when the text holds no date.
 */
export function parseDateRange(text: string): DateRange | null {
  const tokens = findTokens(text);
  const firstDateIdx = tokens.findIndex((t) => t.kind === 'date');
  const first = tokens[firstDateIdx];
  if (!first) return null;
  // The range is the first date and the tokens joined to it by dashes, "to", commas or "and" only;
  // a later year in the text ("Alice in Wonderland 1933 version") is not part of it.
  const cluster = [first];
  for (let i = firstDateIdx + 1; i < tokens.length; i++) {
    const prev = cluster[cluster.length - 1] ?? first;
    const t = tokens[i];
    if (!t || t.kind === 'since') break;
    const between = text.slice(prev.index + prev.length, t.index);
    if (!CONNECTOR.test(between)) break;
    cluster.push(t);
  }
  const since = tokens
    .slice(0, firstDateIdx)
    .some((t) => t.kind === 'since' && first.index - (t.index + t.length) <= 3);
  const dates = cluster.filter((t) => t.kind === 'date');
  const last = dates[dates.length - 1] ?? first;
  const presentAfter = cluster.some((t) => t.kind === 'present');
  const sinceToken = since
    ? tokens
        .slice(0, firstDateIdx)
        .reverse()
        .find((t) => t.kind === 'since')
    : undefined;
  const from = sinceToken ? sinceToken.index : first.index;
  const lastToken = cluster[cluster.length - 1] ?? first;
  const to = lastToken.index + lastToken.length;
  const [startValue = null, rangeEnd] = first.value.split('..');
  let end: string | null;
  if (since || presentAfter) end = 'present';
  else if (dates.length > 1) {
    const parts = last.value.split('..');
    end = parts[1] ?? parts[0] ?? null;
  } else if (rangeEnd) end = rangeEnd;
  else end = startValue;
  return {
    start: startValue,
    end,
    single: dates.length === 1 && !since && !presentAfter && !rangeEnd,
    from,
    to,
  };
}

const CONNECTOR =
  /^[\s,;]*(?:(?:[-–—~/|]|to|till|until|bis|zum|à|au|a|ad|al|hasta|la|até|o|do|and|und|et|y|och|e|jusqu’à|jusqu'à|fino)[\s,;]*){0,3}$/i;

/** Removes the date range (and words like "Expected" or "since" around it) from a string. */
export function stripDates(text: string): string {
  const range = parseDateRange(text);
  if (!range) return text;
  const out = `${text.slice(0, range.from)} ${text.slice(range.to)}`;
  return out
    .replace(
      /\b(?:expected|graduation|graduated|anticipated|voraussichtlich|prévu|prevista|previsto)\b:?/gi,
      ' ',
    )
    .replace(/(?:预计|毕业)/g, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const YEAR_WORDS = 'years?|yrs?|jahre?n?|ans?|años?|anos?|år|anni|anno|lata?|rok|jaar';
const MONTH_WORDS =
  'months?|mos?|monate?n?|mois|meses|mês|månader|månad|mesi|mese|miesięcy|miesiące|miesiąc|maanden|maand';
const DURATION = new RegExp(
  `\\(?\\s*\\d+\\+?\\s*(?:(?:${YEAR_WORDS})(?:,?\\s*(?:and|und|et|y|e|och|i|en)?\\s*\\d+\\s*(?:${MONTH_WORDS}))?|${MONTH_WORDS})\\s*\\)?(?![\\p{L}])`,
  'giu',
);

/** Drops a length of time printed beside a period: "(2 years 6 months)", "5 yrs 3 mos", "(4 Monate)". */
export function stripDurations(text: string): string {
  return text.replace(DURATION, ' ').replace(/\s+/g, ' ').trim();
}
