import * as z from 'zod/mini';
import { dutiesPayer, freightPayer, termsOfTradeCode } from '../../contract/prepare';
import { measurementSystem } from '../../contract/quote';
import { amount, flag, optionalText, text, yesNo } from './fields';
import { partySchema } from './partySchema';
import { shipmentDetailsSchema } from './shipmentDetailsSchema';
import { PREPARE_STEPS } from './steps';

/** The current draft version (spec 01 §3); older stored versions are migrated on load. */
export const DRAFT_VERSION = '0.5';

/** spec 01 §3 "Additional services". */
export const additionalServicesSchema = z.object({
  doYouNeedInsurance: yesNo(),
  insuranceValue: amount(),
  isNeutralDeliveryServiceRequired: flag(),
  isCertificateOfOriginRequired: flag(),
  /** "SF" direct signature (international), or the domestic signature option 2 or 3 (spec 01 §9). */
  signature: z._default(z.nullable(z.union([z.literal('SF'), z.literal(2), z.literal(3)])), null),
  isReturnLabel: flag(),
});
export type AdditionalServices = z.infer<typeof additionalServicesSchema>;

/** spec 01 §3 "Payment". The three `is…Required` flags are derived by `normalize`. */
export const paymentSchema = z.object({
  freightPayment: z._default(z.nullable(freightPayer), null),
  /** The receiver's or third party's account freight is billed to. */
  shipperAccountNumber: text(),
  dutiesAndTaxesPayment: z._default(z.nullable(dutiesPayer), null),
  dutyAccountNumber: text(),
  customsTermsOfTrade: z._default(z.nullable(termsOfTradeCode), null),
  billingAccountNumberPostalCode: text(),
  termsAndConditionsAgreement: flag(),
  isAccountNumberRequired: flag(),
  isDutyAccountRequired: flag(),
  isAssociatedZipRequired: flag(),
});
export type DraftPayment = z.infer<typeof paymentSchema>;

/**
 * The pickup booked with the shipment (spec 02 §3 pickup form: date, window in minutes after
 * midnight, location, notes, number of packages). Loose, so fields the pickup flow adds survive.
 */
export const draftPickupSchema = z.looseObject({
  /** yyyy-MM-dd. */
  date: optionalText(),
  startTime: amount(),
  endTime: amount(),
  location: text(),
  notes: text(),
  numOfPackages: amount(),
});
export type DraftPickup = z.infer<typeof draftPickupSchema>;

/** spec 01 §3 "Pickup delivery". */
export const pickupDeliverySchema = z.object({
  /** yyyy-MM-dd. */
  shipmentDate: optionalText(),
  isPickupRequired: yesNo(),
  /** The delivery service chosen among the rates. */
  carrierProduct: optionalText(),
  /** An existing pickup the shipment is added to. */
  pickupId: optionalText(),
  pickup: z._default(z.nullable(draftPickupSchema), null),
  custom: z.prefault(
    z.object({
      /** What the user does instead of a pickup (e.g. drop off); cleared when a pickup is required. */
      pickupOption: optionalText(),
      reminder: yesNo(),
    }),
    {},
  ),
});
export type PickupDelivery = z.infer<typeof pickupDeliverySchema>;

/** The draft shipment, version 0.5, with every field of spec 01 §3. */
export const draftSchema = z.object({
  version: z._default(z.literal(DRAFT_VERSION), DRAFT_VERSION),
  id: optionalText(),
  name: text(),
  /** Beyond §3: the shipment created from this draft and the order/quote/shipment it came from (spec 01 §7). */
  shipmentId: optionalText(),
  externalSourceReference: optionalText(),
  shipmentFrom: z.prefault(partySchema, {}),
  shipmentTo: z.prefault(partySchema, {}),
  shipmentDetails: z.prefault(shipmentDetailsSchema, {}),
  additionalServices: z.prefault(additionalServicesSchema, {}),
  payment: z.prefault(paymentSchema, {}),
  pickupDelivery: z.prefault(pickupDeliverySchema, {}),
  isDocumentsShipment: flag(),
  currency: z._default(z.string(), 'USD'),
  measurementSystem: z._default(measurementSystem, 'imperial'),
  currentStep: z._default(z.enum(PREPARE_STEPS), 'create_shipment'),
  /** ISO date-time. */
  updatedOn: optionalText(),
  completedOn: optionalText(),
  /** Sum of item value times quantity; null when no invoice line has both. Derived by `normalize`. */
  invoiceTotalSum: amount(),
  // Derived flags (spec 01 §1), recomputed by `normalize` and kept for readers of the stored JSON.
  isDomestic: flag(),
  isExport: flag(),
  isImport: flag(),
  isDutiable: flag(),
  isUSTerritories: flag(),
  isProformaInvoiceType: flag(),
});
export type Draft = z.infer<typeof draftSchema>;
export type DraftInput = z.input<typeof draftSchema>;
