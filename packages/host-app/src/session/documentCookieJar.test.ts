import { afterEach, describe, expect, it } from 'vitest';
import { createDocumentCookieJar } from './documentCookieJar';

afterEach(() => {
  createDocumentCookieJar().remove('a');
});

describe('document cookie jar (spec 03 §9 stored keys)', () => {
  it('writes, reads back and removes a cookie, encoding its value', () => {
    const jar = createDocumentCookieJar();
    jar.set('a', 'x y;z', { days: 1 });
    expect(jar.get('a')).toBe('x y;z');
    jar.remove('a');
    expect(jar.get('a')).toBeNull();
  });
});
