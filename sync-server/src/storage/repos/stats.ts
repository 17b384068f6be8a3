import type { DbData } from '../dbSchema.js';
import type { JsonDatabase } from '../jsonDatabase.js';
import { utcDate } from '../ids.js';
import type { DailyStatRecord, Storage } from '../types.js';

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
  }
  return row;
}

export function statsRepo(db: JsonDatabase): Storage['stats'] {
  return {
    record: (portfolioId, kind, visitorHash) =>
      db.update((d) => {
        const portfolio = d.portfolios.find((p) => p.id === portfolioId);
        if (!portfolio) return false;
        const row = todayRow(d, portfolioId, utcDate());
        if (kind === 'view' && visitorHash) {
          if (row.visitorHashes.includes(visitorHash)) return false;
          row.visitorHashes.push(visitorHash);
          row.uniqueVisitors += 1;
        }
        row[COUNTER[kind]] += 1;
        portfolio[COUNTER[kind]] += 1;
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
      const since = utcDate(new Date(Date.now() - (days - 1) * 86_400_000));
      return db.read((d) =>
        d.dailyStats
          .filter((s) => wanted.has(s.portfolioId) && s.date >= since)
          .map((s): DailyStatRecord => structuredClone(s))
          .sort((a, b) => a.date.localeCompare(b.date)),
      );
    },
  };
}
