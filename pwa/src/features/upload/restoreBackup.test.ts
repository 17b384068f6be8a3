import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDraft, getDb, listDrafts, setDb } from '../../db/index.js';
import { backupFile } from '../../sync/index.js';
import { buildResume, freshDb } from '../../test/factories.js';
import { restoreBackup } from './restoreBackup.js';

beforeEach(() => setDb(freshDb()));
afterEach(() => {
  getDb().close();
  setDb(null);
});

describe('backup and restore', () => {
  it('brings every draft back from the one-click backup', async () => {
    const resume = buildResume({ name: 'Backed Up', email: 'b@example.com' });
    resume.experience = [
      {
        title: 'Engineer',
        company: 'Acme',
        location: '',
        start: '2020-01',
        end: 'present',
        period: '',
        description: '',
        bullets: ['Shipped'],
      },
    ];
    await createDraft(getDb(), { ownerId: 'u1', pdfId: null, fileName: 'a.pdf', resume, review: null });
    await createDraft(getDb(), {
      ownerId: 'u1',
      pdfId: null,
      fileName: 'b.pdf',
      resume: buildResume(),
      review: null,
    });
    const { name, blob } = await backupFile('u1', new Date('2026-03-04T10:00:00Z'));
    expect(name).toBe('folio-drafts-2026-03-04.json');

    const restored = await restoreBackup('u2', new File([blob], name, { type: 'application/json' }));
    expect(restored).toHaveLength(2);
    const names = (await listDrafts(getDb(), 'u2')).map((d) => d.resume.personalInfo.name).sort();
    expect(names).toEqual(['Ada Lovelace', 'Backed Up']);
    const back = restored.find((d) => d.resume.personalInfo.name === 'Backed Up');
    expect(back?.resume.experience[0]).toMatchObject({
      company: 'Acme',
      start: '2020-01',
      end: 'present',
      bullets: ['Shipped'],
    });
    expect(back?.settings).toMatchObject({ showEmail: false, showPhone: false });
  });

  it('refuses files that hold no resume', async () => {
    await expect(restoreBackup('u1', new File(['not json'], 'x.json'))).rejects.toThrow(/not JSON/);
    await expect(restoreBackup('u1', new File(['[1, "a"]'], 'x.json'))).rejects.toThrow(/No resume/);
    expect(await listDrafts(getDb(), 'u1')).toEqual([]);
  });
});
