import { describe, expect, it } from 'vitest';
import { MINIMUM_PICKUP_WINDOW, PICKUP_TIMES, pickupTimeRules } from './pickupTimeRules';

describe('pickup times (spec 02 §9)', () => {
  it('holds the spec constants: domestic from 480, DHL 600 to 1140, initial end 840, 15-minute steps, 2-hour request window', () => {
    expect(PICKUP_TIMES).toMatchObject({
      domesticEarliest: 480,
      dhlEarliest: 600,
      dhlLatest: 1140,
      initialEnd: 840,
      step: 15,
      defaultRequestWindow: 120,
    });
    expect(MINIMUM_PICKUP_WINDOW).toEqual({ DHL: 90, UPS: 180, FEDEX: 180 });
  });

  it('opens a domestic day at 8:00 AM and a DHL day at 10:00 AM without a capability check', () => {
    expect(pickupTimeRules('UPS', '03')).toMatchObject({ earliest: 480, latest: 1140, minimumWindow: 180 });
    expect(pickupTimeRules('FEDEX', 'FEDEX_2_DAY')).toMatchObject({ earliest: 480, minimumWindow: 180 });
    expect(pickupTimeRules('DHL', 'P')).toMatchObject({ earliest: 600, latest: 1140, minimumWindow: 90 });
  });

  it("takes the capability check's later opening (DHL usually has no pickup before 2 PM) and earlier close", () => {
    const dhl = pickupTimeRules('DHL', 'P', {
      pickupWindowEarliestTime: 840,
      pickupWindowLatestTime: 1080,
      bookByTime: 1050,
      cutOffTime: 990,
      minimumPickupWindow: 90,
    });
    expect(dhl).toMatchObject({ earliest: 840, latest: 1080, bookBy: 1050, cutOff: 990, minimumWindow: 90 });
  });

  it('never opens before the spec minimum, nor lets DHL close after 7:00 PM, whatever a capability says', () => {
    expect(pickupTimeRules('UPS', '03', { pickupWindowEarliestTime: 300 }).earliest).toBe(480);
    expect(
      pickupTimeRules('DHL', 'P', { pickupWindowEarliestTime: 480, pickupWindowLatestTime: 1260 }),
    ).toMatchObject({ earliest: 600, latest: 1140 });
    // UPS and FedEx have no spec maximum: the carrier's latest time decides.
    expect(pickupTimeRules('UPS', '01', { pickupWindowLatestTime: 1200 }).latest).toBe(1200);
  });

  it("reads FedEx's minimum window from the service, and keeps DHL 90 and UPS 180 unless the carrier asks for more", () => {
    expect(pickupTimeRules('FEDEX', 'FEDEX_2_DAY', { minimumPickupWindow: 120 }).minimumWindow).toBe(120);
    expect(pickupTimeRules('FEDEX', 'FEDEX_2_DAY', { minimumPickupWindow: null }).minimumWindow).toBe(180);
    expect(pickupTimeRules('UPS', '03', { minimumPickupWindow: 60 }).minimumWindow).toBe(180);
    expect(pickupTimeRules('DHL', 'P', { minimumPickupWindow: 120 }).minimumWindow).toBe(120);
  });

  it('ignores the cut-off for a FedEx start (spec 02 §5) and applies it to DHL and UPS', () => {
    expect(pickupTimeRules('FEDEX', 'FEDEX_2_DAY', { cutOffTime: 900 }).cutOff).toBeNull();
    expect(pickupTimeRules('UPS', '03', { cutOffTime: 900 }).cutOff).toBe(900);
  });

  it('picks FedEx ground and home delivery up never the same day, every other service may be', () => {
    expect(pickupTimeRules('FEDEX', 'FEDEX_GROUND').sameDay).toBe(false);
    expect(pickupTimeRules('FEDEX', 'GROUND_HOME_DELIVERY').sameDay).toBe(false);
    expect(pickupTimeRules('FEDEX', 'FEDEX_EXPRESS_SAVER').sameDay).toBe(true);
    expect(pickupTimeRules('UPS', '03').sameDay).toBe(true);
  });
});
