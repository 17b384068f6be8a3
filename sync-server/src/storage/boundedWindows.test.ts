import { describe, expect, test } from 'vitest';
import { BoundedWindows } from './boundedWindows.js';

/*
 * The in-memory counters every per-client limit and visitor count of the embedded store uses
 * (issue 20, class 3): bounded, and a flood of new keys never gives a counted key a fresh allowance.
 */

const HOUR = 3_600_000;

describe('BoundedWindows', () => {
  test('keeps at most maxKeys exactly, however many keys come', () => {
    const table = new BoundedWindows({ maxKeys: 100, overflowSlots: 1024 });
    for (let i = 0; i < 10_000; i++) table.hit(`client-${i}`, 5, HOUR);
    expect(table.size).toBe(100);
  });

  test('a limited key stays limited after a flood evicts it', () => {
    const table = new BoundedWindows({ maxKeys: 100, overflowSlots: 1024 });
    const now = Date.now();
    for (let i = 0; i < 5; i++) expect(table.hit('attacker', 5, HOUR, now)).toBe(0);
    expect(table.hit('attacker', 5, HOUR, now)).toBeGreaterThan(0);
    for (let i = 0; i < 5_000; i++) table.hit(`flood-${i}`, 5, HOUR, now);
    expect(table.hit('attacker', 5, HOUR, now + 1000)).toBeGreaterThan(3000);
    // …until its window is over.
    expect(table.hit('attacker', 5, HOUR, now + HOUR + 1000)).toBe(0);
  });

  test('a set counted full stays full after eviction; its members are known while kept', () => {
    const table = new BoundedWindows({ maxKeys: 10, overflowSlots: 256 });
    const now = Date.now();
    expect(table.join('shared-today', 'visitor-a', 1, HOUR, now)).toBe('added');
    expect(table.join('shared-today', 'visitor-a', 1, HOUR, now)).toBe('present');
    expect(table.join('shared-today', 'visitor-b', 1, HOUR, now)).toBe('full');
    for (let i = 0; i < 1_000; i++) table.join(`other-${i}`, 'x', 1, HOUR, now);
    expect(table.join('shared-today', 'visitor-a', 1, HOUR, now)).not.toBe('added');
  });

  test('keys of any length cost the same: they are kept as digests', () => {
    const table = new BoundedWindows({ maxKeys: 10, overflowSlots: 16 });
    const long = 'x'.repeat(100_000);
    expect(table.hit(long, 1, HOUR)).toBe(0);
    expect(table.hit(long, 1, HOUR)).toBeGreaterThan(0);
    expect(table.hit(`${long}y`, 1, HOUR)).toBe(0);
  });
});
