import type { ResumeDate } from '../../schema.js';

/*
 * Dates as resumes print them, in the languages we read: "Jan 2020 – Present", "01/2020 - 03/2021",
 * "2019–21", "Sept. 2018", "seit 2021", "since 1865", "März 2019", "2015 年 3 月 – 至今", "Summer 2022".
 * Normalised to YYYY-MM, YYYY or present.
 */

const MONTHS: Record<string, number> = {};
function months(list: string, lang: string): void {
  void lang;
  list.split(' ').forEach((names, i) => {
    // "كانون_الثاني": a month name of two words.
    for (const name of names.split('|')) if (name) MONTHS[name.replace(/_/g, ' ')] = i + 1;
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
months('januar februar marts april maj juni juli august september oktober november december', 'da');
months('januar februar mars april mai juni juli august september oktober november desember', 'no');
months(
  'leden|ledna únor|února březen|března duben|dubna květen|května červen|června červenec|července srpen|srpna září říjen|října listopad|listopadu prosinec|prosince',
  'cs',
);
months(
  'ocak|oca şubat|subat|şub mart nisan|nis mayıs|mayis haziran|haz temmuz|tem ağustos|agustos|ağu eylül|eylul|eyl ekim|eki kasım|kasim|kas aralık|aralik|ara',
  'tr',
);
months(
  'январь|января|янв февраль|февраля|фев март|марта|мар апрель|апреля|апр май|мая июнь|июня|июн июль|июля|июл август|августа|авг сентябрь|сентября|сент|сен октябрь|октября|окт ноябрь|ноября|ноя декабрь|декабря|дек',
  'ru',
);
months(
  'січень|січня|січ лютий|лютого|лют березень|березня|бер квітень|квітня|квіт травень|травня|трав червень|червня|черв липень|липня|лип серпень|серпня|серп вересень|вересня|вер жовтень|жовтня|жовт листопад|листопада|лист грудень|грудня|груд',
  'uk',
);
months(
  'ιανουάριος|ιανουαρίου|ιαν φεβρουάριος|φεβρουαρίου|φεβ μάρτιος|μαρτίου|μάρ|μαρ απρίλιος|απριλίου|απρ μάιος|μαΐου|μαΐ|μαι ιούνιος|ιουνίου|ιούν|ιουν ιούλιος|ιουλίου|ιούλ|ιουλ αύγουστος|αυγούστου|αύγ|αυγ σεπτέμβριος|σεπτεμβρίου|σεπ οκτώβριος|οκτωβρίου|οκτ νοέμβριος|νοεμβρίου|νοέ|νοε δεκέμβριος|δεκεμβρίου|δεκ',
  'el',
);
months(
  'يناير|كانون_الثاني فبراير|شباط مارس|آذار أبريل|ابريل|نيسان مايو|أيار يونيو|حزيران يوليو|تموز أغسطس|اغسطس|آب سبتمبر|أيلول أكتوبر|اكتوبر|تشرين_الأول نوفمبر|تشرين_الثاني ديسمبر|كانون_الأول',
  'ar',
);
// The Solar Hijri months (Iran), kept with their own year as printed.
months('فروردین اردیبهشت خرداد تیر مرداد شهریور مهر آبان آذر دی بهمن اسفند', 'fa');
months('ינואר פברואר מרץ אפריל מאי יוני יולי אוגוסט ספטמבר אוקטובר נובמבר דצמבר', 'he');
months(
  'tammikuu|tammikuuta helmikuu|helmikuuta maaliskuu|maaliskuuta huhtikuu|huhtikuuta toukokuu|toukokuuta kesäkuu|kesäkuuta heinäkuu|heinäkuuta elokuu|elokuuta syyskuu|syyskuuta lokakuu|lokakuuta marraskuu|marraskuuta joulukuu|joulukuuta',
  'fi',
);
months(
  'január február|febr március|márc április|ápr május|máj június|jún július|júl augusztus szeptember|szept október november december',
  'hu',
);
months('január február marec apríl máj jún júl august september október november december', 'sk');
months(
  'ianuarie|ian februarie martie aprilie mai iunie|iun iulie|iul august septembrie octombrie noiembrie decembrie',
  'ro',
);
// Croatian (its "listopad" is October, the Czech and Polish one November: left to them).
months(
  'siječanj|siječnja|sij veljača|veljače|velj ožujak|ožujka|ožu travanj|travnja svibanj|svibnja lipanj|lipnja srpanj|srpnja kolovoz|kolovoza rujan|rujna  studeni|studenog prosinac|prosinca',
  'hr',
);
months('januar februar mart april maj jun jul avgust septembar oktobar novembar decembar', 'sr');
months('januar februar marec april maj junij julij avgust september oktober november december', 'sl');
months(
  'sausis|sausio vasaris|vasario kovas|kovo balandis|balandžio gegužė|gegužės birželis|birželio liepa|liepos rugpjūtis|rugpjūčio rugsėjis|rugsėjo spalis|spalio lapkritis|lapkričio gruodis|gruodžio',
  'lt',
);
months(
  'janvāris|janvārī februāris|februārī marts|martā aprīlis|aprīlī maijs|maijā jūnijs|jūnijā jūlijs|jūlijā augusts|augustā septembris|septembrī oktobris|oktobrī novembris|novembrī decembris|decembrī',
  'lv',
);
months(
  'jaanuar|jaan veebruar|veebr märts aprill mai juuni juuli august september oktoober november detsember|dets',
  'et',
);
months('janúar febrúar mars apríl maí júní júlí ágúst september október nóvember desember', 'is');
months('gener febrer març abril maig juny juliol agost setembre octubre novembre desembre', 'ca');
months('јануар фебруар март април мај јун јул август септембар октобар новембар децембар', 'sr');
months('януари февруари март април май юни юли август септември октомври ноември декември', 'bg');
months(
  'januari februari maret|mac april mei juni|jun juli|julai agustus|agu|agt|ogos september oktober|okt november desember|disember',
  'id',
);
months('जनवरी फ़रवरी|फरवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर|सितम्बर अक्टूबर|अक्तूबर नवंबर|नवम्बर दिसंबर|दिसम्बर', 'hi');
months(
  'มกราคม|ม.ค. กุมภาพันธ์|ก.พ. มีนาคม|มี.ค. เมษายน|เม.ย. พฤษภาคม|พ.ค. มิถุนายน|มิ.ย. กรกฎาคม|ก.ค. สิงหาคม|ส.ค. กันยายน|ก.ย. ตุลาคม|ต.ค. พฤศจิกายน|พ.ย. ธันวาคม|ธ.ค.',
  'th',
);

/** The month number of a printed month name ("März", "ม.ค.", "كانون الثاني"), or undefined. */
export function monthOf(name: string | undefined): number | undefined {
  return MONTHS[(name ?? '').toLowerCase().replace(/\s+/g, ' ')];
}

const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .map((m) => m.replace(/[.]/g, '\\.').replace(/ /g, '\\s+'))
  .join('|');
const SEASONS =
  'spring|summer|fall|autumn|winter|sommer|frühling|fruhling|herbst|été|ete|hiver|printemps|automne|verano|invierno|primavera|otoño|otono|verão|verao|inverno|outono|sommar|vinter|vår|var|höst|host|estate|autunno|lato|zima|wiosna|jesień|jesien|ss|ws|sose|wise|q[1-4]|h[12]';
const PRESENT =
  "present|current|currently|now|today|ongoing|to date|till date|heute|bis heute|aktuell|jetzt|laufend|dato|présent|aujourd’hui|aujourd'hui|actuel|actuelle|en cours|à ce jour|presente|actualidad|actual|actualmente|hoy|la fecha|atual|atualmente|o momento|hoje|pågående|nu|idag|tills vidare|oggi|ad oggi|alla data attuale|data attuale|attuale|in corso|obecnie|nadal|teraz|obecnie|heden|huidig|nog steeds|tot heden|momenteel|en curso|cursando|hasta la fecha|hasta hoy|hasta ahora|em curso|em andamento|até hoje|até o momento|in progress|till now|until now|up to now|tuttora|tutt’ora|tutt'ora|attualmente|în prezent|prezent|jelenleg|nykyään|nuværende|dags dato|i dag|nåværende|současnost|dosud|nyní|halen|günümüz|devam ediyor|по настоящее время|настоящее время|наст\\. время|сейчас|по теперішній час|теперішній час|дотепер|зараз|μέχρι σήμερα|σήμερα|τώρα|hiện tại|hiện nay|nay|حتى الآن|الآن|حاليا|حالياً|تاکنون|اکنون|ادامه دارد|עד היום|היום|הווה|ปัจจุบัน|現在|至今|现在|今|현재|재직중|재직 중|재학중|" +
  // More of the same words, language by language: German, French, Spanish and Portuguese, Italian,
  // Dutch, Polish, Czech, Turkish, Arabic, Hebrew, Japanese, Chinese, Korean, Thai.
  'derzeit|gegenwärtig|bis jetzt|bis dato|fortlaufend|à présent|a présent|ce jour|' +
  'la actualidad|el presente|o presente|atualidade|presentemente|a oggi|fino ad oggi|' +
  'tot nu|tot op heden|do teraz|do dziś|do dzisiaj|do chwili obecnej|obecnie trwa|doposud|' +
  'do současnosti|hâlâ|şu an|şimdi|حتى تاريخه|إلى الآن|الى الآن|حتى اليوم|حاليًا|כיום|עד כה|' +
  '現在に至る|現在まで|在職中|在籍中|継続中|目前|迄今|현재 재직|진행중|진행 중|ถึงปัจจุบัน|' +
  // Russian and Ukrainian abbreviations ("по н.в."), Nordic, Finnish, Hungarian, Slovak, South Slavic,
  // Bulgarian, Hindi.
  'н\\.\\s?в\\.?|наст\\.\\s?вр\\.?|т\\.\\s?ч\\.?|nå|pågår|pågående|nykyhetki|tähän asti|napjainkig|' +
  'jelenleg is|súčasnosť|doteraz|danas|сега|настояще|досега|वर्तमान|अब तक|' +
  // Indonesian and Malay, Catalan, Lithuanian, Latvian, Estonian, Slovenian, Icelandic.
  'sekarang|saat ini|kini|hingga kini|hingga sekarang|sampai sekarang|sampai saat ini|actualitat|' +
  'fins ara|dabar|iki dabar|šobrīd|līdz šim|tagad|praegu|tänaseni|senini|danes|sedaj|núna|til dagsins';
// With one date these make it a start ("od 2019", "از مهر ۱۳۹۶"); before a range they only open it
// ("od 03.2019 do 05.2021", "desde 2018 hasta 2020").
const SINCE =
  "since|from|seit|ab|depuis|desde|dal|dall’|dall'|sedan|från|siden|fra|vanaf|od|sinds|с|з|από|منذ|از|自|从";

// Years as printed: the Gregorian ones, and the Solar Hijri (13xx–14xx) and Buddhist Era (25xx) years
// that Persian and Thai resumes print; those are kept only where the text shows the calendar (ym).
const Y4 = '(1[3489]\\d{2}|20\\d{2}|25\\d{2})';
const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_LETTER_AFTER = '(?![\\p{L}])';
// A digit, comma or slash before a year makes it part of a longer number; so does a dot after a digit,
// but not a dot after a letter: school-year labels glue the year to an abbreviation ("S.Y.2023-2024").
const NOT_NUMBER_BEFORE = '(?<![\\d,/]|\\d[.])';

/** A Japanese era year in brackets between a year and its counter: "(昭和 61)", "（令和元）". */
const ERA = '[(（][^()（）\\d]{1,4}\\s*(?:\\d{1,2}|元)\\s*[)）]\\s*';

/** Longest first, so that "XII" is not read as "XI". */
const ROMAN_MONTHS = ['XII', 'XI', 'X', 'IX', 'VIII', 'VII', 'VI', 'V', 'IV', 'III', 'II', 'I'];

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
    // 2020년 3월 (Korean)
    re: new RegExp(`${Y4}\\s*년\\s*(\\d{1,2})\\s*월`, 'gu'),
    read: (m) => ym(m[1], m[2]),
  },
  {
    // 1988(昭和63)年 11月, 2019（令和元）年5月: a Japanese year with its era year in brackets
    re: new RegExp(`${Y4}\\s*${ERA}年\\s*(\\d{1,2})\\s*月`, 'gu'),
    read: (m) => ym(m[1], m[2]),
  },
  {
    // 2020年, 2020년, 1990(平成2)年: a year with its counter word and no month after it
    re: new RegExp(`${Y4}\\s*(?:${ERA})?[年년](?!\\s*\\d)`, 'gu'),
    read: (m) => ym(m[1]),
  },
  {
    // tháng 5/2020, Tháng 05 năm 2020 (Vietnamese: "month 5")
    re: new RegExp(`${NOT_LETTER_BEFORE}tháng\\s*(\\d{1,2})\\s*(?:[/.-]|,?\\s*năm)\\s*${Y4}(?!\\d)`, 'giu'),
    read: (m) => ym(m[2], m[1]),
  },
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
    // (and "01. 09. 2015", as Czech and Slovak print it)
    re: new RegExp(`(?<![\\d.,/])(\\d{1,2})([/.-])\\s?(\\d{1,2})\\2\\s?${Y4}(?![\\d])`, 'gu'),
    read: (m) => {
      const [a, b] = [Number(m[1]), Number(m[3])];
      const month = b <= 12 ? b : a <= 12 ? a : 0;
      return month && a <= 31 && b <= 31 ? ym(m[4], String(month)) : null;
    },
  },
  {
    // 18–25 Jan 2019: a few days within one month (a school, a workshop) run from that month to itself
    re: new RegExp(
      `(?<![\\d.,/])(?:[1-9]|[12]\\d|3[01])\\.?\\s*[–—-]\\s*(?:[1-9]|[12]\\d|3[01])\\.?\\s+(${MONTH_ALT})\\.?,?\\s+${Y4}(?!\\d)`,
      'giu',
    ),
    read: (m) => {
      const month = ym(m[2], String(monthOf(m[1]) ?? 0));
      return month ? { ...month, value: `${month.value}..${month.value}` } : null;
    },
  },
  {
    // 2023-Jun, 2023/Sep (year first, the month by name, joined): before "Jun - 2023" is read across
    // the range's dash in "2023-Jun - 2023-Sep"
    re: new RegExp(`(?<![\\d.,/])${Y4}[-/.](${MONTH_ALT})\\.?${NOT_LETTER_AFTER}`, 'giu'),
    read: (m) => {
      const month = monthOf(m[2]);
      return month ? ym(m[1], String(month)) : null;
    },
  },
  {
    // Jan 2020, Sept. 2018, März 2019, May 5, 2020, Jan '20
    re: new RegExp(
      `${NOT_LETTER_BEFORE}(${MONTH_ALT})(?:\\.?,?\\s*(?:\\d{1,2}(?:st|nd|rd|th)?\\.?,?\\s+)?(?:(?:de|del|of|di)\\s+)?|\\.?\\s*[/.-]\\s*)(?:${Y4}|['’](\\d{2}))(?!\\d)`,
      'giu',
    ),
    read: (m) => {
      const month = monthOf(m[1]);
      const year = m[2] ?? (m[3] ? `20${m[3]}` : undefined);
      return month && year ? ym(year, String(month)) : null;
    },
  },
  {
    // IX 2015, IX.2015, VI/2019: the month in Roman numerals (Polish, Czech, Hungarian, Romanian…)
    re: new RegExp(`(?<![\\p{L}\\d.])(${ROMAN_MONTHS.join('|')})\\s*[./-]?\\s*${Y4}(?!\\d)`, 'gu'),
    read: (m) => ym(m[2], String(ROMAN_MONTHS.length - ROMAN_MONTHS.indexOf(m[1] ?? ''))),
  },
  {
    // 2019 Jan (rare, but some templates print year first), 2019. január (Hungarian)
    re: new RegExp(`${NOT_LETTER_BEFORE}${Y4}\\.?\\s+(${MONTH_ALT})\\.?${NOT_LETTER_AFTER}`, 'giu'),
    read: (m) => {
      const month = monthOf(m[2]);
      return month ? ym(m[1], String(month)) : null;
    },
  },
  {
    // Summer 2022, WS 2019/20, Q3 2021: the year alone
    re: new RegExp(`${NOT_LETTER_BEFORE}(?:${SEASONS})\\.?\\s+${Y4}(?!\\d)`, 'giu'),
    read: (m) => ym(m[1]),
  },
  {
    // 1863-1865 with no spaces (a hyphen right before a year otherwise means a phone number), and
    // "2021/2023"
    re: new RegExp(`${NOT_NUMBER_BEFORE}${Y4}\\s*[–—/-]\\s*${Y4}(?![\\d])`, 'gu'),
    read: (m) =>
      Number(m[2]) >= Number(m[1])
        ? { index: 0, length: 0, value: `${m[1]}..${m[2]}`, kind: 'date' }
        : // Right-to-left text prints a range end first ("2023-2022" reads "from 2022 to 2023").
          rightToLeft && Number(m[1]) - Number(m[2]) <= 60
          ? { index: 0, length: 0, value: `${m[2]}..${m[1]}`, kind: 'date' }
          : null,
  },
  {
    // 2019-21, 2019–2021 handled by year tokens; this one only for the two-digit end
    re: new RegExp(`${NOT_NUMBER_BEFORE}${Y4}\\s*([–—-]|/)\\s*(\\d{2})(?![\\d.,/])`, 'gu'),
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
    // 2015.9, 2016/4, 2019.03.01 (Chinese and Japanese resumes: a one-digit month, or the day after
    // it), and Korean "2015. 3." / "2015. 03. 01.": the year first, its month without a leading zero
    re: new RegExp(
      `(?<![\\d.,/])${Y4}(?:([/.-])(0?[1-9]|1[0-2])(?:\\2(?:0?[1-9]|[12]\\d|3[01]))?(?![\\d,/]|\\2\\d)|\\.\\s+(0?[1-9]|1[0-2])\\.(?:\\s*(?:0?[1-9]|[12]\\d|3[01])\\.)?)`,
      'gu',
    ),
    read: (m) => ym(m[1], m[3] ?? m[4]),
  },
  {
    // 1396/7: a Solar Hijri year and a one-digit month
    re: new RegExp(`(?<![\\d.,/])(1[34]\\d{2})\\s*[/.\\-]\\s*([1-9])(?![\\d.,/])`, 'gu'),
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

/** Set while a text is scanned: it shows the Solar Hijri or Buddhist Era calendar. */
let otherCalendar = false;
/** Set while a text is scanned: it is written in Hebrew or Arabic script. */
let rightToLeft = false;
const rtlText = (text: string): boolean => /[\u0590-\u06ff]/u.test(text);

/**
 * Persian, Arabic or Thai letters, a range of two years of those calendars ("2563 – 2565"), or such a
 * year standing alone as the whole text (a date cell of its own, where no count or code stands alone).
 */
function showsOtherCalendar(text: string): boolean {
  return (
    /[\u0600-\u06ff\u0e00-\u0e7f]/u.test(text) ||
    /^\s*(?:25\d{2}|1[34]\d{2})\s*$/u.test(text) ||
    /(?:25\d{2}\s*[–—-]\s*25\d{2}|1[34]\d{2}\s*[–—/-]\s*1[34]\d{2})(?!\d)/u.test(text)
  );
}

function ym(year: string | undefined, month?: string): DateToken | null {
  if (!year) return null;
  const y = Number(year);
  const calendar = (y >= 1300 && y < 1500) || (y >= 2500 && y < 2600);
  if (calendar ? !otherCalendar : y < 1850 || y > 2099) return null;
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

function scanTokens(printed: string): DateToken[] {
  // Arabic-Indic, Persian and Thai digits read as ASCII ones (one character each: offsets stay).
  const text = printed.replace(/[\u0660-\u0669\u06f0-\u06f9\u0e50-\u0e59]/gu, (d) =>
    String(d.charCodeAt(0) & 0xf),
  );
  otherCalendar = showsOtherCalendar(text);
  rightToLeft = rtlText(text);
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
 * make the end `present`. Returns null when the text holds no date. `rightToLeft` says the text
 * stands on a right-to-left line though it holds no right-to-left letter itself (a cell
 * "2021 – 2019" beside an Arabic or Hebrew head).
 */
export function parseDateRange(text: string, rightToLeft = false): DateRange | null {
  const tokens = findTokens(text);
  const firstDateIdx = tokens.findIndex((t) => t.kind === 'date');
  const first = tokens[firstDateIdx];
  if (!first) return null;
  // The range is the first date and the tokens joined to it by dashes, "to", commas or "and" only;
  // a later year in the text ("Alice in Wonderland 1933 version") is not part of it.
  const cluster = [first];
  for (let i = firstDateIdx + 1; i < tokens.length; i++) {
    const prev: DateToken = cluster[cluster.length - 1] ?? first;
    const t = tokens[i];
    if (!t || t.kind === 'since') break;
    const between = text.slice(prev.index + prev.length, t.index);
    if (!CONNECTOR.test(between) && !(prev === first && unknownMonths(text, first, t, between))) break;
    cluster.push(t);
  }
  const since = tokens
    .slice(0, firstDateIdx)
    .some((t) => t.kind === 'since' && first.index - (t.index + t.length) <= 3);
  const dates = cluster.filter((t) => t.kind === 'date');
  const last = dates[dates.length - 1] ?? first;
  // "2023 – 2026 ongoing": a status after a printed end date; that date is the end (expected).
  const presentAfter = cluster.some(
    (t) => t.kind === 'present' && !((dates.length > 1 || last.value.includes('..')) && t.index > last.index),
  );
  const sinceToken = since
    ? tokens
        .slice(0, firstDateIdx)
        .reverse()
        .find((t) => t.kind === 'since')
    : undefined;
  // "June – August 2017": a start month printed without its year takes the end's year (the year
  // before when the month comes later in the year: "November – February 2018").
  const bare = sinceToken ? null : bareStartMonth(text.slice(0, first.index), first.value);
  const from = sinceToken ? sinceToken.index : (bare?.index ?? first.index);
  const lastToken = cluster[cluster.length - 1] ?? first;
  const to = lastToken.index + lastToken.length;
  const [startValue = null, rangeEnd] = first.value.split('..');
  let end: string | null;
  if ((since && dates.length === 1 && !rangeEnd) || presentAfter) end = 'present';
  else if (dates.length > 1) {
    const parts = last.value.split('..');
    end = parts[1] ?? parts[0] ?? null;
  } else if (rangeEnd) end = rangeEnd;
  else end = startValue;
  if (bare) return { start: bare.value, end, single: false, from, to };
  // "2021 – 2019" on a right-to-left line: the range was printed end first (a left-to-right line that
  // says so is kept as printed).
  if (
    (rightToLeft || rtlText(text)) &&
    startValue &&
    end &&
    end !== 'present' &&
    end.slice(0, 4) < startValue.slice(0, 4)
  ) {
    return { start: end, end: startValue, single: false, from, to };
  }
  return {
    start: startValue,
    end,
    single: dates.length === 1 && !since && !presentAfter && !rangeEnd,
    from,
    to,
  };
}

const BARE_MONTH = new RegExp(
  `${NOT_LETTER_BEFORE}(${MONTH_ALT})\\.?\\s*(?:[-–—~]|to|till|until|bis|à|au|a|al|hasta|até|do|до|по)\\s*$`,
  'iu',
);

/** The month name (and its offset) right before a dated month, joined to it by a dash or "to". */
function bareStartMonth(before: string, endValue: string): { index: number; value: string } | null {
  const ended = /^(\d{4})-(\d{2})$/.exec(endValue);
  if (!ended) return null;
  const m = BARE_MONTH.exec(before);
  const month = monthOf(m?.[1]);
  if (!m || !month) return null;
  const endYear = Number(ended[1]);
  const year = month > Number(ended[2]) ? endYear - 1 : endYear;
  return { index: m.index, value: `${year}-${String(month).padStart(2, '0')}` };
}

/** A status printed inside a range ("2019 – (projected) 2025"): the end is still to come. */
const STATUS =
  'expected|projected|anticipated|planned|estimated|voraussichtlich|prévue?|prevista|previsto|esperad[oa]';

/**
 * "spalis 2018 – vasaris 2020": two years, each after a word, parted by a dash. The words are months
 * of a language whose names are not listed above; the range is still the two years, not the first.
 */
function unknownMonths(text: string, first: DateToken, next: DateToken, between: string): boolean {
  const year = /^\d{4}$/;
  return (
    year.test(first.value) &&
    year.test(next.value) &&
    /^\s*[-–—~]\s*\p{L}{3,12}\.?\s+$/u.test(between) &&
    /(?:^|\s)\p{L}{3,12}\.?\s+$/u.test(text.slice(0, first.index))
  );
}

const CONNECTOR = new RegExp(
  String.raw`^[\s,;]*(?:(?:[-–—~/|〜～]|\(?(?:${STATUS})\)?|to|till|until|bis|zum|à|au|a|ad|al|hasta|la|até|o|do|and|und|et|y|och|e|jusqu’à|jusqu'à|fino|til|až|по|до|έως|μέχρι|đến|حتى|تا|עד|至|到|부터|까지|ถึง)[\s,;]*){0,3}$`,
  'iu',
);

/** The status word printed inside a text's range ("Projected" in "2019 – (projected) 2025"), if any. */
export function rangeStatus(text: string): string | null {
  const range = parseDateRange(text);
  if (!range) return null;
  const inside = new RegExp(String.raw`\(?\b(?:${STATUS})\)?`, 'iu');
  return inside.exec(text.slice(range.from, range.to))?.[0].replace(/[()]/g, '') ?? null;
}

/**
 * A label printed right before a date, with its colon, saying what the date is ("Graduation Date:",
 * "Abschluss:"); without the colon such a word may be the degree itself ("Laurea 2019").
 */
const DATE_LABEL =
  /(?:\b(?:(?:de|of|di|da)\s+)?(?:expected|anticipated|graduation|graduated|completion|completed|awarded|conferred|class of|dates?|date d[’']obtention|obtenu|obtenue|abschluss|abschlussdatum|datum|fecha|graduación|graduacion|egreso|data|laurea|conclusão|conclusao|ukończenia|ukonczenia)\s*)+[:：]\s*$/iu;

/** Where a date label at the end of `before` (the text up to a date) starts; its length when none. */
export function dateLabelStart(before: string): number {
  return DATE_LABEL.exec(before)?.index ?? before.length;
}

/** The word that closes a range after its end ("…年3月まで", until; "2019년까지"). */
export const RANGE_CLOSE = /^\s*(?:まで|迄|までの|까지)(?![\p{L}\p{N}])/u;

/** Removes the date range (and words like "Expected" or "since" around it) from a string. */
export function stripDates(text: string): string {
  const range = parseDateRange(text);
  if (!range) return text;
  const before = text.slice(0, range.from);
  const out = `${before.slice(0, dateLabelStart(before))} ${text.slice(range.to).replace(RANGE_CLOSE, '')}`;
  return out
    .replace(
      /\b(?:expected|projected|graduation|graduated|anticipated|voraussichtlich|prévu|prevista|previsto)\b:?/gi,
      ' ',
    )
    .replace(/(?:预计|毕业)/g, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// Cyrillic words as well as the Latin ones; CJK counters below.
const YEAR_WORDS = 'years?|yrs?|jahre?n?|ans?|años?|anos?|år|anni|anno|lata?|rok|jaar|лет|года?|роки?|років';
const MONTH_WORDS =
  'months?|mos?|monate?n?|mois|meses|mês|månader|månad|mesi|mese|miesięcy|miesiące|miesiąc|maanden|maand|месяцев|месяца?|місяців|місяці|місяць';
/** Weeks: the length of an internship ("Stage – 7 semaines", "4 Wochen Praktikum"). */
const WEEK_WORDS =
  'weeks?|wks?|wochen|woche|semaines?|semanas?|settimane|settimana|tygodni|tygodnie|tydzień|weken|week|veckor|vecka|uger|uge|uker|uke|недель|недели|неделя|тижнів|тижні|hafta';
const DURATION = new RegExp(
  `\\(?\\s*\\d+\\+?\\s*(?:(?:${YEAR_WORDS})(?:,?\\s*(?:and|und|et|y|e|och|i|en)?\\s*\\d+\\s*(?:${MONTH_WORDS}))?|${MONTH_WORDS}|${WEEK_WORDS})\\s*\\)?(?![\\p{L}])`,
  'giu',
);

/** Drops a length of time printed beside a period: "(2 years 6 months)", "5 yrs 3 mos", "(4 Monate)", "7 semaines". */
/** "(10개월)", "2년 6개월", "3ヶ月": a count of years (never a four-digit calendar year) and months. */
const CJK_DURATION =
  /\(?\s*(?:(?<!\d)\d{1,2}\s*[년年](?:\s*\d{1,2}\s*(?:개월|ヶ月|か月|カ月|个月|個月))?|\d{1,3}\s*(?:개월|ヶ月|か月|カ月|个月|個月))\s*\)?/gu;

export function stripDurations(text: string): string {
  return text.replace(DURATION, ' ').replace(CJK_DURATION, ' ').replace(/\s+/g, ' ').trim();
}
