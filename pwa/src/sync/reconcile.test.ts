import { describe, expect, it } from 'vitest';
import { buildContent, buildLocal, buildResume } from '../test/factories.js';
import {
  applyPushResult,
  applyServerVersion,
  resolveConflict,
  sameContent,
  stableStringify,
  type ServerPortfolio,
} from './reconcile.js';

const NOW = '2026-02-02T00:00:00.000Z';

function server(revision: number, overrides: Parameters<typeof buildContent>[0] = {}): ServerPortfolio {
  return {
    serverId: 'srv-1',
    clientId: 'local-1',
    revision,
    content: buildContent(overrides),
    snapshot: {
      url: 'Terminal/srv-1',
      published: true,
      views: 3,
      shares: 0,
      downloads: 0,
      thumbnail: '',
      updatedAt: NOW,
    },
  };
}

describe('sameContent', () => {
  it('ignores key order', () => {
    const a = buildContent();
    const b = JSON.parse(stableStringify(a)) as typeof a;
    const reordered = { published: b.published, resume: b.resume, title: b.title } as const;
    expect(
      sameContent(a, { ...reordered, templateId: b.templateId, theme: b.theme, settings: b.settings }),
    ).toBe(true);
  });

  it('sees a changed field deep inside the resume', () => {
    expect(sameContent(buildContent(), buildContent({ resume: buildResume({ title: 'Analyst' }) }))).toBe(
      false,
    );
  });
});

describe('applyServerVersion', () => {
  it('adds a portfolio made on another device as a mirror record, keyed by its client id', () => {
    const result = applyServerVersion(null, server(4), 'user-1', NOW);
    expect(result?.portfolio).toMatchObject({
      id: 'local-1',
      serverId: 'srv-1',
      baseRevision: 4,
      localVersion: 0,
    });
    expect(result?.outbox).toBe('remove');
  });

  it('takes a newer server version when nothing is pending here', () => {
    const result = applyServerVersion(
      buildLocal({ baseRevision: 1 }),
      server(2, { title: 'Renamed' }),
      'user-1',
      NOW,
    );
    expect(result?.portfolio).toMatchObject({ title: 'Renamed', baseRevision: 2 });
  });

  it('never overwrites a pending local change with a newer server version: both are kept', () => {
    const local = buildLocal({ baseRevision: 1, localVersion: 2, syncedVersion: 1, title: 'Mine' });
    const result = applyServerVersion(local, server(2, { title: 'Theirs' }), 'user-1', NOW);
    expect(result?.portfolio?.title).toBe('Mine');
    expect(result?.portfolio?.conflict?.content.title).toBe('Theirs');
    expect(result?.portfolio?.conflict?.revision).toBe(2);
    expect(result?.outbox).toBe('remove');
  });

  it('keeps pushing a pending change made on the current server revision', () => {
    const local = buildLocal({ baseRevision: 2, localVersion: 2, syncedVersion: 1, title: 'Mine' });
    const result = applyServerVersion(local, server(2), 'user-1', NOW);
    expect(result?.portfolio?.conflict).toBeNull();
    expect(result?.outbox).toBe('queue');
  });

  it('treats identical content as in sync (a retried PATCH whose first answer was lost)', () => {
    const local = buildLocal({ baseRevision: 1, localVersion: 3, syncedVersion: 1, title: 'Same' });
    const result = applyServerVersion(local, server(2, { title: 'Same' }), 'user-1', NOW);
    expect(result?.portfolio).toMatchObject({ baseRevision: 2, syncedVersion: 3, conflict: null });
    expect(result?.outbox).toBe('remove');
  });

  it('links a local create the server already has, and pushes later local edits on top', () => {
    const local = buildLocal({
      serverId: null,
      baseRevision: 0,
      localVersion: 2,
      syncedVersion: 0,
      title: 'Edited',
    });
    const result = applyServerVersion(local, server(1, { title: 'First' }), 'user-1', NOW);
    expect(result?.portfolio).toMatchObject({
      serverId: 'srv-1',
      baseRevision: 1,
      title: 'Edited',
      conflict: null,
    });
    expect(result?.outbox).toBe('queue');
  });

  it('ignores a stale server read older than what this device already has', () => {
    const local = buildLocal({ baseRevision: 5, title: 'New' });
    const result = applyServerVersion(local, server(4, { title: 'Old' }), 'user-1', NOW);
    expect(result?.portfolio?.title).toBe('New');
  });
});

