import { randomInt } from 'node:crypto';
import type { PickupCarrier, PickupOrigin } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import { DEFAULT_PICKUP_PRODUCT, isFedexGroundService, originTimeZone } from '@shipdeck/core/pickup';
import { type CompiledService, isRemoteArea, parseEpochDay, weekdayOf } from '@shipdeck/core/rating';
import type { PickupBooking, PickupGateway } from '../pickupGateway';
import { loadSandboxTariffs, type SandboxTariffs } from './sandboxTariffs';

/**
 * Words that make the sandbox refuse, like a payment sandbox's declining test cards (docs/pickups.md):
 * a pickup whose location holds `refuse` is not scheduled ("Pickup cannot be scheduled."), and one whose
 * location holds `cancelFails` cannot be cancelled.
 */
export const SANDBOX_PICKUP_TRIGGERS = {
  refuse: 'SANDBOX REFUSE',
  cancelFails: 'SANDBOX CANCEL FAILS',
} as const;

/**
 * ZIP3 areas where DHL Express has a station in town and comes from 10:00 AM; elsewhere its couriers
 * start their pickup rounds at 2:00 PM (spec 02 §9: "DHL usually has no pickup before 2 PM"). Sandbox
 * figures: New York, Newark, Los Angeles, San Francisco, Chicago, Miami, Houston, Atlanta, Cincinnati.
 */
const DHL_MORNING_ZIP3 = new Set([
  '100',
  '101',
  '102',
  '103',
  '104',
  '112',
  '071',
  '900',
  '902',
  '941',
  '606',
  '331',
  '770',
  '303',
  '410',
  '452',
]);
const DHL_MORNING = 600;
const DHL_AFTERNOON = 840;
const DOMESTIC_EARLIEST = 480;
/** Sandbox figure: on extended-area and rural routes the courier's last stop is at 5:00 PM. */
const EXTENDED_AREA_LATEST = 1020;
/** FedEx express services are collected in a 2-hour window (the service's own, spec 02 §9); ground in 3. */
const FEDEX_EXPRESS_WINDOW = 120;
const MINIMUM_WINDOW: Record<PickupCarrier, number> = { DHL: 90, UPS: 180, FEDEX: 180 };

/** DHL stations by state, for dispatch confirmation numbers; CVG (the US hub) elsewhere. */
const DHL_STATIONS: Record<string, string> = {
  NY: 'JFK',
  NJ: 'EWR',
  CA: 'LAX',
  IL: 'ORD',
  FL: 'MIA',
  TX: 'IAH',
  GA: 'ATL',
  WA: 'SEA',
  MA: 'BOS',
};

