import type { CarrierCode } from '../contract/rate';

const CARRIER_NAMES: Record<CarrierCode, string> = {
  DHL: 'DHL',
  UPS: 'UPS',
  FEDEX: 'FedEx',
  customer_routed: '',
};

/** A carrier's name as the screens write it ("FedEx", not "FEDEX"). */
export const carrierName = (carrier: CarrierCode): string => CARRIER_NAMES[carrier] ?? carrier;

/**
 * A rate's name as every screen shows it: the service name, with the carrier in front only when the
 * name does not start with it ("UPS Ground", "DHL Express Worldwide", "FedEx Ground"; never "UPS UPS
 * Ground", issue 16). The one rule for rate cards, the print view and the Continue dialog.
 */
export function carrierServiceLabel(carrier: CarrierCode, serviceName: string): string {
  const name = serviceName.trim();
  const shownCarrier = carrierName(carrier);
  if (!shownCarrier || name.toUpperCase().startsWith(shownCarrier.toUpperCase())) return name;
  return name === '' ? shownCarrier : `${shownCarrier} ${name}`;
}
