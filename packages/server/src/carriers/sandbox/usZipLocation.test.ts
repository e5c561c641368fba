import { describe, expect, it } from 'vitest';
import { locateUsZip, milesBetween } from './usZipLocation';

describe('US ZIP locations', () => {
  it('locates a ZIP and a ZIP+4 with its state', () => {
    expect(locateUsZip('10001')).toMatchObject({ zip: '10001', state: 'NY' });
    expect(locateUsZip('99501-1234')).toMatchObject({ zip: '99501', state: 'AK' });
    expect(locateUsZip(' 00901 ')).toMatchObject({ state: 'PR' });
  });

  it('places a ZIP missing from the data at the centre of its ZIP3', () => {
    const missing = locateUsZip('90299');
    expect(missing).toMatchObject({ zip: '90299', state: 'CA' });
    expect(milesBetween(missing!, locateUsZip('90210')!)).toBeLessThan(60);
  });

  it('does not locate what is not a US ZIP or lies in no known ZIP3', () => {
    expect(locateUsZip('SW1A 1AA')).toBeUndefined();
    expect(locateUsZip('1234')).toBeUndefined();
    expect(locateUsZip(undefined)).toBeUndefined();
    expect(locateUsZip('00000')).toBeUndefined();
  });

  it('measures great-circle miles: New York to Beverly Hills is about 2,450 miles', () => {
    const miles = milesBetween(locateUsZip('10001')!, locateUsZip('90210')!);
    expect(miles).toBeGreaterThan(2400);
    expect(miles).toBeLessThan(2500);
    expect(milesBetween(locateUsZip('10001')!, locateUsZip('10001')!)).toBe(0);
  });
});
