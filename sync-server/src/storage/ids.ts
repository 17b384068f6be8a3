import { randomBytes } from 'node:crypto';

/** A new record id: 16 url-safe characters (96 random bits), short enough for a portfolio URL. */
export function newId(): string {
  return randomBytes(12).toString('base64url');
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** Today's date in UTC as YYYY-MM-DD, the key of the daily stats. */
export function utcDate(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}
