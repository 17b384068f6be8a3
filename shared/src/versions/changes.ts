import type { ResumeData } from '../resume/schema.js';
import type { PortfolioSettings } from '../resume/schema.js';
import { TEMPLATES, type TemplateId } from '../templates/catalog.js';

/** What a published version holds: everything that decides how the page looks. */
export interface VersionContent {
  title: string;
  templateId: TemplateId;
  theme: string;
  resume: ResumeData;
  settings: PortfolioSettings;
}

/** Sections of the resume, named as the editor names them, with how to count their entries. */
const LISTS = [
  ['Experience', (r: ResumeData) => r.experience],
  ['Education', (r: ResumeData) => r.education],
  ['Projects', (r: ResumeData) => r.projects],
  ['Skills', (r: ResumeData) => r.skills.flatMap((g) => g.items)],
  ['Certifications', (r: ResumeData) => r.certifications],
  ['Languages', (r: ResumeData) => r.languages],
  ['Awards', (r: ResumeData) => r.awards],
  ['Publications', (r: ResumeData) => r.publications],
  ['Volunteering', (r: ResumeData) => r.volunteering],
  ['Interests', (r: ResumeData) => r.interests],
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A short, human list of what changed from one version to the next ("Template: Kyoto → Nova",
 * "Experience: 2 entries added"), for the version history. The first version has nothing before it.
 */
export function describeChanges(before: VersionContent | null, after: VersionContent): string[] {
  if (!before) return ['First published version'];
  const out: string[] = [];
  if (before.templateId !== after.templateId)
    out.push(`Template: ${TEMPLATES[before.templateId].name} → ${TEMPLATES[after.templateId].name}`);
  if (before.theme !== after.theme) out.push('Theme changed');
  if (before.title !== after.title) out.push('Title renamed');
  const [a, b] = [before.resume, after.resume];
  if (a.personalInfo.name !== b.personalInfo.name) out.push('Name edited');
  if (a.personalInfo.title !== b.personalInfo.title || !same(a.landing, b.landing))
    out.push('Headline edited');
  const contact = ['email', 'phone', 'location', 'links'] as const;
  if (contact.some((k) => !same(a.personalInfo[k], b.personalInfo[k])) || !same(a.footer, b.footer))
    out.push('Contact details edited');
  if (!same(a.summary, b.summary)) out.push('About edited');
  for (const [label, list] of LISTS) {
    const [x, y] = [list(a), list(b)];
    if (same(x, y)) continue;
    const delta = y.length - x.length;
    out.push(
      delta > 0 ? `${label}: ${delta} added` : delta < 0 ? `${label}: ${-delta} removed` : `${label} edited`,
    );
  }
  if (!same(before.settings, after.settings)) out.push('Visibility settings changed');
  return out.length ? out : ['Published again, no visible change'];
}
