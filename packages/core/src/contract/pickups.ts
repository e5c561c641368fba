import * as z from 'zod/mini';
import { toCalendarDay } from '../format/dates';
import { violation } from './hydra';
import { pagingQuery } from './queries';
import { text } from './text';

/**
 * Pickups (spec 02 §3 "Pickup", "Pickup capability", "Standalone pickup"; §7 the pickup calls). Times
 * are minutes after midnight, local to the pickup address; dates are calendar days (yyyy-MM-dd) of
 * that address. The rules (windows, calendar, field limits) are core's `pickup` module; this file is
 * only the shapes the API reads and answers.
 */

/** The carriers that pick up (spec 02 §4: FedEx pickup variants map to the FedEx carrier). */
export const pickupCarrier = z.enum(['DHL', 'UPS', 'FEDEX']);
export type PickupCarrier = z.infer<typeof pickupCarrier>;

/** A time of day in minutes after midnight (spec 02 §3), 0 to 1440 (24:00 closes a day). */
const minutes = z.int().check(z.gte(0), z.lte(1440));

/** The pickup address (spec 02 §3 standalone pickup origin.address). */
export const pickupAddress = z.object({
  addressLine1: z._default(text('line'), ''),
  addressLine2: z._default(text('line'), ''),
  addressLine3: z._default(text('line'), ''),
  city: z._default(text('line'), ''),
  postalCode: z._default(text('short'), ''),
  /** The state of a US address. */
  division: z._default(text('line'), ''),
  suburb: z._default(text('line'), ''),
});
export type PickupAddress = z.infer<typeof pickupAddress>;

const EMPTY_ADDRESS: PickupAddress = {
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
  city: '',
  postalCode: '',
  division: '',
  suburb: '',
};

/** Where the carrier picks up, and whom it asks for (spec 02 §3 "Standalone pickup" origin). */
export const pickupOrigin = z.object({
  companyName: z._default(text('line'), ''),
  contactName: z._default(text('line'), ''),
  /** ISO 3166-1 alpha-2; pickups are scheduled from the US only (outside it: contact customer service). */
  country: z._default(text('code'), 'US'),
  phoneNumber: z._default(text('short'), ''),
  phoneNumberExtension: z._default(text('short'), ''),
  email: z._default(text('line'), ''),
  address: z._default(pickupAddress, EMPTY_ADDRESS),
  isResidential: z._default(z.boolean(), false),
});
export type PickupOrigin = z.infer<typeof pickupOrigin>;
export type PickupOriginInput = z.input<typeof pickupOrigin>;

/** The pickup form's own fields (spec 02 §3: date, startTime, endTime, location, notes, numOfPackages). */
const pickupWindowFields = {
  /** yyyy-MM-dd, a day of the pickup address. */
  date: z._default(text('id'), ''),
  startTime: z._default(z.nullable(minutes), null),
  endTime: z._default(z.nullable(minutes), null),
  /** Where at the address the carrier finds the packages (e.g. "Front desk"). */
  location: z._default(text('line'), ''),
  notes: z._default(text('text'), ''),
  /** Meaningful for UPS only (spec 02 §3); other carriers count 1 (spec 02 §4). */
  numOfPackages: z._default(z.nullable(z.int()), null),
};

/** A pickup as the scheduler sends it (spec 02 §3 standalone form: + carrier, carrierProduct). */
export const pickupDetails = z.object({
  ...pickupWindowFields,
  carrier: pickupCarrier,
  /** The delivery service whose pickup this is: DHL "P", UPS "03" on the standalone screen (spec 02 §4). */
  carrierProduct: z._default(text('id'), ''),
});
export type PickupDetails = z.infer<typeof pickupDetails>;
export type PickupDetailsInput = z.input<typeof pickupDetails>;

/** What a standalone schedule does when the carrier already picks up there that day (the clash rule, spec 02 §4). */
export const pickupClashChoice = z.enum(['ask', 'addToExisting', 'changeTime']);
export type PickupClashChoice = z.infer<typeof pickupClashChoice>;

/** The choices a clash offers (spec 02 §4): add to the earlier pickup, change its time, or choose another date. */
export const pickupClashOption = z.enum(['addToExisting', 'changeTime', 'chooseAnotherDate']);
export type PickupClashOption = z.infer<typeof pickupClashOption>;

