import { z } from 'zod/mini';
import { measurementSystem, ratePiece } from './quote';

/**
 * The prepare-shipment calls of spec 01 §7: POST /prepare_shipment_actions, POST
 * /complete_prep_and_pickup_actions and the /shipment_drafts resource. The draft builds these
 * bodies (`@shipdeck/core/draft`), the server parses them with the same schemas.
 */

/** Who pays for the shipment (spec 01 §9 "My Optimal Account, Receiver, Third Party, House Account"). */
export const freightPayer = z.enum(['my_account', 'receiver', 'third_party', 'house_account']);
export type FreightPayer = z.infer<typeof freightPayer>;

/** Who pays duties and taxes on a dutiable shipment (spec 01 §4 "Payment"). */
export const dutiesPayer = z.enum(['my_account', 'receiver', 'third_party']);
export type DutiesPayer = z.infer<typeof dutiesPayer>;

/** Customs terms of trade (spec 01 §9 "Terms: DAP, DDP"). */
export const termsOfTradeCode = z.enum(['DAP', 'DDP']);
export type TermsOfTradeCode = z.infer<typeof termsOfTradeCode>;

/** Electronic export filing choice (spec 01 §3 "electronicExportFiling (exempted, other, no)"). */
export const eeiFilingType = z.enum(['exempted', 'other', 'no']);
export type EeiFilingType = z.infer<typeof eeiFilingType>;

/** Export types (spec 01 §3): permanent (not shipped back) or temporary (shipped back). */
export const exportType = z.enum(['permanent', 'temporary']);
export type ExportType = z.infer<typeof exportType>;

/** One end of a prepared shipment: where it is picked up or delivered. */
export const prepareAddress = z.object({
  countryCode: z.string(),
  addressLine1: z.string(),
  addressLine2: z.nullable(z.string()),
  addressLine3: z.nullable(z.string()),
  city: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
  /** State, county, district or province: a two-letter code for the USA. */
  division: z.nullable(z.string()),
  suburb: z.nullable(z.string()),
  isResidential: z.boolean(),
});
export type PrepareAddress = z.infer<typeof prepareAddress>;

/** Shipper or receiver contact. The alternative tax ids are sent only when their toggle is on. */
export const prepareContact = z.object({
  companyName: z.string(),
  contactName: z.string(),
  phoneNumber: z.string(),
  phoneNumberExtension: z.nullable(z.string()),
  email: z.nullable(z.string()),
  vatNumber: z.nullable(z.string()),
  taxId: z.nullable(z.string()),
  eoriNumber: z.nullable(z.string()),
});
export type PrepareContact = z.infer<typeof prepareContact>;

/** A piece line as rated, plus the piece id a carrier gave it (spec 01 §3 Package.pieceId). */
export const preparePiece = z.extend(ratePiece, { pieceId: z.optional(z.nullable(z.string())) });
export type PreparePiece = z.infer<typeof preparePiece>;

/** One line of the customs invoice (spec 01 §3 "Invoice item"); values are per item. */
export const exportLineItem = z.object({
  /** Schedule B code as XXXX.XX.XXXX. */
  commodityCode: z.nullable(z.string()),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitValue: z.number(),
  /** Country of manufacture, ISO 3166-1 alpha-2. */
  countryOfManufacture: z.string(),
  /** Per item, in the shipment's weight unit. */
  weight: z.number(),
  eccn: z.nullable(z.string()),
  exportLicenseNumber: z.nullable(z.string()),
  /** yyyy-MM-dd. */
  exportLicenseExpiryDate: z.nullable(z.string()),
  licenseSymbol: z.nullable(z.string()),
});
export type ExportLineItem = z.infer<typeof exportLineItem>;

/** EEI filing as chosen: an FTR exemption, or the ITN of a filing already made, or the EIN to file with. */
export const eeiFiling = z.object({
  type: eeiFilingType,
  ftrExemption: z.nullable(z.string()),
  itnNumber: z.nullable(z.string()),
  einNumber: z.nullable(z.string()),
});
export type EeiFiling = z.infer<typeof eeiFiling>;

/** The international block of the prepare body (spec 01 §7), present for dutiable shipments only. */
export const prepareInternational = z.object({
  dutyAccountNumber: z.nullable(z.string()),
  whoPaysDuties: dutiesPayer,
  declaredValue: z.number(),
  termsOfTrade: z.object({ code: termsOfTradeCode }),
  exportLineItems: z.array(exportLineItem),
  /** Exports only. */
  eeiFiling: z.nullable(eeiFiling),
  invoiceType: z.string(),
  /** Proforma invoices only (gift, sample, return/repair). */
  purposeOfShipment: z.nullable(z.string()),
  invoiceNumber: z.nullable(z.string()),
  packageMarks: z.nullable(z.string()),
  packageRemarks1: z.nullable(z.string()),
  freightCharge: z.nullable(z.number()),
  insuranceCharge: z.nullable(z.number()),
  miscCharge: z.nullable(z.number()),
  exportType: exportType,
});
export type PrepareInternational = z.infer<typeof prepareInternational>;

