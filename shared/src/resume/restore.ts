import {
  emptyResume,
  resumeDataSchema,
  SOCIAL_KEYS,
  type Experience,
  type Project,
  type ResumeData,
  type SkillGroup,
  type SocialKey,
} from './schema.js';
import { multiLine, singleLine } from '../security/text.js';
import { safeUrl } from '../security/url.js';
import { isStoredPhoto } from './photo/photo.js';

/**
 * Turns untrusted resume data (an API body, an IndexedDB record, an imported file, the spec's legacy
 * variants) into the canonical ResumeData. Accepts the variants of SPEC.md section 3: summary as a
 * string; skills as {technical, tools, soft}, as [{name, level}] or as [{category, items}]; projects
 * with title/technologies; experience with position/duration; footer socials as an object or a list.
 * Unknown keys are dropped, unsafe URLs become '', and the result is validated; throws ResumeError
 * when the input cannot be a resume at all.
 */
export function restoreResume(input: unknown): ResumeData {
  if (!isRecord(input)) throw new ResumeError('Resume data must be an object.');
  const base = emptyResume();
  const info = isRecord(input.personalInfo) ? input.personalInfo : {};
  const candidate: ResumeData = {
    personalInfo: {
      name: str(info.name),
      title: str(info.title),
      email: str(info.email),
      phone: str(info.phone),
      location: str(info.location),
      links: list(info.links)
        .map((l) => (isRecord(l) ? { label: str(l.label), url: safeUrl(str(l.url)) } : null))
        .filter((l): l is { label: string; url: string } => !!l && !!l.url),
      ...restorePhoto(info.photo),
    },
    landing: isRecord(input.landing)
      ? { headline: str(input.landing.headline), subheadline: str(input.landing.subheadline) }
      : base.landing,
    summary: restoreSummary(input.summary),
    experience: list(input.experience).filter(isRecord).map(restoreExperience),
    education: list(input.education)
      .filter(isRecord)
      .map((e) => ({
        school: str(e.school ?? e.institution),
        degree: str(e.degree),
        location: str(e.location),
        start: date(e.start),
        end: date(e.end),
        description: para(e.description),
      })),
    projects: list(input.projects).filter(isRecord).map(restoreProject),
    skills: restoreSkills(input.skills),
    certifications: list(input.certifications)
      .map((c) =>
        typeof c === 'string'
          ? { name: str(c), issuer: '', date: null, url: '' }
          : isRecord(c)
            ? { name: str(c.name), issuer: str(c.issuer), date: date(c.date), url: safeUrl(str(c.url)) }
            : null,
      )
      .filter((c): c is ResumeData['certifications'][number] => c !== null && c.name !== ''),
    languages: list(input.languages)
      .map((l) =>
        typeof l === 'string'
          ? { name: str(l), level: '' }
          : isRecord(l)
            ? { name: str(l.name ?? l.language), level: str(l.level ?? l.fluency) }
            : null,
      )
      .filter((l): l is ResumeData['languages'][number] => l !== null && l.name !== ''),
    awards: list(input.awards)
      .map((a) =>
        typeof a === 'string'
          ? { title: str(a), awarder: '', date: null, summary: '' }
          : isRecord(a)
            ? {
                title: str(a.title ?? a.name),
                awarder: str(a.awarder ?? a.issuer),
                date: date(a.date),
                summary: para(a.summary ?? a.description),
              }
            : null,
      )
      .filter((a): a is ResumeData['awards'][number] => a !== null && a.title !== ''),
    publications: list(input.publications)
      .map((p) =>
        typeof p === 'string'
          ? { name: str(p), publisher: '', date: null, url: '', summary: '' }
          : isRecord(p)
            ? {
                name: str(p.name ?? p.title),
                publisher: str(p.publisher),
                date: date(p.date ?? p.releaseDate),
                url: safeUrl(str(p.url)),
                summary: para(p.summary ?? p.description),
              }
            : null,
      )
      .filter((p): p is ResumeData['publications'][number] => p !== null && p.name !== ''),
    volunteering: list(input.volunteering ?? input.volunteer)
      .filter(isRecord)
      .map((v) => ({
        organization: str(v.organization),
        role: str(v.role ?? v.position),
        start: date(v.start),
        end: date(v.end),
        description: para(v.description ?? v.summary),
      }))
      .filter((v) => v.organization !== '' || v.role !== ''),
    interests: list(input.interests)
      .map((i) =>
        typeof i === 'string'
          ? { name: str(i), keywords: [] }
          : isRecord(i)
            ? { name: str(i.name), keywords: list(i.keywords).map(str).filter(Boolean) }
            : null,
      )
      .filter((i): i is ResumeData['interests'][number] => i !== null && i.name !== ''),
    footer: { socials: restoreSocials(isRecord(input.footer) ? input.footer.socials : undefined) },
  };
  const parsed = resumeDataSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ResumeError(
      `Invalid resume field ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`.trim(),
    );
  }
  return parsed.data;
}