/** POST /api/schedule_pickup_actions: the standalone pickup (spec 02 §3, §7). */
export const schedulePickupRequest = z.object({
  origin: pickupOrigin,
  pickup: pickupDetails,
  /** Default "ask": a clash is answered with the existing pickup and the choices, nothing is booked. */
  onClash: z._default(pickupClashChoice, 'ask'),
});
export type SchedulePickupRequest = z.infer<typeof schedulePickupRequest>;
export type SchedulePickupRequestInput = z.input<typeof schedulePickupRequest>;

/** POST /api/modify_pickup_actions: the new data of a pickup (spec 02 §7); the carrier stays. */
export const modifyPickupRequest = z.object({
  pickupId: text('id'),
  pickup: z.object(pickupWindowFields),
});
export type ModifyPickupRequest = z.infer<typeof modifyPickupRequest>;
export type ModifyPickupRequestInput = z.input<typeof modifyPickupRequest>;

/** POST /api/cancel_pickup_actions (spec 02 §7). */
export const cancelPickupRequest = z.object({ pickupId: text('id') });

/**
 * POST /api/schedule_pickup_for_shipment_actions (spec 02 §7 "pickup payload plus shipmentId"): a pickup
 * for one of the owner's booked shipments, at its origin, by its carrier and service. The carrier's pickup
 * that day at that address is reused (spec 02 §4).
 */
export const schedulePickupForShipmentRequest = z.object({
  shipmentId: text('id'),
  pickup: z.object(pickupWindowFields),
});
export type SchedulePickupForShipmentRequest = z.infer<typeof schedulePickupForShipmentRequest>;
export type SchedulePickupForShipmentRequestInput = z.input<typeof schedulePickupForShipmentRequest>;

/** POST /api/add_to_pickup_actions (spec 02 §7): a booked shipment joins an open pickup of its carrier. */
export const addToPickupRequest = z.object({ pickupId: text('id'), shipmentId: text('id') });
export type AddToPickupRequest = z.infer<typeof addToPickupRequest>;
export type CancelPickupRequest = z.infer<typeof cancelPickupRequest>;

/**
 * Whose pickup address a capability check or a validation is about (spec 02 §7 "draft or origin …
 * shipment id"): the address itself, a saved draft's sender, or a booked shipment's origin.
 */
const pickupSubject = {
  origin: z.optional(z.nullable(pickupOrigin)),
  draftId: z.optional(z.nullable(text('id'))),
  shipmentId: z.optional(z.nullable(text('id'))),
};

/** POST /api/check_capabilities_actions (spec 02 §7). */
export const checkCapabilitiesRequest = z.object({
  ...pickupSubject,
  carrier: pickupCarrier,
  carrierProduct: z._default(text('id'), ''),
});
export type CheckCapabilitiesRequest = z.infer<typeof checkCapabilitiesRequest>;
export type CheckCapabilitiesRequestInput = z.input<typeof checkCapabilitiesRequest>;

const capabilityFields = {
  /** A same-day pickup must be booked by this time. */
  bookByTime: z.nullable(minutes),
  pickupWindowEarliestTime: z.nullable(minutes),
  pickupWindowLatestTime: z.nullable(minutes),
  /** Minutes. */
  minimumPickupWindow: z.nullable(minutes),
  /** The latest time the packages may be ready (the window's start) for a pickup that day. */
  cutOffTime: z.nullable(minutes),
};

/** The carrier's pickup capability at an address (spec 02 §3 "Pickup capability"), minutes after midnight. */
export const pickupCapability = z.object(capabilityFields);
export type PickupCapability = z.infer<typeof pickupCapability>;

export const checkCapabilitiesResponse = z.object({
  ...capabilityFields,
  successful: z.boolean(),
  errors: z.array(z.object({ message: text('text') })),
  /** The address is outside the US: the app shows the contact-customer-service modal (spec 02 §2). */
  contactCustomerService: z.boolean(),
  /** The IANA time zone of the pickup address: its "today" and "now" decide same-day pickups. */
  timeZone: z.nullable(text('id')),
});
export type CheckCapabilitiesResponse = z.infer<typeof checkCapabilitiesResponse>;

