import { describe, expect, it } from 'vitest';
import { findPickupClash, pickupAddressKey, pickupClashOptions } from './pickupClash';

const existing = [
  {
    id: 'a',
    carrier: 'UPS' as const,
    date: '2026-03-03',
    addressLine1: '350 Fifth Avenue',
    postalCode: '10118',
  },
  {
    id: 'b',
    carrier: 'DHL' as const,
    date: '2026-03-03',
    addressLine1: '350 Fifth Avenue',
    postalCode: '10118',
  },
  {
    id: 'c',
    carrier: 'UPS' as const,
    date: '2026-03-04',
    addressLine1: '350 Fifth Avenue',
    postalCode: '10118',
    canceled: true,
  },
];

describe('the clash rule (spec 02 §4: one pickup per carrier and day)', () => {
  it('finds the pickup of the same carrier, day and address', () => {
    const clash = findPickupClash(existing, {
      carrier: 'UPS',
      date: '2026-03-03',
      addressLine1: '350 fifth  avenue.',
      postalCode: '10118-0110',
    });
    expect(clash?.id).toBe('a');
  });

  it('lets another carrier, another day or another address have its own pickup', () => {
    const at = { date: '2026-03-03', addressLine1: '350 Fifth Avenue', postalCode: '10118' };
    expect(findPickupClash(existing, { ...at, carrier: 'FEDEX' })).toBeUndefined();
    expect(findPickupClash(existing, { ...at, carrier: 'UPS', date: '2026-03-05' })).toBeUndefined();
    expect(findPickupClash(existing, { ...at, carrier: 'UPS', addressLine1: '1 Dock Road' })).toBeUndefined();
    expect(findPickupClash(existing, { ...at, carrier: 'UPS', postalCode: '07001' })).toBeUndefined();
  });

  it('does not clash with a cancelled pickup, nor with the pickup being changed', () => {
    const at = { addressLine1: '350 Fifth Avenue', postalCode: '10118' };
    expect(findPickupClash(existing, { ...at, carrier: 'UPS', date: '2026-03-04' })).toBeUndefined();
    expect(findPickupClash(existing, { ...at, id: 'a', carrier: 'UPS', date: '2026-03-03' })).toBeUndefined();
  });

  it('offers to add to it, change its time or choose another date; a UPS time cannot be changed', () => {
    expect(pickupClashOptions('DHL')).toEqual(['addToExisting', 'changeTime', 'chooseAnotherDate']);
    expect(pickupClashOptions('FEDEX')).toEqual(['addToExisting', 'changeTime', 'chooseAnotherDate']);
    expect(pickupClashOptions('UPS')).toEqual(['addToExisting', 'chooseAnotherDate']);
  });

  it('compares addresses without case, accents, punctuation or extra spaces, and ZIP+4 as its ZIP', () => {
    expect(pickupAddressKey(' 12 Rue Émile-Zola ', '75001')).toEqual({
      line: '12 rue emile zola',
      postalCode: '75001',
    });
    expect(pickupAddressKey('350 Fifth Ave.', '10118 0110')).toEqual({
      line: '350 fifth ave',
      postalCode: '10118',
    });
  });
});
