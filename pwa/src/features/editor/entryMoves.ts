import {
  emptyEducation,
  emptyExperience,
  emptyProject,
  type Education,
  type Experience,
  type Project,
  type ResumeData,
} from '@folio/shared';

/** The sections whose entries can move to one another: a parse that took a job for a project, say. */
export type MovableList = 'experience' | 'education' | 'projects';

export const SECTION_NAMES: Record<MovableList, string> = {
  experience: 'Experience',
  education: 'Education',
  projects: 'Projects',
};

const NOUNS: Record<MovableList, string> = { experience: 'job', education: 'school', projects: 'project' };

const join = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n');

type Entry = Experience | Education | Project;

/** The entry's words in the other section's fields; nothing is dropped, what has no field goes in the text. */
function convert(entry: Entry, from: MovableList, to: MovableList): Entry {
  if (from === 'experience') {
    const job = entry as Experience;
    const text = join(job.description, ...job.bullets);
    if (to === 'education') {
      return {
        ...emptyEducation(),
        school: job.company,
        degree: job.title,
        location: job.location,
        start: job.start,
        end: job.end,
        description: join(job.period, text),
      };
    }
    return {
      ...emptyProject(),
      name: job.title || job.company,
      description: join(job.title ? job.company : '', job.period, text),
    };
  }
  if (from === 'education') {
    const school = entry as Education;
    if (to === 'experience') {
      return {
        ...emptyExperience(),
        title: school.degree,
        company: school.school,
        location: school.location,
        start: school.start,
        end: school.end,
        description: school.description,
      };
    }
    return {
      ...emptyProject(),
      name: school.degree || school.school,
      description: join(school.degree ? school.school : '', school.description),
    };
  }
  const project = entry as Project;
  const text = join(
    project.description,
    project.tech.length ? project.tech.join(', ') : '',
    project.link,
    project.github,
  );
  if (to === 'experience') return { ...emptyExperience(), title: project.name, description: text };
  return { ...emptyEducation(), school: project.name, description: text };
}

/** Moves an entry to the end of another section, its fields carried across. Pure. */
export function moveEntry(resume: ResumeData, from: MovableList, index: number, to: MovableList): ResumeData {
  const entry = resume[from][index];
  if (!entry || from === to) return resume;
  const moved = convert(entry, from, to);
  const next = { ...resume, [from]: resume[from].filter((_, i) => i !== index) };
  return { ...next, [to]: [...next[to], moved] } as ResumeData;
}

/** The choices an entry of `from` offers, for EntryList's "Move to" menu. */
export function moveTargets(
  from: MovableList,
  update: (
    change: (r: ResumeData) => ResumeData,
    list: { path: string; change: { kind: 'remove'; index: number }; label: string },
  ) => void,
): { label: string; move: (index: number) => void }[] {
  return (Object.keys(SECTION_NAMES) as MovableList[])
    .filter((to) => to !== from)
    .map((to) => ({
      label: SECTION_NAMES[to],
      move: (index: number) =>
        update((r) => moveEntry(r, from, index, to), {
          path: from,
          change: { kind: 'remove', index },
          label: `Moved ${NOUNS[from]} to ${SECTION_NAMES[to]}`,
        }),
    }));
}
