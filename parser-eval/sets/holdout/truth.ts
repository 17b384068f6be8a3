import { normSpan } from '../generality/dates.js';
import { type TruthRecord, annotationUrl, linkText } from '../generality/truth.js';
import type { HoldoutResume } from './model.js';

/**
 * The truth of a holdout resume by the generality set's rules (SCHEMA.md): printed URLs as printed,
 * labelled links by their annotation, entries in document order, skills without their group labels.
 */
export function buildHoldoutTruth(r: HoldoutResume): TruthRecord {
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

function notes(r: HoldoutResume): string {
  const l = r.look;
  return (
    `Synthetic holdout (parser-eval/sets/holdout). producer=${l.producer} lang=${r.lang} layout=${l.layout} ` +
    `contact=${l.header} heading=${l.heading} order=${l.order} dates=${l.datePos}/${l.dates.month} font=${l.font.family}`
  );
}
