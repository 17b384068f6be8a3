import { competencyBanner } from './banner.js';
import type { Collector } from '../collector.js';
import { findDates } from '../../dates/dates.js';
import { isDocumentTitle, matchHeading } from '../../sections/headings.js';
import type { Line, Segment } from '../../lines/lines.js';
import {
  DOCUMENT_TITLE,
  FIELD_LABEL,
  findEmails,
  findPhones,
  findUrls,
  isPostalMarkLine,
  isPostcodeLine,
  isStreetAddress,
  linkKey,
  locationScore,
  profileOf,
  splitContactParts,
  stripContactLabel,
} from '../../words/patterns.js';
import { isKnownCity } from '../../words/places.js';
import { hasPostalBox } from '../../words/postal.js';
import type { Section } from '../../sections/section.js';
import { roleScore } from '../../words/vocab.js';
import {
  cleanSpaces,
  collapseLetterSpacing,
  foldedKeyOf,
  hasCjk,
  letterCount,
  wordCount,
} from '../../items/text.js';
import type { LinkArea } from '../../types.js';

/*
 * Step 5a: the header. Name (the biggest name-shaped text near the top of page one), headline (the
 * short line right under it), email, phone, location, profile links (printed, or only behind a label
 * or an icon as a link annotation), and a tagline or paragraph that works as a summary.
 */

export interface ContactResult {
  name: string;
  title: string;
  email: string;
  phone: string;
  location: string;
  links: { label: string; url: string }[];
  summary: string;
  /** A banner of competencies under the name; its provenance is recorded as the first skills group. */
  competencies: string[];
}

const CONTACT_TYPES = new Set(['header', 'contact']);

export function extractContact(
  sections: Section[],
  linkAreas: LinkArea[],
  bodySize: number,
  pageHeight: number,
  collector: Collector,
  furniture: Line[] = [],
): ContactResult {
  const headerLines = sections.filter((s) => CONTACT_TYPES.has(s.type)).flatMap((s) => s.lines);
  // Some templates print the contact details only in the page footer (moderncv's casual style) or
  // after the sections: read them there when the header has none.
  const contactLines = headerLines.some((l) => findEmails(l.text).length || findPhones(l.text).length)
    ? headerLines
    : [
        ...headerLines,
        ...strayContactLines([
          ...sections.filter((s) => !CONTACT_TYPES.has(s.type)).flatMap((s) => s.lines),
          ...furniture,
        ]),
      ];
  const result: ContactResult = {
    name: '',
    title: '',
    email: '',
    phone: '',
    location: '',
    links: [],
    summary: '',
    competencies: [],
  };

  // A name printed only in a personal-data table ("Naam | Sanne van der Linden") under a
  // "Curriculum Vitae" title is the name, whatever else is bigger.
  const first: NameSegment | null =
    labelledValue(sections, NAME_LABELS, isNameShaped) ??
    findName(headerLines, sections, bodySize, pageHeight, furniture);
  // A large name set on two lines ("Anna" / "Kowalczyk") continues right below in the same size.
  const second = first ? nameContinuation(headerLines, first) : null;
  const nameSegs = [first, second].filter((s): s is Segment => s !== null);
  const name = nameSegs[nameSegs.length - 1] ?? null;
  if (nameSegs.length) {
    result.name = cleanName(nameSegs.map((s) => s.text).join(' '));
    collector.add('personalInfo.name', nameSegs, 0.9);
  }
  const taken = new Set<Segment>(nameSegs);
  for (const piece of [first, second]) {
    if (!piece?.sharedWith) continue;
    taken.add(piece.sharedWith);
    collector.use(piece.sharedWith);
  }
  // The name printed a second time near the first (a photo's alternative text, a monogram block) is
  // neither the headline nor a banner: the headline is read past it.
  const nameKey = foldedKeyOf(result.name);
  const repeated = (l: Line) =>
    !!nameKey && l.segments.every((s) => !taken.has(s) && foldedKeyOf(cleanName(s.text)) === nameKey);
  for (const l of headerLines) if (repeated(l)) collector.use(l);
  const titleLines = headerLines.filter((l) => !repeated(l));
  // Rows of short phrases under the name are a banner of competencies, not a headline.
  const banner =
    name && !first?.titleBeside
      ? competencyBanner(titleLines, lineUnderName(titleLines, name, taken).first)
      : null;
  if (banner) {
    result.competencies = banner.map((s) => s.text.trim());
    banner.forEach((s, j) => collector.add(`skills.0.items.${j}`, s, 0.6));
  }
  const title = first?.titleBeside
    ? [first.titleBeside]
    : name && !banner
      ? findTitle(titleLines, name, taken)
      : null;
  if (title) {
    // Letter-spaced words are closed up only when their word breaks were found too.
    const text = cleanSpaces(
      title.map((s) => (wordCount(spacedOut(s)) > 1 ? spacedOut(s) : s.text)).join(' '),
    );
    if (isTagline(text)) {
      result.summary = text;
      collector.add('summary.content', title, 0.6);
    } else {
      result.title = text.replace(/^[|·•,\s]+|[|·•,\s]+$/g, '');
      collector.add('personalInfo.title', title, 0.7);
    }
    for (const s of title) taken.add(s);
  }

  // A headline set in the sections' heading style right under the name ("Senior Product Designer"
  // in a header band) was read as a heading of its own, with nothing under it.
  if (!result.title && name) {
    const styled = sections.find(
      (s) =>
        s.type === 'other' &&
        // Nothing under it, or only contact details ("Website: …", an email, a phone).
        s.lines.every((l) => isContactLine(l.text)) &&
        !!s.heading &&
        s.heading.page === name.page &&
        s.heading.top >= name.bottom - 2 &&
        s.heading.top - name.bottom < name.fontSize * 2.5 &&
        isTitleShaped(lineSpacedOut(s.heading)) &&
        !isTagline(s.heading.text),
    );
    if (styled?.heading) {
      result.title = lineSpacedOut(styled.heading);
      collector.add('personalInfo.title', styled.heading, 0.6);
      contactLines.push(...styled.lines);
    }
  }
  // Europass states the headline as a labelled row ("POSIZIONE RICOPERTA | Data Engineer").
  if (!result.title) {
    const labelled = labelledValue(sections, POSITION_LABELS, isTitleShaped);
    if (labelled) {
      result.title = labelled.text;
      collector.add('personalInfo.title', labelled, 0.7);
    }
  }

  let bestLocation: { text: string; score: number; seg: Segment } | null = null;
  const places: { text: string; score: number; seg: Segment }[] = [];
  let roleLead: { text: string; seg: Segment } | null = null;
  for (const line of contactLines) {
    for (const seg of line.segments) {
      // The name's own segment may go on with the email and phone ("Jane Roe jane@roe.dev; 555-0100").
      const named = taken.has(seg);
      if (named && !findEmails(seg.text).length && !findPhones(seg.text).length) continue;
      for (const rawPart of splitContactParts(dropLeadingColon(seg.text))) {
        let part = fieldValue(rawPart);
        const emails = findEmails(part);
        if (emails[0] && !result.email) {
          result.email = emails[0].replace(/\s+/g, '');
          collector.add('personalInfo.email', seg, 0.95);
        } else if (emails.length) collector.use(seg);
        for (const e of emails) part = part.replace(e, ' ');
        for (const u of findUrls(part)) part = part.replace(u, ' ');
        // "〒 150-0002": a Japanese postcode after its mark, not a number to call.
        const phones = /^\s*〒/.test(part) ? [] : findPhones(part).filter((p) => !inHandle(part, p));
        if (phones[0] && !result.phone && seg.page === 1) {
          result.phone = phones[0];
          collector.add('personalInfo.phone', seg, 0.85);
        }
        for (const p of phones) part = part.replace(p, ' ');
        // Icon glyphs with no text mapping that stood between the fields ("ć … × … Ȱ Munich").
        // A comma or bar left behind by the phone or email taken out of the part goes with it.
        part = stripContactLabel(
          cleanSpaces(part)
            .replace(/^(?:[^\sA-Z0-9〒]\s+)+(?=\S{2,})/u, '')
            .replace(/[\s,;|]+$/u, ''),
        );
        // "Nacionalidad: Chile", "Place of birth: Kano": a country or town that is not where the
        // person lives.
        if (NOT_HOME_LABEL.test(part)) continue;
        // "Complete Address: …", "Адреса: …": a label no list of ours knows, before an address.
        const unlabelled = part.replace(/^\p{L}[\p{L} ]{1,24}[:：]\s*(?=\S)/u, '');
        if (unlabelled !== part && locationScore(unlabelled) >= locationScore(part)) part = unlabelled;
        // "Sales Engineer, Da Nang, Vietnam": a headline before the place on one line.
        const lead = roleBeforePlace(part);
        if (lead) part = lead.place;
        // "PO Box 4021, Gaborone", "Private Bag X1, 7600": a postal box is an address with no street.
        const score =
          !named && seg.page === 1 && wordCount(part) <= 10
            ? Math.max(locationScore(part), hasPostalBox(part) ? 1.5 : 0)
            : 0;
        if (lead && score > (bestLocation?.score ?? 0)) roleLead = { text: lead.role, seg };
        if (score > (bestLocation?.score ?? 0)) bestLocation = { text: part, score, seg };
        if (score > 0) places.push({ text: part, score, seg });
      }
    }
  }
  // "Dortmund, DE" beside the name and "Lindenstraße 6, 44139 Dortmund" further down: the postal
  // address is the fuller form of the same place, and the one a resume means by its location.
  if (bestLocation) bestLocation = fullerAddress(bestLocation, places);
  if (bestLocation) {
    bestLocation.text = wholeAddress(bestLocation, contactLines, taken, collector);
    // "(open to relocation)" is a remark; "(BO)", "(NY)", "(Italia)" are part of the place.
    result.location = cleanSpaces(
      bestLocation.text
        .replace(/\(([^)]*)\)/g, (all, inner: string) =>
          /^[A-Z]{2,3}$/.test(inner) || locationScore(inner) >= 2 ? all : ' ',
        )
        .replace(/\s+,/g, ',')
        .replace(/,(?:\s*,)+/g, ','),
    ).replace(/^[^\p{L}\p{N}〒]+|[^\p{L}\p{N}.)]+$/gu, '');
    collector.add('personalInfo.location', bestLocation.seg, bestLocation.score >= 3 ? 0.85 : 0.6);
    if (!result.title && roleLead?.seg === bestLocation.seg) {
      result.title = roleLead.text;
      collector.add('personalInfo.title', roleLead.seg, 0.5);
    }
  }
  result.links = collectLinks(sections, linkAreas, name, collector);
  if (!result.summary) {
    const paragraph = headerParagraph(headerLines, collector);
    if (paragraph) {
      result.summary = paragraph.text;
      collector.add('summary.content', paragraph.lines, 0.6);
    }
  }
  return result;
}

