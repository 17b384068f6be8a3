import type { ResumeData } from '../resume/schema.js';
import { statesFigure } from './facts.js';
import { canonicalSkill, findTerms } from './keywords.js';
import type { Area } from './taxonomy.js';
import { yearsOfExperience } from './experience.js';
import { deriveHeadline } from './headline.js';

export { latestRole } from './headline.js';

/** The spec's derived fields (SPEC.md section 3: landing and summary), computed only from the resume. */
export interface DerivedFields {
  headline: string;
  subheadline: string;
  highlights: string[];
  yearsExperience: number | null;
  specialization: string;
  /** When the label of the specialisation may not pass the checker, these skills say it instead. */
  specializationSkills: string[];
}

const MAX_HIGHLIGHTS = 4;
const MAX_SUBHEADLINE = 200;
const MAX_HIGHLIGHT = 180;

/** Derives headline, subheadline, highlights, years of experience and specialisation. Pure. */
export function deriveFields(resume: ResumeData, today: Date | string): DerivedFields {
  const { label, skills } = specialisation(resume);
  return {
    headline: deriveHeadline(resume),
    subheadline: subheadline(resume),
    highlights: highlights(resume),
    yearsExperience: yearsOfExperience(resume.experience, today),
    specialization: label,
    specializationSkills: skills,
  };
}

function subheadline(resume: ResumeData): string {
  const first = firstSentence(resume.summary.content);
  if (first && first.length <= MAX_SUBHEADLINE) return first;
  const parts: string[] = [];
  const skills = topSkills(resume, 4);
  if (skills.length) parts.push(`Works with ${joinList(skills)}.`);
  const location = resume.personalInfo.location.trim();
  if (location) parts.push(`Based in ${location.replace(/\.$/, '')}.`);
  return parts.join(' ');
}

function firstSentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return '';
  const m = /^(.+?[.!?])(?=\s+\p{Lu}|$)/u.exec(clean);
  return (m?.[1] ?? clean).trim();
}

/** Skills the taxonomy recognises, by canonical name, in the order the person listed them. */
function topSkills(resume: ResumeData, count: number): string[] {
  const out: string[] = [];
  for (const group of resume.skills) {
    for (const item of group.items) {
      const entry = canonicalSkill(item.name);
      if (entry && entry.area !== 'soft skills' && !out.includes(entry.name)) out.push(entry.name);
      if (out.length >= count) return out;
    }
  }
  return out;
}

export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

const OUTCOME =
  /\b(reduc|increas|improv|sav|cut|grew|grow|boost|rais|lower|doubl|halv|accelerat|result|led to|leading to|enabl)/i;

/** Bullets that state a result, in resume order (usually latest first), verbatim. */
function highlights(resume: ResumeData): string[] {
  const roles = [...resume.experience];
  const bullets = roles.flatMap((role) => role.bullets.map((b) => b.trim()).filter(Boolean));
  const withResult = bullets.filter((b) => OUTCOME.test(b) || statesFigure(b));
  // Without any stated result, the first point of the two latest roles says what the person does.
  const candidates = withResult.length
    ? withResult
    : roles.slice(0, 2).map((r) => r.bullets[0]?.trim() ?? '');
  const out: string[] = [];
  for (const b of candidates.filter(Boolean)) {
    const short = shorten(b);
    if (short && !out.includes(short)) out.push(short);
    if (out.length >= MAX_HIGHLIGHTS) break;
  }
  return out;
}

/** Cuts a long bullet at a clause boundary; never adds words. */
function shorten(text: string): string {
  const clean = text
    .replace(/^[•·▪*–—-]\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= MAX_HIGHLIGHT) return clean;
  const cut = clean.slice(0, MAX_HIGHLIGHT);
  const at = Math.max(cut.lastIndexOf('; '), cut.lastIndexOf(', '), cut.lastIndexOf(' – '));
  return at > 60 ? clean.slice(0, at) : '';
}

