import * as z from 'zod/mini';
import { money } from './money';
import { pickupResource } from './pickups';
import { pagingQuery } from './queries';
import { carrierCode, rate } from './rate';
import { text } from './text';

/**
 * Booked shipments and their documents (spec 02 §3 "Shipment record", "Shipment document"; §7
 * shipments and documents calls; issue 12).
 */

/** The kinds of document a booking makes (issue 12). */
export const SHIPMENT_DOCUMENT_TYPES = [
  'label',
  'commercial_invoice',
  'certificate_of_origin',
  'return_label',
] as const;
export const shipmentDocumentType = z.enum(SHIPMENT_DOCUMENT_TYPES);
export type ShipmentDocumentType = z.infer<typeof shipmentDocumentType>;

/** One end of a booked shipment, as the summary shows it. */
export const shipmentParty = z.object({
  companyName: text('line'),
  contactName: text('line'),
  phoneNumber: text('short'),
  email: z.nullable(text('line')),
  countryCode: text('code'),
  addressLine1: text('line'),
  addressLine2: z.nullable(text('line')),
  addressLine3: z.nullable(text('line')),
  city: z.nullable(text('line')),
  postalCode: z.nullable(text('short')),
  division: z.nullable(text('line')),
  isResidential: z.boolean(),
});
export type ShipmentParty = z.infer<typeof shipmentParty>;

/** How the shipment was paid for (spec 01 §9), with what may be shown of a stored method. */
export const shipmentPayment = z.object({
  type: z.enum(['pay_now', 'pay_later', 'house_account', 'third_party', 'receiver']),
  amount: money,
  /** "Visa ending in 4242" for pay now; null otherwise. */
  method: z.nullable(text('line')),
  /** The billed account (third party, receiver) as entered. */
  accountNumber: z.nullable(text('short')),
  /** captured, refunded, or null when nothing was charged. */
  chargeStatus: z.nullable(z.enum(['captured', 'refunded'])),
});
export type ShipmentPayment = z.infer<typeof shipmentPayment>;

export const shipmentDocumentListed = z.object({
  id: text('id'),
  type: shipmentDocumentType,
  fileName: text('line'),
});
export type ShipmentDocumentListed = z.infer<typeof shipmentDocumentListed>;

/** GET /api/shipments member and GET /api/shipments/{id} (spec 02 §3 Shipment record). */
export const shipmentResource = z.object({
  id: text('id'),
  hasError: z.boolean(),
  /** yyyy-MM-dd. */
  targetShipDate: text('id'),
  trackingNumber: text('id'),
  carrier: z.object({ id: text('id'), name: text('line'), productCode: text('id'), carrier: carrierCode }),
  primaryStatusFlag: z.number(),
  primaryStatusFlagLabel: text('line'),
  documents: z.array(shipmentDocumentListed),
  ownedById: text('id'),
  shipmentFrom: shipmentParty,
  shipmentTo: shipmentParty,
  declaredTotalValue: z.nullable(z.number()),
  hasBatteries: z.boolean(),
  hasDangerousGoods: z.boolean(),
  description: text('line'),
  shipmentReferenceNumber: z.nullable(text('line')),
  isDutiable: z.boolean(),
  isImport: z.boolean(),
  isDomestic: z.boolean(),
  isUSTerritories: z.boolean(),
  /** Ours: when it was booked and cancelled; how it was paid; the rate it was booked at. */
  createdOn: text('id'),
  canceledOn: z.nullable(text('id')),
  payment: shipmentPayment,
  rate: rate,
  /** The export filing shown on the summary (ITN, or the FTR exemption), null when none applies. */
  exportFiling: z.nullable(text('line')),
  /** Package count and total weight, for the summary's details. */
  pieces: z.number(),
  totalWeight: z.object({ value: z.number(), unit: z.enum(['lb', 'kg']) }),
  /** Ours: the open pickup the shipment is on, for the summary's pickup panel (GET /shipments/{id} only). */
  pickup: z.optional(z.nullable(pickupResource)),
  /** Ours (issue 14): when the owner archived it (hidden from the list until restored), else null. */
  archivedOn: z.optional(z.nullable(text('id'))),
  /** Ours: the person who booked it (a CSR acting for the client, or the client), for CSR lists. */
  createdById: z.optional(z.nullable(text('id'))),
  /**
   * Ours: whose shipment it is, by the account's name and company (spec 03 §3 User name, companyName; what
   * a staff member acting for the account sees of it, spec 03 §2), in a CSR's lists only (Created By CSRs,
   * Created By Me and their shipments that need attention), whose rows are several clients'; null when
   * the account is not found.
   */
  owner: z.optional(z.nullable(z.object({ name: text('line'), companyName: text('line') }))),
});
export type ShipmentResource = z.infer<typeof shipmentResource>;