const POSITION_LABELS =
  /^(?:job applied for|position|preferred job|desired position|posizione ricoperta|occupazione desiderata|impiego desiderato|poste occupé|poste visé|emploi recherché|emploi souhaité|puesto solicitado|puesto desempeñado|empleo deseado|gewünschte position|angestrebte position|gewünschte beschäftigung|posição ocupada|emprego pretendido|cargo pretendido|önskad befattning|sökt befattning|önskad anställning|stanowisko|pożądane stanowisko|preferowane stanowisko)$/i;

const NAME_LABELS =
  /^(?:name|full name|naam|volledige naam|nom|nom et prénom|nom complet|nombre|nombre y apellidos|nome|nome completo|name, vorname|vor- und nachname|vorname und name|imię i nazwisko|namn|för- och efternamn|cognome e nome|nome e cognome)\s*:?$/i;

/** The segment beside a label on page one ("Naam | …", "POSIZIONE RICOPERTA | …"), when it fits. */
function labelledValue(sections: Section[], labels: RegExp, fits: (text: string) => boolean): Segment | null {
  for (const line of sections.flatMap((s) => s.lines)) {
    if (line.page !== 1) continue;
    const [label, value] = line.segments;
    if (!label || !value || line.segments.length !== 2 || !labels.test(cleanSpaces(label.text))) continue;
    const text = dropLeadingColon(value.text);
    return fits(text) ? { ...value, text } : null;
  }
  return null;
}

