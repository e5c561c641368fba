import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SUGGESTIONS, suggestPostalCodes } from './postalCodeIndex';

describe('postal code suggestions', () => {
  it('suggests ZIP codes starting with the digits typed', () => {
    const suggestions = suggestPostalCodes('US', '1000');
    expect(suggestions[0]).toEqual({ postalCode: '10001', city: 'New York', division: 'NY' });
    expect(suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    for (const s of suggestions) expect(s.postalCode.startsWith('1000')).toBe(true);
    expect(suggestPostalCodes('US', '90210')).toEqual([
      { postalCode: '90210', city: 'Beverly Hills', division: 'CA' },
    ]);
  });

  it('reads a ZIP+4 as its ZIP', () => {
    expect(suggestPostalCodes('US', '90210-1234')[0]?.postalCode).toBe('90210');
  });

  it('suggests each matching city once, by name, whatever the case', () => {
    const suggestions = suggestPostalCodes('US', 'beverly h');
    expect(suggestions[0]).toEqual({ postalCode: '90209', city: 'Beverly Hills', division: 'CA' });
    const cities = suggestPostalCodes('US', 'spring').map((s) => `${s.city}|${s.division}`);
    expect(new Set(cities).size).toBe(cities.length);
    expect(cities).toHaveLength(MAX_SUGGESTIONS);
  });

  it('puts the city named exactly first, then bigger places', () => {
    expect(suggestPostalCodes('US', 'Boston')[0]).toMatchObject({ city: 'Boston', division: 'MA' });
    expect(suggestPostalCodes('US', 'spring')[0]).toMatchObject({ city: 'Spring', division: 'TX' });
    expect(suggestPostalCodes('US', 'springf').map((s) => s.city)).toEqual(Array(10).fill('Springfield'));
  });

  it('narrows a city search by the state after a comma', () => {
    const suggestions = suggestPostalCodes('US', 'springfield, il');
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatchObject({ city: 'Springfield', division: 'IL' });
  });

  it('offers US territory ZIPs under the territory, not under US', () => {
    expect(suggestPostalCodes('PR', '009')[0]?.division).toBe('PR');
    expect(suggestPostalCodes('US', '009')).toEqual([]);
  });

  it('needs at least 2 characters and suggests nothing for countries without data (spec 03 §9)', () => {
    expect(suggestPostalCodes('US', '1')).toEqual([]);
    expect(suggestPostalCodes('US', ' ')).toEqual([]);
    expect(suggestPostalCodes('GB', 'EC1')).toEqual([]);
    expect(suggestPostalCodes('CA', 'K1A')).toEqual([]);
  });

  it('answers any text with at most ten suggestions that match it, without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (search) => {
        const suggestions = suggestPostalCodes('US', search);
        expect(suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
        const query = search.trim().replace(/\s+/g, ' ').toUpperCase();
        for (const s of suggestions) {
          const matchesZip =
            /^\d/.test(query) && s.postalCode.startsWith(query.slice(0, 5).replace(/-.*/, ''));
          const matchesCity = s.city.toUpperCase().startsWith(query.split(',')[0]?.trim() ?? '');
          expect(matchesZip || matchesCity).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