const toMinutes = (clock: string): number => {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

const ALPHANUMERIC = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const randomText = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/**
 * A confirmation number shaped like the carrier's: a UPS pickup request number (PRN, "2929" and 7
 * characters), a DHL dispatch confirmation number (station, yyMMdd, sequence) or a FedEx pickup
 * confirmation (location code and number).
 */
function confirmationNumber(booking: PickupBooking): string {
  switch (booking.carrier) {
    case 'UPS':
      return `2929${randomText(ALPHANUMERIC, 7)}`;
    case 'DHL': {
      const station = DHL_STATIONS[booking.origin.address.division.trim().toUpperCase()] ?? 'CVG';
      return `${station}${booking.date.slice(2).replaceAll('-', '')}${randomText('0123456789', 6)}`;
    }
    case 'FEDEX': {
      const letters = booking.origin.address.city
        .toUpperCase()
        .replace(/[^A-Z]/g, '')
        .padEnd(3, 'X');
      return `${letters.slice(0, 3)}A${randomText('0123456789', 4)}`;
    }
  }
}

const isUs = (origin: PickupOrigin) => origin.country.trim().toUpperCase() === 'US';
const says = (text: string, trigger: string) => text.toUpperCase().includes(trigger);

/**
 * The sandbox's pickups, like the carriers' test modes: realistic capabilities per carrier, service and
 * address (a service's latest pickup and book-by times are its tariff's, the ones its rates show; DHL
 * comes from 2 PM outside its station towns; rural routes end at 5 PM; FedEx express windows are
 * 2 hours), confirmation numbers shaped like the carriers', no pickups on weekends or outside the US,
 * and no rescheduling at UPS.
 */
export function createSandboxPickups(tariffs: () => SandboxTariffs = loadSandboxTariffs): PickupGateway {
  const serviceOf = (carrier: PickupCarrier, product: string): CompiledService | undefined => {
    const { domestic, dhlExport } = tariffs();
    const candidates = carrier === 'DHL' ? [dhlExport] : domestic.filter((t) => t.carrier === carrier);
    const services = candidates.flatMap((tariff) => tariff.services);
    const code = product.trim().toUpperCase();
    return (
      services.find((s) => s.code.toUpperCase() === code) ??
      services.find((s) => s.code === DEFAULT_PICKUP_PRODUCT[carrier])
    );
  };

  const refusal = (booking: PickupBooking): string | null => {
    const day = parseEpochDay(booking.date);
    const weekend = day === undefined || weekdayOf(day) === 0 || weekdayOf(day) === 6;
    if (!isUs(booking.origin) || weekend || says(booking.location, SANDBOX_PICKUP_TRIGGERS.refuse)) {
      return messages('pickup.cannotSchedule');
    }
    return null;
  };

  return {
    async checkPickupCapability({ carrier, carrierProduct, origin }) {
      if (!isUs(origin)) return { kind: 'outsideUs' };
      const service = serviceOf(carrier, carrierProduct);
      if (!service) return { kind: 'refused', message: messages('pickup.cannotSchedule') };
      const zip = origin.address.postalCode.trim();
      const extended = isRemoteArea(tariffs().usExtendedAreas, 'US', zip);
      const latest = Math.min(toMinutes(service.latestPickupTime), extended ? EXTENDED_AREA_LATEST : 1440);
      const bookBy = Math.min(toMinutes(service.latestPickupScheduleByTime), latest);
      const earliest =
        carrier === 'DHL'
          ? DHL_MORNING_ZIP3.has(zip.slice(0, 3))
            ? DHL_MORNING
            : DHL_AFTERNOON
          : DOMESTIC_EARLIEST;
      const minimum =
        carrier === 'FEDEX' && !isFedexGroundService(carrier, service.code)
          ? FEDEX_EXPRESS_WINDOW
          : MINIMUM_WINDOW[carrier];
      return {
        kind: 'capable',
        timeZone: originTimeZone(origin),
        capability: {
          bookByTime: bookBy,
          pickupWindowEarliestTime: earliest,
          pickupWindowLatestTime: latest,
          minimumPickupWindow: minimum,
          // FedEx's cut-off is its request deadline (as FedEx's pickup API has it); DHL and UPS need the
          // packages ready a minimum window before the courier's last stop.
          cutOffTime: carrier === 'FEDEX' ? bookBy : latest - minimum,
        },
      };
    },

    async schedulePickup(booking) {
      const refused = refusal(booking);
      if (refused) return { ok: false, message: refused };
      return { ok: true, confirmationNumber: confirmationNumber(booking) };
    },

    async modifyPickup(number, booking) {
      if (booking.carrier === 'UPS') return { ok: false, message: messages('pickup.upsReschedule') };
      const refused = refusal(booking);
      if (refused) return { ok: false, message: refused };
      // DHL and FedEx change the request they have: the confirmation number stays.
      return { ok: true, confirmationNumber: number };
    },

    async cancelPickup(pickup) {
      if (says(pickup.location, SANDBOX_PICKUP_TRIGGERS.cancelFails)) {
        return { ok: false, message: messages('pickup.cancelFailed') };
      }
      return { ok: true };
    },
  };
}
