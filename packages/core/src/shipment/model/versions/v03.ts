import * as z from 'zod/mini';
import { oBool, oList, oNumber, oObject, oText } from './fields';

/** Stored draft 0.3. See VERSIONS.md. */
const party03 = z.looseObject({
  companyName: oText(),
  contactName: oText(),
  country: oText(),
  phoneNumber: oText(),
  phoneNumberExtension: oText(),
  email: oText(),
  address: oObject({
    addressLine1: oText(),
    addressLine2: oText(),
    addressLine3: oText(),
    city: oText(),
    postalCode: oText(),
    state: oText(),
    suburb: oText(),
  }),
  formattedAddress: oText(),
  isResidential: oBool(),
  VATNumber: oText(),
  taxId: oText(),
  EORINumber: oText(),
});

export const item03 = z.looseObject({
  commodityCode: oText(),
  itemDescription: oText(),
  quantity: oNumber(),
  units: oText(),
  value: oNumber(),
  countryOfManufacture: oText(),
  eccnValue: oText(),
  licenseNumber: oText(),
  exportLicenseExpiryDate: oText(),
  isLicenseSymbolRequired: oBool(),
  licenseSymbol: oText(),
  weight: oNumber(),
});

export const draftV03 = z.looseObject({
  version: z.literal('0.3'),
  shipmentFrom: z.optional(z.nullable(party03)),
  shipmentTo: z.optional(z.nullable(party03)),
  shipmentDetails: oObject({
    documents: oObject({}),
    products: oObject({ items: oList(item03), ftrExemption: oText() }),
  }),
  additionalServices: oObject({
    insurance: oObject({ needed: oBool(), value: oNumber() }),
    isNeutralDeliveryServiceRequired: oBool(),
    isCertificateOfOriginRequired: oBool(),
    isDirectSignature: oBool(),
    domesticSignature: oNumber(),
    isReturnLabel: oBool(),
  }),
  pickupDelivery: oObject({ pickupOption: oText() }),
});
export type DraftV03 = z.infer<typeof draftV03>;
