import { portfolioLimit, UNLIMITED_TILE_CAP, type DailyCount, type PortfolioSummary } from '@folio/shared';
import { publicLink } from '../share/shareModel.js';

/** Pure derivations for the dashboard, kept apart from React so they are tested directly. */

/** SPEC.md section 2: case-insensitive title search; an empty query keeps everything. */
export function filterPortfolios<T extends { title: string }>(portfolios: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...portfolios];
  return portfolios.filter((p) => p.title.toLocaleLowerCase().includes(needle));
}

/**
 * 'Welcome' for an account with nothing in it yet (a brand-new one: no portfolio, no draft), else
 * 'Welcome back' (issue 22).
 */
export function greeting(brandNew: boolean): string {
  return brandNew ? 'Welcome' : 'Welcome back';
}

/** 'Welcome back, {first name or 'there'}!' */
export function welcomeName(name: string | null | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0];
  return first || 'there';
}

export interface PlanAllowance {
  /** null when the plan has no limit. */
  limit: number | null;
  /** How many more may be created (Infinity when unlimited). */
  remaining: number;
  /** '{n} left' or 'Unlimited'. */
  label: string;
  /** Whether the dashed create tile shows (SPEC.md: under 3 free, under 999 for unlimited plans). */
  showCreateTile: boolean;
  atLimit: boolean;
}

export function planAllowance(plan: string, count: number): PlanAllowance {
  const limit = portfolioLimit(plan);
  if (limit === null) {
    return {
      limit,
      remaining: Number.POSITIVE_INFINITY,
      label: 'Unlimited',
      showCreateTile: count < UNLIMITED_TILE_CAP,
      atLimit: false,
    };
  }
  const remaining = Math.max(0, limit - count);
  return {
    limit,
    remaining,
    label: `${remaining} left`,
    showCreateTile: remaining > 0,
    atLimit: remaining === 0,
  };
}

export type TrendMetric = 'views' | 'shares' | 'downloads';

export interface WeeklyTrend {
  current: number;
  previous: number;
  /** Rounded percentage change, or null when last week had nothing to compare with. */
  percent: number | null;
}

/**
 * The last 7 days against the 7 before, from the server's daily counts (oldest first). Null when
 * there are not 14 days to compare or both weeks are empty: then the card shows no trend at all
 * rather than an invented one.
 */
export function weeklyTrend(daily: readonly DailyCount[], metric: TrendMetric): WeeklyTrend | null {
  if (daily.length < 14) return null;
  const lastFourteen = daily.slice(-14);
  const sum = (days: readonly DailyCount[]) => days.reduce((total, day) => total + day[metric], 0);
  const previous = sum(lastFourteen.slice(0, 7));
  const current = sum(lastFourteen.slice(7));
  if (previous === 0 && current === 0) return null;
  const percent = previous === 0 ? null : Math.round(((current - previous) / previous) * 100);
  return { current, previous, percent };
}

/** Words for a trend: "+25% vs previous 7 days", "3 this week (none the week before)". */
export function describeTrend(trend: WeeklyTrend): string {
  if (trend.percent === null) return `${trend.current} in the last 7 days (none the week before)`;
  if (trend.percent === 0) return 'Same as the previous 7 days';
  const sign = trend.percent > 0 ? '+' : '−';
  return `${sign}${Math.abs(trend.percent)}% vs previous 7 days`;
}

/** The public address of a portfolio on this origin (its slug's, shareModel.publicLink). */
export function publicUrl(origin: string, portfolio: Pick<PortfolioSummary, 'url' | 'address'>): string {
  return publicLink(origin, portfolio);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "12 Mar 2026" in the reader's locale; '' when the date is missing or invalid. */
export function formatDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  // One formatter per locale: making one is far slower than formatting, and every card needs one.
  const key = locale ?? '';
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/** Newest first by last update. */
export function sortByUpdated<T extends { updatedAt: string }>(portfolios: readonly T[]): T[] {
  return [...portfolios].sort((a, b) => Date.parse(b.updatedAt || '0') - Date.parse(a.updatedAt || '0'));
}
