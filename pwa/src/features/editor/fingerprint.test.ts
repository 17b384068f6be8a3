import { describe, expect, it } from 'vitest';
import { fingerprint } from './fingerprint.js';

describe('fingerprint', () => {
  it('is the same whatever the order of keys, and differs when a value does', () => {
    expect(fingerprint({ a: 1, b: [1, { c: 'x' }] })).toBe(fingerprint({ b: [1, { c: 'x' }], a: 1 }));
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: 2 }));
    expect(fingerprint({ a: 'ab' })).not.toBe(fingerprint({ a: 'ba' }));
  });
});
