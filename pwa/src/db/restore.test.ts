import { defaultPortfolioSettings } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import { buildLocal, buildResume } from '../test/factories.js';
import { restoreAll, restoreDraft, restorePortfolio, restoreSettings } from './restore.js';

describe('restore*', () => {
  it('gives new privacy switches their private defaults on records written before they existed', () => {
    expect(restoreSettings({ showLocation: false })).toEqual({
      ...defaultPortfolioSettings(),
      showLocation: false,
    });
    expect(restoreSettings('garbage')).toEqual(defaultPortfolioSettings());
  });

  it('drops a damaged record instead of handing it to a screen', () => {
    const good = buildLocal();
    const records = [good, { ...good, id: 42 }, { ...good, templateId: 'no-such-template' }, null, 'x'];
    expect(restoreAll(records, restorePortfolio).map((p) => p.id)).toEqual([good.id]);
  });

  it('cleans the resume inside a draft the same way as any untrusted resume', () => {
    const resume = buildResume();
    resume.projects = [
      {
        name: 'P',
        description: '',
        tech: [],
        image: '',
        link: 'javascript:alert(1)',
        github: 'github.com/ada',
      },
    ];
    const draft = restoreDraft({
      id: 'd1',
      ownerId: 'u1',
      fileName: 'cv.pdf',
      resume,
      createdAt: '2026-01-01',
      updatedAt: '2026-01-01',
    });
    expect(draft?.resume.projects[0]).toMatchObject({ link: '', github: 'https://github.com/ada' });
    expect(draft?.settings).toEqual(defaultPortfolioSettings());
    expect(draft?.review).toBeNull();
  });

  it('never lets a synced version run ahead of the local one', () => {
    expect(restorePortfolio({ ...buildLocal(), localVersion: 2, syncedVersion: 9 })?.syncedVersion).toBe(2);
  });
});