/** POST /api/validate_pickup_actions (spec 02 §7: carrier, pickup, carrier product). */
export const validatePickupRequest = z.object({
  ...pickupSubject,
  carrier: pickupCarrier,
  carrierProduct: z._default(text('id'), ''),
  pickup: z.object(pickupWindowFields),
});
export type ValidatePickupRequest = z.infer<typeof validatePickupRequest>;
export type ValidatePickupRequestInput = z.input<typeof validatePickupRequest>;

/** "valid or errors" (spec 02 §7): errors at the pickup's fields (`pickup.startTime` …). */
export const validatePickupResponse = z.object({
  valid: z.boolean(),
  errors: z.array(violation),
});
export type ValidatePickupResponse = z.infer<typeof validatePickupResponse>;

/** A pickup as listed and answered (spec 02 §3 "Pickup"). */
export const pickupResource = z.object({
  '@id': z.optional(text('id')),
  '@type': z.optional(text('id')),
  id: text('id'),
  /** yyyy-MM-dd. */
  date: text('id'),
  location: text('line'),
  startTime: minutes,
  endTime: minutes,
  /** "2:00 PM - 4:00 PM". */
  displayPickupWindow: text('line'),
  /** Meaningful for UPS only (spec 02 §2: shown only for carrier UPS). */
  numOfPackages: z.number(),
  notes: text('text'),
  confirmationNumber: text('id'),
  contactName: text('line'),
  companyName: text('line'),
  formattedAddress: text('text'),
  addressLine1: text('line'),
  /** Ids of the shipments the carrier collects on this pickup. */
  shipments: z.array(text('id')),
  carrier: pickupCarrier,
  carrierProduct: text('id'),
  /** The start of the window, local to the address: yyyy-MM-ddTHH:mm:00 (the readyAt[after] filter). */
  readyAt: text('id'),
  timeZone: text('id'),
  isResidential: z.boolean(),
  canceled: z.boolean(),
  canceledOn: z.nullable(text('id')),
  origin: pickupOrigin,
  ownedById: z.nullable(text('id')),
  createdOn: text('id'),
});
export type PickupResource = z.infer<typeof pickupResource>;

/** What schedule, modify and cancel answer (spec 02 §7: successful, errors[].message). */
export const pickupActionResponse = z.object({
  successful: z.boolean(),
  errors: z.array(z.object({ message: text('text') })),
  pickup: z.nullable(pickupResource),
  /** A clash (spec 02 §4): the carrier already picks up there that day; nothing was booked. */
  clash: z.nullable(z.object({ pickup: pickupResource, options: z.array(pickupClashOption) })),
});
export type PickupActionResponse = z.infer<typeof pickupActionResponse>;

/** spec 02 §9: pickups are listed 30 a page; up to 100. */
export const PICKUPS_PER_PAGE = 30;
export const MAX_PICKUPS_PER_PAGE = 100;

/**
 * GET /api/pickups (spec 02 §7: page, itemsPerPage, readyAt[after], canceled=false, optional address
 * and carrier). `readyAt[after]` is a day (yyyy-MM-dd, or a date-time whose day is read): pickups on
 * that day or later. `address` is an address line 1, matched as typed but for case and spaces.
 */
export const pickupListQuery = z.object({
  ...pagingQuery(PICKUPS_PER_PAGE, MAX_PICKUPS_PER_PAGE),
  'readyAt[after]': z.optional(
    z.string().check(
      z.maxLength(40),
      z.trim(),
      z.regex(/^\d{4}-\d{2}-\d{2}(?:[T ][0-9:.]+Z?)?$/),
      z.refine((value) => toCalendarDay(value) !== undefined, { message: 'readyAt[after] is not a date' }),
    ),
  ),
  canceled: z.optional(z.enum(['true', 'false'])),
  address: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(256))),
  postalCode: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  /** DHL, UPS or FEDEX, in any case. */
  carrier: z.optional(
    z.pipe(
      z.pipe(
        z.string().check(z.maxLength(16), z.trim()),
        z.transform((code: string) => code.toUpperCase()),
      ),
      pickupCarrier,
    ),
  ),
});
export type PickupListQuery = z.infer<typeof pickupListQuery>;
export type PickupListQueryInput = z.input<typeof pickupListQuery>;
