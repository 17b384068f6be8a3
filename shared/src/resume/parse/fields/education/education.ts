import { joinHyphenatedHead } from '../../entries/hyphenatedHead.js';
import { bulletUnits } from '../../entries/bulletUnits.js';
import { emptyEducation, type Education } from '../../../schema.js';
import type { Collector } from '../collector.js';
import { joinParagraph } from '../contact/contact.js';
import { monthOf, rangeStatus } from '../../dates/dates.js';
import { detailText, type Entry } from '../../entries/entry.js';
import { bracketPair, headParts, oppositeKinds, unusedHead, type Part } from '../../entries/entryParts.js';
import { educationUnits } from './educationUnits.js';
import { stripBullet } from '../../items/text.js';
import {
  DETAIL_LABEL,
  degreeScore,
  isSchoolAbbreviation,
  schoolScore,
  vocabularyOnly,
} from '../../words/vocab.js';
import { providerAndCourse } from '../../entries/courseProviders.js';
import { splitTrailingSchool } from './schoolAcronym.js';
import { DEGREE_LABEL_WORDS, INSTITUTION_LABEL_WORDS } from '../../words/educationLabels.js';

/*
 * Step 5d: education entries → school, degree, dates. One printed date is the graduation date (end),
 * "Expected June 2016" included.
 */

export function extractEducation(
  entries: Entry[],
  collector: Collector,
  offset: number,
  credentials: Entry[] = [],
): Education[] {
  const out: Education[] = [];
  const { units, order } = educationUnits(entries);
  // The school a degree line without one is under: the last school printed on a line of its own
  // above it, or — where blocks print the school after their degrees — the next block's school.
  let headerSchool = '';
  const lone: { item: Education; index: number }[] = [];
  const enrolled = new Set<Education>();
  const read = units
    .flatMap(bulletUnits)
    .map(joinHyphenatedHead)
    .filter((entry) => entry.head.length)
    .map((entry) => {
      const split = headParts(entry);
      return { entry, split, pick: pickSchoolAndDegree(split.parts) };
    });
  const placed = sectionOrder(read.map((r) => r.pick));
  for (const { entry, split, pick } of read) {
    const { parts, locations } = split;
    const { school, degree } = placed ? byOrder(pick, placed) : pick;
    if (!school && !degree) continue;
    // A test's name and score and nothing else ("TOEFL (104) – 2019"): not a course of study. Its
    // line stays unplaced for the reader to place.
    if (parts.length === 1 && school && !degree && unnamed(school.text)) continue;
    if (isCredential(parts)) {
      credentials.push(entry);
      continue;
    }
    const item = emptyEducation();
    item.school = school?.text ?? '';
    if (school && entry.head.length > 1 && (!degree || degree.line !== school.line))
      headerSchool = school.text;
    // "Northfield University / Ph.D. 2016–2020 / M.Phil. 2017": a lone dated degree line under an
    // entry of the same school is another degree there.
    if (!school && degree && entry.head.length === 1 && entry.dates) {
      if (order === 'school-last') lone.push({ item, index: out.length });
      else item.school = headerSchool;
    }
    item.degree = degree ? stripGrade(degree.text) : '';
    item.location = locations[0]?.text ?? '';
    if (entry.dates) {
      item.start = entry.dates.single ? null : entry.dates.start;
      item.end = entry.dates.end;
      // Right-to-left text stored in visual order prints "1392 - 1388" for 1388–1392.
      const rtl = entry.lines.some((l) => /[\u0590-\u08ff]/u.test(l.line.text));
      if (item.start && item.end && item.start > item.end && rtl)
        [item.start, item.end] = [item.end, item.start];
    }
    // A subject or honours line under the degree, and anything else the head printed beside the
    // school and the degree, is the entry's description.
    const rest = unusedHead(entry, split, [school, degree, locations[0]]);
    const described = entry.lines.filter((l) => l.kind === 'detail' || rest.lines.includes(l));
    // "2019 – (projected) 2025": the status is the reader's to see, beside the description.
    const status = entry.dateSegment ? rangeStatus(entry.dateSegment.text) : null;
    // Pieces a split cut off a part that gave a field ("Rovigo (voto: 98/100)" after the school, a
    // sentence after its name) and no field took.
    const printed = new Set(parts.map((p) => p.text));
    const sentences = pick.pieces.filter(
      (p) =>
        p !== school && p !== degree && !printed.has(p.text) && !datePhrase(p.text) && !isSubLabel(p.text),
    );
    item.description = joinParagraph([
      ...(status ? [status] : []),
      ...sentences.map((p) => p.text),
      ...rest.texts,
      ...described.map((d) => stripBullet(detailText(d))),
    ]);
    // A timeline of enrolments (履歴書: "2008 | 4 | 東山大学 入学" … "2012 | 3 | 東山大学 卒業"): the
    // row that leaves a school closes the row that entered it.
    const step = enrolmentStep(item);
    const open = out[out.length - 1];
    if (step === 'leave' && open && enrolled.has(open) && open.school === item.school) {
      open.end = item.end;
      enrolled.delete(open);
      collector.use(entry.lines.map((l) => l.line));
      continue;
    }
    if (step === 'enter') {
      item.start = item.end;
      item.end = null;
      enrolled.add(item);
    }
    const path = `education.${offset + out.length}`;
    if (school) collector.add(`${path}.school`, school.seg, 0.75);
    if (degree) collector.add(`${path}.degree`, degree.seg, 0.7);
    if (entry.dateSegment) collector.add(`${path}.end`, entry.dateSegment, 0.85);
    collector.use(entry.lines.map((l) => l.line));
    out.push(item);
  }
  for (const { item, index } of lone) item.school = out.slice(index + 1).find((e) => e.school)?.school ?? '';
  return out;
}

