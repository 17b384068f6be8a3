import type { DateStyle, Lang, MonthForm, Point, Season, Span } from './model.js';

/*
 * How each language prints months, open ends, "since" and seasons, and the corpus normalisation of a
 * printed period (SCHEMA.md "Dates"). The forms are the ones real CVs in these languages use.
 */

interface LangDates {
  short: readonly string[];
  /** Abbreviations with their full stops where the language uses them ("Sept.", "janv."). */
  shortDot: readonly string[];
  long: readonly string[];
  present: string;
  since: string;
  seasons: Record<Season, string>;
}

const m12 = (s: string): readonly string[] => s.split(' ');

const TABLE: Record<Lang, LangDates> = {
  en: {
    short: m12('Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'),
    shortDot: m12('Jan. Feb. Mar. Apr. May June July Aug. Sept. Oct. Nov. Dec.'),
    long: m12('January February March April May June July August September October November December'),
    present: 'Present',
    since: 'Since',
    seasons: { spring: 'Spring', summer: 'Summer', autumn: 'Fall', winter: 'Winter' },
  },
  de: {
    short: m12('Jan Feb Mär Apr Mai Jun Jul Aug Sep Okt Nov Dez'),
    shortDot: m12('Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.'),
    long: m12('Januar Februar März April Mai Juni Juli August September Oktober November Dezember'),
    present: 'heute',
    since: 'seit',
    seasons: { spring: 'Frühjahr', summer: 'Sommer', autumn: 'Herbst', winter: 'Winter' },
  },
  fr: {
    short: m12('janv févr mars avr mai juin juil août sept oct nov déc'),
    shortDot: m12('janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'),
    long: m12('janvier février mars avril mai juin juillet août septembre octobre novembre décembre'),
    present: "aujourd'hui",
    since: 'depuis',
    seasons: { spring: 'printemps', summer: 'été', autumn: 'automne', winter: 'hiver' },
  },
  es: {
    short: m12('ene feb mar abr may jun jul ago sept oct nov dic'),
    shortDot: m12('ene. feb. mar. abr. may. jun. jul. ago. sept. oct. nov. dic.'),
    long: m12('enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'),
    present: 'actualidad',
    since: 'desde',
    seasons: { spring: 'primavera', summer: 'verano', autumn: 'otoño', winter: 'invierno' },
  },
  pt: {
    short: m12('jan fev mar abr mai jun jul ago set out nov dez'),
    shortDot: m12('jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.'),
    long: m12('janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro'),
    present: 'atual',
    since: 'desde',
    seasons: { spring: 'primavera', summer: 'verão', autumn: 'outono', winter: 'inverno' },
  },
  sv: {
    short: m12('jan feb mar apr maj jun jul aug sep okt nov dec'),
    shortDot: m12('jan. feb. mars apr. maj juni juli aug. sep. okt. nov. dec.'),
    long: m12('januari februari mars april maj juni juli augusti september oktober november december'),
    present: 'nu',
    since: 'sedan',
    seasons: { spring: 'våren', summer: 'sommaren', autumn: 'hösten', winter: 'vintern' },
  },
  it: {
    short: m12('gen feb mar apr mag giu lug ago set ott nov dic'),
    shortDot: m12('gen. feb. mar. apr. mag. giu. lug. ago. set. ott. nov. dic.'),
    long: m12(
      'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
    ),
    present: 'presente',
    since: 'dal',
    seasons: { spring: 'primavera', summer: 'estate', autumn: 'autunno', winter: 'inverno' },
  },
  pl: {
    short: m12('sty lut mar kwi maj cze lip sie wrz paź lis gru'),
    shortDot: m12('sty. lut. mar. kwi. maj cze. lip. sie. wrz. paź. lis. gru.'),
    long: m12(
      'styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik listopad grudzień',
    ),
    present: 'obecnie',
    since: 'od',
    seasons: { spring: 'wiosna', summer: 'lato', autumn: 'jesień', winter: 'zima' },
  },
};

const pad2 = (n: number) => String(n).padStart(2, '0');

function monthName(lang: Lang, form: MonthForm, m: number): string {
  const t = TABLE[lang];
  const list =
    form === 'short' || form === 'slash-name' ? t.short : form === 'short-dot' ? t.shortDot : t.long;
  const name = list[m - 1];
  if (name === undefined) throw new Error(`month ${m} out of range`);
  return name;
}

/** One printed date in the given form. */
export function formatPoint(lang: Lang, form: MonthForm, p: Point): string {
  if (p.season) return `${TABLE[lang].seasons[p.season]} ${p.y}`;
  if (p.m === undefined) return String(p.y);
  switch (form) {
    case 'num':
      return `${pad2(p.m)}/${p.y}`;
    case 'num-dot':
      return `${pad2(p.m)}.${p.y}`;
    case 'iso':
      return `${p.y}-${pad2(p.m)}`;
    case 'slash-name':
      return `${monthName(lang, form, p.m)}/${p.y}`;
    case 'long-de':
      return `${monthName(lang, form, p.m)} de ${p.y}`;
    default:
      return `${monthName(lang, form, p.m)} ${p.y}`;
  }
}

/** A period as the resume prints it. */
export function formatSpan(lang: Lang, style: DateStyle, span: Span): string {
  const present = style.present ?? TABLE[lang].present;
  const { start, end } = span;
  let out: string;
  if (span.since && start) {
    const word = TABLE[lang].since;
    out = `${word} ${formatPoint(lang, style.month, start)}`;
  } else if (start && end) {
    const endText = end === 'present' ? present : formatPoint(lang, style.month, end);
    const short =
      style.shortYearEnd &&
      end !== 'present' &&
      start.m === undefined &&
      end.m === undefined &&
      !start.season &&
      !end.season &&
      Math.floor(start.y / 100) === Math.floor(end.y / 100) &&
      end.y > start.y;
    out = short
      ? `${start.y}–${String(end.y).slice(2)}`
      : `${formatPoint(lang, style.month, start)}${style.sep}${endText}`;
  } else if (start) {
    out = formatPoint(lang, style.month, start);
  } else if (end) {
    out = end === 'present' ? present : formatPoint(lang, style.month, end);
  } else {
    out = '';
  }
  return span.then ? `${out}, ${formatSpan(lang, style, span.then)}` : out;
}

/** The corpus form of one date: `YYYY-MM`, `YYYY` (seasons are the year). */
export function normPoint(p: Point): string {
  return p.m !== undefined && !p.season ? `${p.y}-${pad2(p.m)}` : String(p.y);
}

function lastSpan(span: Span): Span {
  return span.then ? lastSpan(span.then) : span;
}

/**
 * Start and end in the corpus schema. A single date is start = end for experience and the graduation
 * (end) date for education; two ranges give the first start and the last end; "since X" is X – present.
 */
export function normSpan(
  span: Span,
  kind: 'experience' | 'education',
): { start: string | null; end: string | null } {
  const last = lastSpan(span);
  const start = span.start ? normPoint(span.start) : null;
  if (span.since) return { start, end: 'present' };
  const endPoint = last.end ?? (span.then ? last.start : undefined);
  const end = endPoint === undefined ? null : endPoint === 'present' ? 'present' : normPoint(endPoint);
  if (start !== null && end === null)
    return kind === 'experience' ? { start, end: start } : { start: null, end: start };
  return { start, end };
}
