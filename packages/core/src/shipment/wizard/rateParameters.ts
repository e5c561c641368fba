import type { Draft } from '../model/draftSchema';

/**
 * The rate parameters of spec 01 §4 "Rate re-request": a change of any of them asks for new rates
 * (after a debounce, when the request is valid). Each has a name, for tests and for debugging which
 * change triggered a request. A change of the carrier product alone is not among them: it only
 * refreshes the displayed rate.
 */
interface RateParameter {
  name: string;
  changed(previous: Draft, next: Draft): boolean;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const field = (name: string, read: (d: Draft) => unknown): RateParameter => ({
  name,
  changed: (previous, next) => !same(read(previous), read(next)),
});

export const RATE_PARAMETERS: readonly RateParameter[] = [
  field('package list', (d) =>
    d.isDocumentsShipment
      ? null
      : d.shipmentDetails.products.packages.map((p) => [
          p.numberOfPackages,
          p.weight,
          p.length,
          p.width,
          p.height,
          p.declaredValue,
        ]),
  ),
  {
    name: 'ITN-exists turning false',
    changed: (previous, next) =>
      previous.shipmentDetails.products.isItnNumberExists !== false &&
      next.shipmentDetails.products.isItnNumberExists === false,
  },
  field('origin country', (d) => d.shipmentFrom.country),
  field('origin postal code', (d) => d.shipmentFrom.address.postalCode),
  field('destination country', (d) => d.shipmentTo.country),
  field('destination city', (d) => d.shipmentTo.address.city),
  field('destination postal code', (d) => d.shipmentTo.address.postalCode),
  field('origin residential flag', (d) => d.shipmentFrom.isResidential),
  field('destination residential flag', (d) => d.shipmentTo.isResidential),
  field('shipment date', (d) => d.pickupDelivery.shipmentDate),
  field('pickup date', (d) => d.pickupDelivery.pickup?.date ?? null),
  field('currency', (d) => d.currency),
  field('measurement system', (d) => d.measurementSystem),
  field('document fields', (d) => [d.isDocumentsShipment, d.shipmentDetails.documents]),
  field('insurance value and need', (d) => [
    d.additionalServices.doYouNeedInsurance,
    d.additionalServices.insuranceValue,
  ]),
  field('neutral delivery', (d) => d.additionalServices.isNeutralDeliveryServiceRequired),
  field('signature', (d) => d.additionalServices.signature),
  field(
    'duties payer changing to or from my account',
    (d) => d.payment.dutiesAndTaxesPayment === 'my_account',
  ),
];

/** The names of the rate parameters that differ between two drafts. */
export function changedRateParameters(previous: Draft, next: Draft): string[] {
  return RATE_PARAMETERS.filter((p) => p.changed(previous, next)).map((p) => p.name);
}

/** Only the chosen delivery service changed: refresh the displayed rate, ask for nothing new. */
export function onlyCarrierProductChanged(previous: Draft, next: Draft): boolean {
  return (
    previous.pickupDelivery.carrierProduct !== next.pickupDelivery.carrierProduct &&
    changedRateParameters(previous, next).length === 0
  );
}