/** "Bachelor of Science - 3.8 GPA" → "Bachelor of Science"; grades are not part of the degree. */
function stripGrade(text: string): string {
  return text
    .replace(
      /[,;(\-–]?\s*\(?\b(?:c?gpa|grade|note|nota|média|media)\b\s*[:=-]?\s*[\d.,/]+\s*(?:\/\s*[\d.]+)?\)?(?:\s*\([\d.,/\s]+\))?/gi,
      '',
    )
    .replace(/[,;(\-–]?\s*[\d.]+\s*(?:\/\s*[\d.]+)?\s*(?:c?gpa)\b\)?/gi, '')
    .replace(/[\s,;\-–]+$/, '')
    .trim();
}

/** "PhD Princeton University": a degree abbreviation printed before the school name. */
function splitDegreePrefix(p: Part): Part[] {
  const m = p.text.match(/^((?:[A-Z][A-Za-z.]{0,5}\.?\s?){1,2})\s+(.+)$/);
  if (!m || !m[1] || !m[2]) return [p];
  if (degreeScore(m[1]) && schoolScore(m[2]) && !degreeScore(m[2])) {
    return [
      { ...p, text: m[1].trim() },
      { ...p, text: m[2].trim() },
    ];
  }
  return [p];
}

interface Pick {
  school: Part | null;
  degree: Part | null;
  /** The parts both were chosen from, in print order. */
  pool: Part[];
  /** Every piece the head's parts were split into, labels and details included. */
  pieces: Part[];
}

/** A part named by its own words alone: a school word and no degree word, or the other way round. */
const clearSchool = (p: Part | null) => !!p && schoolScore(p.text) > 0 && degreeScore(p.text) === 0;
const clearDegree = (p: Part | null) => !!p && degreeScore(p.text) > 0 && schoolScore(p.text) === 0;

/**
 * Whether this section prints the school before or after the degree, voted by the entries whose words
 * say which part is which. A section nearly always prints all its entries the same way, so the
 * entries whose words do not tell ("EUHT StPol" / "College Diploma – Hotel Management", "Prépa
 * scientifique" / "Prépa T2") follow the others.
 */
function sectionOrder(picks: Pick[]): 'school-first' | 'school-last' | null {
  let vote = 0;
  for (const { school, degree, pool } of picks) {
    if (!clearSchool(school) || !clearDegree(degree) || !school || !degree) continue;
    vote += pool.indexOf(school) < pool.indexOf(degree) ? 1 : -1;
  }
  return vote > 0 ? 'school-first' : vote < 0 ? 'school-last' : null;
}

/** An entry whose school no word named, read in the section's order. */
function byOrder(pick: Pick, order: 'school-first' | 'school-last'): Pick {
  const { pool } = pick;
  const labelled = (pick.school as LabelledPart | null)?.labelled;
  if (clearSchool(pick.school) || labelled || pool.length < 2) return pick;
  const first = pool[0] as Part;
  // The first part, or the first printed on a line below the first line (a school after its degree).
  const school =
    order === 'school-first'
      ? (pool.find((p) => !clearDegree(p)) ?? null)
      : (pool.find((p) => p.line > first.line && !clearDegree(p)) ??
        (clearDegree(pool[1] ?? null) ? null : (pool[1] ?? null)));
  if (!school || school === pick.school) return pick;
  const others = pool.filter((p) => p !== school);
  const degree =
    others.find(clearDegree) ??
    others.find((p) => degreeScore(p.text) > 0) ??
    (order === 'school-first' ? others.find((p) => pool.indexOf(p) > pool.indexOf(school)) : others[0]) ??
    null;
  return { ...pick, school, degree };
}

function pickSchoolAndDegree(parts: Part[]): Pick {
  const named = parts.filter((p) => !datePhrase(p.text));
  // One line holding degree and school: the school may end it under its initials.
  const all: LabelledPart[] = (named.length === 1 ? named.flatMap(splitTrailingSchool) : named)
    .slice(0, 4)
    .flatMap(splitAtDash)
    .flatMap(splitAtBracket)
    .flatMap(splitAtSchool)
    .flatMap(splitAtConnective)
    .flatMap(splitDegreePrefix)
    .flatMap(splitProviderDomain)
    .flatMap(splitLevelLabel)
    .flatMap(splitCourseProvider)
    .map(institutionValue)
    .map(degreeValue);
  // "UNIVERSITY" / "SCHULE" / "College" alone above the real line: a sub-label, not the school's name.
  // "Schwerpunkt: Industrielle Informatik", "GPA: 3.8": a detail of the degree, neither it nor the school.
  const unlabelled = all.filter((p) => !isSubLabel(p.text) && !detailLabelled(p.text));
  const pool = unlabelled.some((p) => schoolScore(p.text) > 0) ? unlabelled : all;
  // A school's own label names it; a value read from the line's shape ("B.A. from …", "SHS: …") only
  // when no part carries a school word.
  const worded = pool.some((p) => schoolScore(p.text) > degreeScore(p.text) && !vocabularyOnly(p.text));
  let school: Part | null =
    pool.find((p) => p.labelled === true) ??
    (worded ? null : pool.find((p) => p.labelled === 'shape')) ??
    null;
  let bestSchool = school ? Infinity : 0;
  for (const p of pool) {
    // "Scuola di Specializzazione in Fisica Medica": a programme in a subject reads less like the
    // school than a name does.
    // "High school" beside "Wonderland": a kind of school without a name is the level studied.
    const kind = vocabularyOnly(p.text) && pool.some((o) => o !== p && !vocabularyOnly(o.text)) ? 1 : 0;
    const s = schoolScore(p.text) * 2 - degreeScore(p.text) - (PROGRAMME.test(p.text) ? 0.5 : 0) - kind;
    if (s > bestSchool) {
      school = p;
      bestSchool = s;
    }
  }
  let degree: Part | null = null;
  let bestDegree = 0;
  for (const p of pool) {
    if (p === school) continue;
    const s = degreeScore(p.text) * 2 - schoolScore(p.text);
    if (s > bestDegree) {
      degree = p;
      bestDegree = s;
    }
  }
  const rest = pool.filter((p) => p !== school && p !== degree);
  if (!school) {
    // Without a school word ("INSA Lyon", "Wonderland"), prefer a part printed apart from the degree.
    school = rest.find((p) => !degree || p.seg !== degree.seg) ?? rest[0] ?? null;
    if (school) rest.splice(rest.indexOf(school), 1);
  }
  // Without a degree word, the line next to the school's is the degree.
  const next = rest[0];
  if (!degree && next && (next.line <= 1 || (school && Math.abs(next.line - school.line) <= 1)))
    degree = rest.shift() ?? null;
  return { school, degree, pool, pieces: all };
}

type LabelledPart = Part & { labelled?: true | 'shape' };

/** Labels that name where one studied ("Instituição de ensino: …", "School: …", "موسسه/دانشگاه: …"). */
const INSTITUTION_LABEL = new RegExp(
  String.raw`^${INSTITUTION_LABEL_WORDS}(?:\s*/\s*${INSTITUTION_LABEL_WORDS})*\s*[:：]\s*(.+)$`,
  'iu',
);

/** Labels that name the degree's own field: "Degree: …", "Abschluss: …", "Titulación: …". */
const DEGREE_LABEL = new RegExp(String.raw`^${DEGREE_LABEL_WORDS}\s*[:：]\s*(.+)$`, 'iu');

/** "Degree: B.Sc. Computer Science" → "B.Sc. Computer Science": the label is not part of the degree. */
function degreeValue(p: LabelledPart): LabelledPart {
  const m = p.labelled ? null : DEGREE_LABEL.exec(p.text);
  return m?.[1] ? { ...p, text: m[1].trim() } : p;
}

/** "Instituição de ensino: Unicesumar" → "Unicesumar", marked as the school's own label. */
function institutionValue(p: Part): LabelledPart {
  const m = INSTITUTION_LABEL.exec(p.text);
  return m?.[1] ? { ...p, text: m[1].trim(), labelled: true } : p;
}

/**
 * "in Physics", "en Derecho", "em Direito": a programme named by its subject; a summer or winter school
 * ("Scuola Estiva …", "Summer School on …") is a programme held at a school.
 */
const PROGRAMME =
  /\s(?:in|en|em|im)\s\p{Lu}|\b(?:summer|winter|spring)\s+school\b|\bscuola\s+(?:estiva|invernale)\b|\b(?:sommer|winter)(?:schule|akademie)\b|\b[ée]cole\s+d['’]\s?(?:été|hiver)\b|\bescuela\s+de\s+(?:verano|invierno)\b|\bescola\s+de\s+(?:verão|inverno)\b/iu;

function detailLabelled(text: string): boolean {
  const label = /^([^:：]{1,30})[:：]\s*\S/u.exec(text)?.[1];
  return !!label && DETAIL_LABEL.test(label) && !schoolScore(label);
}

/** One or two words, each a school or degree word: a label over the entry, not its name. */
function isSubLabel(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  // Written with spaces and without a name glued on ("Heinrich-Hertz-Gymnasium", "上海交通大学").
  const generic = (w: string) =>
    /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}.]+$/u.test(w) && !isSchoolAbbreviation(w);
  return (
    words.length <= 2 &&
    words.every((w) => generic(w) && (schoolScore(w) > 0 || degreeScore(w) > 0)) &&
    schoolScore(text) > 0
  );
}