/** spec 02 §9: shipments are listed 10 a page. */
export const SHIPMENTS_PER_PAGE = 10;
export const MAX_SHIPMENTS_PER_PAGE = 100;
/**
 * GET /api/shipments (spec 02 §7 page and itemsPerPage) with view history's filters (issue 14, ours):
 * `archived=true` lists the archived ones (to restore them), otherwise the list leaves them out; a CSR
 * on a personal account picks whose bookings with `creator` ("Created By CSRs" / "Created By Me", spec
 * 02 §2; not `createdBy`, which names the acting creator on every call, spec 03 §7) and the shipments
 * that need attention with `needsAttention=true`.
 */
export const SHIPMENT_CREATED_BY = ['csrs', 'me'] as const;
export type ShipmentCreatedBy = (typeof SHIPMENT_CREATED_BY)[number];
export const shipmentListQuery = z.object({
  ...pagingQuery(SHIPMENTS_PER_PAGE, MAX_SHIPMENTS_PER_PAGE),
  archived: z.optional(z.enum(['true', 'false'])),
  creator: z.optional(z.enum(SHIPMENT_CREATED_BY)),
  needsAttention: z.optional(z.enum(['true', 'false'])),
});
export type ShipmentListQueryInput = z.input<typeof shipmentListQuery>;

/** How many shipments one multi-select action takes at most (a page holds 10; 100 is the largest page). */
export const MAX_SHIPMENTS_PER_ACTION = MAX_SHIPMENTS_PER_PAGE;
const shipmentIds = z.array(text('id')).check(z.minLength(1), z.maxLength(MAX_SHIPMENTS_PER_ACTION));

/**
 * POST /api/archive_shipment_actions (spec 02 §4 "Archive: always"; the multi-select menu's Archive):
 * archives (`archived: true`) or restores (`false`) one or several of the caller's shipments at once.
 * All or nothing: an id that is not the caller's shipment fails the whole request (404).
 */
export const archiveShipmentsRequest = z.object({
  shipmentIds,
  archived: z._default(z.boolean(), true),
});
export type ArchiveShipmentsRequestInput = z.input<typeof archiveShipmentsRequest>;
export const archiveShipmentsResponse = z.object({
  shipmentIds: z.array(text('id')),
  archived: z.boolean(),
});
export type ArchiveShipmentsResponse = z.infer<typeof archiveShipmentsResponse>;

/**
 * POST /api/delete_shipment_actions (spec 02 §4 "Delete Shipment: only when delivered"): the caller's
 * delivered shipments leave every list; the rows stay for the audit. All or nothing (404 for an id that
 * is not the caller's, 422 when one is not delivered).
 */
export const deleteShipmentsRequest = z.object({ shipmentIds });
export type DeleteShipmentsRequestInput = z.input<typeof deleteShipmentsRequest>;
export const deleteShipmentsResponse = z.object({ shipmentIds: z.array(text('id')) });
export type DeleteShipmentsResponse = z.infer<typeof deleteShipmentsResponse>;

/** POST /api/duplicate_shipment_actions (spec 02 §4 "Duplicate: always"): a new draft from a shipment. */
export const duplicateShipmentRequest = z.object({ shipmentId: text('id') });
export type DuplicateShipmentRequestInput = z.input<typeof duplicateShipmentRequest>;

/** POST /api/duplicate_draft_actions (spec 02 §2 drafts: duplicate): a new draft from a draft. */
export const duplicateDraftRequest = z.object({ draftId: text('id') });
export type DuplicateDraftRequestInput = z.input<typeof duplicateDraftRequest>;

/** The longest data URL a document answer holds (base64 of a 30 MB PDF). */
export const MAX_DOCUMENT_DATA_URL_LENGTH = 40_000_000;

/** GET /api/shipment_documents/{id} (spec 02 §7): `file` is a data URL. */
export const shipmentDocumentResource = z.object({
  id: text('id'),
  type: shipmentDocumentType,
  fileName: text('line'),
  /** A data URL: a PDF of up to 200 labels is a few MB. */
  file: z.string().check(z.maxLength(MAX_DOCUMENT_DATA_URL_LENGTH)),
});
export type ShipmentDocumentResource = z.infer<typeof shipmentDocumentResource>;

/** POST /api/cancel_shipment_actions (spec 02 §7). */
export const cancelShipmentRequest = z.object({
  shipmentId: text('id'),
  cancelRelatedPickup: z._default(z.boolean(), false),
});
export type CancelShipmentRequest = z.infer<typeof cancelShipmentRequest>;
export type CancelShipmentRequestInput = z.input<typeof cancelShipmentRequest>;

export const cancelShipmentResponse = z.object({
  shipmentCanceled: z.boolean(),
  pickupCanceled: z.boolean(),
  /** Ours: what was given back (pay now), in the shipment's currency. */
  refunded: z.nullable(money),
});
export type CancelShipmentResponse = z.infer<typeof cancelShipmentResponse>;