/** "27 rue des Tanneurs", "Schillerstraße 14", "ul. Długa 27/4": a house number and a street name. */
function isStreetLine(text: string): boolean {
  const t = text.trim();
  return (
    wordCount(t) <= 6 &&
    (/^\d+[a-z]?,?\s+\p{L}/u.test(t) || /^\p{L}[\p{L}\s.'-]+\s\d+[a-z]?(?:\/\d+)?$/u.test(t))
  );
}

/**
 * The place found in `found.seg`, with the other lines of its address: one it wraps onto after a
 * comma ("Dirección: Córdoba," / "Argentina"), or a stacked postal address around its postcode line
 * (street above, country below: "27 rue des Tanneurs" / "69007 Lyon" / "France").
 */
function wholeAddress(
  found: { text: string; seg: Segment },
  lines: Line[],
  taken: Set<Segment>,
  collector: Collector,
): string {
  let text = found.text;
  const postcodeLine = isPostcodeLine(found.text);
  const streetFound = isStreetAddress(found.text) && !postcodeLine;
  // Upwards: lines that end on a comma, up to the one that holds the address label
  // ("Address: Lakeside Laboratory" / "Science Centre," / "4410 N Elm Ave,").
  let top = found.seg;
  for (let depth = 0; depth < 3; depth++) {
    const above = placeBeside(lines, top, -1, taken);
    const head = above ? fieldValue(above.text) : '';
    // "〒150-0002" / "東京都渋谷区…": the postcode's line set over the address it belongs to (its
    // digits are no phone number).
    const postcodeOver = depth === 0 && isPostalMarkLine(head);
    if (!above || !head || findEmails(head).length || (findPhones(head).length && !postcodeOver)) break;
    // "Nationalität | Schweiz" over "Adresse | Lindenweg 3, 3000 Bern": the value of a row labelled
    // otherwise is another field, not the address's first line.
    if (labelledRow(lines, above)) break;
    const labelled = ADDRESS_LABEL.test(above.text.trim());
    // A street line right over the town ("88 West 12th Street" / "Boston") is its first line.
    // ("2417 Juniper Hollow Drive" / "Apt 3B" / "Austin, TX 78745": street lines go on upwards.)
    const streetOver =
      depth === 0 && postcodeLine
        ? isStreetLine(head)
        : isStreetAddress(head) && (depth === 0 ? !isStreetAddress(found.text) : isStreetAddress(top.text));
    // "Lyon, FR" / "12 rue Mercière": the town's line set over its street.
    const townOver = depth === 0 && streetFound && isPlaceLine(head);
    if (!/,\s*$/.test(head) && !streetOver && !townOver && !labelled && !postcodeOver) break;
    text = `${head.replace(/,\s*$/, '')}, ${text}`;
    collector.use(above);
    top = above;
    if (labelled) break;
  }
  // Downwards: a line that ends on a comma goes on; a street line goes on with its town
  // ("418 West 62nd Street" / "New York"); a postcode line with its country.
  const street = streetFound;
  // "Lyon, FR" / "12 rue Mercière": a street line right under the town's line belongs to it.
  const town = !street && locationScore(found.text) >= 2;
  let last = found.seg;
  for (let depth = 0; depth < 3; depth++) {
    const below = placeBeside(lines, last, 1, taken, street);
    if (!below) break;
    const goesOn =
      /,\s*$/.test(last.text) ||
      (depth === 0 && street) ||
      (depth === 0 && postcodeLine && locationScore(below.text) >= 2 && !/,/.test(below.text)) ||
      (street && locationScore(below.text) >= 2) ||
      (depth === 0 && town && isStreetAddress(below.text) && !findPhones(below.text).length);
    if (!goesOn) break;
    text = `${text.replace(/,\s*$/, '')}, ${below.text.trim()}`;
    collector.use(below);
    last = below;
  }
  return text;
}

/**
 * The postal address among `places` that names the town of `best` (a place with no number in it),
 * when there is one: a street with its number, or a postcode before the town.
 */
export function fullerAddress<P extends { text: string; score: number }>(best: P, places: P[]): P {
  if (/\d/.test(best.text)) return best;
  const towns = best.text
    .split(/\s*,\s*|\s+[–—-]\s+/)
    .map((t) => foldedKeyOf(t))
    .filter((t) => t.length >= 3 && !isCountryName(t));
  if (!towns.length) return best;
  const fuller = places.find((p) => {
    if (p === best || p.score < 1.5 || !/\d/.test(p.text) || findPhones(p.text).length) return false;
    if (!isStreetAddress(p.text) && !/(?:^|,\s*)\S*\d{3,}\S*\s+\p{Lu}/u.test(p.text)) return false;
    const words = ` ${foldedKeyOf(p.text.replace(/\d+/g, ' '))} `;
    return towns.some((t) => words.includes(` ${t} `));
  });
  return fuller ?? best;
}

/** A country's name alone ("Germany", "DE"): no town to find an address by. */
function isCountryName(folded: string): boolean {
  return folded.length <= 3 || (locationScore(folded) === 2 && !isKnownCity(folded));
}

/**
 * `seg` is the value beside a label cell in a key/value row whose label names no address (the label
 * on the same row to its left, in its line or read as a column of labels).
 */
function labelledRow(lines: Line[], seg: Segment): boolean {
  const left = lines
    .flatMap((l) => l.segments)
    .filter((s) => s.page === seg.page && s.x1 <= seg.x0 && Math.abs(s.top - seg.top) < seg.fontSize * 0.5);
  const label = left.sort((a, b) => b.x1 - a.x1)[0];
  if (!label) return false;
  const text = `${label.text.trim().replace(/[:：]\s*$/u, '')}:`;
  return (FIELD_LABEL.test(label.text.trim()) || NOT_HOME_LABEL.test(text)) && !ADDRESS_LABEL.test(text);
}

/** The label of a postal address, in the languages and scripts we meet. */
const ADDRESS_LABEL =
  /^(?:(?:home |postal |mailing |current |permanent |complete )?address|adresse|anschrift|adres|adress|direcci[oó]n|domicilio|endere[cç]o|morada|indirizzo|adres zamieszkania|adresa|адрес|адреса|διεύθυνση|住所|現住所|주소|العنوان|نشانی|آدرس|כתובת|địa chỉ|ที่อยู่|alamat|osoite|cím)\s*[:：]/iu;

/**
 * The short place-shaped segment right under (`dir` 1) or over (-1) `seg`, aligned with it and in its
 * size: the other line of an address that wraps.
 */
function placeBeside(
  lines: Line[],
  seg: Segment,
  dir: 1 | -1,
  taken: Set<Segment>,
  anyScript = false,
): Segment | null {
  for (const line of lines) {
    for (const s of line.segments) {
      if (s === seg || taken.has(s) || s.page !== seg.page) continue;
      const [a, b] = dir === 1 ? [seg, s] : [s, seg];
      const adjacent = b.top > a.top + a.fontSize * 0.5 && b.top - a.bottom < a.fontSize * 0.8;
      // Flush left, or flush right in a block set against the right margin.
      // (A right edge is set less exactly: the last glyph's advance varies.)
      // A centred header block aligns its lines on their middles only: there a line is taken when
      // it is one of an address's (a town's line or a street's).
      const aligned =
        Math.abs(s.x0 - seg.x0) <= 3 ||
        Math.abs(s.x1 - seg.x1) <= Math.max(3, seg.fontSize * 0.45) ||
        (Math.abs(s.x0 + s.x1 - seg.x0 - seg.x1) <= 6 &&
          (isAddressPart(s.text) || isStreetAddress(seg.text)) &&
          (isAddressPart(seg.text) || isStreetAddress(s.text)));
      if (!adjacent || !aligned || Math.abs(s.fontSize - seg.fontSize) > 0.5) continue;
      if (dir === -1) return wordCount(s.text) <= 5 && !/[@/|]/.test(s.text) ? s : null;
      const t = s.text.trim();
      // One character is a piece of a letter-spaced label ("電   話" before the number), no address.
      if (findUrls(t).length || [...t].length < 2) return null;
      // Under a street, the town's line may open on its postcode ("69002, Lyon").
      const opens = anyScript
        ? (/^\p{L}/u.test(t) || isPlaceLine(t)) && !findPhones(t).length && !findEmails(t).length
        : /^\p{Lu}/u.test(t) || (isStreetAddress(t) && !findPhones(t).length);
      return wordCount(t) <= (anyScript ? 6 : 4) &&
        opens &&
        !/[@:|]/.test(t) &&
        (anyScript || !/\//.test(t)) &&
        !findDates(t).length
        ? s
        : null;
    }
  }
  return null;
}

/** A town's line of an address ("Lyon, FR", "69002, Lyon, FR"): place-shaped and no street in it. */
function isPlaceLine(text: string): boolean {
  return locationScore(text) >= 1 && !isStreetAddress(text);
}

/** A line of a postal address: the town's line or the street's. */
function isAddressPart(text: string): boolean {
  return locationScore(text) >= 1;
}

/** "Sales Engineer, Đà Nẵng, Việt Nam": a headline that is no place, then a place of two parts or more. */
function roleBeforePlace(text: string): { role: string; place: string } | null {
  const parts = text.split(/\s*,\s*/);
  const [role = '', ...rest] = parts;
  if (rest.length < 2 || wordCount(role) > 4 || !/^\p{Lu}/u.test(role)) return null;
  // Only a known role word tells "Sales Engineer, Da Nang" from a district before its city.
  if (!roleScore(role) || locationScore(role) > 0 || isKnownCity(role) || !isTitleShaped(role)) return null;
  const place = rest.join(', ');
  return locationScore(place) >= 2 ? { role, place } : null;
}

/** A line of contact details only: an email, a phone or a web address, labelled or not. */
function isContactLine(text: string): boolean {
  const rest = splitContactParts(text)
    .map((p) => {
      let t = p;
      for (const f of [...findEmails(t), ...findUrls(t), ...findPhones(t)]) t = t.replace(f, ' ');
      return cleanSpaces(t.replace(/[:：]/g, ' '));
    })
    .join(' ');
  return rest !== cleanSpaces(text) && wordCount(rest) <= 2;
}

/** A contact field without its label, icon letter or colon: "Adresse: Paris" → "Paris". */
function fieldValue(raw: string): string {
  return stripBareLabel(stripContactLabel(dropIconLetter(raw)));
}

/** "Naam | : Sanne van der Linden": a colon set at the start of a value's own cell. */
function dropLeadingColon(text: string): string {
  return text.replace(/^\s*[:：]\s*/, '');
}

/** "Address Phoenix, AZ 85016", "Email jane@x.org": a field label printed without a colon. */
function stripBareLabel(text: string): string {
  return text.replace(
    /^(?:e-?mail|phone|tel\.?|telefon|mobile|mobil|address|adresse|adress|adres|dirección|direccion|indirizzo|endereço|endereco|location|wohnort|ort)\s+(?=\S)/i,
    '',
  );
}

/** Icon fonts without a text mapping leave one stray character before a field ("B United Kingdom"). */
function dropIconLetter(text: string): string {
  // The postal mark "〒" opens a Japanese address; it is part of it.
  return text.replace(/^[^\s〒]\s+(?=\S{2,})/u, '');
}

/** "@jane-doe-4812", "linkedin.com/in/jane-4812": digits that end a handle are no phone. */
function inHandle(text: string, phone: string): boolean {
  const at = text.indexOf(phone);
  return at > 0 && /[@/][\w.-]*\p{L}[-_.]?$/u.test(text.slice(0, at));
}

/** Labels of places that are not the person's home: nationality, citizenship, birthplace. */
const NOT_HOME_LABEL =
  /^(?:nationality|citizenship|place of birth|born in|birthplace|nacionalidad|lugar de nacimiento|nationalité|lieu de naissance|né[e]? à|staatsangehörigkeit|nationalität|geburtsort|nazionalità|luogo di nascita|nacionalidade|naturalidade|local de nascimento|obywatelstwo|narodowość|miejsce urodzenia|nationaliteit|geboorteplaats|nationalitet|medborgarskap|födelseort|státní příslušnost|občanství|místo narození|uyruk|uyruğu|doğum yeri|гражданство|громадянство|место рождения|місце народження|υπηκοότητα|τόπος γέννησης|الجنسية|مكان الميلاد|ملیت|محل تولد|国籍|出生地|국적|출생지|สัญชาติ|quốc tịch|nơi sinh)\s*[:：]/iu;

/**
 * The first line outside the header that holds an email address, with the short lines right around it
 * (an address above, a phone line below): a contact block set apart from the name.
 */
function strayContactLines(lines: Line[]): Line[] {
  const anchor = lines.find((l) => findEmails(l.text).length && wordCount(l.text) <= 16);
  if (!anchor) return [];
  const near = (l: Line) =>
    l.page === anchor.page &&
    Math.abs(l.top - anchor.top) <= anchor.bottom - anchor.top + 2 * (l.bottom - l.top) + 4 &&
    wordCount(l.text) <= 12;
  return lines.filter((l) => l === anchor || near(l)).sort((a, b) => a.top - b.top);
}

/** A name segment; when the name shares its line with the headline, the headline's piece too. */
interface NameSegment extends Segment {
  /** The segment printed as "Name | Headline", which both pieces were cut from. */
  sharedWith?: Segment;
  titleBeside?: Segment;
}

/**
 * "Ananya Iyer | Data Analyst": a name and headline set as one line in the name's size. The pieces
 * keep the segment's geometry (provenance points at the whole line).
 */
function nameBesideTitle(seg: Segment): NameSegment | null {
  // "Jane Roe, Data Engineer": after a comma only a known role word makes a headline (not the given
  // names of "Garcia Lopez, Maria Jose", nor a degree or a town).
  const comma = seg.text.match(/^([^,]+),\s+([^,]+)$/u);
  const m =
    seg.text.match(/^(.+?)\s+[|–—·•]\s+(.+)$/u) ?? (comma && roleScore(comma[2] ?? '') ? comma : null);
  if (!m) return null;
  const [name = '', title = ''] = [m[1]?.trim(), m[2]?.trim()];
  // "王 明远 | Wang Mingyuan": the name in its own script beside its Latin spelling; the first is the name.
  if (
    hasCjk(name) &&
    isNameShaped(title) &&
    !hasCjk(title) &&
    /^\p{Lu}/u.test(title) &&
    wordCount(title) <= 3
  )
    return { ...seg, text: name, sharedWith: seg };
  if (!isNameShaped(name) || wordCount(name) < 2 || !isTitleShaped(title) || isTagline(title)) return null;
  return { ...seg, text: name, sharedWith: seg, titleBeside: { ...seg, text: title } };
}

function findName(
  headerLines: Line[],
  sections: Section[],
  bodySize: number,
  pageHeight: number,
  furniture: Line[],
): NameSegment | null {
  const pool = headerLines.filter((l) => l.page === 1);
  // The name can also sit in a block read as another section (a sidebar's first block, a band under
  // a "个人简历" title), be set as a heading nobody knows ("ABU AMIR" over the contact lines), or repeat
  // as a running header and so be taken for page furniture: page one's top third counts too.
  const inPool = new Set(pool);
  const unknownHeadings = sections.flatMap((s) =>
    s.type === 'other' && s.heading && !matchHeading(s.heading) ? [s.heading] : [],
  );
  const near = [...sections.flatMap((s) => s.lines), ...unknownHeadings, ...furniture].filter(
    (l) => l.page === 1 && l.top < pageHeight * 0.3 && !inPool.has(l),
  );
  const candidates = [...pool, ...near.sort((a, b) => a.top - b.top)];
  let best: NameSegment | null = null;
  let bestScore = -Infinity;
  candidates.forEach((line, index) => {
    for (const seg of nameReadings(line)) {
      if (matchHeading({ ...line, segments: [seg] }) || isDocumentTitle(seg.text)) continue;
      const words = wordCount(seg.text);
      const score =
        (seg.fontSize / bodySize) * 3 +
        (words >= 2 && words <= 4 ? 1 : hasCjk(seg.text) ? 1 : 0) +
        (index === 0 ? 0.5 : 0) -
        (seg.top / pageHeight) * 2 +
        (seg.bold ? 0.3 : 0);
      if (score > bestScore) {
        best = seg;
        bestScore = score;
      }
    }
  });
  return best;
}

/** The readings of a line that may be the name, best first. */
function nameReadings(line: Line): NameSegment[] {
  const out: NameSegment[] = [];
  // "정" + "경 운": a CJK name whose spaced characters fell into separate segments of one line.
  const [head, ...rest] = line.segments;
  if (head && rest.length && rest.length <= 2 && hasCjk(line.text)) {
    const sameSize = rest.every(
      (s, i) =>
        Math.abs(s.fontSize - head.fontSize) <= 0.5 &&
        s.x0 - (line.segments[i]?.x1 ?? s.x0) < head.fontSize * 3,
    );
    const text = cleanSpaces(line.segments.map((s) => s.text).join(' '));
    if (sameSize && isNameShaped(text)) out.push({ ...head, text, x1: line.x1, sharedWith: head });
  }
  for (const whole of line.segments) {
    const plain = unspaced(whole);
    // A name and a role after a comma can look like one long name: the role word tells them apart.
    const beside = nameBesideTitle(whole);
    const seg =
      beside?.titleBeside && whole.text.includes(',')
        ? beside
        : isNameShaped(plain.text)
          ? plain
          : (beside ?? leadingRun(whole));
    if (seg) out.push(seg);
  }
  return out;
}

/**
 * "Hannah Birch  birch.hannah@… ; 435-…": a name set in a far larger size than the contact details it
 * shares its line with, read as its own piece.
 */
function leadingRun(seg: Segment): NameSegment | null {
  const first = seg.items[0];
  if (!first || seg.items.length < 2) return null;
  const run = seg.items.filter((_, i) =>
    seg.items.slice(0, i + 1).every((it) => it.fontSize === first.fontSize),
  );
  const restSize = Math.max(...seg.items.slice(run.length).map((it) => it.fontSize));
  if (run.length === seg.items.length || first.fontSize < restSize * 1.3) return null;
  const text = cleanSpaces(run.map((it) => it.text).join(' '));
  if (!isNameShaped(text)) return null;
  const last = run[run.length - 1] ?? first;
  // Not `sharedWith`: the rest of the segment still holds the email and phone for the contact fields.
  return { ...seg, text, items: run, x1: last.x + last.w, fontSize: first.fontSize };
}

/**
 * "G I U L I A", "A N T H O N Y  M .  D A N D I N O": a name set with letter-spacing, read as the words
 * it is. Word breaks show as wider gaps between the text items when the text itself lost them.
 */
function unspaced(seg: Segment): NameSegment {
  const text = spacedOut(seg);
  return text === seg.text.trim() ? seg : { ...seg, text, sharedWith: seg };
}

function lineSpacedOut(line: Line): string {
  return cleanSpaces(line.segments.map(spacedOut).join(' '));
}

function spacedOut(seg: Segment): string {
  const text = collapseLetterSpacing(seg.text);
  if (text === seg.text.trim() || seg.items.length < 2) return text;
  let byItems = '';
  seg.items.forEach((it, i) => {
    const prev = seg.items[i - 1];
    if (prev && (!it.text.trim() || it.x - (prev.x + prev.w) > it.fontSize * 0.4)) byItems += ' ';
    byItems += it.text.replace(/\s+/g, '');
  });
  byItems = cleanSpaces(byItems);
  return wordCount(byItems) > wordCount(text) ? byItems : text;
}

function nameContinuation(lines: Line[], name: Segment): NameSegment | null {
  for (const line of lines) {
    for (const s of line.segments) {
      if (s === name || s.page !== name.page) continue;
      const below = s.top > name.top + name.fontSize * 0.5 && s.top - name.bottom < name.fontSize * 0.6;
      // Left-aligned, centred, or right-aligned (a right-to-left name: "רביד" / "דר").
      const aligned =
        Math.abs(s.x0 - name.x0) <= 3 ||
        Math.abs((s.x0 + s.x1) / 2 - (name.x0 + name.x1) / 2) <= 3 ||
        Math.abs(s.x1 - name.x1) <= 3;
      if (!below || !aligned || Math.abs(s.fontSize - name.fontSize) > 0.5) continue;
      const t = unspaced(s);
      if (isNameShaped(t.text) && wordCount(t.text) <= 2 && wordCount(`${name.text} ${t.text}`) <= 4)
        return t;
    }
  }
  return null;
}

function isNameShaped(text: string): boolean {
  const t = text.trim();
  if (letterCount(t) < 2 || t.length > 60) return false;
  if (/[\d@|:/\\]|https?|www\./i.test(t)) return false;
  if (findDates(t).length) return false;
  if (DOCUMENT_TITLE.test(t) || isFieldLabel(t)) return false;
  // "Ruby,CSS,Perl": a list, not a name ("Hollis, Dana K." keeps its space after the comma).
  if (/\p{L},\p{L}/u.test(t)) return false;
  // "…across three markets.": the end of a sentence; a name ends in an initial at most ("Dana K.").
  if (/\p{Ll}{2}\.$/u.test(t) && !/\b(?:jr|sr)\.$/i.test(t)) return false;
  if (hasCjk(t)) return t.replace(/\s/g, '').length <= 8;
  const words = t.split(/\s+/);
  if (words.length > 5) return false;
  // Names are capitalised words (or all caps); a lower-case word other than a particle means prose.
  // Scripts without letter case (Arabic, Hebrew, Thai, Devanagari…) have no capital to look for.
  return words.every(
    // Nicknames in quotes or brackets ('Dolores "Dee" Ramirez') are part of the name.
    (w) =>
      /^["'“‘(]?\p{Lu}/u.test(w) ||
      (/\p{L}/u.test(w) && !/[\p{Lu}\p{Ll}\p{Lt}]/u.test(w)) ||
      /^(?:van|von|der|de|da|del|di|du|la|le|dos|das|bin|al|y|e|zu|ten|ter)$/i.test(w),
  );
}

/**
 * The labels of a personal-data form ("Name", "Present Address", "氏名", "성명", "الاسم"): on a form the
 * name is the value beside or under its label, never the label.
 */
const PERSON_LABEL =
  /^(?:(?:present|permanent|current|home|postal|mailing|residential) address|personal (?:details|data|information)|contact (?:details|information)|date and place of birth|place of birth|gender|sex|religion|age|father'?s name|mother'?s name|氏名|姓名|名前|ふりがな|フリガナ|生年月日|現住所|連絡先|성명|이름|생년월일|주소|연락처|الاسم|اسم|الاسم الكامل|نام|نام و نام خانوادگی|имя|фио|ф\.и\.о\.|ім'я|імʼя|піб|όνομα|ονοματεπώνυμο|ชื่อ|ชื่อ-นามสกุล|ชื่อ - นามสกุล|שם|שם מלא|họ và tên|họ tên|ad soyad|adı soyadı|isim|jméno|jméno a příjmení|navn|nimi|nafn)\s*[:：]?$/iu;

function isFieldLabel(text: string): boolean {
  return FIELD_LABEL.test(text) || NAME_LABELS.test(text) || PERSON_LABEL.test(text);
}

/** "MARISSA MAYER" → "Marissa Mayer": a name printed in capitals is shown in the usual case. */
function cleanName(text: string): string {
  // Arabic tatweel stretches letters for show ("أنـــوار"); a nickname or pronoun in brackets after the
  // name ("(Hacks)", "(she/her)") is not part of it.
  const name = cleanSpaces(
    text
      .replace(/\u0640/g, '')
      .replace(/\s+\([^()]*\)\s*$/u, '')
      .replace(/[,·|•]+$/, ''),
  );
  if (!/\p{Ll}/u.test(name) && /\p{Lu}{2}/u.test(name)) {
    return name
      .toLowerCase()
      .replace(/(^|[\s'-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
  }
  return name;
}

/** The short block under (or beside) the name: a headline, or a one-line tagline. */
function findTitle(headerLines: Line[], name: Segment, taken: Set<Segment>): Segment[] | null {
  const { below, first, under } = lineUnderName(headerLines, name, taken);
  if (!first) return null;
  const seg = under(first)[0] ?? first.segments[0];
  if (!seg || taken.has(seg)) return null;
  const lineOf = (s: Segment) =>
    linePieces(
      headerLines.find((l) => l.segments.includes(s)),
      s,
    );
  const head = lineOf(seg);
  if (!isTitleShaped(head.map(spacedOut).join(' ')) || startsAddressBlock(headerLines, seg)) return null;
  // "Contact information" set under the name opens the contact block: a heading, not a headline.
  if (matchHeading({ ...first, segments: head })?.exact) return null;
  const block = [...head];
  // A headline wrapped in a narrow column continues on the next line in the same font, set flush left,
  // flush right (right-to-left scripts) or centred like it.
  let last = seg;
  let lastText = head.map((s) => s.text).join(' ');
  for (const next of below.slice(below.indexOf(first) + 1)) {
    const s = next.segments.find((x) => overlapsX(x, last)) ?? next.segments[0];
    if (!s || taken.has(s) || Math.abs(s.fontSize - last.fontSize) > 0.3) break;
    if (s.top - last.bottom > last.fontSize * 1.2) break;
    const aligned =
      Math.abs(s.x0 - last.x0) <= 2 ||
      Math.abs(s.x1 - last.x1) <= 2 ||
      Math.abs((s.x0 + s.x1) / 2 - (last.x0 + last.x1) / 2) <= 2;
    const pieces = lineOf(s);
    const text = pieces.map((x) => x.text).join(' ');
    if (!aligned || !isTitleShaped(`${lastText} ${text}`) || locationScore(text) >= 2) break;
    // A line that ends on "&", "|" or "and" goes on below, however long the rest is.
    if (wordCount(text) > 3 && !endsOnJoiner(lastText)) break;
    block.push(...pieces);
    last = s;
    lastText = text;
  }
  return block;
}

/** The lines right under the name, and the first of them that reads as what follows the name. */
function lineUnderName(
  headerLines: Line[],
  name: Segment,
  taken: Set<Segment>,
): { below: Line[]; first: Line | undefined; under: (l: Line) => Segment[] } {
  // A headline set tight under a large name can start inside the name's box (its descent).
  const below = headerLines
    .filter(
      (l) =>
        l.page === name.page &&
        l.top >= Math.min(name.bottom - 2, name.top + name.fontSize * 0.75) &&
        l.top - name.bottom < name.fontSize * 2.5 &&
        !l.segments.includes(name),
    )
    .sort((a, b) => a.top - b.top);
  // Beside a contact block on the right (a two-cell table), the headline is the next line under the
  // name itself, not the next line on the page; the document's own title there is passed over. What
  // comes first under the name decides: a labelled address there is not skipped to reach its second line.
  const under = (l: Line) => l.segments.filter((s) => !taken.has(s) && overlapsX(s, name));
  const notDocTitle = (s: Segment) => !isDocumentTitle(s.text) && !DOCUMENT_TITLE.test(s.text.trim());
  const top = below[0];
  // A headline set off to the side of a short name ("Ines" / "Illustrator") still sits close to it.
  const nearName = (s: Segment) =>
    Math.max(s.x0 - name.x1, name.x0 - s.x1) < Math.min(name.x1 - name.x0, name.fontSize * 3);
  const besideName = (l: Line | undefined) =>
    !!l && !under(l).length && l.segments.some((s) => notDocTitle(s) && nearName(s) && isTitleShaped(s.text));
  const first =
    (besideName(top) ? top : below.find((l) => under(l).some(notDocTitle))) ??
    (top?.segments.some(nearName) ? top : undefined);
  return { below, first, under };
}

/** `seg` with the pieces set right after it on its line in its size ("B2B" + "Account Manager"). */
function linePieces(line: Line | undefined, seg: Segment): Segment[] {
  const out = [seg];
  if (!line) return out;
  for (const s of line.segments) {
    const prev = out[out.length - 1];
    if (!prev || s.x0 <= prev.x0) continue;
    if (s.x0 - prev.x1 > seg.fontSize * 2 || Math.abs(s.fontSize - seg.fontSize) > 0.3) break;
    out.push(s);
  }
  return out;
}

/** Signs and words a headline line cannot end on: it goes on in the next line. */
function endsOnJoiner(text: string): boolean {
  return /(?:[&|/,+–—-]|\s(?:and|or|of|for|in|with|und|et|y|e|i|a|og|och|en|и|та))$/iu.test(text.trim());
}

/**
 * "Keller School of Design" / "Pinewood State University" / "Boise, Idaho": the first line of a work
 * address stacked in one style under the name, which ends in the place, is not a headline.
 */
function startsAddressBlock(lines: Line[], seg: Segment): boolean {
  let last = seg;
  for (let depth = 1; depth <= 4; depth++) {
    const next = lines
      .flatMap((l) => l.segments)
      .find(
        (s) =>
          s.page === last.page &&
          s.top > last.top + last.fontSize * 0.5 &&
          s.top - last.bottom < last.fontSize * 0.8 &&
          Math.abs(s.x0 - last.x0) <= 2 &&
          Math.abs(s.fontSize - last.fontSize) <= 0.3,
      );
    if (!next || findEmails(next.text).length || findPhones(next.text).length || findUrls(next.text).length)
      return false;
    if (locationScore(next.text) >= 1 && /,/.test(next.text)) return depth >= 2;
    last = next;
  }
  return false;
}

function overlapsX(a: Segment, b: Segment): boolean {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0;
}

function isTitleShaped(text: string): boolean {
  const t = text.trim();
  // "Dirección: Córdoba,": a labelled contact field, whatever its value looks like.
  if (FIELD_LABEL.test(t) || t === 'x' || stripContactLabel(t) !== t || /^[:：]/.test(t)) return false;
  // "Obywatelstwo: polskie", "Born: 1990": a labelled fact, not a headline.
  if (/^\p{L}[\p{L} ]{1,24}:\s/u.test(t)) return false;
  // The document's own title is not the person's headline.
  if (DOCUMENT_TITLE.test(t)) return false;
  // The caption of a photo box.
  if (/^(?:foto|photo|bild|picture|zdjęcie|imagem|immagine|lichtbild|bewerbungsfoto)$/i.test(t)) return false;
  if (letterCount(t) < 3 || wordCount(t) > 16) return false;
  if (findEmails(t).length || findPhones(t).length || findUrls(t).length) return false;
  if (locationScore(t) >= 2) return false;
  // "Slingerbos 8", "9, Okanlawon Street, …", "Room 513, …, 7600": an address, not a headline.
  if (isStreetLine(t) || isStreetAddress(t) || (/\d/.test(t) && (t.match(/,/g) ?? []).length >= 2))
    return false;
  if (/^[“"‘']/.test(t)) return false;
  // "Ruby,CSS,Perl": a list run together is a line of skills.
  if (/\p{L},\p{L}[^,]*,\p{L}/u.test(t)) return false;
  return !findDates(t).length;
}

/** A line under the name that reads as a sentence is a tagline (the summary), not a headline. */
function isTagline(text: string): boolean {
  // "Engineer | Data Pipelines & Testing | SQL & Python": a headline of parts set apart by bars.
  const parts = text.split(/\s[|│]\s/);
  if (parts.length >= 2) return parts.some(isTagline);
  const words = wordCount(text);
  if (words > 8) return true;
  return /\b(?:that|who|which|with|obsessed|passionate|helping|building|i|my|who)\b/i.test(text) && words > 5;
}

function headerParagraph(lines: Line[], collector: Collector): { text: string; lines: Line[] } | null {
  let block: Line[] = [];
  const blocks: Line[][] = [];
  for (const line of lines) {
    const free = line.segments.every((s) => !collector.isUsed(s));
    const prev = block[block.length - 1];
    const continues = prev && line.page === prev.page && line.top - prev.bottom < prev.fontSize * 1.3;
    if (!free || !continues) {
      if (block.length) blocks.push(block);
      block = [];
    }
    if (free) block.push(line);
  }
  if (block.length) blocks.push(block);
  for (const b of blocks) {
    const text = joinParagraph(b.map((l) => l.text));
    if (/^[“"‘']/.test(text)) continue;
    // Chinese and Japanese prose has no spaces: two of its characters count as a word (in sentences,
    // with their commas and full stops: the labels of a Japanese form are no paragraph).
    const cjk = /[，、。]/u.test(text) ? (text.match(/[\u3040-\u30ff\u3400-\u9fff]/gu) ?? []).length : 0;
    const words = wordCount(text) + Math.floor(cjk / 2);
    if (words >= 15 || (words >= 8 && /[.!。！]$/.test(text))) return { text, lines: b };
  }
  return null;
}

/** Joins wrapped lines, mending words hyphenated across a line break ("an-" + "imated"). */
export function joinParagraph(lines: string[]): string {
  let out = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (/\p{Ll}-$/u.test(out) && /^\p{Ll}/u.test(line)) out = out.slice(0, -1) + line;
    else out = out ? `${out} ${line}` : line;
  }
  return cleanSpaces(out);
}

const PERSONAL_LABELS =
  /^[^:：]{0,12}?(?:blog|website|web|homepage|home page|portfolio|site|personal site|github|gitlab|linkedin|twitter|x|behance|dribbble|medium|kaggle|stack ?overflow|telegram|博客|主页|个人网站|网站)\s*[:：]/i;

/** Personal links in document order: printed in the header or a contact block, or labelled anywhere. */
function collectLinks(
  sections: Section[],
  areas: LinkArea[],
  name: Segment | null,
  collector: Collector,
): { label: string; url: string }[] {
  const out: { label: string; url: string; seg: Segment | null; area: LinkArea | null }[] = [];
  const seen = new Set<string>();
  const usedAreas = new Set<LinkArea>();
  const add = (label: string, url: string, seg: Segment | null, area: LinkArea | null) => {
    if (area) usedAreas.add(area);
    if (/^(mailto|tel|sms|javascript|data):/i.test(url)) return;
    // A post, an article, a file or a folder inside a repository is a piece of work, not a profile.
    if (profileOf(url) && isContentLink(url)) return;
    const key = linkKey(url);
    if (!key || seen.has(key)) return;
    seen.add(key);
    out.push({ label, url, seg, area });
  };
  for (const section of sections) {
    const isContact = CONTACT_TYPES.has(section.type);
    const isEntrySection = ENTRY_SECTIONS.has(section.type);
    section.lines.forEach((line, index) => {
      for (const seg of line.segments) {
        const printed = findUrls(seg.text);
        const labelled = PERSONAL_LABELS.test(stripBulletText(seg.text));
        const rest = printed.length ? urlRest(seg, section.lines[index + 1]) : null;
        if (rest) {
          printed[printed.length - 1] += rest.text;
          collector.use(rest);
        }
        for (const url of printed) {
          const profile = profileOf(url);
          if (isContact || labelled || (!isEntrySection && profile?.isProfile)) add(url, url, seg, null);
        }
        if (!isContact || seg === name) continue;
        // Labels, handles and icons with the address only in a link annotation.
        for (const area of areas) {
          if (area.page !== seg.page || !overlaps(area.box, seg)) continue;
          if (printed.some((p) => linkKey(p) === linkKey(area.url) || sameProfile(p, area.url))) {
            usedAreas.add(area);
            continue;
          }
          if (printed.length && !profileOf(area.url)) continue;
          add(seg.text, area.url, seg, area);
        }
      }
    });
  }
  // Icons drawn as pictures (no text at all) with a profile link behind them, outside any job,
  // school or project entry.
  const entryLines = sections.filter((s) => ENTRY_SECTIONS.has(s.type)).flatMap((s) => s.lines);
  // In the header band above the first section, an icon can also stand for a personal website.
  const headerBottom = Math.max(
    -Infinity,
    ...sections
      .filter((s) => s.type === 'header')
      .flatMap((s) => s.lines.filter((l) => l.page === 1).map((l) => l.bottom)),
  );
  // A link laid over the name with nothing marking it is not one the reader sees.
  const inHeader = (area: LinkArea) =>
    area.page === 1 && area.box[1] + area.box[3] <= headerBottom + 4 && !(name && overlaps(area.box, name));
  for (const area of areas) {
    if (usedAreas.has(area)) continue;
    if (!profileOf(area.url)?.isProfile && !(inHeader(area) && /^https?:\/\//i.test(area.url))) continue;
    if (entryLines.some((l) => l.page === area.page && l.segments.some((s) => overlaps(area.box, s))))
      continue;
    add(area.url, area.url, null, area);
  }
  // "www.linkedin.com/in/daniela-" / "ortega-ruiz (LinkedIn)", "github.com/Yaremchuk" / "Olga": a
  // printed address cut where the line wrapped is the start of a whole one found elsewhere (its link
  // annotation). A cut inside a word counts too, not a profile that a longer link goes on from.
  const whole = out.filter((l) => {
    const key = linkKey(l.url);
    return !out.some((o) => {
      const longer = linkKey(o.url);
      if (o === l || longer.length <= key.length || !longer.startsWith(key)) return false;
      return /[-_/.]$/.test(l.url) || longer[key.length] !== '/' || !profileOf(l.url)?.isProfile;
    });
  });
  whole.forEach((l, i) => {
    if (l.seg) collector.add(`personalInfo.links.${i}`, l.seg, 0.8);
    else if (l.area)
      collector.provenance[`personalInfo.links.${i}`] = {
        page: l.area.page,
        box: l.area.box,
        confidence: 0.6,
      };
  });
  return whole.map(({ label, url }) => ({ label, url }));
}

/**
 * "Https://GitHub.com/lin" / "akrdozo?tab=repositories", "www.linkedin.com/in" / "/jane-doe": the rest
 * of an address that wrapped onto the next line of a narrow column, as one unbroken run of URL
 * characters right under it.
 */
function urlRest(seg: Segment, next: Line | undefined): Segment | null {
  const rest = next?.segments.length === 1 ? next.segments[0] : undefined;
  if (!rest || rest.page !== seg.page || !/\S$/.test(seg.text) || findUrls(seg.text).length !== 1)
    return null;
  if (!seg.text.trim().endsWith(findUrls(seg.text)[0] ?? '\u0000')) return null;
  const below = rest.top > seg.top && rest.top - seg.bottom < seg.fontSize * 0.8;
  const aligned =
    Math.abs(rest.x0 - seg.x0) < seg.fontSize * 2 ||
    Math.abs((rest.x0 + rest.x1) / 2 - (seg.x0 + seg.x1) / 2) < seg.fontSize * 2;
  const text = rest.text.trim();
  // The rest has URL punctuation in it (or the address broke after some), and no spaces or "@".
  const urlish = /^[\w\-./?=&%#~+:]+$/u.test(text) && (/[/?=&_%#~.]/.test(text) || /[-_/.]$/.test(seg.text));
  return below && aligned && urlish && !findUrls(text).length ? { ...rest, text } : null;
}

/** A post, an article, a file or a folder inside a repository ("github.com/u/repo/tree/main/…"). */
function isContentLink(url: string): boolean {
  const [host = '', first = '', ...more] = linkKey(url).split('/');
  return (
    /\.git$/i.test(url) ||
    (/^(?:github\.com|gitlab\.com|bitbucket\.org)$/.test(host) && more.length >= 2) ||
    (first.startsWith('@') && more.length >= 1) ||
    /^(?:posts|feed|pulse|status|p|watch)$/i.test(first)
  );
}

const ENTRY_SECTIONS = new Set(['experience', 'projects', 'publications', 'education']);

/** "linkedin.com/an-nguyen" printed over a link to "linkedin.com/in/an-nguyen-0332…": one link. */
function sameProfile(printed: string, target: string): boolean {
  const a = profileOf(printed);
  const b = profileOf(target);
  return !!a && !!b && a.network === b.network;
}

function stripBulletText(text: string): string {
  return text.replace(/^[\s•●○◦▪■*\-–]+/, '');
}

function overlaps(box: [number, number, number, number], seg: Segment): boolean {
  const [x, y, w, h] = box;
  const ox = Math.min(x + w, seg.x1) - Math.max(x, seg.x0);
  const oy = Math.min(y + h, seg.bottom) - Math.max(y, seg.top);
  return ox > Math.min(4, (seg.x1 - seg.x0) / 2) && oy > Math.min(2, (seg.bottom - seg.top) / 2);
}