/**
 * "Northfield High School, Mapleton —Graduate": a dash spaced on one side only still parts two fields
 * (a dash between two words without spaces, "Paris–Sud", is part of a name).
 */
function splitAtDash(p: Part): Part[] {
  const pieces = p.text.split(/\s+[—–]\s*(?=\p{Lu})|(?<=\p{L})[—–]\s+(?=\p{Lu})/u).map((x) => x.trim());
  if (pieces.length < 2 || pieces.some((x) => !/\p{L}{2}/u.test(x))) return [p];
  return pieces.map((text) => ({ ...p, text }));
}

/**
 * "Eastmoor University (B.Sc. Computer Science)", "B.Sc. Computer Science (Eastmoor University)": a
 * school and a degree, one of them in brackets. A bracket that reads as neither, or as the same kind
 * ("University of Lakeside (UoL)", "B.Sc. (Hons)"), stays part of its field.
 */
function splitAtBracket(p: Part): Part[] {
  const pair = bracketPair(p.text);
  if (!pair || !oppositeKinds(...pair, (t) => schoolScore(t) - degreeScore(t))) return [p];
  return pair.map((text) => ({ ...p, text }));
}

/** "Princeton University, PhD in Computer Science": a school and a degree on one line. */
function splitAtSchool(p: Part): Part[] {
  const pieces = p.text.split(/[,;]\s+/);
  if (pieces.length < 2) return [p];
  const idx = pieces.findIndex((x) => schoolScore(x) > 0 && degreeScore(x) === 0);
  if (idx < 0 || pieces.every((x) => schoolScore(x) > 0)) return [p];
  return [
    { ...p, text: pieces[idx] ?? '' },
    { ...p, text: pieces.filter((_, i) => i !== idx).join(', ') },
  ];
}

