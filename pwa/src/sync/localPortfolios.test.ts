import { describe, expect, it } from 'vitest';
import { defaultPortfolioSettings } from '@folio/shared';
import type { DraftRecord, ServerListRecord } from '../db/index.js';
import { buildContent, buildLocal, buildResume } from '../test/factories.js';
import {
  lastSyncedList,
  localItems,
  mirrorSummaries,
  publishState,
  waitingServerIds,
} from './localPortfolios.js';

const draft = (id: string, updatedAt: string): DraftRecord => ({
  id,
  ownerId: 'u1',
  pdfId: null,
  pdfHash: null,
  fileName: `${id}.pdf`,
  title: '',
  usedAt: null,
  resume: buildResume({ name: `Person ${id}` }),
  settings: defaultPortfolioSettings(),
  review: null,
  createdAt: updatedAt,
  updatedAt,
});

const snapshot = {
  url: 'Terminal/s1',
  published: true,
  views: 7,
  shares: 1,
  downloads: 0,
  thumbnail: '',
  updatedAt: '2026-01-03',
};

describe('local portfolios for the dashboard', () => {
  it('lists unused drafts, waiting and conflicted portfolios, but not what the server already shows', () => {
    const items = localItems(
      [draft('d1', '2026-01-01'), draft('d2', '2026-01-05')],
      [
        buildLocal({ id: 'waiting', serverId: null, server: null, draftId: 'd1', updatedAt: '2026-01-02' }),
        buildLocal({ id: 'synced', server: snapshot, updatedAt: '2026-01-03' }),
        buildLocal({
          id: 'conflicted',
          updatedAt: '2026-01-04',
          conflict: { revision: 2, content: buildContent(), snapshot, detectedAt: '2026-01-04' },
        }),
      ],
    );
    expect(items.map((i) => [i.id, i.status])).toEqual([
      ['d2', 'draft'],
      ['conflicted', 'conflict'],
      ['waiting', 'waiting'],
    ]);
    expect(items[0]?.href).toBe('/edit?draft=d2');
    expect(items[2]?.templateName).toBe('Terminal');
  });

  it('shows a refused portfolio as needing attention, with the reason', () => {
    const [item] = localItems(
      [],
      [
        buildLocal({
          serverId: null,
          failure: { kind: 'plan_limit', message: 'Upgrade to create more.', at: '' },
        }),
      ],
    );
    expect(item).toMatchObject({ status: 'conflict', detail: 'Upgrade to create more.' });
  });

  it("mirrors the server's list for offline use, from what was last synced", () => {
    const rows = mirrorSummaries([
      buildLocal({ server: snapshot }),
      buildLocal({ id: 'x', serverId: null, server: null }),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ _id: 'srv-1', url: 'Terminal/s1', views: 7, template: 'Terminal' });
  });

  it('offline, shows the list last received, plus what reached the server from here after it', () => {
    const kept: ServerListRecord = {
      ownerId: 'user-1',
      savedAt: '2026-01-05T00:00:00.000Z',
      portfolios: [
        { ...mirrorSummaries([buildLocal({ server: snapshot })])[0]!, _id: 'listed', title: 'From the list' },
      ],
    };
    const rows = lastSyncedList(kept, [
      // In the mirror only because no sync has forgotten it yet: the newer list no longer has it.
      buildLocal({ id: 'old', serverId: 'deleted', server: snapshot, createdAt: '2026-01-01T00:00:00.000Z' }),
      buildLocal({
        id: 'new',
        serverId: 'made-here',
        server: snapshot,
        createdAt: '2026-01-06T00:00:00.000Z',
      }),
      buildLocal({ id: 'queued', serverId: null, server: null, createdAt: '2026-01-07T00:00:00.000Z' }),
    ]);
    expect(rows.map((p) => p._id)).toEqual(['listed', 'made-here']);
    expect(rows[0]?.title).toBe('From the list');
    // No list kept yet (a device that synced before lists were kept): the mirror's records stand in.
    expect(lastSyncedList(null, [buildLocal({ server: snapshot })]).map((p) => p._id)).toEqual(['srv-1']);
  });

  it("says 'published' only when the server has this version", () => {
    expect(publishState(buildLocal({ serverId: null, server: null }))).toBe('waiting');
    expect(publishState(buildLocal({ server: snapshot, localVersion: 3, syncedVersion: 2 }))).toBe('waiting');
    expect(publishState(buildLocal({ server: snapshot }))).toBe('published');
    expect(publishState(buildLocal({ server: { ...snapshot, published: false } }))).toBe('unpublished');
  });

  it('names the server portfolios whose newest edit is still on this device', () => {
    const waiting = waitingServerIds([
      buildLocal({
        id: 'edited',
        serverId: 'srv-edited',
        server: snapshot,
        localVersion: 3,
        syncedVersion: 2,
      }),
      buildLocal({ id: 'synced', serverId: 'srv-synced', server: snapshot }),
      buildLocal({ id: 'new', serverId: null, server: null }),
    ]);
    expect([...waiting]).toEqual(['srv-edited']);
  });
});
