import { describe, expect, it } from 'vitest';
import { compileTariff } from './compileTariff';
import { domesticFixture, exportFixture } from './tariffFixtures';
import { zoneOfCountry, zoneOfDistance, zoneOfUsRoute } from './zones';

const domestic = compileTariff(domesticFixture);
const end = (state: string, zip: string) => ({ state, zip });

describe('zones', () => {
  it('finds a DHL zone by country code, in any case', () => {
    const tariff = compileTariff(exportFixture);
    expect(zoneOfCountry(tariff, 'gb')).toBe('2');
    expect(zoneOfCountry(tariff, ' CA ')).toBe('1');
    expect(zoneOfCountry(tariff, 'ZZ')).toBeUndefined();
  });

  it('bands domestic distances into zones', () => {
    expect(zoneOfDistance(domestic, 0)).toBe('2');
    expect(zoneOfDistance(domestic, 150)).toBe('2');
    expect(zoneOfDistance(domestic, 150.1)).toBe('5');
    expect(zoneOfDistance(domestic, 4000)).toBe('5');
  });

  it('gives a route into or out of Alaska the metro zone 44 for Anchorage and 46 elsewhere', () => {
    const seattle = end('WA', '98101');
    expect(zoneOfUsRoute(domestic, { miles: 1440, origin: seattle, destination: end('AK', '99501') })).toBe(
      '44',
    );
    expect(zoneOfUsRoute(domestic, { miles: 1500, origin: seattle, destination: end('AK', '99701') })).toBe(
      '46',
    );
    expect(zoneOfUsRoute(domestic, { miles: 1440, origin: end('AK', '99501'), destination: seattle })).toBe(
      '44',
    );
  });

  it('rates a route inside one remote state by distance', () => {
    expect(
      zoneOfUsRoute(domestic, { miles: 100, origin: end('AK', '99501'), destination: end('AK', '99654') }),
    ).toBe('2');
  });
});