/**
 * "B.A. from Northfield University in 2015", "MBO-opleiding op het Riverside College", "Master à
 * l’Université de …", "Grado en Derecho por la Universidad de …": the degree, a word that says where,
 * the school. "from" says it alone; the other words only beside a school or a
 * degree word.
 */
const FROM = /^(.+?)\s+from\s+(.+)$/iu;
const AT =
  /^(.+?)\s+(?:at|op de|op het|aan de|aan het|an der|am|bei|presso|nel|nella|alla|à|au|aux|en la|en el|por la|por el|na|no|pela|pelo|vid|ved|på|w|в|у)\s+(.+)$/u;

function splitAtConnective(p: Part): LabelledPart[] {
  const from = FROM.exec(p.text);
  const m = from ?? AT.exec(p.text);
  const left = m?.[1]?.trim();
  const right = m?.[2]
    ?.replace(/\s+(?:in|en|im)$/iu, '')
    .replace(/[.,;]+$/, '')
    .trim();
  if (!m || !left || !right) return [p];
  if (!from && !degreeScore(left) && !schoolScore(right)) return [p];
  if (schoolScore(left) > 0 && degreeScore(left) === 0) return [p];
  // "… presso il Politecnico di Lugano. Ho frequentato …": the school's name ends with its sentence
  // (the sentence after it stays a part of its own); an article before the name is not part of it.
  const [name = right, ...after] = right.split(/(?<=\p{L}{3})\.\s+(?=\p{Lu})/u);
  const school = name.replace(
    /^(?:(?:il|lo|la|gli|le|el|los|las|the|o|a|os|as|de|der|die|das)\s+|l['’]\s*)(?=\p{Lu})/u,
    '',
  );
  return [
    { ...p, text: left },
    { ...p, text: school, labelled: 'shape' },
    ...after.map((text) => ({ ...p, text })),
  ];
}

/**
 * "Bachelor: Northfield Tech", "SHS: Riverside Academy": the level or degree as a label, the school as
 * its value (a label naming the school itself is read by `institutionValue`).
 */
function splitLevelLabel(p: Part): LabelledPart[] {
  const m = /^([^:：]{1,30}?)\s*[:：]\s*(.+)$/u.exec(p.text);
  const label = m?.[1]?.trim();
  const value = m?.[2]?.trim();
  if (!label || !value || INSTITUTION_LABEL.test(p.text) || /[,;]/.test(label) || DETAIL_LABEL.test(label))
    return [p];
  // A degree as the label, or a level's abbreviation ("SHS", "JHS").
  const level = (degreeScore(label) > 0 && degreeScore(value) === 0) || /^\p{Lu}{2,5}$/u.test(label);
  if (!level || label.split(/\s+/).length > 3) return [p];
  return [
    { ...p, text: label },
    { ...p, text: value, labelled: 'shape' },
  ];
}

/** "learnhub.io: Intro to Statistics": an online course given by the site named before it. */
function splitProviderDomain(p: Part): LabelledPart[] {
  const found = providerAndCourse(p.text);
  if (!found) return [p];
  return [
    { ...p, text: found.provider, labelled: true },
    { ...p, text: found.course },
  ];
}

/**
 * "Cloud Basics Certification Northwind Academy": a course named up to its certificate word, the provider
 * after it, on one line without a separator.
 */
const CERTIFICATE_WORD =
  /^(.+?\s(?:[Cc]ertificate|[Cc]ertification|[Dd]iploma|[Cc]ourse|[Cc]ertificat|[Cc]ertificación|[Cc]ertificado|[Cc]urso|[Zz]ertifikat|[Kk]urs))\s+(\p{Lu}.+)$/u;

function splitCourseProvider(p: Part): LabelledPart[] {
  const m = CERTIFICATE_WORD.exec(p.text);
  const course = m?.[1];
  const provider = m?.[2];
  if (!course || !provider || schoolScore(p.text) > 0 || degreeScore(provider) > 0) return [p];
  return [
    { ...p, text: course },
    { ...p, text: provider, labelled: 'shape' },
  ];
}

/**
 * "Certified Information Systems Auditor (CISA)", "Project Management Professional (PMP)": a credential's title,
 * its acronym in brackets, no degree word. Listed under "Education and Certificates", it is a
 * certification, not a course of study.
 */
const CREDENTIAL = /\b(?:certified|chartered|licensed|registered|accredited|professional)\b/i;

function isCredential(parts: Part[]): boolean {
  const title = parts[0]?.text ?? '';
  return (
    CREDENTIAL.test(title) &&
    /\([A-Z][A-Za-z.]{1,7}\)\.?$/.test(title) &&
    parts.slice(0, 2).every((p) => degreeScore(p.text) === 0)
  );
}

/** Words that close a timeline row: entered a school, or left it (graduated, completed, dropped out). */
const ENTER = /\s*(?:入学|入校|編入学|입학|入读)$/u;
const LEAVE = /\s*(?:卒業|修了|退学|中退|満期退学|졸업|수료|毕业|毕業|结业)$/u;

/**
 * A row of a Japanese, Korean or Chinese timeline: the year and month in cells of their own before the
 * school, the step (entered, left) after it. Rewrites the item in place (year and month into one date,
 * the step off the school's name) and says which step it was.
 */
function enrolmentStep(item: Education): 'enter' | 'leave' | null {
  const marker = item.description.trim();
  const tail = `${item.school} ${marker}`.trim();
  const step = ENTER.test(tail) ? 'enter' : LEAVE.test(tail) ? 'leave' : null;
  if (!step) return null;
  item.school = item.school.replace(ENTER, '').replace(LEAVE, '').trim();
  if (ENTER.test(marker) || LEAVE.test(marker)) item.description = '';
  const month = /^\d{1,2}$/.exec(item.degree)?.[0];
  if (month && item.end && /^\d{4}$/.test(item.end) && Number(month) >= 1 && Number(month) <= 12) {
    item.end = `${item.end}-${month.padStart(2, '0')}`;
    item.degree = '';
  }
  return step;
}

/** A test or licence with its score or level ("TOEFL (98)", "DELF B2", "IELTS 7.5"), not a school. */
function unnamed(text: string): boolean {
  return !schoolScore(text) && !degreeScore(text) && text.split(/\s+/).length <= 3 && /\d|\(/.test(text);
}

/** Words that join or open a date ("De septembre", "Depuis", "since", "à juin"). */
const DATE_JOINER =
  /^(?:de|du|des|depuis|since|from|until|till|to|à|au|desde|hasta|seit|bis|ab|dal|da|fino|od|do|sedan|från|till|vanaf|tot|à partir de)$/iu;

/**
 * The words of a date cell wrapped away from its year ("De septembre", "Depuis"): month names and
 * joining words only. Neither a school nor a degree.
 */
function datePhrase(text: string): boolean {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return (
    words.length > 0 &&
    words.length <= 4 &&
    words.every((w) => DATE_JOINER.test(w) || monthOf(w.replace(/\.$/, '')) !== undefined)
  );
}