const AREA_LABELS: Partial<Record<Area | 'full-stack', string>> = {
  frontend: 'Frontend development',
  backend: 'Backend development',
  'full-stack': 'Full-stack development',
  data: 'Data analysis',
  'machine learning': 'Machine learning',
  cloud: 'Cloud infrastructure and DevOps',
  mobile: 'Mobile development',
  testing: 'Quality assurance',
  security: 'Security',
  design: 'Design',
  marketing: 'Marketing',
  finance: 'Finance',
  product: 'Product management',
  operations: 'Operations',
};
/** Areas counted together: databases are backend work, DevOps and cloud are one field. */
const MERGE: Partial<Record<Area, Area>> = { databases: 'backend', devops: 'cloud' };

/** The area most of the resume's skills and titles point to, with that area's skills as listed. */
function specialisation(resume: ResumeData): { label: string; skills: string[] } {
  const score = new Map<Area, number>();
  const skillsByArea = new Map<Area, string[]>();
  const bump = (area: Area, by: number) => {
    const a = MERGE[area] ?? area;
    score.set(a, (score.get(a) ?? 0) + by);
  };
  for (const g of resume.skills) {
    for (const item of g.items) {
      for (const m of findTerms(item.name, 'list')) {
        bump(m.entry.area, 1);
        const a = MERGE[m.entry.area] ?? m.entry.area;
        const list = skillsByArea.get(a) ?? [];
        if (!list.includes(item.name.trim())) list.push(item.name.trim());
        skillsByArea.set(a, list);
      }
    }
  }
  const titles = [resume.personalInfo.title, ...resume.experience.map((e) => e.title)].join(' · ');
  for (const [pattern, areas] of TITLE_AREAS) if (pattern.test(titles)) for (const a of areas) bump(a, 3);
  score.delete('languages');
  score.delete('tools');
  score.delete('soft skills');
  const ranked = [...score.entries()].sort((a, b) => b[1] - a[1]);
  const [top, second] = ranked;
  if (!top || top[1] < 2) return { label: '', skills: [] };
  const fullStack =
    second &&
    ((top[0] === 'frontend' && second[0] === 'backend') ||
      (top[0] === 'backend' && second[0] === 'frontend')) &&
    second[1] >= top[1] * 0.6;
  const area = fullStack ? 'full-stack' : top[0];
  const skills = fullStack
    ? [
        ...(skillsByArea.get('frontend') ?? []).slice(0, 2),
        ...(skillsByArea.get('backend') ?? []).slice(0, 2),
      ]
    : (skillsByArea.get(top[0]) ?? []).slice(0, 3);
  return { label: AREA_LABELS[area] ?? '', skills };
}

const TITLE_AREAS: [RegExp, Area[]][] = [
  [/\bfront[- ]?end\b|\bui engineer/i, ['frontend']],
  [/\bback[- ]?end\b/i, ['backend']],
  [/\bfull[- ]?stack\b/i, ['frontend', 'backend']],
  [/\bdata scien|\bmachine learning|\bml engineer|\bai engineer|\bresearch scientist/i, ['machine learning']],
  [/\bdata analy|\banalytics\b|\bdata engineer|\bbusiness intelligence/i, ['data']],
  [/\bdevops\b|\bsre\b|\bsite reliability|\bcloud\b|\bplatform engineer|\binfrastructure/i, ['cloud']],
  [/\bmobile\b|\bios\b|\bandroid\b/i, ['mobile']],
  [/\bdesigner\b|\bux\b|\bui\/ux\b|\bux\/ui\b/i, ['design']],
  [/\bmarketing\b|\bseo\b|\bgrowth\b|\bcontent (strateg|market)|\bbrand\b/i, ['marketing']],
  [/\bfinanc|\baccountant\b|\baccounting\b|\baudit|\btax\b|\bcontroller\b|\btreasur/i, ['finance']],
  [/\bproduct (manager|owner|lead)\b/i, ['product']],
  [
    /\boperations\b|\blogistics\b|\bsupply chain\b|\bproject manager\b|\bprogram(me)? manager\b/i,
    ['operations'],
  ],
  [/\bsecurity\b|\bpenetration\b/i, ['security']],
  [/\bqa\b|\bquality assurance\b|\btest engineer\b|\bsdet\b/i, ['testing']],
];
