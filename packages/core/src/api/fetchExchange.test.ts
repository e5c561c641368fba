import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withQuery } from './fetchExchange';

const decode = (search: string) =>
  Object.fromEntries(
    search
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return [decodeURIComponent(pair.slice(0, at)), decodeURIComponent(pair.slice(at + 1))];
      }),
  );

describe('fetchExchange query string', () => {
  it('leaves a URL without query as it is', () => {
    expect(withQuery('https://api.test/api/quotes', undefined)).toBe('https://api.test/api/quotes');
    expect(withQuery('https://api.test/api/quotes', {})).toBe('https://api.test/api/quotes');
  });

  it('appends after a query the URL already has', () => {
    expect(withQuery('https://api.test/api/quotes?page=2', { itemsPerPage: 10 })).toBe(
      'https://api.test/api/quotes?page=2&itemsPerPage=10',
    );
  });

  it('sends back every key and value as given, whatever characters they hold', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(fc.string(), fc.integer(), fc.boolean())),
        (query) => {
          const url = withQuery('https://api.test/api/data', query);
          const search = url.slice('https://api.test/api/data'.length + 1);
          const expected = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
          expect(decode(search)).toEqual(expected);
          expect(url.split('#')).toHaveLength(1);
        },
      ),
    );
  });
});
