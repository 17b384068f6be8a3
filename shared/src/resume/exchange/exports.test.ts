import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Validator, type Schema } from '@cfworker/json-schema';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { toJsonResume } from '../jsonResume.js';
import { restoreResume } from '../restore.js';
import { emptyResume, type ResumeData } from '../schema.js';
import { fromJsonResumeText } from './jsonResumeImport.js';
import { fromRenderCvYaml, toRenderCvYaml } from './renderCv.js';
import { fullResume } from './testResume.js';

const require = createRequire(import.meta.url);
/** JSON Resume's own schema, as its maintainers publish it on npm (@jsonresume/schema). */
const jsonResumeSchema = JSON.parse(
  readFileSync(require.resolve('@jsonresume/schema/schema.json'), 'utf8'),
) as Schema;
/** RenderCV's cv block and entry types, written from its published schema.json (see the file's $comment). */
const renderCvSchema = JSON.parse(
  readFileSync(new URL('./testdata/rendercv-cv.schema.json', import.meta.url), 'utf8'),
) as Schema;

function errorsOf(schema: Schema, draft: '7' | '2020-12', value: unknown): string[] {
  const result = new Validator(schema, draft, false).validate(value);
  return result.errors.map((e) => `${e.instanceLocation}: ${e.error}`);
}

describe('JSON Resume export', () => {
  it('validates against the published JSON Resume schema, full and empty', () => {
    expect(errorsOf(jsonResumeSchema, '7', toJsonResume(fullResume()))).toEqual([]);
    expect(errorsOf(jsonResumeSchema, '7', toJsonResume(emptyResume()))).toEqual([]);
  });

  it('the schema check can fail: a date JSON Resume does not allow is reported', () => {
    const doc = toJsonResume(fullResume()) as unknown as { work: { startDate: string }[] };
    doc.work[0]!.startDate = 'March 2021';
    expect(errorsOf(jsonResumeSchema, '7', doc).join('\n')).toContain('/work/0/startDate');
  });

  it('round-trips every field through a file', () => {
    const resume = fullResume();
    const text = JSON.stringify(toJsonResume(resume));
    expect(fromJsonResumeText(text).resume).toEqual(resume);
  });
});

describe('RenderCV export', () => {
  it('validates against RenderCV’s cv schema, full and empty', () => {
    const full = parse(toRenderCvYaml(fullResume())) as unknown;
    expect(errorsOf(renderCvSchema, '2020-12', full)).toEqual([]);
    expect(errorsOf(renderCvSchema, '2020-12', parse(toRenderCvYaml(emptyResume())))).toEqual([]);
  });

  it('the schema check can fail: an unknown network and a missing entry key are reported', () => {
    const doc = parse(toRenderCvYaml(fullResume())) as {
      cv: { social_networks: { network: string }[]; sections: Record<string, Record<string, unknown>[]> };
    };
    doc.cv.social_networks[0]!.network = 'Friendster';
    delete doc.cv.sections.Experience![0]!.position;
    const errors = errorsOf(renderCvSchema, '2020-12', doc).join('\n');
    expect(errors).toContain('/cv/social_networks/0/network');
    expect(errors).toContain('/cv/sections/Experience');
  });

  it('writes RenderCV’s own keys, readable by RenderCV', () => {
    const doc = parse(toRenderCvYaml(fullResume())) as { cv: Record<string, unknown> };
    expect(doc.cv.name).toBe('Ada Quill');
    expect(doc.cv.headline).toBe('Staff Engineer');
    expect(doc.cv.social_networks).toEqual([
      { network: 'LinkedIn', username: 'ada-quill' },
      { network: 'GitHub', username: 'adaquill' },
    ]);
    const sections = doc.cv.sections as Record<string, Record<string, unknown>[]>;
    expect(Object.keys(sections)).toEqual([
      'Summary',
      'Highlights',
      'Experience',
      'Education',
      'Projects',
      'Skills',
      'Certifications',
      'Languages',
    ]);
    expect(sections.Experience![0]).toMatchObject({
      company: 'Northwind Ledger',
      start_date: '2021-03',
      end_date: 'present',
    });
    expect(sections.Education![0]).toMatchObject({
      institution: 'University of Eastmoor',
      degree: 'BSc',
      area: 'Computer Science',
    });
    expect(sections.Skills![0]).toMatchObject({ label: 'Languages', details: 'Go, Rust' });
  });

  it('round-trips everything RenderCV can hold', () => {
    const resume = fullResume();
    const back = fromRenderCvYaml(toRenderCvYaml(resume));
    expect(back.notes).toEqual([]);
    // RenderCV has no landing page or summary figures; everything else comes back as it was.
    expect(back.resume).toEqual(
      restoreResume({
        ...resume,
        landing: emptyResume().landing,
        summary: { ...resume.summary, yearsExperience: null, specialization: '' },
      }),
    );
  });

  it('keeps a phone number RenderCV would refuse as a plain connection', () => {
    const resume: ResumeData = {
      ...fullResume(),
      personalInfo: { ...fullResume().personalInfo, phone: '0113 496 0000' },
    };
    const doc = parse(toRenderCvYaml(resume)) as { cv: Record<string, unknown> };
    expect(doc.cv.phone).toBeUndefined();
    expect(errorsOf(renderCvSchema, '2020-12', doc)).toEqual([]);
    expect(fromRenderCvYaml(toRenderCvYaml(resume)).resume.personalInfo.phone).toBe('0113 496 0000');
  });
});
