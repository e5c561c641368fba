import { randomUUID } from 'node:crypto';
import type {
  AddToPickupRequest,
  CancelPickupRequest,
  CheckCapabilitiesRequest,
  CheckCapabilitiesResponse,
  ModifyPickupRequest,
  PickupActionResponse,
  PickupCarrier,
  PickupClashChoice,
  PickupDetails,
  PickupListQuery,
  PickupOrigin,
  PickupResource,
  SchedulePickupForShipmentRequest,
  SchedulePickupRequest,
  ValidatePickupRequest,
  ValidatePickupResponse,
  Violation,
} from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import {
  canModifyPickup,
  countsPackages,
  DEFAULT_PICKUP_PRODUCT,
  displayPickupWindow,
  localClock,
  type PickupFormFields,
  type PickupRuleContext,
  packagesFor,
  pickupAddressKey,
  pickupClashOptions,
  pickupTimeRules,
  validatePickupForm,
  validateStandalonePickup,
} from '@shipdeck/core/pickup';
import { carrierName } from '@shipdeck/core/rating';
import { parseDraft } from '@shipdeck/core/shipment';
import { isBlocking } from '@shipdeck/core/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../auth/principal';
import type { PickupBooking, PickupCapabilityAnswer, PickupGateway } from '../carriers/pickupGateway';
import type { PickupRow } from '../db/schema';
import type { DraftRepository } from '../drafts/draftRepository';
import { serverMessage } from '../messages';
import { ApiError, forbidden, notFound, unprocessable } from '../platform/apiError';
import { type ClashKey, PickupClashError, type PickupRepository } from './pickupRepository';
import { pickupResource } from './pickupView';

