import { describe, expect, it } from 'vitest';
import { hasPostalBox } from './postal.js';

describe('postal boxes', () => {
  it('knows a box and its number in the forms people print them', () => {
    for (const t of [
      'PO Box 4021, Gaborone',
      'P.O. Box 77',
      'Private Bag X3, 0001',
      'Postfach 10 12 20',
      'BP 245 Dakar',
    ])
      expect(hasPostalBox(t)).toBe(true);
  });

  it('is not fooled by a box word inside a name or without a number', () => {
    for (const t of ['Dropbox 2 users', 'Xbox 360', 'Box office manager', 'Post office clerk'])
      expect(hasPostalBox(t)).toBe(false);
  });
});
