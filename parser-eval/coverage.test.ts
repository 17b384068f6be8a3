import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lostLinesOf } from './coverage.js';
import { resolveFolder, SET_NAMES } from './sets.js';

/*
 * Nothing is dropped silently: every text line of every PDF of every set (the real dev and dev2 and
 * the generated ones) reaches a field of the resume or the unplaced list the editor shows.
 */
describe('every line of every set’s PDFs lands in a field or in unplaced', () => {
  for (const set of SET_NAMES) {
    it(`${set}: loses no line`, async () => {
      const { pdfs } = resolveFolder(set);
      expect(pdfs.length, `${set} PDFs`).toBeGreaterThan(0);
      const lost: string[] = [];
      for (const file of pdfs) {
        for (const line of await lostLinesOf(file)) lost.push(`${path.basename(file)}: ${line}`);
      }
      expect(lost).toEqual([]);
    });
  }
});
