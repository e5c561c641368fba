import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { upsCharacterValue } from './checkDigits';
import { seededRandom } from './seededRandom';
import {
  dhlLicencePlate,
  generateTrackingNumber,
  isDhlLicencePlate,
  isValidTrackingNumber,
  pieceTrackingNumber,
  type ShippingCarrier,
} from './trackingNumbers';
import { detectTrackingCarrier } from './trackingUrl';

const CARRIERS: readonly ShippingCarrier[] = ['UPS', 'FEDEX', 'DHL'];
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const UPS_SERVICES = ['03', '12', '02', '59', '13', '01'];

const seed = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const generated = fc
  .tuple(fc.constantFrom(...CARRIERS), seed, fc.constantFrom(...UPS_SERVICES))
  .map(([carrier, s, serviceCode]) => ({
    carrier,
    number: generateTrackingNumber(carrier, seededRandom(s), { serviceCode }),
  }));

/** Every one-character change of `number` into a letter or digit, with the position changed. */
function oneCharacterChanges(number: string): Array<{ at: number; to: string; changed: string }> {
  const out: Array<{ at: number; to: string; changed: string }> = [];
  for (let at = 0; at < number.length; at++)
    for (const to of ALPHANUMERIC)
      if (to !== number[at]) out.push({ at, to, changed: number.slice(0, at) + to + number.slice(at + 1) });
  return out;
}

/**
 * The single substitutions each carrier's check digit cannot see, as the algorithms make them
 * (docs/carriers.md#tracking-numbers): these are the carriers' schemes, not ours to improve.
 * - UPS: a character at an even position counts twice, so a change by 5 there wraps round mod 10;
 *   a letter and a digit with the same value (A and 2) are one to the check.
 * - FedEx: remainders 0 and 10 (mod 11) both give check digit 0.
 * - DHL: a digit changed by 7 changes the number by a multiple of 7.
 */
function isBlindSpot(carrier: ShippingCarrier, number: string, at: number, to: string): boolean {
  const from = number[at]!;
  if (carrier === 'UPS') {
    if (at < 2 || at === 17 || (!/\d/.test(to) && at >= 10)) return false;
    const weight = (at - 2) % 2 === 0 ? 1 : 2;
    return (weight * (upsCharacterValue(to) - upsCharacterValue(from))) % 10 === 0;
  }
  if (!/\d/.test(to) || at === number.length - 1) return false;
  if (carrier === 'DHL') return Math.abs(Number(to) - Number(from)) === 7;
  const weights = [3, 1, 7];
  const sum = (digits: string) =>
    [...digits.slice(0, 11)].reduce((s, d, i) => s + Number(d) * weights[i % 3]!, 0);
  const before = sum(number) % 11;
  const after = sum(number.slice(0, at) + to + number.slice(at + 1)) % 11;
  return before !== after && before % 10 === 0 && after % 10 === 0;
}

