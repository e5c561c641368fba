import { describe, expect, it } from 'vitest';
import { PICKUP_FEES, pickupFee, pickupFeeTotal } from './pickupFees';

describe('pickup fees (spec 02 §9)', () => {
  it('charges UPS $17.00 per residential and $10.00 per commercial shipment', () => {
    expect(pickupFee('UPS', true)).toBe(17);
    expect(pickupFee('UPS', false)).toBe(10);
    expect(pickupFeeTotal('UPS', true, 3)).toBe(51);
    expect(pickupFeeTotal('UPS', false, 2)).toBe(20);
  });

  it('picks up free for DHL (and FedEx)', () => {
    expect(PICKUP_FEES.DHL).toEqual({ residential: 0, commercial: 0 });
    expect(pickupFeeTotal('DHL', true, 4)).toBe(0);
    expect(pickupFeeTotal('FEDEX', false, 4)).toBe(0);
  });

  it('charges nothing for a pickup with no shipment yet', () => {
    expect(pickupFeeTotal('UPS', true, 0)).toBe(0);
  });
});