describe('applyPushResult', () => {
  it('marks the pushed version synced and clears the outbox', () => {
    const local = buildLocal({ serverId: null, baseRevision: 0, localVersion: 1, syncedVersion: 0 });
    const result = applyPushResult(local, { kind: 'create', version: 1, content: buildContent() }, server(1));
    expect(result?.portfolio).toMatchObject({ serverId: 'srv-1', baseRevision: 1, syncedVersion: 1 });
    expect(result?.outbox).toBe('remove');
  });

  it('keeps an edit made while the push was in flight queued', () => {
    const local = buildLocal({ localVersion: 3, syncedVersion: 1, title: 'Newer' });
    const result = applyPushResult(local, { kind: 'update', version: 2, content: buildContent() }, server(2));
    expect(result?.portfolio?.syncedVersion).toBe(2);
    expect(result?.outbox).toBe('queue');
  });

  it("adopts the server's cleaned form of an accepted update instead of pushing again", () => {
    const local = buildLocal({ localVersion: 2, syncedVersion: 1, title: '  Spaced  ' });
    const result = applyPushResult(
      local,
      { kind: 'update', version: 2, content: buildContent({ title: '  Spaced  ' }) },
      server(2, { title: 'Spaced' }),
    );
    expect(result?.portfolio).toMatchObject({ title: 'Spaced', syncedVersion: 2, baseRevision: 2 });
    expect(result?.outbox).toBe('remove');
  });

  it('does not count a create as synced when the server answered with an older attempt', () => {
    const local = buildLocal({
      serverId: null,
      baseRevision: 0,
      localVersion: 2,
      syncedVersion: 0,
      title: 'v2',
    });
    const result = applyPushResult(
      local,
      { kind: 'create', version: 2, content: buildContent({ title: 'v2' }) },
      server(1, { title: 'v1' }),
    );
    expect(result?.portfolio).toMatchObject({ serverId: 'srv-1', baseRevision: 1, syncedVersion: 0 });
    expect(result?.outbox).toBe('queue');
  });
});

describe('resolveConflict', () => {
  const conflicted = () =>
    buildLocal({
      title: 'Mine',
      baseRevision: 1,
      localVersion: 2,
      syncedVersion: 1,
      conflict: {
        revision: 3,
        content: buildContent({ title: 'Theirs' }),
        snapshot: server(3).snapshot,
        detectedAt: NOW,
      },
    });

  it("'mine' re-queues this device's version on top of the server's revision", () => {
    const { mutation, copy } = resolveConflict(conflicted(), 'mine', NOW);
    expect(mutation.portfolio).toMatchObject({ title: 'Mine', baseRevision: 3, conflict: null });
    expect(mutation.outbox).toBe('queue');
    expect(copy).toBeNull();
  });

  it("'theirs' takes the server's version and leaves nothing queued", () => {
    const { mutation } = resolveConflict(conflicted(), 'theirs', NOW);
    expect(mutation.portfolio).toMatchObject({ title: 'Theirs', baseRevision: 3, conflict: null });
    expect(mutation.portfolio && mutation.portfolio.localVersion === mutation.portfolio.syncedVersion).toBe(
      true,
    );
    expect(mutation.outbox).toBe('remove');
  });

  it("'both' takes theirs here and hands back mine to be saved as a copy", () => {
    const { mutation, copy } = resolveConflict(conflicted(), 'both', NOW);
    expect(mutation.portfolio?.title).toBe('Theirs');
    expect(copy?.title).toBe('Mine');
  });
});
