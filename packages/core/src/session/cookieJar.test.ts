import { describe, expect, it } from 'vitest';
import { createMemoryCookieJar } from './cookieJar';
import { REDIRECT_URL_TTL_DAYS } from './storageKeys';

describe('memory cookie jar', () => {
  it('forgets the redirect URL after about 10 minutes (1/144 day)', () => {
    let now = 0;
    const jar = createMemoryCookieJar(() => now);
    jar.set('redirect', '/view-history', { days: REDIRECT_URL_TTL_DAYS });
    now = 9 * 60_000;
    expect(jar.get('redirect')).toBe('/view-history');
    now = 10 * 60_000;
    expect(jar.get('redirect')).toBeNull();
  });

  it('keeps a cookie without days until it is removed', () => {
    let now = 0;
    const jar = createMemoryCookieJar(() => now);
    jar.set('token', 'a');
    now = 10 ** 12;
    expect(jar.get('token')).toBe('a');
    jar.remove('token');
    expect(jar.get('token')).toBeNull();
  });
});
