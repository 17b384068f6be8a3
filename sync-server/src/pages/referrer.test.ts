import { describe, expect, it } from 'vitest';
import { referrerHost } from './referrer.js';

describe('referrerHost', () => {
  const own = ['folio.example', 'Custom.Example'];

  it('keeps only the lower-cased host of another site', () => {
    expect(referrerHost('https://Jobs.Example/search?q=someone&id=42#top', own)).toBe('jobs.example');
    expect(referrerHost('http://news.example:8080/a/b', own)).toBe('news.example');
    expect(referrerHost('https://user:secret@mail.example/inbox', own)).toBe('mail.example');
    expect(referrerHost('https://www.example.org./', own)).toBe('www.example.org');
  });

  it('gives international names as punycode, and IP literals as they are', () => {
    expect(referrerHost('https://bücher.example/', own)).toBe('xn--bcher-kva.example');
    expect(referrerHost('https://xn--bcher-kva.example/', own)).toBe('xn--bcher-kva.example');
    expect(referrerHost('http://192.0.2.7/page', own)).toBe('192.0.2.7');
    expect(referrerHost('http://[2001:db8::1]:8443/x', own)).toBe('[2001:db8::1]');
  });

  it('drops own hosts, other schemes, single-label names, junk and overlong input', () => {
    for (const raw of [
      '',
      'https://folio.example/portfolio/x',
      'https://FOLIO.example./',
      'https://custom.example/',
      'android-app://com.example.app/',
      'ftp://files.example/',
      'javascript:alert(1)',
      'not a url',
      'http://localhost:5173/',
      'http://intranet/page',
      `https://${'a'.repeat(250)}.example/`,
      `https://ok.example/${'x'.repeat(5000)}`,
    ]) {
      expect(referrerHost(raw, own), raw).toBeNull();
    }
  });
});
