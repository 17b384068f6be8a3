import { namesEmployerAt } from '../words/atWords.js';
import { careerStep } from '../words/careerSteps.js';
import { isLoneLegalForm } from '../words/roleOrg.js';
import { findTokens, parseDateRange, RANGE_CLOSE, stripDates, stripDurations } from '../dates/dates.js';
import { mainText, type Entry, type EntryLine } from './entry.js';
import type { Segment } from '../lines/lines.js';
import { providerAndCourse } from './courseProviders.js';
import { findEmails, findUrls, locationScore } from '../words/patterns.js';
import { cleanSpaces, isIconText, stripBullet, trimField } from '../items/text.js';
import { orgScore, roleScore, schoolScore } from '../words/vocab.js';

/** One piece of an entry's head: "Google", "Software Engineer", "Mountain View, CA". */
export interface Part {
  text: string;
  seg: Segment;
  /** Index of the head line it came from. */
  line: number;
  /** From a short segment on the right (a place or an organisation column). */
  meta: boolean;
}

// Separators between fields on one line. A spaced hyphen only counts between words, not inside names.
// (In Hebrew heads it also sets off what an employer does: "… מעגן מיכאל - יצור מוצרי מתכת".)
const SEPARATORS =
  /\s+[|•·◦⋄]\s+|\s*\|\s*|\s+[—–]\s+|\s+-\s+(?=\p{Lu})|\s+@\s+|\s+(?:at|bei|chez|presso)\s+(?=\p{Lu})/u;

// A full stop that ends a sentence-like field ("Fish Health Officer. Tidewater Farms S.A."): after a
// word of four letters or more or a closing bracket, before a capitalised word. An abbreviation's stop
// ("S.A.", "Cía.", "cat. A") is not one.
const FIELD_STOP = /(?<=(?<![\p{L}.])\p{L}{4,}|\))\.\s+(?=\p{Lu}[\p{L}\d])/u;

/**
 * The fields of a piece printed as sentences ("Role. Org."), when one of them reads as a role and
 * another does not. Otherwise the stops stay inside one name: "Department of Surveys. Ministry of
 * Lands" is the department of that ministry, and stays one beside a role.
 */
function fieldsAtStops(piece: string): string[] {
  const fields = piece.split(FIELD_STOP);
  if (fields.length < 2) return fields;
  const roleLike = fields.map((f) => roleScore(f) > orgScore(f));
  if (!roleLike.includes(true) || !roleLike.includes(false)) return [piece];
  // Fields in a row that are not the role are one name ("Role. Department. Ministry.").
  const out: string[] = [];
  fields.forEach((f, i) => {
    if (i > 0 && !roleLike[i] && !roleLike[i - 1]) out[out.length - 1] += `. ${f}`;
    else out.push(f);
  });
  return out;
}

/**
 * "Northwind Traders (Senior Software Engineer)": a bracket ending a piece holds the role when it reads
 * as one and nothing outside it does. A bracket that qualifies or describes stays part of the piece:
 * "Engineer (Contract)", "RTE (Réseau de Transport d’Électricité)", "Editor at Prodigi (digital agency)".
 */
function roleInBracket(piece: string): string[] {
  const pair = bracketPair(piece);
  if (!pair) return [piece];
  const [outside, inside] = pair;
  if (roleScore(inside) > orgScore(inside) && roleScore(outside) === 0) return [outside, inside];
  // The mirror, "Credit Analyst (Northwind Bank)": a name in the bracket (a capital opens it) that
  // carries an organisation's mark, beside a role. "(digital agency)" describes and stays.
  // After "Role at Org" ("… у PRP Україна (PR-агенція)") the employer is named: the bracket tells what it is.
  const name = /^[\p{Lu}\d]/u.test(inside) && orgScore(inside) > roleScore(inside);
  return name && roleScore(outside) > orgScore(outside) && !namesEmployerAt(outside)
    ? [outside, inside]
    : [piece];
}

/**
 * "Northwind Bank / Credit Analyst": a spaced slash between an organisation and a role parts two
 * fields. Between two roles ("Salgsassistent / Butiksmedarbejder") or two words of one field it is
 * part of the field.
 */
function fieldsAtSlash(piece: string): string[] {
  return twoKinds(piece, piece.split(/\s+\/\s+/u));
}

/**
 * "株式会社サンプル ソフトウェアエンジニア", "北辰科技有限公司 软件工程师": Japanese and Chinese write no
 * spaces inside a phrase, so a space in a head of those scripts parts its fields, when one reads as
 * the organisation and the other as the role.
 */
function fieldsAtCjkSpace(piece: string): string[] {
  if (
    !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(piece) ||
    /\p{Script=Latin}{3}/u.test(piece)
  )
    return [piece];
  return twoKinds(piece, piece.split(/\s+/u));
}

