import type { ResumeData } from '../resume/schema.js';

/**
 * Addresses of the text fields enhance may change, as dotted paths. Only these shapes exist; any
 * other path (from a language model, from a stale client) reads as undefined and is never written.
 */
type Target =
  | { field: 'landing'; key: 'headline' | 'subheadline' }
  | { field: 'summary'; key: 'content' | 'specialization' }
  | { field: 'highlight'; index: number }
  | { field: 'bullet'; entry: number; index: number }
  | { field: 'experienceDescription'; entry: number }
  | { field: 'projectDescription'; entry: number }
  | { field: 'skill'; group: number; index: number };

const INDEX = /^(0|[1-9]\d{0,3})$/;

function parsePath(path: string): Target | null {
  const parts = path.split('.');
  const n = (i: number) => (INDEX.test(parts[i] ?? '') ? Number(parts[i]) : -1);
  const [a, b, c] = parts;
  if (parts.length === 2 && a === 'landing' && (b === 'headline' || b === 'subheadline'))
    return { field: 'landing', key: b };
  if (parts.length === 2 && a === 'summary' && (b === 'content' || b === 'specialization'))
    return { field: 'summary', key: b };
  if (parts.length === 3 && a === 'summary' && b === 'highlights' && n(2) >= 0)
    return { field: 'highlight', index: n(2) };
  if (a === 'experience' && n(1) >= 0) {
    if (parts.length === 4 && c === 'bullets' && n(3) >= 0)
      return { field: 'bullet', entry: n(1), index: n(3) };
    if (parts.length === 3 && c === 'description') return { field: 'experienceDescription', entry: n(1) };
  }
  if (parts.length === 3 && a === 'projects' && n(1) >= 0 && c === 'description')
    return { field: 'projectDescription', entry: n(1) };
  if (parts.length === 4 && a === 'skills' && n(1) >= 0 && c === 'items' && n(3) >= 0)
    return { field: 'skill', group: n(1), index: n(3) };
  return null;
}

/**
 * The text at `path`, '' for the slot just past the end of a list (where an addition goes), or
 * undefined when the path does not name a field of this resume.
 */
export function readPath(resume: ResumeData, path: string): string | undefined {
  const t = parsePath(path);
  if (!t) return undefined;
  switch (t.field) {
    case 'landing':
      return resume.landing[t.key];
    case 'summary':
      return resume.summary[t.key];
    case 'highlight':
      return slot(resume.summary.highlights, t.index, (h) => h);
    case 'bullet': {
      const entry = resume.experience[t.entry];
      return entry ? slot(entry.bullets, t.index, (b) => b) : undefined;
    }
    case 'experienceDescription':
      return resume.experience[t.entry]?.description;
    case 'projectDescription':
      return resume.projects[t.entry]?.description;
    case 'skill': {
      const group = resume.skills[t.group];
      if (!group) return t.group === resume.skills.length && t.index === 0 ? '' : undefined;
      return slot(group.items, t.index, (s) => s.name);
    }
  }
}

function slot<T>(list: readonly T[], index: number, text: (item: T) => string): string | undefined {
  const item = list[index];
  if (item !== undefined) return text(item);
  return index === list.length ? '' : undefined;
}

/**
 * A copy of the resume with `text` written at `path`. In lists, '' removes the item and the slot
 * past the end appends; a bullet containing line breaks becomes several bullets. Returns the resume
 * unchanged when the path does not name a field.
 */
export function writePath(resume: ResumeData, path: string, text: string): ResumeData {
  const t = parsePath(path);
  if (!t || readPath(resume, path) === undefined) return resume;
  switch (t.field) {
    case 'landing':
      return { ...resume, landing: { ...resume.landing, [t.key]: text } };
    case 'summary':
      return { ...resume, summary: { ...resume.summary, [t.key]: text } };
    case 'highlight':
      return {
        ...resume,
        summary: { ...resume.summary, highlights: put(resume.summary.highlights, t.index, [text]) },
      };
    case 'bullet': {
      const lines = text
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      const experience = resume.experience.map((e, i) =>
        i === t.entry ? { ...e, bullets: put(e.bullets, t.index, lines) } : e,
      );
      return { ...resume, experience };
    }
    case 'experienceDescription':
      return {
        ...resume,
        experience: resume.experience.map((e, i) => (i === t.entry ? { ...e, description: text } : e)),
      };
    case 'projectDescription':
      return {
        ...resume,
        projects: resume.projects.map((p, i) => (i === t.entry ? { ...p, description: text } : p)),
      };
    case 'skill': {
      const skills =
        t.group === resume.skills.length ? [...resume.skills, { category: '', items: [] }] : resume.skills;
      return {
        ...resume,
        skills: skills.map((g, i) => {
          if (i !== t.group) return g;
          const existing = g.items[t.index];
          const item = existing ? { ...existing, name: text.trim() } : { name: text.trim(), level: null };
          return { ...g, items: put(g.items, t.index, text.trim() ? [item] : []) };
        }),
      };
    }
  }
}

/** Replaces the item at `index` (or the end slot) with `items`; an empty list removes it. */
function put<T>(list: readonly T[], index: number, items: readonly T[]): T[] {
  return [...list.slice(0, index), ...items, ...list.slice(index + 1)];
}

/** One piece of prose in the resume that wording rules and the language model may rewrite. */
export interface ProseField {
  path: string;
  text: string;
}

/** Experience bullets and descriptions and project descriptions, in document order. */
export function proseFields(resume: ResumeData): ProseField[] {
  const out: ProseField[] = [];
  resume.experience.forEach((e, i) => {
    if (e.description.trim()) out.push({ path: `experience.${i}.description`, text: e.description });
    e.bullets.forEach((b, j) => {
      if (b.trim()) out.push({ path: `experience.${i}.bullets.${j}`, text: b });
    });
  });
  resume.projects.forEach((p, i) => {
    if (p.description.trim()) out.push({ path: `projects.${i}.description`, text: p.description });
  });
  return out;
}

/** Every piece of text the person wrote, with where it is; the checker's idea of "the resume". */
export function allResumeText(resume: ResumeData): string[] {
  const { personalInfo: p, summary: s } = resume;
  const parts: string[] = [p.name, p.title, p.location, resume.landing.headline, resume.landing.subheadline];
  parts.push(s.content, s.specialization, ...s.highlights);
  for (const e of resume.experience)
    parts.push(e.title, e.company, e.location, e.period, e.description, ...e.bullets);
  for (const e of resume.education) parts.push(e.school, e.degree, e.location, e.description);
  for (const pr of resume.projects) parts.push(pr.name, pr.description, ...pr.tech);
  for (const g of resume.skills) parts.push(g.category, ...g.items.map((i) => i.name));
  for (const c of resume.certifications) parts.push(c.name, c.issuer);
  for (const l of resume.languages) parts.push(l.name, l.level);
  for (const a of resume.awards) parts.push(a.title, a.awarder, a.summary);
  for (const p of resume.publications) parts.push(p.name, p.publisher, p.summary);
  for (const v of resume.volunteering) parts.push(v.organization, v.role, v.description);
  for (const i of resume.interests) parts.push(i.name, ...i.keywords);
  return parts.filter((t) => t.trim() !== '');
}
