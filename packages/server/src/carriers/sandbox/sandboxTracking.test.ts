import { describe, expect, it } from 'vitest';
import type { TrackedShipment } from '../trackingGateway';
import { createSandboxTracking, sandboxTimeline } from './sandboxTracking';

const DAY = 86_400_000;

const shipment = (overrides: Partial<TrackedShipment> = {}): TrackedShipment => ({
  carrier: 'UPS',
  carrierProduct: '03',
  trackingNumber: '1Z999AA10123456784',
  bookedOn: new Date('2026-03-02T14:00:00Z'),
  shipDate: '2026-03-02',
  pickup: true,
  isDutiable: false,
  origin: { city: 'New York', division: 'NY', postalCode: '10118', countryCode: 'US' },
  destination: { city: 'Chicago', division: 'IL', postalCode: '60606', countryCode: 'US' },
  recipientName: 'Priya Patel',
  ...overrides,
});

describe('the sandbox carriers move a parcel through its life (issue 14)', () => {
  it('takes a UPS Ground parcel from New York to Chicago through real UPS hubs, in order, to delivery', () => {
    const events = sandboxTimeline(shipment(), { exception: 'none' });
    expect(events.map((e) => e.code)).toEqual([
      'label_created',
      'picked_up',
      'arrived_at_facility',
      'departed_facility',
      'arrived_at_facility',
      'departed_facility',
      'arrived_at_facility',
      'out_for_delivery',
      'delivered',
    ]);
    expect(events.map((e) => e.location.city)).toEqual([
      'New York',
      'New York',
      'Secaucus',
      'Secaucus',
      'Hodgkins',
      'Hodgkins',
      'Chicago',
      'Chicago',
      'Chicago',
    ]);
    for (let i = 1; i < events.length; i++) expect(events[i]!.at).toBeGreaterThan(events[i - 1]!.at);
    // Picked up on the ship day's afternoon, delivered on a weekday within Ground's days for ~700 miles.
    expect(new Date(events[1]!.at).toISOString().slice(0, 10)).toBe('2026-03-02');
    const delivered = new Date(events.at(-1)!.at);
    expect([1, 2, 3, 4, 5]).toContain(delivered.getUTCDay());
    expect(delivered.getTime() - events[1]!.at).toBeLessThan(4 * DAY);
    expect(events.at(-1)!.detail).toBe('Signed for by PATEL');
  });

  it('flies an overnight parcel through the air hub', () => {
    const cities = sandboxTimeline(
      shipment({ carrier: 'FEDEX', carrierProduct: 'PRIORITY_OVERNIGHT', trackingNumber: '123456789012' }),
      { exception: 'none' },
    ).map((e) => e.location.city);
    expect(cities).toContain('Memphis');
    expect(cities).toContain('Edison');
  });

  it('clears customs at the destination gateway of an export (DHL to Berlin via Cincinnati and Leipzig)', () => {
    const events = sandboxTimeline(
      shipment({
        carrier: 'DHL',
        carrierProduct: 'P',
        trackingNumber: '1234567890',
        isDutiable: true,
        destination: { city: 'Berlin', division: null, postalCode: '10115', countryCode: 'DE' },
        recipientName: 'Lena Vogel',
      }),
      { exception: 'none' },
    );
    const cities = events.map((e) => e.location.city);
    expect(cities).toContain('Jamaica');
    expect(cities).toContain('Hebron');
    const customs = events.filter((e) => e.code === 'in_customs' || e.code === 'customs_cleared');
    expect(customs.map((e) => e.location.city)).toEqual(['Leipzig', 'Leipzig']);
    expect(events.at(-1)).toMatchObject({
      code: 'delivered',
      location: { city: 'Berlin', countryCode: 'DE' },
    });
  });

  it('is the same story every time for the same number, and one in about eight meets an exception', () => {
    expect(sandboxTimeline(shipment())).toEqual(sandboxTimeline(shipment()));
    let exceptions = 0;
    for (let i = 0; i < 400; i++) {
      const codes = sandboxTimeline(
        shipment({ trackingNumber: `1Z999AA1${String(i).padStart(10, '0')}` }),
      ).map((e) => e.code);
      if (codes.includes('delivery_attempted') || codes.includes('exception')) exceptions++;
      expect(codes.at(-1)).toBe('delivered');
    }
    expect(exceptions).toBeGreaterThan(20);
    expect(exceptions).toBeLessThan(90);
  });

  it('delivers the next business day after a failed attempt, a day late after a customs hold', () => {
    const attempted = sandboxTimeline(shipment(), { exception: 'delivery_attempted' }).map((e) => e.code);
    expect(attempted.slice(-4)).toEqual([
      'out_for_delivery',
      'delivery_attempted',
      'out_for_delivery',
      'delivered',
    ]);
    const held = sandboxTimeline(
      shipment({
        carrier: 'DHL',
        carrierProduct: 'P',
        isDutiable: true,
        destination: { city: 'Toronto', division: 'ON', postalCode: 'M5V 2T6', countryCode: 'CA' },
      }),
      { exception: 'customs_held' },
    );
    const codes = held.map((e) => e.code);
    expect(codes.slice(codes.indexOf('in_customs'), codes.indexOf('in_customs') + 3)).toEqual([
      'in_customs',
      'exception',
      'customs_cleared',
    ]);
    expect(held.find((e) => e.code === 'exception')?.location.city).toBe('Mississauga');
  });

  it('holds a parcel at its first hub and goes no further when asked to', () => {
    const codes = sandboxTimeline(shipment(), { exception: 'held' }).map((e) => e.code);
    expect(codes).toEqual(['label_created', 'picked_up', 'arrived_at_facility', 'exception']);
  });

  it('answers the scans so far and when the next is due', async () => {
    const gateway = createSandboxTracking();
    const all = sandboxTimeline(shipment(), { exception: 'none' });
    const middle = new Date(all[3]!.at);
    const answer = await gateway.track(shipment(), middle, { exception: 'none' });
    expect(answer.events.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(answer.nextCheckAt).toEqual(new Date(all[4]!.at));
    const done = await gateway.track(shipment(), new Date(all.at(-1)!.at + DAY), { exception: 'none' });
    expect(done.events).toHaveLength(all.length);
    expect(done.nextCheckAt).toBeNull();
  });
});
