import type { TemplateView } from '@folio/shared/templates';

/**
 * schema.org Person for a portfolio: name, job, description, links (`sameAs`), skills. Built from the
 * redacted view, so email and phone appear only when the owner shows them.
 */
export function personJsonLd(view: TemplateView, url: string, description: string): Record<string, unknown> {
  const current = view.experience.find((r) => /present/i.test(r.period)) ?? null;
  const person: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: view.name,
    url,
  };
  if (view.title) person.jobTitle = view.title;
  if (description) person.description = description;
  if (view.socials.length) person.sameAs = view.socials.map((s) => s.url);
  if (view.email) person.email = `mailto:${view.email}`;
  if (view.phone) person.telephone = view.phone;
  if (view.location) person.address = { '@type': 'PostalAddress', addressLocality: view.location };
  if (current?.company) person.worksFor = { '@type': 'Organization', name: current.company };
  if (view.skills.names.length) person.knowsAbout = view.skills.names.slice(0, 40);
  const schools = view.education.map((e) => e.school).filter(Boolean);
  if (schools.length) person.alumniOf = schools.map((name) => ({ '@type': 'EducationalOrganization', name }));
  return person;
}
