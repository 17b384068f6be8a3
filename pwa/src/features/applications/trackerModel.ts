import {
  ACTIVE_STATUSES,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type CsvApplication,
} from '@folio/shared';
import type { LocalApplication } from './records.js';

/** What the table can be sorted by. */
export const SORT_KEYS = [
  'company',
  'role',
  'status',
  'appliedOn',
  'nextStepOn',
  'opened',
  'updatedAt',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface TableView {
  query: string;
  status: ApplicationStatus | 'all';
  sort: SortKey;
  descending: boolean;
}

export const DEFAULT_VIEW: TableView = { query: '', status: 'all', sort: 'updatedAt', descending: true };

const STATUS_ORDER = new Map(APPLICATION_STATUSES.map((s, i) => [s, i]));

function sortValue(a: LocalApplication, key: SortKey): string | number {
  switch (key) {
    case 'status':
      return STATUS_ORDER.get(a.content.status) ?? 0;
    case 'opened':
      return a.link?.opens.last ?? '';
    case 'updatedAt':
      return a.updatedAt;
    default:
      return (a.content[key] ?? '').toLocaleLowerCase();
  }
}

/**
 * The table's rows: those matching the search (company, role, notes, next step, posting; any case)
 * and the status filter, sorted. Empty values sort last whichever way, so "no date" never leads.
 */
export function tableRows(apps: readonly LocalApplication[], view: TableView): LocalApplication[] {
  const words = view.query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const matches = apps.filter((a) => {
    if (view.status !== 'all' && a.content.status !== view.status) return false;
    const c = a.content;
    const text = [c.company, c.role, c.notes, c.nextStep, c.posting].join('\n').toLocaleLowerCase();
    return words.every((w) => text.includes(w));
  });
  return matches.sort((x, y) => {
    const a = sortValue(x, view.sort);
    const b = sortValue(y, view.sort);
    if (a === '' || b === '') return a === b ? 0 : a === '' ? 1 : -1;
    const order = a < b ? -1 : a > b ? 1 : 0;
    return (view.descending ? -order : order) || x.id.localeCompare(y.id);
  });
}

/** The board: every status a column, in the order of a search, each with its applications. */
export function boardColumns(apps: readonly LocalApplication[]) {
  return APPLICATION_STATUSES.map((status) => ({
    status,
    apps: apps.filter((a) => a.content.status === status),
  }));
}

/** What a row says about its link's opens: evidence someone looked, never a claim about who. */
export function openedSummary(a: LocalApplication, format: (iso: string) => string): string {
  if (!a.content.tracking) return 'Tracking off';
  if (!a.link) return a.content.portfolioId ? 'Link not made yet' : 'No link: choose a portfolio';
  const { first, last, visitors } = a.link.opens;
  if (!first || visitors === 0) return 'Not opened yet';
  const people = visitors === 1 ? '1 person' : `${visitors} people`;
  const lastPart = last && last !== first ? `, last ${format(last)}` : '';
  return `Opened by ${people}: first ${format(first)}${lastPart}`;
}

/** The tracker as CSV rows (its export). */
export function csvRows(apps: readonly LocalApplication[]): CsvApplication[] {
  return apps.map((a) => ({
    id: a.id,
    content: a.content,
    link: a.link?.url ?? null,
    firstOpened: a.link?.opens.first ?? null,
    lastOpened: a.link?.opens.last ?? null,
    people: a.link ? a.link.opens.visitors : null,
  }));
}

const SIX_MONTHS_MS = 182 * 86_400_000;

/**
 * The published portfolios not changed in six months while applications are under way: a recruiter
 * opening the link sees a page half a year old. Empty when no application is active.
 */
export function stalePublished<P extends { published: boolean; updatedAt: string }>(
  portfolios: readonly P[],
  apps: readonly Pick<LocalApplication, 'content'>[],
  now = Date.now(),
): P[] {
  if (!apps.some((a) => ACTIVE_STATUSES.includes(a.content.status))) return [];
  return portfolios.filter((p) => p.published && now - Date.parse(p.updatedAt) > SIX_MONTHS_MS);
}
