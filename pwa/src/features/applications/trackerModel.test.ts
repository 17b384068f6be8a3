import { emptyApplicationContent, type ApplicationContent } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import type { LocalApplication } from './records.js';
import { boardColumns, DEFAULT_VIEW, openedSummary, stalePublished, tableRows } from './trackerModel.js';

let n = 0;
function app(content: Partial<ApplicationContent>, extra: Partial<LocalApplication> = {}): LocalApplication {
  n += 1;
  return {
    id: `a${n}`,
    ownerId: 'u',
    serverId: null,
    baseRevision: 0,
    content: { ...emptyApplicationContent(), ...content },
    localVersion: 1,
    syncedVersion: 0,
    deleted: false,
    link: null,
    conflict: null,
    failure: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: `2026-01-0${n % 9 || 1}T00:00:00.000Z`,
    ...extra,
  };
}
const opens = (first: string | null, last: string | null, visitors: number) => ({
  id: 'l',
  url: 'https://folio.example/l/x',
  opens: { first, last, visitors, unfurls: 0 },
});

describe('tracker table and board', () => {
  const apps = [
    app({ company: 'Northwind', role: 'Analyst', status: 'applied', appliedOn: '2026-03-02' }),
    app({ company: 'contoso', role: 'Chef', status: 'saved', notes: 'ask about night shifts' }),
    app({ company: 'Fabrikam', role: 'Data analyst', status: 'interviewing', appliedOn: '2026-01-15' }),
  ];

  it('searches every word in company, role and notes, in any case, and filters by status', () => {
    expect(
      tableRows(apps, { ...DEFAULT_VIEW, query: 'ANALYST' })
        .map((a) => a.content.company)
        .sort(),
    ).toEqual(['Fabrikam', 'Northwind']);
    expect(tableRows(apps, { ...DEFAULT_VIEW, query: 'night chef' }).map((a) => a.content.company)).toEqual([
      'contoso',
    ]);
    expect(tableRows(apps, { ...DEFAULT_VIEW, status: 'saved' })).toHaveLength(1);
  });

  it('sorts either way, with empty values last both ways', () => {
    const by = (descending: boolean) =>
      tableRows(apps, { ...DEFAULT_VIEW, sort: 'appliedOn', descending }).map((a) => a.content.company);
    expect(by(false)).toEqual(['Fabrikam', 'Northwind', 'contoso']);
    expect(by(true)).toEqual(['Northwind', 'Fabrikam', 'contoso']);
    expect(
      tableRows(apps, { ...DEFAULT_VIEW, sort: 'company', descending: false }).map((a) => a.content.company),
    ).toEqual(['contoso', 'Fabrikam', 'Northwind']);
    expect(
      tableRows(apps, { ...DEFAULT_VIEW, sort: 'status', descending: false }).map((a) => a.content.status),
    ).toEqual(['saved', 'applied', 'interviewing']);
  });

  it('puts every application in its status column, every status a column', () => {
    const columns = boardColumns(apps);
    expect(columns.map((c) => c.status)).toEqual([
      'saved',
      'applied',
      'interviewing',
      'offer',
      'rejected',
      'withdrawn',
    ]);
    expect(columns.find((c) => c.status === 'applied')?.apps.map((a) => a.content.company)).toEqual([
      'Northwind',
    ]);
  });

  it('says what is known of opens, and no more', () => {
    const f = (iso: string) => iso.slice(0, 10);
    expect(openedSummary(app({}), f)).toBe('No link: choose a portfolio');
    expect(openedSummary(app({ tracking: false }, { link: opens('2026-02-01', null, 1) }), f)).toBe(
      'Tracking off',
    );
    expect(openedSummary(app({ portfolioId: 'p' }, { link: opens(null, null, 0) }), f)).toBe(
      'Not opened yet',
    );
    expect(
      openedSummary(app({ portfolioId: 'p' }, { link: opens('2026-02-01T09:00', '2026-02-03T10:00', 2) }), f),
    ).toBe('Opened by 2 people: first 2026-02-01, last 2026-02-03');
  });

  it('nudges about a published page unchanged for six months only while applications are active', () => {
    const now = Date.parse('2026-12-01T00:00:00Z');
    const portfolios = [
      { id: 'old', published: true, updatedAt: '2026-05-01T00:00:00Z' },
      { id: 'fresh', published: true, updatedAt: '2026-11-01T00:00:00Z' },
      { id: 'draft', published: false, updatedAt: '2025-01-01T00:00:00Z' },
    ];
    expect(stalePublished(portfolios, [app({ status: 'applied' })], now).map((p) => p.id)).toEqual(['old']);
    expect(
      stalePublished(portfolios, [app({ status: 'rejected' }), app({ status: 'withdrawn' })], now),
    ).toEqual([]);
    expect(stalePublished(portfolios, [], now)).toEqual([]);
  });
});
