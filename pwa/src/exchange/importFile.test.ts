import { toJsonResume, toRenderCvYaml } from '@folio/shared/resume/exchange/index.js';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb, listDrafts, setDb } from '../db/index.js';
import { buildResume, freshDb } from '../test/factories.js';
import { exportFile } from './exportFiles.js';
import { importFailureMessage, readImportFile } from './importFile.js';
import { sniffFile } from './sniff.js';
import { saveImported } from './saveImported.js';

beforeEach(() => setDb(freshDb()));
afterEach(() => {
  getDb().close();
  setDb(null);
});

const resume = buildResume({ name: 'Ada Quill', email: 'ada@example.com' });

describe('files dropped on the upload box', () => {
  it('tells each kind apart by its bytes', async () => {
    const pdf = new File(['%PDF-1.7\n'], 'cv.pdf');
    const json = new File([JSON.stringify(toJsonResume(resume))], 'resume.json');
    const yaml = new File([toRenderCvYaml(resume)], 'Ada_CV.yaml');
    const yamlNoName = new File(['cv:\n  name: Ada\n'], 'resume.txt');
    const zip = new File([zipSync({ 'Profile.csv': strToU8('x') })], 'export.zip');
    expect(await Promise.all([pdf, json, yaml, yamlNoName, zip].map(sniffFile))).toEqual([
      'pdf',
      'json',
      'yaml',
      'yaml',
      'zip',
    ]);
  });

  it('imports a JSON Resume and a RenderCV file into drafts', async () => {
    for (const format of ['json', 'yaml'] as const) {
      const { name, blob } = exportFile(resume, format);
      const file = new File([blob], name);
      const imported = await readImportFile(file, format);
      expect(imported.resumes[0]!.personalInfo.name).toBe('Ada Quill');
      const draft = await saveImported('u1', name, imported);
      expect(draft.pdfId).toBeNull();
    }
    expect((await listDrafts(getDb(), 'u1')).map((d) => d.fileName).sort()).toEqual([
      'Ada-Quill.resume.json',
      'Ada-Quill_CV.yaml',
    ]);
  });

  it('says why a file is refused', async () => {
    const bad = [
      [new File(['{"hello": 1}'], 'x.json'), 'json', 'not a JSON Resume'],
      [new File(['{oops'], 'x.json'), 'json', 'not valid JSON'],
      [new File(['title: nope\n'], 'x.yaml'), 'yaml', 'no "cv:" section'],
      [new File(['cv: [unclosed'], 'x.yaml'), 'yaml', 'not valid YAML'],
      [new File([zipSync({ 'a.txt': strToU8('x') })], 'x.zip'), 'zip', 'not a LinkedIn data export'],
    ] as const;
    for (const [file, kind, words] of bad) {
      const message = await readImportFile(file, kind).then(
        () => '',
        (error: unknown) => importFailureMessage(error),
      );
      expect(message).toContain(words);
    }
  });

  it('makes one draft per language of a LinkedIn profile', async () => {
    const profile =
      'First Name,Last Name,Headline,Summary\nAda,Quill,Engineer,Hello\nAda,Quill,Ingeniera,Hola\n';
    const file = new File([zipSync({ 'Profile.csv': strToU8(profile) })], 'Basic_LinkedInDataExport.zip');
    const imported = await readImportFile(file, 'zip');
    await saveImported('u1', file.name, imported);
    const titles = (await listDrafts(getDb(), 'u1')).map((d) => d.resume.personalInfo.title).sort();
    expect(titles).toEqual(['Engineer', 'Ingeniera']);
  });
});
