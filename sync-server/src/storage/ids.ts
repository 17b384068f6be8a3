import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 16;

/**
 * A new record id: 16 letters and digits (about 95 random bits), short enough for a portfolio URL
 * and safe as a file name (never starts with '-'). Rejection sampling keeps every character equally likely.
 */
export function newId(): string {
  let id = '';
  while (id.length < ID_LENGTH) {
    for (const byte of randomBytes(ID_LENGTH * 2)) {
      // 248 = 4 × 62: bytes above it would favour the first characters.
      if (byte < 248 && id.length < ID_LENGTH) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** Today's date in UTC as YYYY-MM-DD, the key of the daily stats. */
export function utcDate(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/** The first UTC day (YYYY-MM-DD) of a window of `days` days that ends today. */
export const firstDayOf = (days: number): string => utcDate(new Date(Date.now() - (days - 1) * 86_400_000));
