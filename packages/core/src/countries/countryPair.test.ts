import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasUsTerritoryEnd,
  isDomesticPair,
  isExportPair,
  isImportPair,
  isUsTerritory,
  US_TERRITORIES,
} from './countryPair';

const code = fc.stringMatching(/^[A-Z]{2}$/);

describe('country classification (spec 01 §1)', () => {
  it('calls US to US domestic and nothing else', () => {
    expect(isDomesticPair('US', 'US')).toBe(true);
    expect(isDomesticPair('us', ' US ')).toBe(true);
    expect(isDomesticPair('US', 'PR')).toBe(false);
    expect(isDomesticPair('US', '')).toBe(false);
  });

  it('decides import by the origin country alone', () => {
    expect(isImportPair('MX')).toBe(true);
    expect(isImportPair('US')).toBe(false);
    expect(isImportPair('')).toBe(false);
  });

  it('calls US to elsewhere an export', () => {
    expect(isExportPair('US', 'DE')).toBe(true);
    expect(isExportPair('US', 'US')).toBe(false);
    expect(isExportPair('DE', 'US')).toBe(false);
  });

  it.each(US_TERRITORIES)('treats %s as a US territory', (territory) => {
    expect(isUsTerritory(territory)).toBe(true);
    expect(hasUsTerritoryEnd('US', territory)).toBe(true);
    expect(hasUsTerritoryEnd(territory, 'DE')).toBe(true);
  });

  it('puts every complete pair in exactly one of domestic, export and import', () => {
    fc.assert(
      fc.property(fc.oneof(code, fc.constant('US')), fc.oneof(code, fc.constant('US')), (from, to) => {
        const kinds = [isDomesticPair(from, to), isExportPair(from, to), isImportPair(from)].filter(Boolean);
        expect(kinds).toHaveLength(1);
      }),
    );
  });
});