/** Two fields, one reading as a role and the other as an organisation; otherwise the piece whole. */
function twoKinds(piece: string, fields: string[]): string[] {
  const [a = '', b = ''] = fields;
  return fields.length === 2 && oppositeKinds(a, b, (f) => roleScore(f) - orgScore(f)) ? fields : [piece];
}

/** "Name (Remark)": the text before a closing bracket and the bracket's content, or null. */
export function bracketPair(text: string): [outside: string, inside: string] | null {
  const m = /^(.*\S)\s*\(([^()]+)\)$/u.exec(text.trim());
  return m ? [m[1] ?? '', m[2] ?? ''] : null;
}

/** Whether two texts lean opposite ways on a scale (role against organisation, school against degree). */
export function oppositeKinds(a: string, b: string, lean: (text: string) => number): boolean {
  return Math.sign(lean(a)) * Math.sign(lean(b)) === -1;
}

/**
 * Splits an entry's head lines into parts, with dates, emails, URLs and places taken out. Places go
 * to `locations`; everything else is a candidate organisation, role, school or degree.
 */
export function headParts(entry: Entry): { parts: Part[]; locations: Part[] } {
  const parts: Part[] = [];
  const locations: Part[] = [];
  const placed: { part: Part; at: number }[] = [];
  // Under a period on a line of its own, a head prints where the work was, not who employed.
  const datesLine = ownDatesLine(entry);
  entry.head.forEach((el, lineIndex) => {
    const segs = [...el.main.map((s) => ({ s, meta: false })), ...el.meta.map((s) => ({ s, meta: true }))];
    for (const { s, meta } of segs) {
      let text = withoutEdgeDates(withoutLeadLabel(s.text));
      text = stripDurations(text);
      const pieces = text
        .split(SEPARATORS)
        .flatMap(fieldsAtStops)
        .flatMap(fieldsAtSlash)
        .flatMap(fieldsAtCjkSpace);
      for (const raw of pieces.flatMap(roleInBracket)) {
        // URLs and emails beside a name are links, not part of it.
        let rest = raw;
        // A domain before a colon names a course's provider ("learnhub.io: Statistics") and stays.
        if (!providerAndCourse(raw) && !isDomainName(cleanPart(raw)))
          for (const u of [...findEmails(raw), ...findUrls(raw)]) rest = rest.replace(u, ' ');
        const piece = cleanPart(rest);
        if (!piece) continue;
        const part = { text: piece, seg: s, line: lineIndex, meta };
        const peeled = peelLocation(part, locations);
        const pair = piece.split(/,\s+/);
        if (peeled !== part) parts.push(peeled);
        else if (
          parts.length === 1 &&
          !meta &&
          lineIndex < datesLine &&
          pair.length === 2 &&
          locationScore(piece) < 2 &&
          isLocation(piece, true)
        ) {
          // "ICA Maxi Högsbo, Västra Frölunda" under the role: the employer and its town, when the
          // entry has no employer yet; only a clear place is all place.
          parts.push({ ...part, text: pair[0] ?? '' });
          locations.push({ ...part, text: pair[1] ?? '' });
        } else if (isLocation(piece, meta || parts.length > 0)) {
          locations.push(part);
          placed.push({ part, at: parts.length });
        } else parts.push(part);
      }
    }
  });
  return {
    parts: joinLoneLegalForms(
      nameBeforePlace(
        parts,
        placed.filter(({ part }) => part.line < datesLine),
        locations,
      ).filter((p) => p.text),
    ),
    locations,
  };
}

/**
 * The head line that holds the entry's period and nothing else ("Org" / "Role" / "2017 – 2019" /
 * "Town, Region"), or Infinity. A name is printed above its period; what such a head prints under it
 * is where the work was.
 */
function ownDatesLine(entry: Entry): number {
  const at = entry.head.findIndex((l) => !!entry.dateSegment && l.main.includes(entry.dateSegment));
  const line = entry.head[at];
  if (at <= 0 || !line || line.main.length > 1) return Infinity;
  return stripDurations(stripDates(mainText(line))).replace(/[\s()|·•,–—-]+/gu, '') ? Infinity : at;
}

/**
 * "Universitaria: (2002 – 2008) Licenciatura en Física, FaMAF": a label of one or two words before a
 * colon and the entry's period names the level or the field, and is not part of the value. Taken off
 * first, so the period after it is at the edge, where dates are read from.
 */
