import type { Entry } from '../../entries/entry.js';
import { headParts } from '../../entries/entryParts.js';
import { degreeScore, roleScore, schoolScore } from '../../words/vocab.js';

/*
 * Studies printed inside a career timeline ("2014 – 2018  Bachelor of Science, Northfield University"
 * between two jobs) are education. An entry is a study when its head names a degree and a school and
 * no role: "Research Associate, Northfield University" and "Scrum Master, Lakeside College" name a
 * role beside a degree word and stay jobs.
 */

const HEAD_PARTS = 4;

/** A certificate beside a school is a credential or a course, not a course of study in a timeline. */
const CERTIFICATE = /certif|zertifi|сертифик|certyfik/iu;

export function isStudy(entry: Entry): boolean {
  const parts = headParts(entry).parts.slice(0, HEAD_PARTS);
  if (parts.some((p) => roleScore(p.text) > 0 && roleScore(p.text) >= degreeScore(p.text))) return false;
  const degree = parts.some(
    (p) => degreeScore(p.text) > 0 && roleScore(p.text) === 0 && !CERTIFICATE.test(p.text),
  );
  const school = parts.some((p) => schoolScore(p.text) > 0 && roleScore(p.text) === 0);
  return degree && school;
}
