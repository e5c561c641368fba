import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMessages } from '../messages/index';
import { checkCountryPair } from './checkCountryPair';

const blocked = (country: string) =>
  `Shipments to ${country} are currently unavailable. Please contact customer service for more information.`;
const SAME =
  'DHL does not service shipments within other countries. Please contact Customer Service to ship between two addresses in the same country outside the U.S.';
const TERRITORY =
  'US Territory rates are not available online. Please contact our customer service team to receive your quote. You can still prepare your shipment.';

describe('checkCountryPair (spec 01 §5 country rules)', () => {
  it.each([
    ['RU', 'Russia'],
    ['KP', 'North Korea'],
    ['CU', 'Cuba'],
    ['BY', 'Belarus'],
  ])('blocks a destination of %s with the spec message naming %s', (code, name) => {
    expect(checkCountryPair('US', code)).toEqual({ level: 'error', message: blocked(name) });
  });

  it('names the blocked country as the caller labels it', () => {
    expect(checkCountryPair('US', 'cu', 'Republic of Cuba')?.message).toBe(blocked('Republic of Cuba'));
  });

  it('does not block shipments that only start in a blocked country', () => {
    expect(checkCountryPair('CU', 'US')).toBeNull();
  });

  it('refuses the same non-US country at both ends', () => {
    expect(checkCountryPair('DE', 'DE')).toEqual({ level: 'error', message: SAME });
    expect(checkCountryPair('gb', 'GB')).toEqual({ level: 'error', message: SAME });
  });

  it('warns, without blocking, when an end is a US territory', () => {
    expect(checkCountryPair('US', 'PR')).toEqual({ level: 'warning', message: TERRITORY });
    expect(checkCountryPair('GU', 'US')).toEqual({ level: 'warning', message: TERRITORY });
    expect(checkCountryPair('VI', 'DE')).toEqual({ level: 'warning', message: TERRITORY });
  });

  it('accepts domestic, export and import pairs', () => {
    expect(checkCountryPair('US', 'US')).toBeNull();
    expect(checkCountryPair('US', 'DE')).toBeNull();
    expect(checkCountryPair('MX', 'US')).toBeNull();
  });

  it('says nothing while an end is still empty', () => {
    expect(checkCountryPair('', 'DE')).toBeNull();
    expect(checkCountryPair('US', undefined)).toBeNull();
  });

  it('uses the host catalogue when one is given', () => {
    const t = createMessages({ 'country.blocked': 'Pas de livraison vers {country}.' });
    expect(checkCountryPair('US', 'BY', undefined, t)?.message).toBe('Pas de livraison vers Belarus.');
  });

  it('always blocks the four destinations whatever the origin', () => {
    fc.assert(
      fc.property(fc.constantFrom('RU', 'KP', 'CU', 'BY'), fc.stringMatching(/^[A-Z]{2}$/), (to, from) => {
        expect(checkCountryPair(from, to)?.level).toBe('error');
      }),
    );
  });
});
