import type { PickupOrigin } from '../contract/pickups';

/**
 * A pickup address on one line, as lists show it (spec 02 §3 formattedAddress): the street lines, the
 * city, then state and postal code together ("350 Fifth Avenue, New York, NY 10118").
 */
export function formatPickupAddress(origin: Pick<PickupOrigin, 'address'>): string {
  const { addressLine1, addressLine2, addressLine3, suburb, city, division, postalCode } = origin.address;
  const region = [division.trim(), postalCode.trim()].filter(Boolean).join(' ');
  return [addressLine1, addressLine2, addressLine3, suburb, city, region]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
