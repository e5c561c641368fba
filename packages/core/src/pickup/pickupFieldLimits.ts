import type { PickupCarrier } from '../contract/pickups';
import { PARTY_LIMITS } from '../shipment/rules/partyRules';

/**
 * Field limits of a pickup per carrier (spec 02 §5, §9): DHL company 60, contact 35, address line 45;
 * UPS and FedEx company 27, contact 22, address line 35 and the three lines together 73 — the same
 * label sizes as a shipment's international and domestic parties (spec 01 §5), so they are read from
 * one table. Notes: DHL 80, UPS and FedEx 57.
 */
export interface PickupFieldLimits {
  companyName: number;
  contactName: number;
  addressLine: number;
  /** The three address lines together; null when the carrier has no such limit. */
  addressLinesTotal: number | null;
  notes: number;
  /** Decision: the spec gives none; 40 characters hold "Front desk, 2nd floor, ask for Dana". */
  location: number;
  /** Decision: UPS's pickup request counts up to 999 packages. */
  numOfPackages: number;
}

const LOCATION_MAX = 40;
const PACKAGES_MAX = 999;

export const PICKUP_FIELD_LIMITS: Readonly<Record<PickupCarrier, PickupFieldLimits>> = {
  DHL: {
    ...PARTY_LIMITS.international,
    addressLinesTotal: null,
    notes: 80,
    location: LOCATION_MAX,
    numOfPackages: PACKAGES_MAX,
  },
  UPS: { ...PARTY_LIMITS.domestic, notes: 57, location: LOCATION_MAX, numOfPackages: PACKAGES_MAX },
  FEDEX: { ...PARTY_LIMITS.domestic, notes: 57, location: LOCATION_MAX, numOfPackages: PACKAGES_MAX },
};

/** Whether the carrier prints the short (domestic) labels: UPS and FedEx. */
export const usesDomesticLabelLimits = (carrier: PickupCarrier): boolean =>
  PICKUP_FIELD_LIMITS[carrier].addressLinesTotal !== null;