/** POST /api/prepare_shipment_actions body (spec 01 §7 field list). */
export const prepareShipmentRequest = z.object({
  shipmentId: z.nullable(z.string()),
  origin: prepareAddress,
  destination: prepareAddress,
  pieces: z.array(preparePiece),
  isDocument: z.boolean(),
  currency: z.string(),
  measurementSystem: measurementSystem,
  whoPaysShipping: freightPayer,
  /** The account freight is billed to when the receiver or a third party pays. */
  billingAccountNumber: z.nullable(z.string()),
  billingAccountNumberPostalCode: z.nullable(z.string()),
  shipperAccountNumber: z.nullable(z.string()),
  /** yyyy-MM-dd'T'00:00:00.000. */
  targetShipDate: z.string(),
  description: z.string(),
  shipper: prepareContact,
  receiver: prepareContact,
  /** The order, quote or shipment the draft was created from. */
  externalSourceReference: z.nullable(z.string()),
  receiverReference: z.nullable(z.string()),
  /** The shipment reference number (domestic details and customs references). */
  shipmentReferenceNumber: z.nullable(z.string()),
  carrierProduct: z.string(),
  /** Service ids: "SF" direct signature, "NN" neutral delivery, "COO", "RETURN_LABEL" (spec 01 §9). */
  additionalServices: z.array(z.string()),
  /** Domestic signature option: 2 = signature, 3 = adult signature. */
  domesticSignature: z.nullable(z.union([z.literal(2), z.literal(3)])),
  hasBatteries: z.boolean(),
  hasDangerousGoods: z.boolean(),
  payWithPaymentProfileId: z.nullable(z.string()),
  /** The displayed retail rate to 2 decimals (spec 01 §7). */
  payWithConfirmedAmount: z.nullable(z.number()),
  insuredValue: z.nullable(z.number()),
  international: z.nullable(prepareInternational),
});
export type PrepareShipmentRequest = z.infer<typeof prepareShipmentRequest>;

export const prepareShipmentResponse = z.object({
  success: z.boolean(),
  shipmentId: z.nullable(z.string()),
  errors: z.array(z.object({ message: z.string() })),
});
export type PrepareShipmentResponse = z.infer<typeof prepareShipmentResponse>;

/** A pickup booked with the shipment (spec 02 §3 pickup form fields; times in minutes after midnight). */
export const prepPickup = z.object({
  /** yyyy-MM-dd. */
  date: z.string(),
  startTime: z.number(),
  endTime: z.number(),
  location: z.string(),
  notes: z.nullable(z.string()),
  numOfPackages: z.nullable(z.number()),
});
export type PrepPickup = z.infer<typeof prepPickup>;

/** POST /api/complete_prep_and_pickup_actions (spec 01 §7, spec 03 §3 "Prep-and-pickup request"). */
export const completePrepAndPickupRequest = z.object({
  prep: prepareShipmentRequest,
  newPickup: z.nullable(prepPickup),
  existingPickup: z.nullable(z.string()),
});
export type CompletePrepAndPickupRequest = z.infer<typeof completePrepAndPickupRequest>;

export const completePrepAndPickupResponse = z.object({
  successful: z.boolean(),
  shipmentId: z.nullable(z.string()),
  errors: z.array(z.object({ message: z.string() })),
});
export type CompletePrepAndPickupResponse = z.infer<typeof completePrepAndPickupResponse>;

/**
 * POST and PUT /api/shipment_drafts body (spec 01 §7): the draft travels as a JSON string so the
 * server stores any draft version as it is; `step` is the current step (PUT).
 */
export const shipmentDraftBody = z.object({
  name: z.string(),
  payload: z.string(),
  step: z.string(),
  updatedOn: z.nullable(z.string()),
  completedOn: z.nullable(z.string()),
  shipmentId: z.nullable(z.string()),
});
export type ShipmentDraftBody = z.infer<typeof shipmentDraftBody>;

/** GET /api/shipment_drafts member and GET /api/shipment_drafts/{id} answer. */
export const shipmentDraftResource = z.extend(shipmentDraftBody, {
  id: z.string(),
  ownedById: z.optional(z.nullable(z.string())),
});
export type ShipmentDraftResource = z.infer<typeof shipmentDraftResource>;
