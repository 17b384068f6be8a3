import { normSpan } from './dates.js';
import type { Link, Resume } from './model.js';

/** One document in the resume-corpus schema (SCHEMA.md), with the annotation keys the scorer reads. */
export interface TruthRecord {
  name: string;
  title: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  links: string[];
  summary_present: boolean;
  experience: { company: string | null; title: string; start: string | null; end: string | null }[];
  education: { school: string; degree: string | null; start: string | null; end: string | null }[];
  projects: string[];
  skills: string[];
  languages_of_text: string;
  _alt?: Record<string, string[]>;
  _notes: string;
}

/** The printed text of a link, or null when only an icon is printed. */
export function linkText(link: Link): string | null {
  switch (link.show) {
    case 'url':
      return link.text ?? link.href.replace(/^https?:\/\//, '');
    case 'label':
    case 'handle':
      return link.text ?? SITE_NAMES[link.kind];
    default:
      return null;
  }
}

export const SITE_NAMES: Record<Link['kind'], string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  website: 'Website',
  portfolio: 'Portfolio',
  x: 'X',
  behance: 'Behance',
  gitlab: 'GitLab',
  xing: 'XING',
};

/** The URL as the browser writes it into the link annotation ("https://a.fr" gains its "/"). */
export function annotationUrl(href: string): string {
  return new URL(href).href;
}

/**
 * The truth follows SCHEMA.md: a printed URL is kept as printed, a label or icon gives the annotation's
 * URL; experience and education come from their sections in document order; skills are the items of
 * skills sections with the category labels dropped; certifications and spoken-language sections are
 * not scored.
 */
export function buildTruth(r: Resume): TruthRecord {
  const alt: Record<string, string[]> = {};
  if (r.nameAlt?.length) alt.name = r.nameAlt;
  if (r.contact.email2) alt.email = [r.contact.email2];
  if (r.contact.locationAlt?.length) alt.location = r.contact.locationAlt;

  const truth: TruthRecord = {
    name: r.name,
    title: r.title,
    email: r.contact.email,
    phone: r.contact.phone ?? null,
    location: r.contact.location ?? null,
    links: r.contact.links.map((l) => (l.show === 'url' ? (linkText(l) ?? l.href) : annotationUrl(l.href))),
    summary_present: r.sections.some((s) => s.kind === 'summary'),
    experience: [],
    education: [],
    projects: [],
    skills: [],
    languages_of_text: r.lang,
    _notes: notes(r),
  };
  for (const s of r.sections) {
    if (s.kind === 'experience')
      for (const role of s.roles)
        truth.experience.push({
          company: role.company,
          title: role.title,
          ...normSpan(role.dates, 'experience'),
        });
    else if (s.kind === 'education')
      for (const e of s.schools)
        truth.education.push({ school: e.school, degree: e.degree, ...normSpan(e.dates, 'education') });
    else if (s.kind === 'projects') truth.projects.push(...s.projects.map((p) => p.name));
    else if (s.kind === 'skills') truth.skills.push(...s.groups.flatMap((g) => g.items));
  }
  if (Object.keys(alt).length) truth._alt = alt;
  return truth;
}

function notes(r: Resume): string {
  const l = r.look;
  return (
    `Synthetic (parser-eval/sets/generality). lang=${r.lang} layout=${l.layout} contact=${l.contact} ` +
    `heading=${l.heading} order=${l.order} dates=${l.datePos}/${l.dates.month} font=${l.font.family}` +
    (l.runner ? ` runner=${l.runner}` : '')
  );
}
