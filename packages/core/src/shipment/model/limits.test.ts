import { describe, expect, it } from 'vitest';
import { CARRIER_LIMITS } from '../../limits/index';
import { emptyPackage } from './emptyDraft';
import {
  defaultCarrier,
  documentWeightLimit,
  freightQualification,
  isDocumentOverWeight,
  isPackageOverSize,
  isPackageOverWeight,
  totalWeight,
} from './limits';
import { documentsDraft, domesticDraft, exportDraft } from './testing/fixtures';

const box = (weight: number, length: number, width: number, height: number, numberOfPackages = 1) => ({
  ...emptyPackage(),
  weight,
  length,
  width,
  height,
  numberOfPackages,
  isEmpty: false,
});

describe('carrier limits (spec 01 §9)', () => {
  it('defaults to DHL internationally and UPS at home', () => {
    expect(defaultCarrier(exportDraft())).toBe('DHL');
    expect(defaultCarrier(domesticDraft())).toBe('UPS');
  });

  it.each([
    ['DHL', 2200, 2200.1, 'lb'],
    ['DHL', 1000, 1000.1, 'kg'],
    ['UPS', 150, 150.1, 'lb'],
    ['FEDEX', 68, 68.1, 'kg'],
  ] as const)('%s takes a piece of %s and refuses %s %s', (carrier, ok, over, unit) => {
    const limits = CARRIER_LIMITS[carrier];
    expect(isPackageOverWeight(box(ok, 1, 1, 1), limits, unit)).toBe(false);
    expect(isPackageOverWeight(box(over, 1, 1, 1), limits, unit)).toBe(true);
  });

  it('checks DHL sizes against the 118 x 78 x 63 in box, in any orientation', () => {
    expect(isPackageOverSize(box(1, 63, 118, 78), CARRIER_LIMITS.DHL, 'imperial')).toBe(false);
    expect(isPackageOverSize(box(1, 119, 10, 10), CARRIER_LIMITS.DHL, 'imperial')).toBe(true);
    expect(isPackageOverSize(box(1, 80, 80, 10), CARRIER_LIMITS.DHL, 'imperial')).toBe(true);
    expect(isPackageOverSize(box(1, 300, 200, 160), CARRIER_LIMITS.DHL, 'metric')).toBe(false);
  });

  it('checks UPS and FedEx by the longest side (108 in) and length plus girth (165 in)', () => {
    expect(isPackageOverSize(box(1, 108, 10, 10), CARRIER_LIMITS.UPS, 'imperial')).toBe(false);
    expect(isPackageOverSize(box(1, 109, 1, 1), CARRIER_LIMITS.UPS, 'imperial')).toBe(true);
    // 60 + 2 x (26 + 26) = 164; 27 gives 168.
    expect(isPackageOverSize(box(1, 60, 26, 26), CARRIER_LIMITS.FEDEX, 'imperial')).toBe(false);
    expect(isPackageOverSize(box(1, 60, 27, 27), CARRIER_LIMITS.FEDEX, 'imperial')).toBe(true);
  });

  it('sums number of packages times weight for the total weight', () => {
    const d = domesticDraft({
      shipmentDetails: { products: { packages: [box(10, 5, 5, 5, 3), box(2.5, 5, 5, 5, 2)] } },
    });
    expect(totalWeight(d)).toBe(35);
  });
});

describe('documents limits (spec 01 §9)', () => {
  it('ships documents up to 5 lb (2.26796 kg); heavier ones must be a product', () => {
    expect(documentWeightLimit(documentsDraft())).toBe(5);
    expect(documentWeightLimit(documentsDraft({ measurementSystem: 'metric' }))).toBe(2.26796);
    const at = (w: number) =>
      documentsDraft({
        shipmentDetails: { documents: { isDocumentWeightAboveHalfPound: true, documentWeight: w } },
      });
    expect(isDocumentOverWeight(at(5))).toBe(false);
    expect(isDocumentOverWeight(at(5.01))).toBe(true);
  });
});

describe('freight thresholds (spec 01 §5, §9)', () => {
  it.each([
    [
      'UPS total over 1000 lb',
      domesticDraft({ shipmentDetails: { products: { packages: [box(100, 5, 5, 5, 11)] } } }),
      { reason: 'total', limit: 1000, unit: 'lb' },
    ],
    [
      'UPS piece over 150 lb',
      domesticDraft({ shipmentDetails: { products: { packages: [box(151, 5, 5, 5)] } } }),
      { reason: 'piece', limit: 150, unit: 'lb' },
    ],
    [
      'DHL total over 3000 kg',
      exportDraft({
        measurementSystem: 'metric',
        shipmentDetails: { products: { packages: [box(500, 5, 5, 5, 7)] } },
      }),
      { reason: 'total', limit: 3000, unit: 'kg' },
    ],
    [
      'DHL within limits',
      exportDraft({ shipmentDetails: { products: { packages: [box(2000, 5, 5, 5, 3)] } } }),
      null,
    ],
  ] as const)('%s', (_name, draft, expected) => {
    expect(freightQualification(draft)).toEqual(expected);
  });

  it('uses the chosen carrier limits over the default', () => {
    const d = exportDraft({ shipmentDetails: { products: { packages: [box(200, 5, 5, 5)] } } });
    expect(freightQualification(d)).toBeNull();
    expect(freightQualification(d, 'FEDEX')).toEqual({ reason: 'piece', limit: 150, unit: 'lb' });
  });
});
