import * as z from 'zod/mini';
import { PREPARE_STEPS } from '../shipment/model/steps';
import { pickupResource } from './pickups';
import { measurementSystem, ratePiece } from './quote';
import { text } from './text';

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
  countryCode: text('code'),
  addressLine1: text('line'),
  addressLine2: z.nullable(text('line')),
  addressLine3: z.nullable(text('line')),
  city: z.nullable(text('line')),
  postalCode: z.nullable(text('short')),
  /** State, county, district or province: a two-letter code for the USA. */
  division: z.nullable(text('line')),
  suburb: z.nullable(text('line')),
  isResidential: z.boolean(),
});
export type PrepareAddress = z.infer<typeof prepareAddress>;

/** Shipper or receiver contact. The alternative tax ids are sent only when their toggle is on. */
export const prepareContact = z.object({
  companyName: text('line'),
  contactName: text('line'),
  phoneNumber: text('short'),
  phoneNumberExtension: z.nullable(text('short')),
  email: z.nullable(text('line')),
  vatNumber: z.nullable(text('short')),
  taxId: z.nullable(text('short')),
  eoriNumber: z.nullable(text('short')),
});
export type PrepareContact = z.infer<typeof prepareContact>;

/** A piece line as rated, plus the piece id a carrier gave it (spec 01 §3 Package.pieceId). */
export const preparePiece = z.extend(ratePiece, { pieceId: z.optional(z.nullable(text('id'))) });
export type PreparePiece = z.infer<typeof preparePiece>;

/** One line of the customs invoice (spec 01 §3 "Invoice item"); values are per item. */
export const exportLineItem = z.object({
  /** Schedule B code as XXXX.XX.XXXX. */
  commodityCode: z.nullable(text('short')),
  description: text('line'),
  quantity: z.number(),
  unit: text('code'),
  unitValue: z.number(),
  /** Country of manufacture, ISO 3166-1 alpha-2. */
  countryOfManufacture: text('code'),
  /** Per item, in the shipment's weight unit. */
  weight: z.number(),
  eccn: z.nullable(text('short')),
  exportLicenseNumber: z.nullable(text('short')),
  /** yyyy-MM-dd. */
  exportLicenseExpiryDate: z.nullable(text('id')),
  licenseSymbol: z.nullable(text('short')),
});
export type ExportLineItem = z.infer<typeof exportLineItem>;

/** EEI filing as chosen: an FTR exemption, or the ITN of a filing already made, or the EIN to file with. */
export const eeiFiling = z.object({
  type: eeiFilingType,
  ftrExemption: z.nullable(text('short')),
  itnNumber: z.nullable(text('short')),
  einNumber: z.nullable(text('short')),
});
export type EeiFiling = z.infer<typeof eeiFiling>;

/** The international block of the prepare body (spec 01 §7), present for dutiable shipments only. */
export const prepareInternational = z.object({
  dutyAccountNumber: z.nullable(text('short')),
  whoPaysDuties: dutiesPayer,
  declaredValue: z.number(),
  termsOfTrade: z.object({ code: termsOfTradeCode }),
  exportLineItems: z.array(exportLineItem),
  /** Exports only. */
  eeiFiling: z.nullable(eeiFiling),
  invoiceType: text('id'),
  /** Proforma invoices only (gift, sample, return/repair). */
  purposeOfShipment: z.nullable(text('id')),
  invoiceNumber: z.nullable(text('line')),
  packageMarks: z.nullable(text('line')),
  packageRemarks1: z.nullable(text('text')),
  freightCharge: z.nullable(z.number()),
  insuranceCharge: z.nullable(z.number()),
  miscCharge: z.nullable(z.number()),
  exportType: exportType,
});
export type PrepareInternational = z.infer<typeof prepareInternational>;

/** POST /api/prepare_shipment_actions body (spec 01 §7 field list). */
export const prepareShipmentRequest = z.object({
  shipmentId: z.nullable(text('id')),
  origin: prepareAddress,
  destination: prepareAddress,
  pieces: z.array(preparePiece),
  isDocument: z.boolean(),
  /** Documents up to half a pound in an express envelope rate as an envelope (spec 02 §4); ours. */
  usesExpressEnvelope: z.optional(z.boolean()),
  currency: text('code'),
  measurementSystem: measurementSystem,
  whoPaysShipping: freightPayer,
  /** The account freight is billed to when the receiver or a third party pays. */
  billingAccountNumber: z.nullable(text('short')),
  billingAccountNumberPostalCode: z.nullable(text('short')),
  shipperAccountNumber: z.nullable(text('short')),
  /** yyyy-MM-dd'T'00:00:00.000. */
  targetShipDate: text('id'),
  description: text('line'),
  shipper: prepareContact,
  receiver: prepareContact,
  /** The order, quote or shipment the draft was created from. */
  externalSourceReference: z.nullable(text('line')),
  receiverReference: z.nullable(text('line')),
  /** The shipment reference number (domestic details and customs references). */
  shipmentReferenceNumber: z.nullable(text('line')),
  carrierProduct: text('id'),
  /** Service ids: "SF" direct signature, "NN" neutral delivery, "COO", "RETURN_LABEL" (spec 01 §9). */
  additionalServices: z.array(text('id')),
  /** Domestic signature option: 2 = signature, 3 = adult signature. */
  domesticSignature: z.nullable(z.union([z.literal(2), z.literal(3)])),
  hasBatteries: z.boolean(),
  hasDangerousGoods: z.boolean(),
  payWithPaymentProfileId: z.nullable(text('id')),
  /** The displayed retail rate to 2 decimals (spec 01 §7). */
  payWithConfirmedAmount: z.nullable(z.number()),
  insuredValue: z.nullable(z.number()),
  international: z.nullable(prepareInternational),
});
export type PrepareShipmentRequest = z.infer<typeof prepareShipmentRequest>;

