import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARRIER_LIMITS } from './index';
import { exceedsSizeLimits, sizeLimitsIn } from './sizeLimits';

const dhlIn = sizeLimitsIn(CARRIER_LIMITS.DHL, 'in');
const dhlCm = sizeLimitsIn(CARRIER_LIMITS.DHL, 'cm');
const upsIn = sizeLimitsIn(CARRIER_LIMITS.UPS, 'in');
const upsCm = sizeLimitsIn(CARRIER_LIMITS.UPS, 'cm');

describe('exceedsSizeLimits (spec 01 §9)', () => {
  it('lets DHL take its 118x78x63 in box in any orientation, and nothing a hair bigger', () => {
    expect(exceedsSizeLimits(63, 118, 78, dhlIn)).toBe(false);
    expect(exceedsSizeLimits(300, 160, 200, dhlCm)).toBe(false);
    expect(exceedsSizeLimits(63.01, 118, 78, dhlIn)).toBe(true);
    expect(exceedsSizeLimits(80, 80, 10, dhlIn)).toBe(true);
  });

  it('caps UPS and FedEx at a 108 in longest side and 165 in length plus girth', () => {
    expect(exceedsSizeLimits(108, 10, 10, upsIn)).toBe(false);
    expect(exceedsSizeLimits(108.01, 1, 1, upsIn)).toBe(true);
    expect(exceedsSizeLimits(65, 25, 25, upsIn)).toBe(false);
    expect(exceedsSizeLimits(65, 25, 25.01, upsIn)).toBe(true);
    expect(sizeLimitsIn(CARRIER_LIMITS.FEDEX, 'in')).toEqual(upsIn);
  });

  it('keeps a box exactly at the limit within it when typed in cm', () => {
    // 65 x 25 x 25 in is 165.1 x 63.5 x 63.5 cm: exactly 165 in of length plus girth.
    expect(exceedsSizeLimits(165.1, 63.5, 63.5, upsCm)).toBe(false);
    expect(exceedsSizeLimits(274.32, 1, 1, upsCm)).toBe(false);
    expect(exceedsSizeLimits(274.33, 1, 1, upsCm)).toBe(true);
  });

  it('gives the same answer for every order of the sides', () => {
    const side = fc.double({ min: 0.01, max: 400, noNaN: true });
    fc.assert(
      fc.property(side, side, side, fc.constantFrom(dhlIn, dhlCm, upsIn, upsCm), (a, b, c, limits) => {
        const answer = exceedsSizeLimits(a, b, c, limits);
        for (const [x, y, z] of [
          [a, c, b],
          [b, a, c],
          [b, c, a],
          [c, a, b],
          [c, b, a],
        ] as const) {
          expect(exceedsSizeLimits(x, y, z, limits)).toBe(answer);
        }
      }),
    );
  });
});