export class ResumeError extends Error {
  override name = 'ResumeError';
}

function restoreSummary(value: unknown): ResumeData['summary'] {
  if (typeof value === 'string')
    return { content: para(value), highlights: [], yearsExperience: null, specialization: '' };
  if (!isRecord(value)) return emptyResume().summary;
  const years = typeof value.yearsExperience === 'number' && Number.isFinite(value.yearsExperience);
  return {
    content: para(value.content),
    highlights: list(value.highlights).map(str).filter(Boolean),
    yearsExperience: years ? Math.max(0, Math.min(80, value.yearsExperience as number)) : null,
    specialization: str(value.specialization),
  };
}

function restoreExperience(e: Record<string, unknown>): Experience {
  const bullets = list(e.bullets ?? e.highlights)
    .map(str)
    .filter(Boolean);
  return {
    title: str(e.title ?? e.position),
    company: str(e.company),
    location: str(e.location),
    start: date(e.start),
    end: date(e.end),
    period: str(e.period ?? e.duration),
    description: para(e.description),
    bullets,
  };
}

function restoreProject(p: Record<string, unknown>): Project {
  return {
    name: str(p.name ?? p.title),
    description: para(p.description),
    tech: list(p.tech ?? p.technologies)
      .map(str)
      .filter(Boolean),
    image: safeUrl(str(p.image)),
    link: safeUrl(str(p.link ?? p.url)),
    github: safeUrl(str(p.github)),
  };
}

function restoreSkills(value: unknown): SkillGroup[] {
  if (Array.isArray(value)) {
    // [{category, items}] (Terminal variant and our canonical form)
    if (value.some((v) => isRecord(v) && Array.isArray(v.items))) {
      return value.filter(isRecord).map((g) => ({
        category: str(g.category ?? g.name),
        items: list(g.items)
          .map(skillItem)
          .filter((s) => s.name !== ''),
      }));
    }
    // [{name, level}] or ['React', ...]
    const items = value.map(skillItem).filter((s) => s.name !== '');
    return items.length ? [{ category: '', items }] : [];
  }
  if (isRecord(value)) {
    // {technical: [...], tools: [...], soft: [...]} and any other named lists
    return Object.entries(value)
      .filter(([, v]) => Array.isArray(v))
      .map(([category, v]) => ({
        category: SKILL_CATEGORY_LABELS[category] ?? category,
        items: list(v)
          .map(skillItem)
          .filter((s) => s.name !== ''),
      }))
      .filter((g) => g.items.length > 0);
  }
  return [];
}

const SKILL_CATEGORY_LABELS: Record<string, string> = {
  technical: 'Technical',
  tools: 'Tools',
  soft: 'Soft skills',
};

function skillItem(v: unknown): { name: string; level: number | null } {
  if (typeof v === 'string') return { name: str(v), level: null };
  if (!isRecord(v)) return { name: '', level: null };
  const level =
    typeof v.level === 'number' && Number.isFinite(v.level) ? Math.max(0, Math.min(100, v.level)) : null;
  return { name: str(v.name), level };
}

function restoreSocials(value: unknown): ResumeData['footer']['socials'] {
  const out: Partial<Record<SocialKey, string>> = {};
  const put = (key: string, url: unknown) => {
    const k = key.toLowerCase() === 'x' ? 'twitter' : key.toLowerCase();
    const safe = safeUrl(str(url));
    if ((SOCIAL_KEYS as readonly string[]).includes(k) && safe) out[k as SocialKey] = safe;
  };
  if (Array.isArray(value)) for (const s of value) if (isRecord(s)) put(str(s.name), s.url);
  if (isRecord(value)) for (const [k, v] of Object.entries(value)) put(k, v);
  return out;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}
/** A one-line field: control, bidi and other invisible format characters removed (security/text.ts). */
/**
 * The photo is kept only as the server stored it (a JPEG with no metadata); anything else is refused
 * outright rather than dropped, so an owner never believes a photo was saved when it was not.
 */
function restorePhoto(value: unknown): { photo?: string } {
  if (value === undefined || value === null || value === '') return {};
  if (typeof value === 'string' && isStoredPhoto(value)) return { photo: value };
  throw new ResumeError('The photo must be a picture uploaded through /api/photo (a JPEG without metadata).');
}

function str(v: unknown): string {
  return typeof v === 'string' ? singleLine(v).trim() : typeof v === 'number' ? String(v) : '';
}
/** A field that may span lines (descriptions, the summary): keeps line breaks, removes the rest. */
function para(v: unknown): string {
  return typeof v === 'string' ? multiLine(v).trim() : '';
}
function date(v: unknown): string | null {
  const s = str(v).toLowerCase();
  return /^(\d{4}(-(0[1-9]|1[0-2]))?|present)$/.test(s) ? s : null;
}
