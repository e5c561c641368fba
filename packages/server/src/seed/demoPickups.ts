import { randomUUID } from 'node:crypto';
import type { PickupCarrier, PickupOrigin } from '@shipdeck/core/contract';
import {
  addDays,
  initialPickupWindow,
  isFedexGroundService,
  localClock,
  pickupAddressKey,
  pickupCarrierOf,
  pickupTimeRules,
} from '@shipdeck/core/pickup';
import { parseEpochDay, weekdayOf } from '@shipdeck/core/rating';
import { SHIPMENT_STATUS } from '@shipdeck/core/shipment';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PickupGateway } from '../carriers/pickupGateway';
import { shipments } from '../db/schema';
import type { SeedStep } from '../db/seedRuns';
import { createPickupRepository } from '../pickups/pickupRepository';
import { pickupOriginOfPrepared } from '../pickups/shipmentPickupOrigin';
import { DEMO_CLIENT_ID } from './demoAccounts';

const TIME_ZONE = 'America/New_York';

const origin = (addressLine1: string, postalCode: string, city = 'New York'): PickupOrigin => ({
  companyName: 'Northwind Ceramics',
  contactName: 'Dana Whitfield',
  country: 'US',
  phoneNumber: '+1 212 555 0142',
  phoneNumberExtension: '',
  email: 'client@demo.shipdeck.test',
  isResidential: false,
  address: { addressLine1, addressLine2: '', addressLine3: '', city, postalCode, division: 'NY', suburb: '' },
});

const SHOWROOM = origin('350 Fifth Avenue', '10118');
const WAREHOUSE = origin('88 Pier Road', '11231', 'Brooklyn');

/** The weekday `days` from `date`, moved on (or back, for past days) past a weekend. */
function weekday(date: string, days: number): string {
  let day = addDays(date, days) as string;
  const step = days < 0 ? -1 : 1;
  while ([0, 6].includes(weekdayOf(parseEpochDay(day) as number))) day = addDays(day, step) as string;
  return day;
}

interface DemoPickup {
  carrier: PickupCarrier;
  carrierProduct: string;
  origin: PickupOrigin;
  date: string;
  startTime: number;
  endTime: number;
  location: string;
  notes: string;
  numOfPackages: number;
  canceled?: boolean;
  /** The demo shipments it collects. */
  shipmentIds?: string[];
}

/**
 * The demo client's pickups (issue 13), so view history's pickup tabs have something in each: a UPS
 * pickup today at the showroom, DHL tomorrow, FedEx at the Brooklyn warehouse next week, one UPS pickup
 * last week and one cancelled; and the pickup each demo shipment awaiting pickup (issue 12) is on, on its
 * first day that can be. Booked with the carrier gateway the server runs with (its confirmation
 * numbers), dated from the day the demo is seeded. Demo data only (SHIPDECK_DEMO_DATA=on).
 */
export function demoPickupsStep(deps: { gateway: PickupGateway; now: () => Date }): SeedStep {
  return {
    name: '2026-issue-13-demo-pickups',
    async run(db) {
      const now = deps.now();
      const today = localClock(now, TIME_ZONE).date;
      const pickups: DemoPickup[] = [
        {
          carrier: 'UPS',
          carrierProduct: '03',
          origin: SHOWROOM,
          date: weekday(today, 0),
          startTime: 660,
          endTime: 840,
          location: 'Front desk',
          notes: 'Ask for Dana at reception',
          numOfPackages: 3,
        },
        {
          carrier: 'DHL',
          carrierProduct: 'P',
          origin: SHOWROOM,
          date: weekday(today, 1),
          startTime: 840,
          endTime: 960,
          location: 'Reception',
          notes: 'Export documents in the clear pouch',
          numOfPackages: 1,
        },
        {
          carrier: 'FEDEX',
          carrierProduct: 'FEDEX_2_DAY',
          origin: WAREHOUSE,
          date: weekday(today, 5),
          startTime: 600,
          endTime: 720,
          location: 'Loading dock 2',
          notes: '',
          numOfPackages: 1,
        },
        {
          carrier: 'UPS',
          carrierProduct: '03',
          origin: WAREHOUSE,
          date: weekday(today, -6),
          startTime: 780,
          endTime: 960,
          location: 'Loading dock 2',
          notes: 'Pallet wrapped',
          numOfPackages: 6,
        },
        {
          carrier: 'DHL',
          carrierProduct: 'P',
          origin: WAREHOUSE,
          date: weekday(today, 2),
          startTime: 900,
          endTime: 1020,
          location: 'Loading dock 2',
          notes: '',
          numOfPackages: 1,
          canceled: true,
        },
      ];
      // The demo shipments awaiting pickup (seeded before this step) get theirs, from today on.
      const awaiting = await db
        .select()
        .from(shipments)
        .where(
          and(
            eq(shipments.ownerId, DEMO_CLIENT_ID),
            isNull(shipments.canceledOn),
            sql`(${shipments.primaryStatusFlag} & ${SHIPMENT_STATUS.AWAITING_PICKUP}) <> 0`,
          ),
        );
      for (const shipment of awaiting) {
        const carrier = pickupCarrierOf(shipment.carrier);
        if (!carrier) continue;
        const rules = pickupTimeRules(carrier, shipment.carrierProduct);
        // Its ship day, or today when that has passed (yyyy-MM-dd texts sort as the days do).
        const from = [shipment.targetShipDate, today].sort().at(-1) as string;
        const day = weekday(from, isFedexGroundService(carrier, shipment.carrierProduct) ? 1 : 0);
        const window = initialPickupWindow(day, { date: day, minutes: 0 }, rules);
        pickups.push({
          carrier,
          carrierProduct: shipment.carrierProduct,
          origin: pickupOriginOfPrepared(shipment.request),
          date: day,
          startTime: window?.startTime ?? 660,
          endTime: window?.endTime ?? 840,
          location: 'Front desk',
          notes: '',
          numOfPackages: 1,
          shipmentIds: [shipment.id],
        });
      }
      const repository = createPickupRepository(db);
      for (const pickup of pickups) {
        const { canceled, shipmentIds = [], ...booking } = pickup;
        const outcome = await deps.gateway.schedulePickup({ ...booking, timeZone: TIME_ZONE }, { now });
        if (!outcome.ok) throw new Error(`the carrier gateway refused a demo pickup: ${outcome.message}`);
        const key = pickupAddressKey(booking.origin.address.addressLine1, booking.origin.address.postalCode);
        await repository.insert(
          {
            id: randomUUID(),
            ownerId: DEMO_CLIENT_ID,
            createdBy: DEMO_CLIENT_ID,
            updatedBy: DEMO_CLIENT_ID,
            carrier: booking.carrier,
            carrierProduct: booking.carrierProduct,
            pickupDate: booking.date,
            startTime: booking.startTime,
            endTime: booking.endTime,
            timeZone: TIME_ZONE,
            location: booking.location,
            notes: booking.notes,
            numOfPackages: booking.numOfPackages,
            confirmationNumber: outcome.confirmationNumber,
            origin: booking.origin,
            addressLineKey: key.line,
            postalCodeKey: key.postalCode,
            isResidential: false,
            createdOn: now,
            updatedOn: now,
            canceledOn: canceled ? now : null,
          },
          shipmentIds,
        );
      }
    },
  };
}
