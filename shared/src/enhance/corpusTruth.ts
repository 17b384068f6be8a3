import type { ResumeData } from '../resume/schema.js';
import { restoreResume } from '../resume/restore.js';

/**
 * Turns a ground-truth file of the resume corpus (resume-corpus/SCHEMA.md) into ResumeData, for the
 * benchmark and tests when the PDF parser is not at hand. Truth files hold no bullets or
 * descriptions, so wording suggestions are rare on these.
 */
export function truthToResume(truth: unknown): ResumeData {
  const t = isRecord(truth) ? truth : {};
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  return restoreResume({
    personalInfo: {
      name: s(t.name),
      title: s(t.title),
      email: s(t.email),
      phone: s(t.phone),
      location: s(t.location),
      links: list(t.links).map((url) => ({
        label: s(url),
        url: /^https?:/.test(s(url)) ? s(url) : `https://${s(url)}`,
      })),
    },
    experience: list(t.experience)
      .filter(isRecord)
      .map((e) => ({ title: s(e.title), company: s(e.company), start: e.start, end: e.end })),
    education: list(t.education)
      .filter(isRecord)
      .map((e) => ({ school: s(e.school), degree: s(e.degree), start: e.start, end: e.end })),
    projects: list(t.projects).map((name) => ({ name: s(name) })),
    skills: list(t.skills).map(s),
  });
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
