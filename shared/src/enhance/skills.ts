import type { ResumeData } from '../resume/schema.js';
import { canonicalSkill, findTerms, recogniseSkill } from './keywords.js';
import { proseFields } from './paths.js';
import type { Area } from './taxonomy.js';
import { excerpt, hash } from './text.js';
import type { Suggestion } from './types.js';

/** A listed skill and the canonical term it names, if any. */
export interface ListedSkill {
  path: string;
  name: string;
  canonical: string | null;
}

/** A term the resume mentions in experience or projects but does not list as a skill. */
export interface MissingSkill {
  name: string;
  area: Area;
  /** Where it was found, so the person can judge; at most three places. */
  foundIn: { path: string; excerpt: string }[];
  mentions: number;
  /** Adds it to the skills list; applied only when the person clicks. */
  suggestion: Suggestion;
}

export interface SkillReview {
  listed: ListedSkill[];
  /** How many listed skills the taxonomy recognises (ATS-friendly spellings or known aliases). */
  recognised: number;
  /** Spelling fixes ("JS" → "JavaScript") and duplicate removals. */
  suggestions: Suggestion[];
  missing: MissingSkill[];
}

/** Reviews the skills list: canonical names, duplicates, and skills mentioned elsewhere but not listed. */
export function reviewSkills(resume: ResumeData): SkillReview {
  const listed: ListedSkill[] = [];
  const suggestions: Suggestion[] = [];
  const seen = new Map<string, string>();
  resume.skills.forEach((group, g) =>
    group.items.forEach((item, i) => {
      const path = `skills.${g}.items.${i}`;
      const entry = canonicalSkill(item.name);
      listed.push({ path, name: item.name, canonical: (entry ?? recogniseSkill(item.name))?.name ?? null });
      const identity = (entry?.name ?? item.name.trim()).toLowerCase();
      const first = seen.get(identity);
      if (first !== undefined) {
        suggestions.push(
          suggestion(path, item.name, '', 'merge-skill', `Listed twice: "${item.name}" repeats "${first}".`),
        );
        return;
      }
      seen.set(identity, item.name);
      if (entry && shouldRename(item.name.trim(), entry.name)) {
        suggestions.push(
          suggestion(
            path,
            item.name,
            entry.name,
            'normalise-skill',
            `Applicant tracking systems search for "${entry.name}"; "${item.name}" may not match.`,
          ),
        );
      }
    }),
  );
  return {
    listed,
    recognised: listed.filter((s) => s.canonical !== null).length,
    suggestions,
    missing: findMissingSkills(resume, listed),
  };
}

function findMissingSkills(resume: ResumeData, listed: readonly ListedSkill[]): MissingSkill[] {
  const have = new Set<string>();
  for (const s of listed) {
    have.add(s.name.trim().toLowerCase());
    for (const m of findTerms(s.name, 'list')) have.add(m.entry.name.toLowerCase());
  }
  const found = new Map<string, Omit<MissingSkill, 'suggestion'>>();
  const note = (name: string, area: Area, path: string, text: string, start: number, end: number) => {
    if (area === 'soft skills' || have.has(name.toLowerCase())) return;
    const entry = found.get(name) ?? { name, area, foundIn: [], mentions: 0 };
    entry.mentions++;
    if (entry.foundIn.length < 3 && !entry.foundIn.some((f) => f.path === path)) {
      entry.foundIn.push({ path, excerpt: excerpt(text, start, end) });
    }
    found.set(name, entry);
  };
  const prose = [...proseFields(resume)];
  if (resume.summary.content.trim()) prose.unshift({ path: 'summary.content', text: resume.summary.content });
  for (const { path, text } of prose) {
    for (const m of findTerms(text, 'prose')) note(m.entry.name, m.entry.area, path, text, m.start, m.end);
  }
  resume.projects.forEach((p, i) =>
    p.tech.forEach((t) => {
      for (const m of findTerms(t, 'list'))
        note(m.entry.name, m.entry.area, `projects.${i}.tech`, t, m.start, m.end);
    }),
  );
  const target = targetGroup(resume);
  return [...found.values()]
    .sort((a, b) => b.mentions - a.mentions || a.name.localeCompare(b.name))
    .map((m) => {
      const group = target(m.area);
      // Each suggestion appends at the end of its group as things stand now; after one is applied the
      // rest are recomputed, so they never collide.
      const index = resume.skills[group]?.items.length ?? 0;
      const where = m.foundIn.map((f) => f.path).join(', ');
      return {
        ...m,
        suggestion: suggestion(
          `skills.${group}.items.${index}`,
          '',
          m.name,
          'add-skill',
          `Mentioned in ${where} but not in your skills list.`,
        ),
      };
    });
}

const GROUP_HINTS: Partial<Record<Area, RegExp>> = {
  languages: /\b(programming|languages?)\b/i,
  frontend: /\b(front|framework|librar|web)/i,
  backend: /\b(back|framework|librar|server|api)/i,
  databases: /\b(database|storage|data)/i,
  data: /\b(data|analytic)/i,
  'machine learning': /\b(machine|ml|ai|data)\b/i,
  cloud: /\b(cloud|devops|infra|platform)/i,
  devops: /\b(devops|cloud|infra|tool)/i,
  mobile: /\bmobile/i,
  testing: /\b(test|qa|quality|tool)/i,
  tools: /\b(tool|software)/i,
  design: /\b(design|tool|software)/i,
  marketing: /\b(marketing|tool)/i,
  finance: /\b(financ|account|tool)/i,
  product: /\b(product|method)/i,
  operations: /\b(operation|management)/i,
};

/** Chooses the group a new skill goes in: one whose label fits its area, else a general one, else a new group. */
export function targetGroup(resume: ResumeData): (area: Area | null) => number {
  const general = resume.skills.findIndex(
    (g) => g.category === '' || /skill|technical|technolog/i.test(g.category),
  );
  // With no group at all, index 0 is the slot past the end: applying the suggestion creates the group.
  const fallback = Math.max(general, 0);
  return (area) => {
    const hint = area ? GROUP_HINTS[area] : undefined;
    const fit = hint ? resume.skills.findIndex((g) => hint.test(g.category)) : -1;
    return fit >= 0 ? fit : fallback;
  };
}

function suggestion(
  path: string,
  before: string,
  after: string,
  kind: Suggestion['kind'],
  reason: string,
): Suggestion {
  return { id: `${kind}:${path}:${hash(after)}`, path, before, after, kind, reason };
}

/**
 * Whether renaming a listed skill to its canonical name helps. Not when it would drop a version or
 * edition ("ASP.NET Core", "Python 3", "HTML5" stay), nor when only the capitals of a plain phrase
 * differ ("distributed training").
 */
function shouldRename(item: string, canonical: string): boolean {
  if (item === canonical) return false;
  const lower = item.toLowerCase();
  const target = canonical.toLowerCase();
  if (lower === target && canonical.includes(' ')) return false;
  if (lower.startsWith(target) && /^[\s\d+]/.test(lower.slice(target.length))) return false;
  return !/(^|[\s-])v?\d+(\.\d+)*\+?$|[a-z]\d+(\.\d+)*\+?$/i.test(item);
}
