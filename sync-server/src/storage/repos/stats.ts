import type { JsonDatabase } from '../jsonDatabase.js';
import { utcDate } from '../ids.js';
import type { DailyStatRecord, Storage } from '../types.js';

const COUNTER = { view: 'views', share: 'shares', download: 'downloads' } as const;

export function statsRepo(db: JsonDatabase): Storage['stats'] {
  return {
    record: (portfolioId, kind, visitorHash) =>
      db.update((d) => {
        const portfolio = d.portfolios.find((p) => p.id === portfolioId);
        if (!portfolio) return false;
        const today = utcDate();
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
          for (const old of d.dailyStats)
            if (old.date < today && old.visitorHashes.length) old.visitorHashes = [];
        }
        if (kind === 'view' && visitorHash) {
          if (row.visitorHashes.includes(visitorHash)) return false;
          row.visitorHashes.push(visitorHash);
          row.uniqueVisitors += 1;
        }
        row[COUNTER[kind]] += 1;
        portfolio[COUNTER[kind]] += 1;
        return true;
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
