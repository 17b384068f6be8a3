import type { ResumeData } from '../../schema.js';
import type { ImportNote } from '../notes.js';

/**
 * Embedded data and the page can disagree (the PDF was edited after the data was written). The page
 * is what the reader of the resume sees, so a value the page does not print is replaced by what the
 * parser read at the same place, when the parser's value is printed, and the person is told.
 */
export function preferPrinted(
  embedded: ResumeData,
  parsed: ResumeData,
  printedText: string,
): { resume: ResumeData; notes: ImportNote[] } {
  const page = normalise(printedText);
  const printed = (value: string) => !value || page.includes(normalise(value));
  const resume = structuredClone(embedded);
  const notes: ImportNote[] = [];
  const check = (label: string, ours: string, theirs: string | undefined, set: (v: string) => void) => {
    if (printed(ours)) return;
    if (theirs && printed(theirs)) {
      set(theirs);
      notes.push({
        level: 'warning',
        text: `The embedded data gives ${label} as “${ours}”, but the page prints “${theirs}”: kept what is printed.`,
      });
    } else {
      notes.push({
        level: 'warning',
        text: `The embedded data gives ${label} as “${ours}”, which the page does not print: check it.`,
      });
    }
  };
  const info = resume.personalInfo;
  const theirs = parsed.personalInfo;
  check('your name', info.name, theirs.name, (v) => (info.name = v));
  check('your job title', info.title, theirs.title, (v) => (info.title = v));
  check('your e-mail', info.email, theirs.email, (v) => (info.email = v));
  check('your phone', info.phone, theirs.phone, (v) => (info.phone = v));
  // Entries are compared by position only when both list the same number of them.
  const sameCount = resume.experience.length === parsed.experience.length;
  resume.experience.forEach((e, i) => {
    const p = sameCount ? parsed.experience[i] : undefined;
    check(`job ${i + 1}’s company`, e.company, p?.company, (v) => (e.company = v));
    check(`job ${i + 1}’s title`, e.title, p?.title, (v) => (e.title = v));
  });
  const sameSchools = resume.education.length === parsed.education.length;
  resume.education.forEach((e, i) => {
    const p = sameSchools ? parsed.education[i] : undefined;
    check(`school ${i + 1}`, e.school, p?.school, (v) => (e.school = v));
  });
  return { resume, notes };
}

/** Case, spacing, punctuation and typographic quotes do not count as disagreement. */
function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201c\u201d"'`.,;:()[\]|•·–—-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
