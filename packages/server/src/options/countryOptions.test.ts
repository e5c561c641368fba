import { countryOption } from '@shipdeck/core/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressElementsOf } from './addressFormats';
import { buildCountryOptions, isKnownCountryCode } from './countryOptions';

const options = buildCountryOptions();
const byCode = new Map(options.map((option) => [option.code, option]));
const JOINING_WORDS = new Set(['and', 'of', 'the', 'da', 'de', 'del', 'des', 'du', 'la', 'le', 'y']);

describe('country options (spec 01 §3, §9)', () => {
  it('lists every ISO country once, in the contract shape, with the code as value', () => {
    expect(() => z.array(countryOption).parse(options)).not.toThrow();
    expect(options.length).toBeGreaterThanOrEqual(245);
    expect(new Set(options.map((o) => o.code)).size).toBe(options.length);
    for (const option of options) {
      expect(option.code).toMatch(/^[A-Z]{2}$/);
      expect(option.value).toBe(option.code);
    }
  });

  it('puts the USA first and sorts the rest by label', () => {
    expect(options[0]).toMatchObject({ code: 'US', label: 'United States' });
    const rest = options.slice(1).map((o) => o.label);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare));
  });

  it('uses short, title-cased names a shipper recognises', () => {
    expect(byCode.get('GB')?.label).toBe('United Kingdom');
    expect(byCode.get('KR')?.label).toBe('South Korea');
    expect(byCode.get('RU')?.label).toBe('Russia');
    expect(byCode.get('BA')?.label).toBe('Bosnia and Herzegovina');
    expect(byCode.get('VI')?.label).toBe('U.S. Virgin Islands');
    for (const { label } of options) {
      expect(label, label).not.toMatch(/,\s*(Republic|Federated|Province|Kingdom) of/i);
      for (const word of label.split(/[\s\-/(]+/).filter(Boolean)) {
        const initial = word.replace(/^[dl]'/, '')[0];
        if (!JOINING_WORDS.has(word)) expect(initial, label).toBe(initial?.toUpperCase());
      }
    }
  });

  it('names the blocked destinations as the country-pair message does', () => {
    expect(['RU', 'KP', 'CU', 'BY'].map((code) => byCode.get(code)?.label)).toEqual([
      'Russia',
      'North Korea',
      'Cuba',
      'Belarus',
    ]);
  });

  it('tells which address elements each country uses and requires', () => {
    expect(byCode.get('US')).toMatchObject({
      elements: ['city', 'postalCode', 'state'],
      requiredElements: ['city', 'postalCode', 'state'],
    });
    expect(byCode.get('GB')).toMatchObject({
      elements: ['city', 'postalCode'],
      requiredElements: ['city', 'postalCode'],
    });
    expect(byCode.get('CA')?.elements).toEqual(['city', 'postalCode', 'province']);
    expect(byCode.get('IE')?.elements).toEqual(['city', 'suburb', 'postalCode', 'county']);
    expect(byCode.get('MX')?.elements).toEqual(['city', 'suburb', 'postalCode', 'state']);
    // Hong Kong has no postal codes.
    expect(byCode.get('HK')?.elements).not.toContain('postalCode');
    for (const option of options) {
      for (const element of option.requiredElements ?? []) expect(option.elements).toContain(element);
    }
  });

  it('falls back to the data defaults (city) for a country the address data does not describe', () => {
    expect(addressElementsOf('AQ')).toEqual({ elements: ['city'], requiredElements: ['city'] });
  });

  it('knows which codes are countries', () => {
    expect(isKnownCountryCode('DE')).toBe(true);
    expect(isKnownCountryCode('ZZ')).toBe(false);
    expect(isKnownCountryCode('de')).toBe(false);
  });
});
