import { describe, expect, it } from 'vitest';
import {
  canModifyPickup,
  isFedexGroundService,
  pickupCarrierOf,
  STANDALONE_PICKUP_CARRIERS,
} from './pickupCarriers';

describe('pickup carriers (spec 02 §4)', () => {
  it('offers DHL (product P) and UPS (ground) on the standalone screen', () => {
    expect(STANDALONE_PICKUP_CARRIERS.map((c) => [c.carrier, c.carrierProduct])).toEqual([
      ['DHL', 'P'],
      ['UPS', '03'],
    ]);
  });

  it('maps the FedEx pickup variants to the FedEx carrier', () => {
    expect(pickupCarrierOf('FEDEX_EXPRESS')).toBe('FEDEX');
    expect(pickupCarrierOf('fedex_ground')).toBe('FEDEX');
    expect(pickupCarrierOf('FedEx')).toBe('FEDEX');
    expect(pickupCarrierOf('UPS')).toBe('UPS');
    expect(pickupCarrierOf('customer_routed')).toBeUndefined();
  });

  it('lets DHL and FedEx pickups be changed, never a UPS pickup', () => {
    expect(canModifyPickup('DHL')).toBe(true);
    expect(canModifyPickup('FEDEX')).toBe(true);
    expect(canModifyPickup('UPS')).toBe(false);
  });

  it('knows the FedEx ground services', () => {
    expect(isFedexGroundService('FEDEX', 'FEDEX_GROUND')).toBe(true);
    expect(isFedexGroundService('FEDEX', 'GROUND_HOME_DELIVERY')).toBe(true);
    expect(isFedexGroundService('FEDEX', 'PRIORITY_OVERNIGHT')).toBe(false);
    expect(isFedexGroundService('UPS', 'FEDEX_GROUND')).toBe(false);
  });
});