/**
 * Ours: the price changed between the wizard's rating and the booking (issue 12: "the user is asked
 * to accept the new price instead of being charged silently"). Nothing was booked or charged.
 */
export const priceChange = z.object({ confirmed: z.number(), current: z.number(), currency: text('code') });
export type PriceChange = z.infer<typeof priceChange>;

/** What was booked (ours, beside the spec's id): the carrier's tracking number and the documents. */
export const bookedShipment = z.object({
  trackingNumber: text('id'),
  carrier: text('code'),
  carrierProduct: text('id'),
  documents: z.array(z.object({ id: text('id'), type: text('id') })),
});
export type BookedShipment = z.infer<typeof bookedShipment>;

export const prepareShipmentResponse = z.object({
  success: z.boolean(),
  shipmentId: z.nullable(text('id')),
  errors: z.array(z.object({ message: text('text') })),
  priceChanged: z.optional(z.nullable(priceChange)),
  shipment: z.optional(z.nullable(bookedShipment)),
});
export type PrepareShipmentResponse = z.infer<typeof prepareShipmentResponse>;

/** A pickup booked with the shipment (spec 02 §3 pickup form fields; times in minutes after midnight). */
export const prepPickup = z.object({
  /** yyyy-MM-dd. */
  date: text('id'),
  startTime: z.number(),
  endTime: z.number(),
  location: text('line'),
  notes: z.nullable(text('text')),
  numOfPackages: z.nullable(z.number()),
});
export type PrepPickup = z.infer<typeof prepPickup>;

/** POST /api/complete_prep_and_pickup_actions (spec 01 §7, spec 03 §3 "Prep-and-pickup request"). */
export const completePrepAndPickupRequest = z.object({
  prep: prepareShipmentRequest,
  newPickup: z.nullable(prepPickup),
  existingPickup: z.nullable(text('id')),
  /** The CSR's "Use House Account?" toggle (spec 01 §2, §7: "with the house-account flag"). */
  useHouseAccount: z._default(z.boolean(), false),
  /** The draft completed by this booking (ours): it gets completedOn and the shipment's id. */
  draftId: z.optional(z.nullable(text('id'))),
});
export type CompletePrepAndPickupRequest = z.infer<typeof completePrepAndPickupRequest>;
export type CompletePrepAndPickupRequestInput = z.input<typeof completePrepAndPickupRequest>;

export const completePrepAndPickupResponse = z.object({
  successful: z.boolean(),
  shipmentId: z.nullable(text('id')),
  errors: z.array(z.object({ message: text('text') })),
  priceChanged: z.optional(z.nullable(priceChange)),
  shipment: z.optional(z.nullable(bookedShipment)),
  /** Ours: the pickup the shipment is on (newPickup booked or reused, or existingPickup), else null. */
  pickup: z.optional(z.nullable(pickupResource)),
});
export type CompletePrepAndPickupResponse = z.infer<typeof completePrepAndPickupResponse>;

/** The four steps of the prepare flow (spec 01 §2), as a draft or a support request names them. */
export const prepareStep = z.enum(PREPARE_STEPS);

/**
 * POST and PUT /api/shipment_drafts body (spec 01 §7): the draft travels as a JSON string so the
 * server stores any draft version as it is; `step` is the current step (PUT).
 */
export const shipmentDraftBody = z.object({
  name: text('line'),
  payload: text('document'),
  step: text('id'),
  updatedOn: z.nullable(text('id')),
  completedOn: z.nullable(text('id')),
  shipmentId: z.nullable(text('id')),
});
export type ShipmentDraftBody = z.infer<typeof shipmentDraftBody>;

/** GET /api/shipment_drafts member and GET /api/shipment_drafts/{id} answer. */
export const shipmentDraftResource = z.extend(shipmentDraftBody, {
  id: text('id'),
  ownedById: z.optional(z.nullable(text('id'))),
});
export type ShipmentDraftResource = z.infer<typeof shipmentDraftResource>;
