import type { ResumeData } from '@folio/shared';
import type { PlaceTarget } from './UnplacedLines.js';

/** Puts an unplaced line where the person chose. Pure; 'dismiss' leaves the resume as it is. */
export function placeLine(resume: ResumeData, text: string, target: PlaceTarget): ResumeData {
  const line = text.trim();
  if (!line || target === 'dismiss') return resume;
  switch (target) {
    case 'summary':
      return {
        ...resume,
        summary: {
          ...resume.summary,
          content: resume.summary.content ? `${resume.summary.content}\n${line}` : line,
        },
      };
    case 'highlight':
      return { ...resume, summary: { ...resume.summary, highlights: [...resume.summary.highlights, line] } };
    case 'skill': {
      const names = line
        .split(/[,;•·|]/)
        .map((s) => s.trim())
        .filter(Boolean)
        .map((name) => ({ name, level: null }));
      const [first, ...rest] = resume.skills;
      const skills = first
        ? [{ ...first, items: [...first.items, ...names] }, ...rest]
        : [{ category: '', items: names }];
      return { ...resume, skills };
    }
  }
}