describe('tracking numbers the sandbox books (issue 12)', () => {
  it('generates numbers in each carrier format that validate, for every seed', () => {
    fc.assert(
      fc.property(generated, ({ carrier, number }) => {
        expect(isValidTrackingNumber(carrier, number)).toBe(true);
        const format = { UPS: /^1Z[0-9A-Z]{6}\d{2}\d{8}$/, FEDEX: /^\d{12}$/, DHL: /^\d{10}$/ }[carrier];
        expect(number).toMatch(format);
      }),
    );
  });

  it('generates numbers the tracking box recognises as the same carrier', () => {
    const box = { UPS: 'UPS', FEDEX: 'FedEx', DHL: 'DHL' } as const;
    fc.assert(
      fc.property(generated, ({ carrier, number }) => {
        expect(detectTrackingCarrier(number)).toBe(box[carrier]);
      }),
    );
  });

  it('gives the same numbers again for the same seed', () => {
    for (const carrier of CARRIERS) {
      const a = generateTrackingNumber(carrier, seededRandom(42));
      expect(generateTrackingNumber(carrier, seededRandom(42))).toBe(a);
      expect(generateTrackingNumber(carrier, seededRandom(43))).not.toBe(a);
    }
  });

  it('puts the UPS service code and the shipper account into the 1Z number', () => {
    const n = generateTrackingNumber('UPS', seededRandom(7), { serviceCode: '01', shipperNumber: 'a1b2c3' });
    expect(n.slice(0, 10)).toBe('1ZA1B2C301');
    expect(generateTrackingNumber('UPS', seededRandom(7)).slice(8, 10)).toBe('03');
  });

  it('refuses every one-character change of a generated number but the carriers’ blind spots', () => {
    fc.assert(
      fc.property(generated, ({ carrier, number }) => {
        for (const { at, to, changed } of oneCharacterChanges(number))
          expect(isValidTrackingNumber(carrier, changed), `${number} → ${changed}`).toBe(
            isBlindSpot(carrier, number, at, to),
          );
      }),
      { numRuns: 60 },
    );
  });

  it('refuses every change of the check digit itself, without exception', () => {
    fc.assert(
      fc.property(generated, ({ carrier, number }) => {
        const last = number.length - 1;
        for (const { changed } of oneCharacterChanges(number).filter((c) => c.at === last))
          expect(isValidTrackingNumber(carrier, changed)).toBe(false);
      }),
    );
  });

  it('shows the blind spots are real: a DHL digit moved by 7 and a UPS even position moved by 5 still pass', () => {
    expect(isValidTrackingNumber('DHL', '3318810025')).toBe(true);
    expect(isValidTrackingNumber('DHL', '3318817025')).toBe(true);
    expect(isValidTrackingNumber('UPS', '1Z999AA10123456784')).toBe(true);
    expect(isValidTrackingNumber('UPS', '1Z999AA10623456784')).toBe(true);
  });

  it('refuses numbers of another length, prefix or carrier', () => {
    expect(isValidTrackingNumber('UPS', '1Z999AA1012345678')).toBe(false);
    expect(isValidTrackingNumber('UPS', '1Y999AA10123456784')).toBe(false);
    expect(isValidTrackingNumber('FEDEX', '3318810025')).toBe(false);
    expect(isValidTrackingNumber('DHL', '986578788855')).toBe(false);
    expect(isValidTrackingNumber('DHL', '')).toBe(false);
  });

  it('reads numbers as people type them: spaces, dashes, lower case', () => {
    expect(isValidTrackingNumber('UPS', '1z 999 aa1 01 2345 6784')).toBe(true);
    expect(isValidTrackingNumber('FEDEX', '9865-7878-8855')).toBe(true);
  });
});

describe('pieces of a multi-piece shipment', () => {
  it('numbers UPS and FedEx pieces in sequence, each valid, the first being the shipment’s', () => {
    fc.assert(
      fc.property(generated, fc.integer({ min: 1, max: 500 }), ({ carrier, number }, index) => {
        expect(pieceTrackingNumber(carrier, number, 0)).toBe(number);
        const piece = pieceTrackingNumber(carrier, number, index);
        expect(isValidTrackingNumber(carrier, piece)).toBe(true);
        if (carrier !== 'DHL') expect(piece).not.toBe(number);
      }),
    );
    expect(pieceTrackingNumber('UPS', '1Z999AA10123456784', 1)).toBe('1Z999AA10123456793');
  });

  it('keeps one DHL waybill for every piece and tells pieces apart by licence plate', () => {
    expect(pieceTrackingNumber('DHL', '3318810025', 3)).toBe('3318810025');
    expect(dhlLicencePlate('3318810025', 0)).toBe('JD013318810025000001');
    expect(dhlLicencePlate('3318810025', 1)).toBe('JD013318810025000002');
    expect(isDhlLicencePlate(dhlLicencePlate('3318810025', 41))).toBe(true);
    expect(isDhlLicencePlate('JJD0099999999')).toBe(false);
  });

  it('refuses to derive pieces from a number that is not valid', () => {
    expect(() => pieceTrackingNumber('UPS', '1Z999AA10123456785', 1)).toThrow(RangeError);
    expect(() => dhlLicencePlate('3318810026', 0)).toThrow(RangeError);
  });
});
