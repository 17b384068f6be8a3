import { findDates } from '../dates/dates.js';
import { isKnownCity } from './places.js';
import { cleanSpaces, foldedKeyOf, wordCount } from '../items/text.js';
import { orgScore, schoolScore } from './vocab.js';

/** Pieces of text with a recognisable shape: emails, phone numbers, URLs, places. */

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,}/giu;

/**
 * An address the layout broke with spaces, as design tools place each piece on its own
 * ("jane.roe @ gmail.com", "jane.roe@gmail .com"): a space on either side of the "@" or before
 * the final dot, with a top-level domain after it.
 */
const SPACED_EMAIL = new RegExp(
  String.raw`[\p{L}\p{N}._%+-]+ ?@ ?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)* ?\.(?:com|org|net|edu|gov|io|dev|me|[a-z]{2})(?![\p{L}\p{N}])`,
  'giu',
);

export function findEmails(text: string): string[] {
  const strict = text.match(EMAIL);
  const found = strict ?? (text.includes('@') ? (text.match(SPACED_EMAIL) ?? []) : []);
  // A label glued to the address by the layout ("Contactjane@x.org", "E-mailjane@x.org") is not part of it.
  return found.map((e) =>
    e
      .replace(/^mailto:/i, '')
      .replace(/^(?:Contact|Kontakt|Contacto|Contatto|Email|E-mail|Mail|Correo|Courriel)(?=[a-z0-9])/, ''),
  );
}

// A phone number: optional +country or (+country), then digit groups split by spaces, dots, dashes,
// slashes or parentheses; masked trailing digits ("87xxx") are kept as printed.
const PHONE =
  /(?:\(\+?\d{1,4}\)\s*|\+\d{1,4}[\s.-]*)?(?:\(\d{1,5}\)[\s.-]*)?\d[\d\s.\-–/()]{5,}\d(?:x{1,5})?|\+?\d{3,}x{2,5}/gi;

export function findPhones(text: string): string[] {
  const out: string[] = [];
  for (const m of text.match(PHONE) ?? []) {
    const candidate = m.trim().replace(/[\s.\-–/(]+$/, '');
    const digits = candidate.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    // Year ranges and dates look like digit groups too.
    if (/^(1[89]|20)\d{2}\s*[-–/]\s*((1[89]|20)\d{2}|\d{2})$/.test(candidate)) continue;
    if (/^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(candidate)) continue;
    // A Portuguese postcode ("4000-446 Porto"), not a number anyone dials.
    if (/^\d{4}-\d{3}$/.test(candidate)) continue;
    if (findDates(candidate).length >= 2 && !/^\+|\(/.test(candidate)) continue;
    out.push(candidate);
  }
  return out;
}

const TLDS =
  'com|org|net|io|dev|me|ai|app|co|uk|de|fr|es|pt|br|se|it|pl|nl|in|ca|au|ch|at|be|info|xyz|tech|site|online|page|blog|design|studio|us|eu|cn|jp|kr|ng|ru|gg|sh|cc|tv|fm|so|to|ly|id|biz|edu|gov|works|codes|digital|website|space|one|pro|me\\.uk';
const URL_RE = new RegExp(
  `(?:https?://|www\\.)[^\\s|,;()<>"'“”]+|(?<![@\\p{L}\\p{N}._%+-])(?:[a-z0-9][a-z0-9-]*\\.)+(?:${TLDS})(?![\\p{L}\\p{N}@-])(?:/[^\\s|,;()<>"'“”]*)?`,
  'giu',
);

/** URLs and bare domains ("github.com/jdoe", "www.site.dev"), as printed. */
export function findUrls(text: string): string[] {
  const out: string[] = [];
  for (const m of text.match(URL_RE) ?? []) {
    const url = m.replace(/[.,;:)\]]+$/, '');
    if (/@/.test(url)) continue;
    out.push(url);
  }
  return out;
}

/** Host + path, lower case, no scheme, no www, no trailing slash: how two links are compared. */
export function linkKey(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
}

