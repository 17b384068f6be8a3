import { describe, expect, it } from 'vitest';
import { addressKey } from './addressKey.js';

describe('addressKey', () => {
  it('keeps an IPv4 address, and reads IPv4-mapped IPv6 as that IPv4 address', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:c000:207')).toBe('192.0.2.7');
  });

  it('gives every address of one IPv6 /64, however written, the same key, and other networks others', () => {
    const spellings = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:0009',
      '[2001:db8:1:2::5]',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2:a:b:192.0.2.1',
    ];
    const keys = new Set(spellings.map(addressKey));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/\/64$/);
    for (const other of ['2001:db8:1:3::1', '2001:db8:2:2::1', '::1', 'fe80::1'])
      expect(addressKey(other)).not.toBe(addressKey(spellings[0] ?? ''));
  });

  it('returns anything that is not an IP address unchanged', () => {
    for (const value of ['', 'unknown', '2001:db8::1::2', 'not-an-ip']) expect(addressKey(value)).toBe(value);
  });
});
