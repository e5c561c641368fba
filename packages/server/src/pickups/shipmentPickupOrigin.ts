import type { PickupOrigin, PrepareShipmentRequest } from '@shipdeck/core/contract';

/**
 * Where the carrier picks a booked shipment up: its origin address and its shipper (spec 01 §7
 * prepare_shipment_actions `origin`, `shipper`). The booking flow passes it to scheduleForShipments;
 * the capability check and the validation read it for a `shipmentId` (docs/pickups.md).
 */
export function pickupOriginOfPrepared(
  prep: Pick<PrepareShipmentRequest, 'origin' | 'shipper'>,
): PickupOrigin {
  const { origin, shipper } = prep;
  return {
    companyName: shipper.companyName,
    contactName: shipper.contactName,
    country: origin.countryCode,
    phoneNumber: shipper.phoneNumber,
    phoneNumberExtension: shipper.phoneNumberExtension ?? '',
    email: shipper.email ?? '',
    isResidential: origin.isResidential,
    address: {
      addressLine1: origin.addressLine1,
      addressLine2: origin.addressLine2 ?? '',
      addressLine3: origin.addressLine3 ?? '',
      city: origin.city ?? '',
      postalCode: origin.postalCode ?? '',
      division: origin.division ?? '',
      suburb: origin.suburb ?? '',
    },
  };
}
