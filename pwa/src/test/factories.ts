import { defaultPortfolioSettings, emptyResume, type ResumeData } from '@folio/shared';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { FolioDb, type LocalPortfolioRecord, type PortfolioContent } from '../db/index.js';

/** Small builders for tests (STYLE.md convention 6): only what a test cares about is spelled out. */

export function buildResume(overrides: Partial<ResumeData['personalInfo']> = {}): ResumeData {
  const resume = emptyResume();
  resume.personalInfo = { ...resume.personalInfo, name: 'Ada Lovelace', title: 'Engineer', ...overrides };
  resume.summary.content = 'Writes programs for engines that do not exist yet.';
  return resume;
}

export function buildContent(overrides: Partial<PortfolioContent> = {}): PortfolioContent {
  return {
    title: 'Ada Lovelace',
    templateId: 'terminal',
    theme: '',
    resume: buildResume(),
    settings: defaultPortfolioSettings(),
    published: true,
    ...overrides,
  };
}

export function buildLocal(overrides: Partial<LocalPortfolioRecord> = {}): LocalPortfolioRecord {
  return {
    ...buildContent(),
    id: 'local-1',
    ownerId: 'user-1',
    serverId: 'srv-1',
    draftId: null,
    pdfId: null,
    resumeId: null,
    baseRevision: 1,
    localVersion: 1,
    syncedVersion: 1,
    server: null,
    conflict: null,
    failure: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A database on its own in-memory IndexedDB, so tests never see each other's data. */
export function freshDb(): FolioDb {
  return new FolioDb('folio-test', { indexedDB: new IDBFactory(), IDBKeyRange });
}