const PROFILE_HOSTS: Record<string, 'linkedin' | 'github' | 'twitter' | 'other'> = {
  'linkedin.com': 'linkedin',
  'github.com': 'github',
  'gitlab.com': 'other',
  'bitbucket.org': 'other',
  'twitter.com': 'twitter',
  'x.com': 'twitter',
  'behance.net': 'other',
  'dribbble.com': 'other',
  'medium.com': 'other',
  'stackoverflow.com': 'other',
  'kaggle.com': 'other',
  't.me': 'other',
  'instagram.com': 'other',
  'facebook.com': 'other',
  'youtube.com': 'other',
  'scholar.google.com': 'other',
  'orcid.org': 'other',
  'researchgate.net': 'other',
  'xing.com': 'other',
  'leetcode.com': 'other',
  'codepen.io': 'other',
  'huggingface.co': 'other',
  'mastodon.social': 'other',
  'bsky.app': 'other',
};

/** Which social network a link points to, if any, and whether it is a profile (not a repo or a post). */
export function profileOf(
  url: string,
): { network: 'linkedin' | 'github' | 'twitter' | 'other'; isProfile: boolean } | null {
  const key = linkKey(url);
  const [host = '', ...path] = key.split('/');
  const bare = host.replace(/^(?:[a-z]{2,3}\.)(?=linkedin\.com$)/, '');
  const network = PROFILE_HOSTS[bare];
  if (!network) return null;
  const parts = path.filter(Boolean);
  if (network === 'linkedin') return { network, isProfile: parts.length >= 1 && parts.length <= 3 };
  if (network === 'github') return { network, isProfile: parts.length === 1 };
  return { network, isProfile: parts.length >= 1 && parts.length <= 2 };
}

// US states and Canadian provinces, as printed after a city ("Berkeley, CA").
const REGION_CODES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC ON QC BC AB MB SK NS NB NL PE NSW VIC QLD SA TAS ACT NT'.split(
    ' ',
  ),
);
const COUNTRIES = new Set(
  `united states|usa|us|u s a|united kingdom|uk|england|scotland|wales|ireland|canada|germany|deutschland|france|
  spain|espana|portugal|brazil|brasil|sweden|sverige|norway|norge|denmark|danmark|finland|suomi|italy|italia|poland|
  polska|netherlands|nederland|the netherlands|belgium|belgique|switzerland|schweiz|suisse|austria|osterreich|india|
  china|korea|south korea|republic of korea|s korea|japan|nigeria|ghana|kenya|south africa|egypt|morocco|australia|
  new zealand|mexico|argentina|chile|colombia|peru|singapore|malaysia|indonesia|philippines|vietnam|viet nam|
  thailand|pakistan|bangladesh|sri lanka|turkey|turkiye|israel|uae|united arab emirates|saudi arabia|qatar|russia|
  ukraine|czech republic|czechia|slovakia|hungary|romania|bulgaria|greece|croatia|serbia|slovenia|estonia|latvia|
  lithuania|luxembourg|iceland|taiwan|hong kong|remote|america|europe|iran|iraq|jordan|lebanon|algeria|tunisia|
  ethiopia|tanzania|uganda|rwanda|cameroon|senegal|zimbabwe|zambia|botswana|namibia|nepal|cambodia|myanmar|
  venezuela|ecuador|bolivia|uruguay|paraguay|costa rica|guatemala|puerto rico|dominican republic|kazakhstan|
  belarus|armenia|azerbaijan|uzbekistan|cyprus|malta|oman|kuwait|bahrain|mexico|peru|
  ישראל|россия|украина|україна|беларусь|казахстан|ελλάδα|ελλαδα|κύπρος|србија|българия|česko|ceska republika|
  slovensko|magyarorszag|romania|hrvatska|lietuva|latvija|eesti|ایران|العراق|الأردن|السعودية|المملكة العربية السعودية|
  مصر|المغرب|الجزائر|تونس|لبنان|الإمارات|قطر|الكويت|عمان|ประเทศไทย|ไทย|中国|中國|日本|한국|대한민국|臺灣|台湾|香港`
    .split('|')
    .map((c) => foldedKeyOf(c.trim())),
);

/** Postcodes as printed before a town: 10405, 3532 GK, 411 19, 31-147, SW1A 1AA. */
const POSTCODE =
  '(?:\\d{4,5}|\\d{4}\\s?[A-Z]{2}|\\d{3}\\s\\d{2}|\\d{2}-\\d{3}|[A-Z]{1,2}\\d[A-Z\\d]?\\s\\d[A-Z]{2})';
const POSTCODE_TOWN = new RegExp(`^${POSTCODE}\\s+\\p{Lu}`, 'u');
const POSTCODE_LINE = new RegExp(`^${POSTCODE}\\s+\\p{Lu}[\\p{L}\\s.-]*$`, 'u');

