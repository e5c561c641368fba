import type { PickupCarrier, PickupClashOption } from '../contract/pickups';
import { canModifyPickup } from './pickupCarriers';

/**
 * The clash rule (spec 02 §4): a carrier comes once a day to an address, so a pickup for the same
 * carrier, day and address as an existing one is not booked twice: the existing pickup is reused
 * (added to), or the user changes its time or chooses another date. Decision: "the same address" is
 * the same first address line and postal code, compared without case, spaces or punctuation, so
 * "350 Fifth Ave." and "350 fifth ave" are one address while a second warehouse keeps its own pickup.
 */

/** The parts of an address the clash rule compares. */
export interface PickupAddressKey {
  line: string;
  postalCode: string;
}

const simplify = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The address as the clash rule and the `address` filter of GET /pickups compare it. */
export function pickupAddressKey(addressLine1: string, postalCode: string): PickupAddressKey {
  // A US ZIP+4 is the same place as its 5-digit ZIP.
  const zip = postalCode.replace(/\s+/g, '').toLowerCase();
  return { line: simplify(addressLine1), postalCode: /^\d{5}-?\d{4}$/.test(zip) ? zip.slice(0, 5) : zip };
}

export interface ClashCandidate {
  id?: string;
  carrier: PickupCarrier;
  /** yyyy-MM-dd. */
  date: string;
  addressLine1: string;
  postalCode: string;
  canceled?: boolean;
}

/** The existing pickup `candidate` clashes with: same carrier, day and address, not cancelled, not itself. */
export function findPickupClash<T extends ClashCandidate>(
  existing: readonly T[],
  candidate: ClashCandidate,
): T | undefined {
  const key = pickupAddressKey(candidate.addressLine1, candidate.postalCode);
  return existing.find((pickup) => {
    if (pickup.canceled || pickup.carrier !== candidate.carrier || pickup.date !== candidate.date)
      return false;
    if (candidate.id !== undefined && pickup.id === candidate.id) return false;
    const other = pickupAddressKey(pickup.addressLine1, pickup.postalCode);
    return other.line === key.line && other.postalCode === key.postalCode;
  });
}

/**
 * The choices a clash offers (spec 02 §4): add to the earlier pickup, change its time, or choose
 * another date. Changing the time of a UPS pickup would reschedule it, which UPS does not allow.
 */
export function pickupClashOptions(carrier: PickupCarrier): PickupClashOption[] {
  return canModifyPickup(carrier)
    ? ['addToExisting', 'changeTime', 'chooseAnotherDate']
    : ['addToExisting', 'chooseAnotherDate'];
}
