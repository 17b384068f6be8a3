import { describe, expect, it } from 'vitest';
import { normalizeDomain } from './hostname.js';

const ok = (input: string) => normalizeDomain(input, ['folio.example.org']);

describe('normalizeDomain', () => {
  it('keeps one form: lowercase ASCII, punycode for internationalized names, no trailing dot', () => {
    expect(ok('  Jane.Example.COM. ')).toEqual({ ok: true, domain: 'jane.example.com' });
    expect(ok('Bücher.example')).toEqual({ ok: true, domain: 'xn--bcher-kva.example' });
    expect(ok('xn--bcher-kva.example')).toEqual({ ok: true, domain: 'xn--bcher-kva.example' });
    expect(ok('xn--n3h.example')).toEqual({ ok: true, domain: 'xn--n3h.example' });
    expect(ok('xn--fiqs8s.example')).toEqual({ ok: true, domain: 'xn--fiqs8s.example' });
  });

  it.each([
    ['', 'Enter a domain'],
    ['https://jane.example.com', 'without https://'],
    ['jane.example.com/about', 'without https://'],
    ['jane.example.com:8443', 'without a port'],
    ['192.0.2.7', 'IP address'],
    ['[2001:db8::1]', 'IP address'],
    ['2001:db8::1', 'IP address'],
    ['0x7f.1', 'IP address'],
    ['jane', 'with a dot'],
    ['jane .example', 'no spaces'],
    ['jane_doe.example', 'letters, digits and hyphens'],
    ['-jane.example', 'letters, digits and hyphens'],
    ['xn--zz.example', 'not a valid'],
    ['xn--abc.example', 'not a valid'],
    ['xn--bcher-kva9.example', 'not a valid'],
    ['example.123', 'not a valid'],
    [`${'a'.repeat(64)}.example`, 'letters, digits and hyphens'],
    [`${'abcdefghi.'.repeat(26)}example`, 'too long'],
    ['folio.example.org', 'own address'],
    ['jane.folio.example.org', 'own address'],
    ['app.localhost', 'own address'],
  ])('refuses %j', (input, words) => {
    const result = ok(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(words);
  });
});
