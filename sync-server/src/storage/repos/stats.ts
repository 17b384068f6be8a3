import type { DbData } from '../dbSchema.js';
import type { JsonDatabase } from '../jsonDatabase.js';
import { firstDayOf, utcDate } from '../ids.js';
import {
  REFERRER_DAYS,
  REFERRER_HOSTS_PER_DAY,
  REFERRER_OTHER,
  type DailyReferrerRecord,
  type DailyStatRecord,
  type Storage,
} from '../types.js';

const COUNTER = { view: 'views', share: 'shares', download: 'downloads' } as const;

/** The portfolio's row for today, created when missing. */
function todayRow(d: DbData, portfolioId: string, today: string): DailyStatRecord {
  let row = d.dailyStats.find((s) => s.portfolioId === portfolioId && s.date === today);
  if (!row) {
    row = {
      portfolioId,
      date: today,
      views: 0,
      uniqueVisitors: 0,
      shares: 0,
      downloads: 0,
      visitorHashes: [],
    };
    d.dailyStats.push(row);
    // Hashes are salted per day, so yesterday's can never match again: drop them.
    for (const old of d.dailyStats) if (old.date < today && old.visitorHashes.length) old.visitorHashes = [];
    const keepFrom = firstDayOf(REFERRER_DAYS);
    d.dailyReferrers = d.dailyReferrers.filter((r) => r.date >= keepFrom);
  }
  return row;
}

/** Counts a view under its referring host today; past the day's cap of hosts, under REFERRER_OTHER. */
function countReferrer(d: DbData, portfolioId: string, today: string, host: string): void {
  const todays = d.dailyReferrers.filter((r) => r.portfolioId === portfolioId && r.date === today);
  let row = todays.find((r) => r.host === host);
  if (!row && todays.length >= REFERRER_HOSTS_PER_DAY) row = todays.find((r) => r.host === REFERRER_OTHER);
  if (!row) {
    const capped = todays.length >= REFERRER_HOSTS_PER_DAY;
    row = { portfolioId, date: today, host: capped ? REFERRER_OTHER : host, views: 0 };
    d.dailyReferrers.push(row);
  }
  row.views += 1;
}

export function statsRepo(db: JsonDatabase): Storage['stats'] {
  return {
    record: (portfolioId, kind, visitorHash, referrerHost) =>
      db.update((d) => {
        const portfolio = d.portfolios.find((p) => p.id === portfolioId);
        if (!portfolio) return false;
        const today = utcDate();
        const row = todayRow(d, portfolioId, today);
        if (kind === 'view' && visitorHash) {
          if (row.visitorHashes.includes(visitorHash)) return false;
          row.visitorHashes.push(visitorHash);
          row.uniqueVisitors += 1;
        }
        row[COUNTER[kind]] += 1;
        portfolio[COUNTER[kind]] += 1;
        if (kind === 'view' && referrerHost) countReferrer(d, portfolioId, today, referrerHost);
        return true;
      }),

    recordBatch: (increments) =>
      db.update((d) => {
        const today = utcDate();
        for (const { portfolioId, kind, count } of increments) {
          const portfolio = d.portfolios.find((p) => p.id === portfolioId);
          if (!portfolio || count <= 0) continue;
          todayRow(d, portfolioId, today)[COUNTER[kind]] += count;
          portfolio[COUNTER[kind]] += count;
        }
      }),

    daily: (portfolioIds, days) => {
      const wanted = new Set(portfolioIds);
      const since = firstDayOf(days);
      return db.read((d) =>
        d.dailyStats
          .filter((s) => wanted.has(s.portfolioId) && s.date >= since)
          .map((s): DailyStatRecord => structuredClone(s))
          .sort((a, b) => a.date.localeCompare(b.date)),
      );
    },

    referrers: (portfolioIds, days) => {
      const wanted = new Set(portfolioIds);
      const since = firstDayOf(days);
      return db.read((d) =>
        d.dailyReferrers
          .filter((r) => wanted.has(r.portfolioId) && r.date >= since)
          .map((r): DailyReferrerRecord => ({ ...r }))
          .sort((a, b) => a.date.localeCompare(b.date) || a.host.localeCompare(b.host)),
      );
    },
  };
}
