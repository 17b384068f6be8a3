import { parseDateRange } from '../dates/dates.js';
import type { SectionType } from '../words/sectionTypes.js';
import type { Section } from './section.js';
import { startsWithBullet } from '../items/text.js';
import { degreeScore, orgScore, roleScore, schoolScore } from '../words/vocab.js';

/*
 * Step 4c: a section whose heading names no kind we know (a heading in a language we lack, or in a
 * font whose glyphs do not map) is read by what it holds: lines of schools, degrees and years make an
 * education block. A courses or certificates list whose items are mostly courses held at schools
 * ("Winter School …, University of Trieste") is education too.
 */

interface Counts {
  dated: number;
  school: number;
  degree: number;
  work: number;
}

function countLines(section: Section): Counts {
  const c: Counts = { dated: 0, school: 0, degree: 0, work: 0 };
  for (const line of section.lines) {
    const text = line.text;
    if (text.length > 160) continue;
    if (parseDateRange(text)) c.dated++;
    const school = schoolScore(text) > 0;
    const degree = degreeScore(text) > 0;
    if (school) c.school++;
    if (degree) c.degree++;
    if (!school && !degree && (roleScore(text) > 0 || orgScore(text) > 0)) c.work++;
  }
  return c;
}

/** The kind a section's content says it is, when its heading said nothing we could use. */
export function contentType(section: Section): SectionType {
  if (section.type !== 'other' && section.type !== 'certifications') return section.type;
  if (section.lines.length < 2) return section.type;
  const c = countLines(section);
  const study = c.school + c.degree;
  if (section.type === 'certifications') {
    // Courses held at schools ("Winter School …, University of Trieste"), one school line a course.
    return c.school >= 2 && c.dated >= 2 && c.school >= c.dated ? 'education' : section.type;
  }
  // Most of its lines name a school or a degree, both named: a list of studies, not activities or
  // prose that mention a school. (Roles and dates alone say too little: talks, community work and
  // publications have them too.)
  const n = section.lines.length;
  const bulleted = section.lines.filter((l) => startsWithBullet(l.text)).length;
  const studies = c.dated >= 1 && c.school >= 1 && c.degree >= 1 && study * 2 >= n && study > c.work;
  return studies && bulleted * 2 < n ? 'education' : section.type;
}
