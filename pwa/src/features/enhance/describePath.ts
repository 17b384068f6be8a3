import type { ResumeData } from '@folio/shared';

/** Where a suggestion applies, in words a person recognises ("Experience: Engineer at Acme, point 2"). */
export function describePath(resume: ResumeData, path: string): string {
  const [section, a, field, b] = path.split('.');
  const i = Number(a);
  const n = Number(b);
  if (section === 'experience') {
    const role = resume.experience[i];
    const name = role
      ? [role.title, role.company].filter(Boolean).join(' at ') || `role ${i + 1}`
      : `role ${i + 1}`;
    if (field === 'bullets') return `Experience: ${name}, point ${n + 1}`;
    return `Experience: ${name}, description`;
  }
  if (section === 'projects') {
    const name = resume.projects[i]?.name || `project ${i + 1}`;
    return field === 'tech' ? `Project: ${name}, technologies` : `Project: ${name}`;
  }
  if (section === 'skills')
    return resume.skills[i]?.category ? `Skills: ${resume.skills[i]?.category}` : 'Skills';
  if (path === 'landing.headline') return 'Headline';
  if (path === 'landing.subheadline') return 'Subheadline';
  if (path === 'summary.content') return 'Summary';
  if (path === 'summary.specialization') return 'Specialisation';
  if (section === 'summary' && a === 'highlights') return 'Highlights';
  return path;
}
