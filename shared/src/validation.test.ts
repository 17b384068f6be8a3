import { describe, expect, it } from 'vitest';
import { isBlank, isEmail } from './validation.js';

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isEmail('jane.doe+cv@example.co.uk')).toBe(true);
    expect(isEmail('jo&ann=ops/team@xn--bcher-kva.example')).toBe(true);
    expect(isEmail('zoë@bücher.example')).toBe(true);
  });
  it('refuses missing parts, spaces and control characters', () => {
    for (const bad of [
      'jane',
      'jane@',
      '@example.org',
      'jane@example',
      'ja ne@example.org',
      'jane\u0000@example.org',
      'jane@exa\nmple.org',
      'jane@example.org?subject=hi',
      'jane@example.org#x',
      'jane@example.org/x',
    ]) {
      expect(isEmail(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('isBlank', () => {
  it('treats whitespace as blank', () => {
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});