export interface PickupServiceDeps {
  repository: PickupRepository;
  gateway: PickupGateway;
  drafts: DraftRepository;
  /**
   * The pickup address of one of the owner's booked shipments (check_capabilities / validate_pickup with
   * a shipmentId; app.ts reads it from the shipments, pickupOriginOfPrepared); undefined when none.
   */
  shipmentOrigin?: (ownerId: string, shipmentId: string) => Promise<PickupOrigin | null>;
  /**
   * One of the owner's booked shipments as a pickup sees it (schedule_pickup_for_shipment_actions,
   * add_to_pickup_actions), and marking it awaiting pickup once it is on one (app.ts, the shipments).
   */
  shipments?: ShipmentsForPickups;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** A booked shipment as its pickup sees it. */
export interface ShipmentForPickup {
  carrier: string;
  carrierProduct: string;
  origin: PickupOrigin;
  /** The packages it hands the carrier (its pieces). */
  packages: number;
  /** Still to be picked up: not cancelled, not with the carrier. */
  pickable: boolean;
}

export interface ShipmentsForPickups {
  find(ownerId: string, shipmentId: string): Promise<ShipmentForPickup | null>;
  markAwaitingPickup(ownerId: string, shipmentIds: readonly string[]): Promise<void>;
  markAwaitingDropoff(ownerId: string, shipmentIds: readonly string[]): Promise<void>;
}

/** A pickup the booking flow books with its shipments: the shipper's address and the pickup form. */
export interface PickupForShipments {
  /** The shipment's sender (spec 01 §3 shipmentFrom): where the carrier comes. */
  origin: PickupOrigin;
  pickup: PickupDetails;
}

export interface PickupService {
  checkCapabilities(caller: Principal, request: CheckCapabilitiesRequest): Promise<CheckCapabilitiesResponse>;
  validate(caller: Principal, request: ValidatePickupRequest): Promise<ValidatePickupResponse>;
  /** The standalone pickup (spec 02 §2): a clash is answered with the choices unless `onClash` says one. */
  schedule(caller: Principal, request: SchedulePickupRequest): Promise<PickupActionResponse>;
  modify(caller: Principal, request: ModifyPickupRequest): Promise<PickupActionResponse>;
  cancel(caller: Principal, request: CancelPickupRequest): Promise<PickupActionResponse>;
  list(caller: Principal, query: PickupListQuery): Promise<{ members: PickupResource[]; total: number }>;
  /**
   * Books a pickup for shipments the caller has just booked (the booking flow's newPickup, spec 01 §7
   * complete_prep_and_pickup_actions), or adds them to the pickup the carrier already has at that address
   * that day (spec 02 §4: "a pickup for the same carrier and date as an existing one is reused"). The
   * caller must have checked that the shipments are its owner's. Throws ApiError 422 when a rule refuses
   * the pickup (violations at `pickup.…`) or the carrier does (errorCode PickupNotScheduled).
   */
  scheduleForShipments(
    caller: Principal,
    input: PickupForShipments,
    shipmentIds: readonly string[],
  ): Promise<{ pickup: PickupResource; reused: boolean }>;
  /**
   * The checks scheduleForShipments makes before it calls the carrier (the rules at the address, on its
   * clock): the booking flow runs them before it charges anything. Throws what scheduleForShipments throws.
   */
  checkForShipments(caller: Principal, input: PickupForShipments): Promise<void>;
  /**
   * Gives back what scheduleForShipments booked when the shipments it was for were not booked after all:
   * a new pickup is cancelled with the carrier, a reused one loses the packages it was given.
   */
  release(
    caller: Principal,
    scheduled: { pickup: PickupResource; reused: boolean },
    packages: number,
  ): Promise<void>;
  /**
   * An open pickup of the caller's owner that a shipment of `carrier` may join (existingPickup,
   * add_to_pickup_actions): not found (404) when it is another's; 422 at `pickupId` when it is
   * cancelled, past, or another carrier's.
   */
  joinable(caller: Principal, pickupId: string, carrier: PickupCarrier): Promise<PickupResource>;
  /**
   * Adds a booked shipment to an open pickup of the caller's owner (spec 02 §7 add_to_pickup_actions);
   * with `carrier`, the pickup must be that carrier's; `packages` are added to a UPS pickup's count.
   */
  addShipment(
    caller: Principal,
    pickupId: string,
    shipmentId: string,
    options?: { carrier?: PickupCarrier; packages?: number },
  ): Promise<PickupResource>;
  /**
   * schedule_pickup_for_shipment_actions (spec 02 §7): a pickup for a booked shipment of the caller's
   * owner, at its origin, by its carrier; the carrier's pickup there that day is reused (spec 02 §4).
   */
  scheduleForShipment(
    caller: Principal,
    request: SchedulePickupForShipmentRequest,
  ): Promise<PickupActionResponse>;
  /** add_to_pickup_actions (spec 02 §7): a booked shipment joins an open pickup of its carrier at its origin. */
  addToPickup(caller: Principal, request: AddToPickupRequest): Promise<PickupActionResponse>;
  /** The open pickup a shipment is on, if any (cancelling a shipment and its pickup, spec 02 §4). */
  pickupOfShipment(caller: Principal, shipmentId: string): Promise<PickupResource | null>;
}

const PICKUP_CARRIERS = new Set<string>(['DHL', 'UPS', 'FEDEX']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const violation = (propertyPath: string, message: string): Violation => ({
  propertyPath,
  message,
  severity: 'error',
});
function refuse(errors: readonly Violation[]): never {
  throw unprocessable((errors[0] as Violation).message, errors);
}
const prefixed = (prefix: string, errors: readonly Violation[]) =>
  errors.map((e) => ({ ...e, propertyPath: `${prefix}.${e.propertyPath}` }));

const failed = (message: string): PickupActionResponse => ({
  successful: false,
  errors: [{ message }],
  pickup: null,
  clash: null,
});

/** A shipment's sender (a draft's shipmentFrom) as a pickup address. */
function originOfParty(party: {
  companyName: string;
  contactName: string;
  country: string;
  phoneNumber: string;
  phoneNumberExtension: string;
  email: string;
  isResidential: boolean | null;
  address: PickupOrigin['address'];
}): PickupOrigin {
  return {
    companyName: party.companyName,
    contactName: party.contactName,
    country: party.country || 'US',
    phoneNumber: party.phoneNumber,
    phoneNumberExtension: party.phoneNumberExtension,
    email: party.email,
    isResidential: party.isResidential === true,
    address: { ...party.address },
  };
}

/**
 * Pickups (spec 02 §2-§9): every request is checked with core's pickup rules against the carrier's
 * capability at the address, in that address's time zone, then sent to the carrier gateway, then stored
 * for the caller's owner (a CSR acting for a client books the client's, recorded as the writer and audited
 * by the acting hook). The clash rule holds in the database too (pickups_one_a_day_idx): of two requests
 * racing for one day, the second is answered as the clash it is and its carrier booking is given back.
 */
export function createPickupService(deps: PickupServiceDeps): PickupService {
  const { repository, gateway, now, log } = deps;
  const context = () => ({ now: now() });

  const whoOf = (caller: Principal) => {
    if (!caller.session) throw forbidden(serverMessage('auth.forbidden'));
    return { ownerId: caller.session.ownerId, userId: caller.session.userId };
  };

  const productOf = (carrier: PickupCarrier, product: string) =>
    product.trim() || DEFAULT_PICKUP_PRODUCT[carrier];

  /** The rules of a carrier's service at an address, read on that address's clock. */
  const rulesAt = (
    answer: Extract<PickupCapabilityAnswer, { kind: 'capable' }>,
    carrier: PickupCarrier,
    product: string,
  ): PickupRuleContext & { timeZone: string } => ({
    t: messages,
    clock: localClock(now(), answer.timeZone),
    rules: pickupTimeRules(carrier, product, answer.capability),
    timeZone: answer.timeZone,
  });

  /** The carrier's capability; a carrier that cannot be reached is a refusal in the spec's words. */
  const capabilityOf = async (carrier: PickupCarrier, product: string, origin: PickupOrigin) => {
    try {
      return await gateway.checkPickupCapability({ carrier, carrierProduct: product, origin }, context());
    } catch (error) {
      log.error({ err: String(error), carrier }, 'pickup capability check failed');
      return { kind: 'refused', message: messages('pickup.problem') } satisfies PickupCapabilityAnswer;
    }
  };

  const findOwned = async (ownerId: string, pickupId: string): Promise<PickupRow> => {
    const row = UUID.test(pickupId) ? await repository.find(pickupId.toLowerCase(), ownerId) : undefined;
    if (!row) throw notFound(messages('pickup.notFound'));
    return row;
  };

  const view = async (row: PickupRow, shipments?: readonly string[]) =>
    pickupResource(row, shipments ?? (await repository.shipmentsOf([row.id])).get(row.id) ?? []);

  /** The answer of a write; `shipments` when the caller knows them (a pickup it has just stored). */
  const succeeded = async (row: PickupRow, shipments?: readonly string[]): Promise<PickupActionResponse> => ({
    successful: true,
    errors: [],
    pickup: await view(row, shipments),
    clash: null,
  });

  const clashKeyOf = (
    ownerId: string,
    carrier: PickupCarrier,
    date: string,
    origin: PickupOrigin,
  ): ClashKey => {
    const key = pickupAddressKey(origin.address.addressLine1, origin.address.postalCode);
    return { ownerId, carrier, pickupDate: date, addressLineKey: key.line, postalCodeKey: key.postalCode };
  };

  const clashAnswer = async (existing: PickupRow, options = pickupClashOptions(existing.carrier)) => ({
    successful: false,
    errors: [
      {
        message: messages('pickup.clash.message', {
          carrier: carrierName(existing.carrier),
          date: existing.pickupDate,
          window: displayPickupWindow(existing.startTime, existing.endTime),
        }),
      },
    ],
    pickup: null,
    clash: { pickup: await view(existing), options },
  });

  const bookingOf = (
    carrier: PickupCarrier,
    product: string,
    origin: PickupOrigin,
    pickup: PickupFormFields,
    timeZone: string,
  ): PickupBooking => ({
    carrier,
    carrierProduct: product,
    origin,
    date: pickup.date.trim(),
    startTime: pickup.startTime as number,
    endTime: pickup.endTime as number,
    timeZone,
    location: pickup.location.trim(),
    notes: pickup.notes.trim(),
    numOfPackages: packagesFor(carrier, pickup.numOfPackages) ?? 1,
  });

  /** Adds to the pickup the carrier already has that day: its shipments, and (UPS) the packages. */
  const addTo = async (
    existing: PickupRow,
    booking: PickupBooking,
    shipmentIds: readonly string[],
    userId: string,
  ) => {
    const updated = await repository.addShipments(existing.id, existing.ownerId, shipmentIds, {
      addedBy: userId,
      packages: countsPackages(existing.carrier) ? booking.numOfPackages : 0,
      at: now(),
    });
    if (!updated) throw notFound(messages('pickup.notFound'));
    return updated;
  };

  /** Moves the carrier's pickup that day to the new window (DHL and FedEx), and adds to it. */
  const changeTimeOf = async (
    existing: PickupRow,
    booking: PickupBooking,
    shipmentIds: readonly string[],
    userId: string,
  ): Promise<PickupActionResponse> => {
    if (!canModifyPickup(existing.carrier))
      throw new ApiError(422, 'PickupNotReschedulable', messages('pickup.upsReschedule'));
    const moved = { ...booking, origin: existing.origin, carrierProduct: existing.carrierProduct };
    const outcome = await carrierCall(() =>
      gateway.modifyPickup(existing.confirmationNumber, moved, context()),
    );
    if (!outcome.ok) return failed(outcome.message);
    await repository.update(existing.id, existing.ownerId, {
      startTime: booking.startTime,
      endTime: booking.endTime,
      location: booking.location,
      notes: booking.notes || existing.notes,
      confirmationNumber: outcome.confirmationNumber,
      updatedBy: userId,
      updatedOn: now(),
    });
    return succeeded(await addTo(existing, booking, shipmentIds, userId));
  };

  const carrierCall = async <T extends { ok: boolean }>(call: () => Promise<T>) => {
    try {
      return await call();
    } catch (error) {
      log.error({ err: String(error) }, 'pickup carrier call failed');
      return { ok: false as const, message: messages('pickup.problem') };
    }
  };

  /**
   * Books a pickup, or meets the one the carrier already has at the address that day (the clash rule):
   * asks, adds to it or changes its time, as `onClash` says.
   */
  const book = async (
    who: { ownerId: string; userId: string },
    origin: PickupOrigin,
    booking: PickupBooking,
    shipmentIds: readonly string[],
    onClash: PickupClashChoice,
  ): Promise<PickupActionResponse & { reused?: boolean }> => {
    const key = clashKeyOf(who.ownerId, booking.carrier, booking.date, origin);
    const meet = async (existing: PickupRow) => {
      if (onClash === 'ask') return clashAnswer(existing);
      if (onClash === 'changeTime')
        return { ...(await changeTimeOf(existing, booking, shipmentIds, who.userId)), reused: true };
      return { ...(await succeeded(await addTo(existing, booking, shipmentIds, who.userId))), reused: true };
    };
    const existing = await repository.findClash(key);
    if (existing) return meet(existing);

    const outcome = await carrierCall(() => gateway.schedulePickup(booking, context()));
    if (!outcome.ok) return failed(outcome.message);
    const at = now();
    try {
      const row = await repository.insert(
        {
          id: randomUUID(),
          ownerId: who.ownerId,
          createdBy: who.userId,
          updatedBy: who.userId,
          carrier: booking.carrier,
          carrierProduct: booking.carrierProduct,
          pickupDate: booking.date,
          startTime: booking.startTime,
          endTime: booking.endTime,
          timeZone: booking.timeZone,
          location: booking.location,
          notes: booking.notes,
          numOfPackages: booking.numOfPackages,
          confirmationNumber: outcome.confirmationNumber,
          origin,
          addressLineKey: key.addressLineKey,
          postalCodeKey: key.postalCodeKey,
          isResidential: origin.isResidential,
          createdOn: at,
          updatedOn: at,
        },
        shipmentIds,
      );
      return { ...(await succeeded(row, shipmentIds)), reused: false };
    } catch (error) {
      if (!(error instanceof PickupClashError)) throw error;
      // Another request booked this day first: give the carrier this booking back, and meet that one.
      await carrierCall(() =>
        gateway.cancelPickup(
          {
            carrier: booking.carrier,
            confirmationNumber: outcome.confirmationNumber,
            location: booking.location,
          },
          context(),
        ),
      );
      const winner = await repository.findClash(key);
      if (!winner) throw error;
      return meet(winner);
    }
  };

  /** The pickup address a capability check or a validation is about: an origin, a draft or a shipment. */
  const originOf = async (
    ownerId: string,
    request: Pick<CheckCapabilitiesRequest, 'origin' | 'draftId' | 'shipmentId'>,
  ): Promise<PickupOrigin> => {
    if (request.origin) return request.origin;
    if (request.draftId) {
      const row = UUID.test(request.draftId)
        ? await deps.drafts.find(request.draftId.toLowerCase(), `user:${ownerId}`)
        : undefined;
      const parsed = row ? parseDraft(row.payload) : null;
      if (!parsed?.ok) throw notFound(messages('draft.notFound'));
      return originOfParty(parsed.draft.shipmentFrom);
    }
    if (request.shipmentId) {
      const origin = UUID.test(request.shipmentId)
        ? ((await deps.shipmentOrigin?.(ownerId, request.shipmentId.toLowerCase())) ?? null)
        : null;
      if (!origin) throw notFound(serverMessage('shipment.notFound'));
      return origin;
    }
    return refuse([violation('origin', serverMessage('pickup.originRequired'))]);
  };

  const today = (row: PickupRow) => localClock(now(), row.timeZone).date;

  /** An open pickup of the owner a shipment may join: not cancelled, not past, the carrier's when given. */
  const joinableRow = async (ownerId: string, pickupId: string, carrier?: PickupCarrier) => {
    const row = await findOwned(ownerId, pickupId);
    if (row.canceledOn) refuse([violation('pickupId', messages('pickup.canceled'))]);
    if (row.pickupDate < today(row)) refuse([violation('pickupId', messages('pickup.past'))]);
    if (carrier && row.carrier !== carrier) {
      refuse([
        violation(
          'pickupId',
          messages('pickup.otherCarrier', {
            pickupCarrier: carrierName(row.carrier),
            carrier: carrierName(carrier),
          }),
        ),
      ]);
    }
    return row;
  };

  /** One of the owner's booked shipments that a carrier may still pick up. */
  const pickableShipment = async (ownerId: string, shipmentId: string) => {
    const id = shipmentId.toLowerCase();
    const found = UUID.test(id) && deps.shipments ? await deps.shipments.find(ownerId, id) : null;
    if (!found) throw notFound(serverMessage('shipment.notFound'));
    if (!found.pickable || !PICKUP_CARRIERS.has(found.carrier))
      refuse([violation('shipmentId', messages('pickup.shipmentNotPickable'))]);
    return { ...found, id };
  };

  /** A pickup for shipments, checked at its address: the booking to send, or the API's own refusal. */
  const planForShipments = async ({ origin, pickup }: PickupForShipments) => {
    const product = productOf(pickup.carrier, pickup.carrierProduct);
    const answer = await capabilityOf(pickup.carrier, product, origin);
    if (answer.kind === 'outsideUs')
      refuse([violation('origin.country', messages('pickup.contactCustomerService'))]);
    if (answer.kind !== 'capable') {
      throw new ApiError(
        422,
        'PickupNotScheduled',
        answer.kind === 'refused' ? answer.message : messages('pickup.problem'),
      );
    }
    const ctx = rulesAt(answer, pickup.carrier, product);
    const errors = prefixed('pickup', validatePickupForm(pickup, pickup.carrier, ctx)).filter(isBlocking);
    if (errors.length > 0) refuse(errors);
    return { origin, booking: bookingOf(pickup.carrier, product, origin, pickup, ctx.timeZone) };
  };

  return {
    async checkCapabilities(caller, request) {
      const who = whoOf(caller);
      const origin = await originOf(who.ownerId, request);
      const product = productOf(request.carrier, request.carrierProduct);
      const answer = await capabilityOf(request.carrier, product, origin);
      const none = {
        bookByTime: null,
        pickupWindowEarliestTime: null,
        pickupWindowLatestTime: null,
        minimumPickupWindow: null,
        cutOffTime: null,
        timeZone: null,
      };
      if (answer.kind === 'outsideUs') {
        return {
          ...none,
          successful: false,
          errors: [{ message: messages('pickup.contactCustomerService') }],
          contactCustomerService: true,
        };
      }
      if (answer.kind === 'refused') {
        return {
          ...none,
          successful: false,
          errors: [{ message: answer.message }],
          contactCustomerService: false,
        };
      }
      return {
        ...answer.capability,
        successful: true,
        errors: [],
        contactCustomerService: false,
        timeZone: answer.timeZone,
      };
    },

    async validate(caller, request) {
      const who = whoOf(caller);
      const origin = await originOf(who.ownerId, request);
      const product = productOf(request.carrier, request.carrierProduct);
      const answer = await capabilityOf(request.carrier, product, origin);
      if (answer.kind === 'outsideUs') {
        return {
          valid: false,
          errors: [violation('origin.country', messages('pickup.contactCustomerService'))],
        };
      }
      if (answer.kind === 'refused') return { valid: false, errors: [violation('pickup', answer.message)] };
      const errors = prefixed(
        'pickup',
        validatePickupForm(request.pickup, request.carrier, rulesAt(answer, request.carrier, product)),
      );
      return { valid: !errors.some(isBlocking), errors };
    },

    async schedule(caller, request) {
      const who = whoOf(caller);
      const { origin, pickup } = request;
      const product = productOf(pickup.carrier, pickup.carrierProduct);
      const answer = await capabilityOf(pickup.carrier, product, origin);
      if (answer.kind === 'outsideUs')
        refuse([violation('origin.country', messages('pickup.contactCustomerService'))]);
      if (answer.kind !== 'capable')
        return failed(answer.kind === 'refused' ? answer.message : messages('pickup.problem'));
      const ctx = rulesAt(answer, pickup.carrier, product);
      const errors = validateStandalonePickup({ origin, pickup }, ctx).filter(isBlocking);
      if (errors.length > 0) refuse(errors);
      const booking = bookingOf(pickup.carrier, product, origin, pickup, ctx.timeZone);
      const { reused: _reused, ...answered } = await book(who, origin, booking, [], request.onClash);
      return answered;
    },

    async modify(caller, { pickupId, pickup }) {
      const who = whoOf(caller);
      const row = await findOwned(who.ownerId, pickupId);
      if (row.canceledOn) refuse([violation('pickupId', messages('pickup.canceled'))]);
      if (!canModifyPickup(row.carrier)) {
        throw new ApiError(422, 'PickupNotReschedulable', messages('pickup.upsReschedule'));
      }
      if (row.pickupDate < today(row)) refuse([violation('pickupId', messages('pickup.past'))]);
      const answer = await capabilityOf(row.carrier, row.carrierProduct, row.origin);
      if (answer.kind !== 'capable') {
        return failed(answer.kind === 'refused' ? answer.message : messages('pickup.contactCustomerService'));
      }
      const ctx = rulesAt(answer, row.carrier, row.carrierProduct);
      const errors = prefixed('pickup', validatePickupForm(pickup, row.carrier, ctx)).filter(isBlocking);
      if (errors.length > 0) refuse(errors);
      const booking = bookingOf(row.carrier, row.carrierProduct, row.origin, pickup, row.timeZone);
      const unchanged =
        booking.date === row.pickupDate &&
        booking.startTime === row.startTime &&
        booking.endTime === row.endTime &&
        booking.location === row.location &&
        booking.notes === row.notes &&
        booking.numOfPackages === row.numOfPackages;
      if (unchanged) return succeeded(row);
      const key = clashKeyOf(who.ownerId, row.carrier, booking.date, row.origin);
      // Another pickup of the carrier at the address that day: the user chooses another date.
      const other = booking.date === row.pickupDate ? undefined : await repository.findClash(key, row.id);
      if (other) return clashAnswer(other, ['chooseAnotherDate']);
      const outcome = await carrierCall(() =>
        gateway.modifyPickup(row.confirmationNumber, booking, context()),
      );
      if (!outcome.ok) return failed(outcome.message);
      try {
        const updated = await repository.update(row.id, who.ownerId, {
          pickupDate: booking.date,
          startTime: booking.startTime,
          endTime: booking.endTime,
          location: booking.location,
          notes: booking.notes,
          numOfPackages: booking.numOfPackages,
          confirmationNumber: outcome.confirmationNumber,
          updatedBy: who.userId,
          updatedOn: now(),
        });
        if (!updated) throw notFound(messages('pickup.notFound'));
        return succeeded(updated);
      } catch (error) {
        if (!(error instanceof PickupClashError)) throw error;
        const winner = await repository.findClash(key, row.id);
        if (!winner) throw error;
        return clashAnswer(winner, ['chooseAnotherDate']);
      }
    },

    async cancel(caller, { pickupId }) {
      const who = whoOf(caller);
      const row = await findOwned(who.ownerId, pickupId);
      // Cancelling twice answers the pickup as it is: the first cancellation stands.
      if (row.canceledOn) return succeeded(row);
      if (row.pickupDate < today(row)) refuse([violation('pickupId', messages('pickup.past'))]);
      const outcome = await carrierCall(() => gateway.cancelPickup(row, context()));
      if (!outcome.ok) {
        log.warn({ pickupId: row.id, reason: outcome.message }, 'the carrier did not cancel a pickup');
        return failed(messages('pickup.cancelFailed'));
      }
      const cancelled = await repository.cancel(row.id, who.ownerId, { by: who.userId, at: now() });
      // Its shipments are handed over at a drop-off location again (spec 02 §4 status flags).
      const shipments = (await repository.shipmentsOf([row.id])).get(row.id) ?? [];
      await deps.shipments?.markAwaitingDropoff(who.ownerId, shipments);
      return succeeded(cancelled ?? (await findOwned(who.ownerId, row.id)), shipments);
    },

    async list(caller, query) {
      const who = whoOf(caller);
      const address = query.address ? pickupAddressKey(query.address, query.postalCode ?? '') : null;
      const { rows, total } = await repository.list({
        ownerId: who.ownerId,
        ...(query['readyAt[after]'] ? { from: query['readyAt[after]'].slice(0, 10) } : {}),
        ...(query.canceled ? { canceled: query.canceled === 'true' } : {}),
        ...(address ? { addressLineKey: address.line } : {}),
        ...(address && query.postalCode ? { postalCodeKey: address.postalCode } : {}),
        ...(query.carrier ? { carrier: query.carrier } : {}),
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return { members: rows.map(({ shipments, ...row }) => pickupResource(row, shipments)), total };
    },

    async checkForShipments(caller, input) {
      whoOf(caller);
      await planForShipments(input);
    },

    async scheduleForShipments(caller, input, shipmentIds) {
      const who = whoOf(caller);
      const { origin, booking } = await planForShipments(input);
      const answered = await book(who, origin, booking, shipmentIds, 'addToExisting');
      if (!answered.successful || !answered.pickup) {
        throw new ApiError(
          422,
          'PickupNotScheduled',
          answered.errors[0]?.message ?? messages('pickup.problem'),
        );
      }
      return { pickup: answered.pickup, reused: answered.reused === true };
    },

    async release(caller, { pickup, reused }, packages) {
      const who = whoOf(caller);
      if (!reused) {
        const row = await repository.find(pickup.id, who.ownerId);
        if (!row || row.canceledOn) return;
        const outcome = await carrierCall(() => gateway.cancelPickup(row, context()));
        if (!outcome.ok) log.warn({ pickupId: row.id }, 'the carrier did not cancel a released pickup');
        await repository.cancel(row.id, who.ownerId, { by: who.userId, at: now() });
        return;
      }
      if (countsPackages(pickup.carrier) && packages > 0) {
        await repository.addShipments(pickup.id, who.ownerId, [], {
          addedBy: who.userId,
          packages: -packages,
          at: now(),
        });
      }
    },

    async joinable(caller, pickupId, carrier) {
      const who = whoOf(caller);
      return view(await joinableRow(who.ownerId, pickupId, carrier));
    },

    async addShipment(caller, pickupId, shipmentId, options = {}) {
      const who = whoOf(caller);
      const row = await joinableRow(who.ownerId, pickupId, options.carrier);
      const updated = await repository.addShipments(row.id, who.ownerId, [shipmentId], {
        addedBy: who.userId,
        packages: countsPackages(row.carrier) ? Math.max(0, options.packages ?? 0) : 0,
        at: now(),
      });
      if (!updated) throw notFound(messages('pickup.notFound'));
      return view(updated);
    },

    async scheduleForShipment(caller, { shipmentId, pickup }) {
      const who = whoOf(caller);
      const shipment = await pickableShipment(who.ownerId, shipmentId);
      if (await repository.findByShipment(who.ownerId, shipment.id))
        refuse([violation('shipmentId', messages('pickup.shipmentOnPickup'))]);
      const carrier = shipment.carrier as PickupCarrier;
      let planned: Awaited<ReturnType<typeof planForShipments>>;
      try {
        planned = await planForShipments({
          origin: shipment.origin,
          pickup: {
            ...pickup,
            numOfPackages: pickup.numOfPackages ?? shipment.packages,
            carrier,
            carrierProduct: shipment.carrierProduct,
          },
        });
      } catch (error) {
        // The carrier's own refusal is the spec's answer (successful: false), like the standalone pickup's.
        if (error instanceof ApiError && error.errorCode === 'PickupNotScheduled')
          return failed(error.message);
        throw error;
      }
      const { reused: _reused, ...answered } = await book(
        who,
        planned.origin,
        planned.booking,
        [shipment.id],
        'addToExisting',
      );
      if (answered.successful) await deps.shipments?.markAwaitingPickup(who.ownerId, [shipment.id]);
      return answered;
    },

    async addToPickup(caller, { pickupId, shipmentId }) {
      const who = whoOf(caller);
      const shipment = await pickableShipment(who.ownerId, shipmentId);
      const current = await repository.findByShipment(who.ownerId, shipment.id);
      // Adding twice answers the pickup as it is.
      if (current && current.id === pickupId.toLowerCase()) return succeeded(current);
      if (current) refuse([violation('shipmentId', messages('pickup.shipmentOnPickup'))]);
      const row = await joinableRow(who.ownerId, pickupId, shipment.carrier as PickupCarrier);
      const key = pickupAddressKey(shipment.origin.address.addressLine1, shipment.origin.address.postalCode);
      if (key.line !== row.addressLineKey || key.postalCode !== row.postalCodeKey)
        refuse([violation('pickupId', messages('pickup.otherAddress'))]);
      const updated = await repository.addShipments(row.id, who.ownerId, [shipment.id], {
        addedBy: who.userId,
        packages: countsPackages(row.carrier) ? shipment.packages : 0,
        at: now(),
      });
      if (!updated) throw notFound(messages('pickup.notFound'));
      await deps.shipments?.markAwaitingPickup(who.ownerId, [shipment.id]);
      return succeeded(updated);
    },

    async pickupOfShipment(caller, shipmentId) {
      const who = whoOf(caller);
      if (!UUID.test(shipmentId)) return null;
      const row = await repository.findByShipment(who.ownerId, shipmentId.toLowerCase());
      return row ? view(row) : null;
    },
  };
}