/** "69007 Lyon", "411 19 Göteborg", "SW1A 1AA London": a postcode and a town, and nothing else. */
export function isPostcodeLine(text: string): boolean {
  return POSTCODE_LINE.test(text.trim());
}

const PROVINCE_POSTCODE =
  /^\p{Lu}[\p{L}' -]{1,40}\s\([A-Z]{2}\)\s+\d{5}$|^\d{5}\s+\p{Lu}[\p{L}' -]{1,40}\s\([A-Z]{2}\)$/u;

/** How much a piece of text looks like the candidate's own location (0 = not at all). */
export function locationScore(raw: string): number {
  // "Indiranagar – Bengaluru 560038 – India": spaced dashes join a place's parts like commas.
  // The Arabic comma "،" and the ideographic "、" part a place as a comma does; so does a spaced
  // hyphen ("Rawson - Chubut").
  const text = cleanSpaces(
    raw
      // "10437, Berlin, (DE)": a part printed whole in brackets is a part of the place, not a remark.
      .replace(/(^|,\s*)\(([^(),]+)\)(?=\s*(?:,|$))/g, '$1$2')
      .replace(/\([^)]*\)/g, ' ')
      .replace(/\s+[–—-]\s+/g, ', ')
      .replace(/\s*[،、]\s*/gu, ', ')
      // "Lyon, , FR": a template that prints the region's place even when it is empty.
      .replace(/,(?:\s*,)+/g, ','),
  );
  if (!text || text.length > 80) return 0;
  // Six digits can be a postcode (India, China); seven in a row are a number to dial.
  if (/@|https?:|www\.|\d{7,}/.test(text)) return 0;
  if (findDates(text).length) return 0;
  const parts = text.split(',').map((p) => p.trim());
  const last = parts[parts.length - 1] ?? '';
  const lastWord = last.split(/\s+/)[0] ?? '';
  if (parts.length >= 2 && REGION_CODES.has(lastWord) && /^[A-Z]{2,3}(\s+\d{4,5}(-\d{4})?)?$/.test(last))
    return 3;
  // "Paddington QLD 4064", "Denver CO 80205": a town, its state and postcode with no comma.
  const townState = last.match(/^\p{Lu}[\p{L}.' -]*\s([A-Z]{2,3})\s+\d{4,5}(?:-\d{4})?$/u);
  if (townState && REGION_CODES.has(townState[1] ?? '')) return 3;
  // "浙江省杭州市", "北京市朝阳区": a Chinese province, city or district.
  if (/^[\u4e00-\u9fff]{2,12}[省市区县]$/u.test(text)) return 2;
  if (eastAsianAddress(text)) return 2.5;
  // "Carrollton, TX, 75010": the ZIP code after its own comma.
  const [town = '', state = '', zip = ''] = parts.slice(-3);
  if (parts.length >= 3 && REGION_CODES.has(state) && /^\d{5}(?:-\d{4})?$/.test(zip) && /^\p{Lu}/u.test(town))
    return 3;
  const folded = foldedKeyOf(last.replace(/\d+/g, ''));
  if (COUNTRIES.has(folded) && folded !== 'remote') return parts.length >= 2 ? 3 : 2;
  // A postal address: "Greifswalder Straße 212, 10405 Berlin", "Kungsgatan 12, 411 19 Göteborg".
  if (parts.length >= 2 && POSTCODE_TOWN.test(last)) return 2.5;
  // "Vicolo Stretto 4, Borgo Lungo (BG) 24100": Italy prints the town, its province and the postcode.
  if (parts.length >= 2 && PROVINCE_POSTCODE.test(raw.split(',').pop()?.trim() ?? '')) return 2.5;
  // "3532 GK Utrecht" on its own line (a "Woonplaats" row): a postcode and a town, up to three words.
  if (parts.length === 1 && POSTCODE_TOWN.test(last) && wordCount(last) <= 4 && !/\d\s*$/.test(last))
    return 2;
  // "Poblacion, Bulacan 3000 Philippines": a country closes the last part.
  const tail = folded.split(' ');
  const countryTail = [1, 2].some((n) => tail.length > n && COUNTRIES.has(tail.slice(-n).join(' ')));
  if (parts.length >= 2 && countryTail) return 2.5;
  // "Bulacan 3000 Philippines": a province and its postcode before the country, on a line of its own.
  // (Not "University of Ghana": a school or a company is not a place.)
  // A postcode or a state code must come with it ("Medtronic Italia" is a company).
  if (
    countryTail &&
    wordCount(last) <= 5 &&
    /^\p{Lu}/u.test(last) &&
    /\d{3,}|\b[A-Z]{2}\b/.test(last.replace(/\S+\s*$/, '')) &&
    !schoolScore(last) &&
    !isOrgName(last)
  )
    return 2;
  if (parts.length <= 2 && isKnownCity(parts[0] ?? '') && wordCount(text) <= 5)
    return parts.length === 2 ? 3 : 2;
  // "Ruby,CSS,Perl": a list run together without spaces is not a place.
  if (
    parts.length >= 2 &&
    parts.length <= 4 &&
    !/\p{L},\p{L}/u.test(text) &&
    parts.every((p) => /^[\p{Lu}\d][\p{L}\d.' -]{1,30}$/u.test(p) || isCaselessName(p))
  ) {
    if (parts.every((p) => p.split(/\s+/).length <= 3)) return 1;
  }
  // "27 Baker Street, …", "вул. Почайнинська, 50/49", "〒171-0031 東京都…": a postal address, known by
  // its street word and a number; below a city or postcode line, which an address is widened from.
  if (isStreetAddress(text)) return 1.5;
  return 0;
}

/**
 * An address written from the largest unit down, as Japan, China and Korea write it: a prefecture,
 * province or metropolis, then a city, ward or county ("千葉県船橋市…", "浙江省杭州市西湖区…",
 * "서울특별시 강남구 …"). Not a company or a school named after its city ("北京市某某科技有限公司").
 */
/** A Japanese postcode after its postal mark: "〒150-0002", "〒 171－0031". */
const POSTAL_MARK_CODE = String.raw`〒\s*[\d０-９]{3}\s*[-－]\s*[\d０-９]{4}`;

const POSTAL_MARK_LINE = new RegExp(`^${POSTAL_MARK_CODE}$`, 'u');

/** A line that holds only a Japanese postcode: its address is on the line below. */
export function isPostalMarkLine(text: string): boolean {
  return POSTAL_MARK_LINE.test(text.trim());
}

const EAST_ASIAN_ADDRESS = new RegExp(
  [
    String.raw`^(?:${POSTAL_MARK_CODE}\s*)?(?:東京都|北海道|大阪府|京都府|[\u4e00-\u9fff]{2,3}県)[\u4e00-\u9fff\u30a0-\u30ff]{1,6}[市区町村郡]`,
    String.raw`^[\u4e00-\u9fff]{2,4}(?:省|自治区)[\u4e00-\u9fff]{1,6}[市州盟]`,
    String.raw`^(?:北京|上海|天津|重庆)市[\u4e00-\u9fff]{1,5}[区县]`,
    String.raw`^[\uac00-\ud7af]{2,6}(?:특별시|광역시|특별자치시|특별자치도|도)\s*[\uac00-\ud7af]{1,6}[시군구]`,
  ].join('|'),
  'u',
);

function eastAsianAddress(text: string): boolean {
  return EAST_ASIAN_ADDRESS.test(text) && !schoolScore(text) && !orgScore(text);
}

/** "Bank of Canada", "Contoso Nigeria Ltd": an organisation named after its country. */
function isOrgName(text: string): boolean {
  return /\b(?:bank|company|group|corporation|corp|inc|ltd|limited|llc|plc|gmbh|airlines?|telecom|holdings?)\b/i.test(
    text,
  );
}

/** "اصفهان", "גבעת השלושה": one or two words of a script without capitals, which cannot show a proper noun. */
function isCaselessName(part: string): boolean {
  return /^\p{L}[\p{L}\p{M}' -]{1,30}$/u.test(part) && !/[\p{Lu}\p{Ll}]/u.test(part) && wordCount(part) <= 3;
}

/** Splits a line of contact details on the separators templates use between fields. */
export function splitContactParts(text: string): string[] {
  return text
    .split(/\s+[|·•◦⋄♦∙]\s+|\s*[|]\s*|\s{3,}|\s+[–—]\s+(?=\S+@|\+?\d|https?:|www\.)/u)
    .map((p) => cleanSpaces(p.replace(/^[·•|,;\s]+|[·•|,;\s]+$/g, '')))
    .filter(Boolean);
}

/** Drops a leading "Email:", "Tel.", "Phone", "Mobile:", "Address:" label. */
export function stripContactLabel(text: string): string {
  return text
    .replace(
      /^(?:e-?mail|e-?post|mail|correo(?: electrónico)?|courriel|phone|tel(?:efon[eo]?|ephone|éfono|éphone)?|tél|mobile|mobil|móvil|celular|cellulare|cell|handy|fax|address|adress?e?|anschrift|direcci[oó]n|endere[cç]o|morada|indirizzo|location|localisation|ubicaci[oó]n|ort|wohnort|standort|lieu|website|web|homepage|portfolio|linkedin|github|twitter|blog|site|kontakt|contact[oe]?)\s*(?:\.\s*[:：]?|[:：])\s*/i,
      '',
    )
    .trim();
}

/** A contact or personal-data field label on its own ("Anschrift", "Naam", "Date of birth"). */
export const FIELD_LABEL =
  /^(?:e-?mail|mail|phone|tel\.?|telefon|telefoon|telephone|mobile|mobil|address|adresse|anschrift|location|contact|kontakt|linkedin|github|xing|website|web|portfolio|twitter|geburtsdatum(?:\/-ort)?|geburtsort|familienstand|staatsangehörigkeit|nationalität|date of birth|nationality|marital status|date de naissance|nationalité|fecha de nacimiento|nacionalidad|data di nascita|nazionalità|data urodzenia|obywatelstwo|födelsedatum|geboortedatum|nationaliteit|woonplaats|adres|naam|name|rijbewijs|führerschein|driving licen[cs]e|permis de conduire|prawo jazdy)\s*:?$/i;

/** The document's own title in the languages and scripts we meet ("Curriculum Vitae", "履歴書", "Резюме"). */
export const DOCUMENT_TITLE =
  /^(?:curriculum vit(?:ae|æ|e)(?: (?:et|ac) studiorum)?|cv|c\.v\.|résumé|resume|lebenslauf|currículum(?: vitae)?|curriculo|currículo|życiorys|meritförteckning|levnadsbeskrivning|životopis|özgeçmiş|önerilen özgeçmiş|önéletrajz|резюме|резюме кандидата|анкета|βιογραφικό(?: σημείωμα)?|履歴書|職務経歴書|简历|个人简历|個人簡歷|简 历|이력서|자기소개서|السيرة الذاتية|سيرة ذاتية|رزومه|קורות חיים|ประวัติส่วนตัว|ประวัติย่อ|sơ yếu lý lịch|lý lịch)$/iu;

/** Street, block and postal-mark words of postal addresses, in the scripts we meet. */
const STREET_WORD =
  /(?:^|[\s,(])(?:street|st\.|road|rd\.?|avenue|ave\.?|lane|drive|boulevard|blvd\.?|bd|highway|hwy|blk|block|lot|sector|sec\d*|flat|apt\.?|apartment|floor|straße|strasse|str\.|weg|gasse|platz|allee|rue|chemin|calle|c\/|avenida|avda\.?|av\.|rua|travessa|viale|piazza|corso|ul\.|ulica|aleja|вул\.|ул\.|улица|вулиця|просп\.|пр-т|кв\.|οδός|οδ\.|τκ|sokak|sok\.|cad\.|caddesi|mah\.|mahallesi|ngõ|đường|phường|quận|huyện|ถนน|ซอย|ม\.|ต\.|อ\.|จ\.|n°|nº|no\.|via|vicolo|largo|strada|contrada|piazzale|plaza|paseo|camino|carrera|carretera|pasaje|praça|praca|estrada|alameda|rodovia|impasse|allée|allee|quai|route|straat|laan|plein|gracht|gata|gatan|vägen|vej|veien|utca|ulice|iela|katu)(?=[\s,.\d]|$)|(?:^|[\s,(])c\/(?=\p{L})|\p{L}(?:straße|strasse|str\.|weg|gasse|platz|allee|damm|ufer|straat|laan|gracht|plein|gatan|vägen|gata|gade|vej|veien|katu|utca)(?=[\s,]+\d)/iu;

/** A postal address line: a street word (or the 〒 mark) and a number, not a sentence. */
export function isStreetAddress(text: string): boolean {
  const t = text.trim();
  if (wordCount(t) > 14 || !/\d/.test(t)) return false;
  if (/^〒/.test(t)) return true;
  return STREET_WORD.test(t) && !/[.!?]$/.test(t.replace(/\b(?:st|rd|ave|no|apt)\.$/i, ''));
}
