import type { PickupCarrier } from '../contract/pickups';

/**
 * The carriers that pick up, and what each allows (spec 02 §4): DHL and FedEx pickups can be changed,
 * a UPS pickup cannot be rescheduled (it is cancelled and scheduled again); FedEx ground services are
 * never picked up the same day (spec 02 §5).
 */

/** One pickup carrier offered on the standalone screen: the carrier and the product its pickup is for. */
export interface StandalonePickupCarrierOption {
  carrier: PickupCarrier;
  carrierProduct: string;
  label: string;
}

/** spec 02 §4: "Carriers on this screen: DHL (international, product code P) and UPS (domestic, product ground)". */
export const STANDALONE_PICKUP_CARRIERS: readonly StandalonePickupCarrierOption[] = [
  { carrier: 'DHL', carrierProduct: 'P', label: 'DHL Express' },
  { carrier: 'UPS', carrierProduct: '03', label: 'UPS' },
];

/** The product a carrier's pickup is for when none is named: the standalone screen's (FedEx: Ground). */
export const DEFAULT_PICKUP_PRODUCT: Readonly<Record<PickupCarrier, string>> = {
  DHL: 'P',
  UPS: '03',
  FEDEX: 'FEDEX_GROUND',
};

/** FedEx services picked up by FedEx Ground, never the same day (spec 01 §9 codes, spec 02 §5). */
const FEDEX_GROUND_SERVICES: ReadonlySet<string> = new Set(['FEDEX_GROUND', 'GROUND_HOME_DELIVERY']);

/**
 * The pickup carrier of a carrier code as the app and the rates spell it (spec 02 §4: "FedEx pickup
 * variants map to the FedEx carrier": FEDEX_EXPRESS, FEDEX_GROUND, FedEx …). Undefined for a code that
 * is no pickup carrier (customer_routed).
 */
export function pickupCarrierOf(code: string | null | undefined): PickupCarrier | undefined {
  const upper = (code ?? '').trim().toUpperCase();
  if (upper === 'DHL' || upper.startsWith('DHL_')) return 'DHL';
  if (upper === 'UPS' || upper.startsWith('UPS_')) return 'UPS';
  if (upper === 'FEDEX' || upper.startsWith('FEDEX_')) return 'FEDEX';
  return undefined;
}

/** FedEx Ground and Home Delivery are never picked up the same day (spec 02 §5). */
export function isFedexGroundService(
  carrier: PickupCarrier,
  carrierProduct: string | null | undefined,
): boolean {
  return carrier === 'FEDEX' && FEDEX_GROUND_SERVICES.has((carrierProduct ?? '').trim().toUpperCase());
}

/** Whether the carrier lets a booked pickup be changed (spec 02 §4: UPS pickups are cancelled and recreated). */
export const canModifyPickup = (carrier: PickupCarrier): boolean => carrier !== 'UPS';

/** UPS counts the packages it collects (spec 02 §3: numOfPackages is meaningful only for UPS). */
export const countsPackages = (carrier: PickupCarrier): boolean => carrier === 'UPS';
