import type { ResumeData } from '@folio/shared';
import { toJsonResume, toRenderCvYaml } from '@folio/shared/resume/exchange/index.js';

/** The two files a resume exports to, named after the person ("ada-quill.resume.json"). */
export function exportFile(resume: ResumeData, format: 'json' | 'yaml'): { name: string; blob: Blob } {
  const base = fileBase(resume.personalInfo.name);
  if (format === 'json') {
    const text = `${JSON.stringify(toJsonResume(resume), null, 2)}\n`;
    return { name: `${base}.resume.json`, blob: new Blob([text], { type: 'application/json' }) };
  }
  // RenderCV reads files named NAME_CV.yaml; the suffix tells people which tool takes it.
  return { name: `${base}_CV.yaml`, blob: new Blob([toRenderCvYaml(resume)], { type: 'application/yaml' }) };
}

export function fileBase(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return ascii || 'resume';
}
