import { emptyEducation, type Education } from '../schema.js';
import type { Collector } from './collector.js';
import { joinParagraph } from './contact.js';
import { mainText, type Entry } from './entries.js';
import { headParts, unusedHead, type Part } from './entryParts.js';
import { stripBullet } from './text.js';
import { degreeScore, schoolScore } from './vocab.js';

/*
 * Step 5d: education entries → school, degree, dates. One printed date is the graduation date (end),
 * "Expected June 2016" included.
 */

export function extractEducation(entries: Entry[], collector: Collector, offset: number): Education[] {
  const out: Education[] = [];
  for (const entry of entries) {
    if (!entry.head.length) continue;
    const split = headParts(entry);
    const { parts, locations } = split;
    const { school, degree } = pickSchoolAndDegree(parts);
    if (!school && !degree) continue;
    const item = emptyEducation();
    item.school = school?.text ?? '';
    item.degree = degree ? stripGrade(degree.text) : '';
    item.location = locations[0]?.text ?? '';
    if (entry.dates) {
      item.start = entry.dates.single ? null : entry.dates.start;
      item.end = entry.dates.end;
    }
    // A subject or honours line under the degree, and anything else the head printed beside the
    // school and the degree, is the entry's description.
    const rest = unusedHead(entry, split, [school, degree, locations[0]]);
    const described = entry.lines.filter((l) => l.kind === 'detail' || rest.lines.includes(l));
    item.description = joinParagraph([...rest.texts, ...described.map((d) => stripBullet(mainText(d)))]);
    const path = `education.${offset + out.length}`;
    if (school) collector.add(`${path}.school`, school.seg, 0.75);
    if (degree) collector.add(`${path}.degree`, degree.seg, 0.7);
    if (entry.dateSegment) collector.add(`${path}.end`, entry.dateSegment, 0.85);
    collector.use(entry.lines.map((l) => l.line));
    out.push(item);
  }
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

function pickSchoolAndDegree(parts: Part[]): { school: Part | null; degree: Part | null } {
  const all = parts.slice(0, 4).flatMap(splitAtSchool).flatMap(splitDegreePrefix);
  // "UNIVERSITY" / "SCHULE" / "College" alone above the real line: a sub-label, not the school's name.
  const named = all.filter((p) => !isSubLabel(p.text));
  const pool = named.some((p) => schoolScore(p.text) > 0) ? named : all;
  let school: Part | null = null;
  let bestSchool = 0;
  for (const p of pool) {
    // "Scuola di Specializzazione in Fisica Medica": a programme in a subject reads less like the
    // school than a name does.
    const s = schoolScore(p.text) * 2 - degreeScore(p.text) - (PROGRAMME.test(p.text) ? 0.5 : 0);
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
  return { school, degree };
}

/** "in Physics", "en Derecho", "em Direito": a programme named by its subject. */
const PROGRAMME = /\s(?:in|en|em|im)\s\p{Lu}/u;

/** One or two words, each a school or degree word: a label over the entry, not its name. */
function isSubLabel(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  // Written with spaces and without a name glued on ("Heinrich-Hertz-Gymnasium", "上海交通大学").
  const generic = (w: string) => /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}.]+$/u.test(w);
  return (
    words.length <= 2 &&
    words.every((w) => generic(w) && (schoolScore(w) > 0 || degreeScore(w) > 0)) &&
    schoolScore(text) > 0
  );
}

/** "Princeton University, PhD in Computer Science": a school and a degree on one line. */
function splitAtSchool(p: Part): Part[] {
  const pieces = p.text.split(/,\s+/);
  if (pieces.length < 2) return [p];
  const idx = pieces.findIndex((x) => schoolScore(x) > 0 && degreeScore(x) === 0);
  if (idx < 0 || pieces.every((x) => schoolScore(x) > 0)) return [p];
  return [
    { ...p, text: pieces[idx] ?? '' },
    { ...p, text: pieces.filter((_, i) => i !== idx).join(', ') },
  ];
}