function withoutLeadLabel(text: string): string {
  const m = /^\s*(\p{L}[\p{L}.]*(?:\s\p{L}[\p{L}.]*)?)\s*[:：]\s+(?=\S)/u.exec(text);
  if (!m) return text;
  const rest = text.slice(m[0].length);
  // A label over a date and nothing else ("Awarded on: Nov 2016") is the whole line: it stays.
  if (!stripDates(rest).replace(/[\s()[\]–-]+/gu, '')) return text;
  // Only a label before the entry's period: "Role: Analyst" is read by the labelled-row reader, and
  // a colon inside a name or a degree ("Master: Data Science") stays.
  const first = findTokens(rest.replace(/^\s*[([]?\s*/u, ''))[0];
  return first?.index === 0 && first.kind === 'date' ? rest : text;
}

/**
 * "Zalando, Germany" under "Software Engineer": a name followed by its country or city reads as a
 * place as a whole, but a head with no organisation otherwise is far likelier to print its employer
 * and where it is than a second place. So when the head has at most one other part and none of them
 * carries an organisation or school word, the first piece of such a place goes back to the parts (at
 * the position it was printed in) when it does not read as a place itself; the rest stays the place.
 */
function nameBeforePlace(parts: Part[], placed: { part: Part; at: number }[], locations: Part[]): Part[] {
  if (parts.length > 1 || parts.some((p) => orgScore(p.text) || schoolScore(p.text))) return parts;
  for (const { part, at } of placed) {
    const pieces = part.text.split(/\s*[,،、]\s*/u);
    const [name = '', ...rest] = pieces;
    if (!rest.length || locationScore(rest.join(', ')) < 2 || locationScore(name) > 0) continue;
    if (!/^[\p{Lu}\d]/u.test(name) && /[\p{Lu}\p{Ll}]/u.test(name)) continue;
    if (roleScore(name) > orgScore(name)) continue;
    const i = locations.indexOf(part);
    locations[i] = { ...part, text: rest.join(', ') };
    return [...parts.slice(0, at), { ...part, text: name }, ...parts.slice(at)];
  }
  return parts;
}

/**
 * A head segment's text without its bullet, its list number ("1)", "2.", "①": it counts entries, it
 * names nothing) and a date range at its edge.
 */
export function withoutEdgeDates(raw: string): string {
  const text = stripBullet(raw).replace(/^(?:\(?\d{1,2}[).．]|[\u2460-\u2473])\s*/u, '');
  return dateAtEdge(text) ? stripDates(text) : text;
}

/**
 * A legal form in a cell of its own is part of the name beside it: "株式会社" | "見本" is one
 * company, as "Acme" | "GmbH" is. A step word after the name ("見本企画 設立", founded) is
 * what happened there, not the name.
 */
function joinLoneLegalForms(parts: Part[]): Part[] {
  const out: Part[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (!p) continue;
    const next = parts[i + 1];
    const prev = out[out.length - 1];
    if (
      isLoneLegalForm(p.text) &&
      next?.line === p.line &&
      !isLoneLegalForm(next.text) &&
      prefixForm(p.text)
    ) {
      out.push({ ...next, text: withoutStep(`${p.text} ${next.text}`), seg: p.seg });
      i++;
    } else if (isLoneLegalForm(p.text) && prev?.line === p.line) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${p.text}` };
    } else out.push({ ...p, text: withoutStep(p.text) });
  }
  return out;
}

/** Legal forms that come before the name they belong to (Japanese and Korean ones may). */
const prefixForm = (text: string): boolean => /^\P{Script=Latin}+$/u.test(text);

function withoutStep(text: string): string {
  const words = text.split(' ');
  const last = words[words.length - 1] ?? '';
  return words.length > 1 && careerStep(last) ? words.slice(0, -1).join(' ') : text;
}

/** A bare domain set with a capital ("Booking.com", "THRIVE.NG"): a company's name, not a link. */
export function isDomainName(text: string): boolean {
  return /^\p{Lu}[\p{L}\d-]*\.\p{L}{2,}$/u.test(text.trim());
}

/** A date range at the start or end of the text is metadata; one in the middle is part of a name. */
function dateAtEdge(text: string): boolean {
  const range = parseDateRange(text);
  if (!range) return false;
  const before = text.slice(0, range.from).replace(/[\s(:–—-]+$/, '');
  const after = text
    .slice(range.to)
    .replace(RANGE_CLOSE, '')
    .replace(/^[\s).,;:–—-]+/, '');
  return !before || !after || /(?:expected|graduat|voraussichtlich|prévu|预计)\w*:?$/i.test(before);
}

/**
 * Whether a head's text is a place: a clear reading, or (lenient) a weak "Town, Region" one with no
 * role or organisation word in it. The entry splitter asks the same of a place over a page break.
 */
export function isLocation(text: string, lenient: boolean): boolean {
  if (/^(?:remote|hybrid|on-?site|online|remoto|télétravail|fernarbeit|zdalnie|distans)$/i.test(text))
    return true;
  const score = locationScore(text);
  // A weak place reading ("Two Words, Two Words") never beats a role or organisation word in it.
  return (
    score >= 2 ||
    (lenient &&
      score >= 1 &&
      text.split(',').length >= 2 &&
      text.length <= 40 &&
      !roleScore(text) &&
      !orgScore(text))
  );
}

/** "LionLike MindState, Pomona, CA" → "LionLike MindState" + the place. */
function peelLocation(part: Part, locations: Part[]): Part {
  const pieces = part.text.split(/,\s+/);
  // "London, UK" is a place, not an organisation called London: peel only "Org, City, ST" or an
  // organisation word followed by a place.
  if (pieces.length < 3 && !orgScore(pieces[0] ?? '')) return part;
  // The shortest tail that reads as strongly as a place: "Engineer, Ledgerline Payments, Denver, CO"
  // peels "Denver, CO", not "Ledgerline Payments, Denver, CO" (which also ends in a state code).
  // The head left must not read as a place itself.
  // A role left alone in front keeps the name beside it: "Engineer, Zalando, Germany" is the role,
  // its employer and the country, though "Zalando, Germany" reads as a place as a whole.
  let best: { k: number; score: number } | null = null;
  for (let k = 1; k <= Math.min(3, pieces.length - 1); k++) {
    const score = locationScore(pieces.slice(-k).join(', '));
    const head = pieces.slice(0, -k).join(', ');
    const headScore = locationScore(head);
    const eatsName =
      !!best && locationScore(pieces[pieces.length - k] ?? '') === 0 && roleScore(head) > orgScore(head);
    if (
      score >= 2 &&
      score > (best?.score ?? 0) &&
      headScore < (k === pieces.length - 1 ? 1 : 2) &&
      !eatsName
    )
      best = { k, score };
  }
  if (!best) return part;
  locations.push({ ...part, text: pieces.slice(-best.k).join(', ') });
  return { ...part, text: pieces.slice(0, -best.k).join(', ') };
}

/** Trims separators, stray icon letters ("IMFAT - §") and empty brackets. */
export function cleanPart(raw: string): string {
  const tokens = cleanSpaces(raw.replace(/\(\s*\)/g, ''))
    .split(' ')
    .filter((w) => w && !isIconText(w));
  // Icon fonts without text mapping leave symbols and stray letters at the end ("IMFAT - § 2").
  let stripped = false;
  while (tokens.length > 1) {
    const last = tokens[tokens.length - 1] ?? '';
    const symbol = /^[^\p{L}\p{N}]{1,2}$/u.test(last);
    const stray =
      [...last].length === 1 && (stripped || /^[^\p{L}\p{N}]/u.test(tokens[tokens.length - 2] ?? ''));
    if (!symbol && !stray) break;
    tokens.pop();
    stripped = true;
  }
  return trimField(tokens.join(' '));
}

/** Splits "Nexus AI, Co-Founder & CTO" at its first comma; null when there is nothing to split. */
export function commaSplit(text: string): [string, string] | null {
  const i = text.indexOf(', ');
  if (i <= 0) return null;
  const a = text.slice(0, i).trim();
  const b = text.slice(i + 2).trim();
  return a && b ? [a, b] : null;
}

/**
 * What an entry's head printed that no field took: whole head lines none of whose parts was chosen
 * (points set without a bullet glyph, a subject line under the degree, a tagline under a project's
 * name) and the leftover parts of lines that gave a field ("Team Payments" beside the role). The
 * callers keep them as the entry's description, so no printed line is dropped.
 */
export function unusedHead(
  entry: Entry,
  split: { parts: Part[]; locations: Part[] },
  chosen: (Part | null | undefined)[],
): { lines: EntryLine[]; texts: string[] } {
  const picked = chosen.filter((p): p is Part => !!p);
  const used = new Set(picked.map((p) => p.line));
  const dateSeg = entry.dateSegment;
  if (dateSeg) {
    const i = entry.head.findIndex((h) => h.main.includes(dateSeg) || h.meta.includes(dateSeg));
    if (i >= 0) used.add(i);
  }
  const all = [...split.parts, ...split.locations];
  const withParts = new Set(all.map((p) => p.line));
  const lines = entry.head.filter((h, i) => withParts.has(i) && !used.has(i) && h.main.length);
  // Right-hand cells of a line that went to the points are not in its main text.
  const texts = all.filter((p) => (used.has(p.line) ? !taken(p, picked) : p.meta)).map((p) => p.text);
  return { lines, texts };
}

/** A part a chosen field was read from (whole, or the piece of it a split made). */
function taken(p: Part, picked: Part[]): boolean {
  return picked.some((c) => c.line === p.line && (p.text.includes(c.text) || c.text.includes(p.text)));
}
