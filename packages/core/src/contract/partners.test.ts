import { describe, expect, it } from 'vitest';
import { PUBLISHABLE_KEY_PATTERN, partnerOrigin, SECRET_KEY_PATTERN } from './partners';

describe('partnerOrigin (issue 9: the origins a publishable key is bound to)', () => {
  it('takes an origin as a browser sends it in Origin', () => {
    expect(partnerOrigin('https://shop.example.com')).toBe('https://shop.example.com');
    expect(partnerOrigin('http://127.0.0.1:3001')).toBe('http://127.0.0.1:3001');
    expect(partnerOrigin('http://[::1]:8080')).toBe('http://[::1]:8080');
  });

  it('writes it the way browsers do: lower case, no default port, one trailing slash forgiven', () => {
    expect(partnerOrigin(' HTTPS://Shop.Example.COM/ ')).toBe('https://shop.example.com');
    expect(partnerOrigin('https://shop.example.com:443')).toBe('https://shop.example.com');
    expect(partnerOrigin('http://shop.example.com:80')).toBe('http://shop.example.com');
    expect(partnerOrigin('https://bücher.example')).toBe('https://xn--bcher-kva.example');
  });

  it('refuses a path, a query, credentials, a wildcard, null and other schemes', () => {
    for (const value of [
      'https://shop.example.com/checkout',
      'https://shop.example.com?x=1',
      'https://shop.example.com#top',
      'https://user:pass@shop.example.com',
      'https://*.example.com',
      '*',
      'null',
      'shop.example.com',
      'ftp://shop.example.com',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'https://',
      '',
    ]) {
      expect(partnerOrigin(value), value).toBeNull();
    }
  });
});

describe('key formats', () => {
  it('tells publishable keys from secret keys by their prefix', () => {
    expect(PUBLISHABLE_KEY_PATTERN.test('pk_live_abcdefghijklmnop')).toBe(true);
    expect(PUBLISHABLE_KEY_PATTERN.test('pk_test_abcdefghijklmnop')).toBe(true);
    expect(PUBLISHABLE_KEY_PATTERN.test('sk_live_abcdefghijklmnop')).toBe(false);
    expect(SECRET_KEY_PATTERN.test('sk_live_abcdefghijklmnop')).toBe(true);
    expect(SECRET_KEY_PATTERN.test('pk_live_abcdefghijklmnop')).toBe(false);
    expect(PUBLISHABLE_KEY_PATTERN.test('pk_live_short')).toBe(false);
  });
});
