import type { PickupOrigin } from '@shipdeck/core/contract';
import { describe, expect, it } from 'vitest';
import type { PickupBooking } from '../pickupGateway';
import { createSandboxPickups, SANDBOX_PICKUP_TRIGGERS } from './sandboxPickups';

const pickups = createSandboxPickups();
const context = { now: new Date('2026-11-30T14:00:00Z') };

const origin = (over: Partial<PickupOrigin['address']> = {}, country = 'US'): PickupOrigin => ({
  companyName: 'Northwind Ceramics',
  contactName: 'Dana Whitfield',
  country,
  phoneNumber: '+1 212 555 0142',
  phoneNumberExtension: '',
  email: 'dana@example.com',
  isResidential: false,
  address: {
    addressLine1: '350 Fifth Avenue',
    addressLine2: '',
    addressLine3: '',
    city: 'New York',
    postalCode: '10118',
    division: 'NY',
    suburb: '',
    ...over,
  },
});

const booking = (over: Partial<PickupBooking> = {}): PickupBooking => ({
  carrier: 'UPS',
  carrierProduct: '03',
  origin: origin(),
  date: '2026-12-01',
  startTime: 660,
  endTime: 840,
  timeZone: 'America/New_York',
  location: 'Front desk',
  notes: '',
  numOfPackages: 2,
  ...over,
});

const capabilityOf = async (carrier: 'DHL' | 'UPS' | 'FEDEX', carrierProduct: string, at = origin()) => {
  const answer = await pickups.checkPickupCapability({ carrier, carrierProduct, origin: at }, context);
  if (answer.kind !== 'capable') throw new Error(`not capable: ${answer.kind}`);
  return answer;
};

describe('the sandbox carriers’ pickups', () => {
  it("reads a service's latest pickup and book-by times from its tariff, the ones its rates show", async () => {
    expect((await capabilityOf('UPS', '03')).capability).toEqual({
      bookByTime: 900,
      pickupWindowEarliestTime: 480,
      pickupWindowLatestTime: 1080,
      minimumPickupWindow: 180,
      cutOffTime: 900,
    });
    expect((await capabilityOf('UPS', '01')).capability).toMatchObject({ pickupWindowLatestTime: 1140 });
    expect((await capabilityOf('DHL', 'E')).capability).toMatchObject({ bookByTime: 990 });
  });

  it('has DHL come from 2 PM outside the towns with a station, and from 10 AM in them', async () => {
    const buffalo = await capabilityOf('DHL', 'P', origin({ city: 'Buffalo', postalCode: '14202' }));
    expect(buffalo.capability).toMatchObject({
      pickupWindowEarliestTime: 840,
      minimumPickupWindow: 90,
      cutOffTime: 1050,
    });
    const chicago = await capabilityOf(
      'DHL',
      'P',
      origin({ city: 'Chicago', postalCode: '60601', division: 'IL' }),
    );
    expect(chicago.capability.pickupWindowEarliestTime).toBe(600);
    expect(chicago.timeZone).toBe('America/Chicago');
  });

  it('gives FedEx express its 2-hour window and ground its 3 hours; FedEx cuts off when booking closes', async () => {
    expect((await capabilityOf('FEDEX', 'PRIORITY_OVERNIGHT')).capability).toMatchObject({
      minimumPickupWindow: 120,
    });
    const ground = (await capabilityOf('FEDEX', 'FEDEX_GROUND')).capability;
    expect(ground).toMatchObject({ minimumPickupWindow: 180, cutOffTime: ground.bookByTime });
  });

  it('ends the day at 5 PM on extended-area routes', async () => {
    // 59313 (Baker, Montana) is an extended-area ZIP in the sandbox's data.
    const rural = await capabilityOf(
      'UPS',
      '01',
      origin({ city: 'Baker', postalCode: '59313', division: 'MT' }),
    );
    expect(rural.capability).toMatchObject({ pickupWindowLatestTime: 1020, cutOffTime: 840 });
    expect(rural.timeZone).toBe('America/Denver');
  });

  it('sends an origin outside the US to customer service', async () => {
    expect(
      await pickups.checkPickupCapability(
        {
          carrier: 'DHL',
          carrierProduct: 'P',
          origin: origin({ city: 'Berlin', postalCode: '10115' }, 'DE'),
        },
        context,
      ),
    ).toEqual({ kind: 'outsideUs' });
  });

  it('confirms with numbers shaped like the carriers’', async () => {
    const ups = await pickups.schedulePickup(booking(), context);
    const dhl = await pickups.schedulePickup(booking({ carrier: 'DHL', carrierProduct: 'P' }), context);
    const fedex = await pickups.schedulePickup(
      booking({ carrier: 'FEDEX', carrierProduct: 'FEDEX_2_DAY' }),
      context,
    );
    expect(ups.ok && ups.confirmationNumber).toMatch(/^2929[0-9A-Z]{7}$/);
    expect(dhl.ok && dhl.confirmationNumber).toMatch(/^JFK261201\d{6}$/);
    expect(fedex.ok && fedex.confirmationNumber).toMatch(/^NEWA\d{4}$/);
  });

  it('refuses weekends and its refusal trigger, never reschedules UPS, and keeps DHL and FedEx numbers on a change', async () => {
    const refused = { ok: false, message: 'Pickup cannot be scheduled.' };
    expect(await pickups.schedulePickup(booking({ date: '2026-12-05' }), context)).toEqual(refused);
    expect(
      await pickups.schedulePickup(
        booking({ location: `Dock (${SANDBOX_PICKUP_TRIGGERS.refuse})` }),
        context,
      ),
    ).toEqual(refused);
    expect(await pickups.modifyPickup('2929ABCDEFG', booking(), context)).toEqual({
      ok: false,
      message:
        'UPS pickups cannot be rescheduled. Please cancel this pickup and schedule a new one for the new time.',
    });
    expect(await pickups.modifyPickup('JFK261201000001', booking({ carrier: 'DHL' }), context)).toEqual({
      ok: true,
      confirmationNumber: 'JFK261201000001',
    });
  });

  it('cancels, unless told to fail', async () => {
    expect(
      await pickups.cancelPickup(
        { carrier: 'UPS', confirmationNumber: 'x', location: 'Front desk' },
        context,
      ),
    ).toEqual({
      ok: true,
    });
    expect(
      await pickups.cancelPickup(
        { carrier: 'UPS', confirmationNumber: 'x', location: SANDBOX_PICKUP_TRIGGERS.cancelFails },
        context,
      ),
    ).toEqual({
      ok: false,
      message: 'There was a problem deleting the pickup. Please try later or contact Customer Service.',
    });
  });
});
