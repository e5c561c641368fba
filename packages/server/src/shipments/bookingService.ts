import { randomUUID } from 'node:crypto';
import type {
  CarrierCode,
  CompletePrepAndPickupRequest,
  PickupCarrier,
  PickupResource,
  PrepareShipmentRequest,
  Rate,
  Violation,
} from '@shipdeck/core/contract';
import { hasUsTerritoryEnd } from '@shipdeck/core/countries';
import { formatMoney } from '@shipdeck/core/format';
import { messages } from '@shipdeck/core/messages';
import { checkQuoteRequest, normalizeRateRequest } from '@shipdeck/core/quote';
import {
  bookedStatusFlag,
  createEmptyDraft,
  type Party,
  rateRequestOfPrepare,
  SERVICE_IDS,
  SHIPMENT_STATUS,
  validateParty,
} from '@shipdeck/core/shipment';
import {
  accountNumberError,
  createFieldErrorList,
  createValidationContext,
  required,
} from '@shipdeck/core/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRepository } from '../accounts/userRepository';
import { isActingForClient, isStaff, type Principal } from '../auth/principal';
import type { CarrierGateway } from '../carriers/index';
import type { ShipmentPaymentType } from '../db/schema';
import { serverMessage } from '../messages';
import type { PaymentGateway } from '../payments/gateway';
import type { PaymentMethodRepository } from '../payments/paymentMethodRepository';
import type { PickupService } from '../pickups/pickupService';
import { pickupOriginOfPrepared } from '../pickups/shipmentPickupOrigin';
import { ApiError, forbidden, unprocessable } from '../platform/apiError';
import { loggable } from '../platform/http';
import type { DocumentRenderer, TrackingNumberSource } from './ports';
import type { ShipmentRepository } from './shipmentRepository';

/** How long a UPS label reads as "not generated yet" (418) after booking (spec 02 §7; issue 12). */
export const UPS_DOCUMENT_DELAY_MS = 2_000;
/** How many tracking numbers a booking draws before it gives up on finding an unused one. */
const TRACKING_NUMBER_ATTEMPTS = 3;

/** A unique index refused the write (PostgreSQL 23505), through drizzle's wrapping when there is one. */
export function isUniqueViolation(error: unknown, index: string): boolean {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null); ) {
    const { code, constraint_name, constraint, message } = e as Record<string, unknown>;
    if (
      code === '23505' &&
      (constraint_name === index || constraint === index || String(message).includes(index))
    )
      return true;
    e = (e as { cause?: unknown }).cause;
    if (e === undefined) break;
  }
  return false;
}

export interface BookingDeps {
  repository: ShipmentRepository;
  carriers: CarrierGateway;
  payments: PaymentGateway;
  paymentMethods: PaymentMethodRepository;
  users: UserRepository;
  documents: DocumentRenderer;
  trackingNumbers: TrackingNumberSource;
  /** Books the pickup of newPickup, or checks existingPickup, with the shipment (docs/pickups.md). */
  pickups: PickupService;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Tracking's jobs (docs/tracking.md), told of each shipment booked so its first check runs now. */
  tracking?: { booked(shipmentId: string): Promise<void> };
}

/** The spec's answer (`successful` for prep-and-pickup; prepare_shipment_actions says `success`). */
export interface BookingAnswer {
  successful: boolean;
  shipmentId: string | null;
  errors: Array<{ message: string }>;
  priceChanged?: { confirmed: number; current: number; currency: string } | null;
  shipment?: {
    trackingNumber: string;
    carrier: string;
    carrierProduct: string;
    documents: Array<{ id: string; type: string }>;
  } | null;
  /** The pickup the shipment is on (newPickup booked or reused, or existingPickup); null without one. */
  pickup?: PickupResource | null;
}

const failed = (message: string): BookingAnswer => ({
  successful: false,
  shipmentId: null,
  errors: [{ message }],
});

const BOOKABLE = new Set<CarrierCode>(['DHL', 'UPS', 'FEDEX']);

/** A prepare body's end as a draft party, so core's party rules (spec 01 §5) check it. */
function partyOf(contact: PrepareShipmentRequest['shipper'], end: PrepareShipmentRequest['origin']): Party {
  const party = createEmptyDraft().shipmentFrom;
  return {
    ...party,
    companyName: contact.companyName,
    contactName: contact.contactName,
    country: end.countryCode,
    phoneNumber: contact.phoneNumber,
    phoneNumberExtension: contact.phoneNumberExtension ?? '',
    email: contact.email ?? '',
    address: {
      addressLine1: end.addressLine1,
      addressLine2: end.addressLine2 ?? '',
      addressLine3: end.addressLine3 ?? '',
      city: end.city ?? '',
      postalCode: end.postalCode ?? '',
      division: end.division ?? '',
      suburb: end.suburb ?? '',
    },
    isResidential: end.isResidential,
  };
}

/** Where a draft path of the party rules lives in the prepare body. */
function bodyPathOf(path: string): string {
  const [role, ...rest] = path.split('.');
  const field = rest.join('.');
  const contact = role === 'shipmentFrom' ? 'prep.shipper' : 'prep.receiver';
  const end = role === 'shipmentFrom' ? 'prep.origin' : 'prep.destination';
  if (field === 'country') return `${end}.countryCode`;
  if (field === 'isResidential') return `${end}.isResidential`;
  if (field.startsWith('address.')) return `${end}.${field.slice('address.'.length)}`;
  return `${contact}.${field}`;
}

/**
 * The checks the server makes again, whatever the client checked (spec 01 §5): both parties, the
 * delivery service, who pays and the billed account's format for the carrier (spec 01 §9).
 */
function violationsOf(prep: PrepareShipmentRequest, carrier: CarrierCode | null): Violation[] {
  const ctx = createValidationContext(carrier ? { carrier } : {});
  const out = createFieldErrorList();
  const domestic = prep.origin.countryCode === prep.destination.countryCode;
  validateParty(partyOf(prep.shipper, prep.origin), 'shipmentFrom', domestic, ctx, out);
  validateParty(partyOf(prep.receiver, prep.destination), 'shipmentTo', domestic, ctx, out);
  const list: Violation[] = out.list
    .filter((v) => v.severity !== 'warning')
    .map((v) => ({ ...v, propertyPath: bodyPathOf(v.propertyPath) }));
  const t = ctx.t;
  const add = (propertyPath: string, message: string | null) => {
    if (message) list.push({ propertyPath, message });
  };
  add('prep.carrierProduct', required(t, 'carrierProduct', prep.carrierProduct));
  if (prep.whoPaysShipping === 'third_party' || prep.whoPaysShipping === 'receiver') {
    const account = prep.billingAccountNumber ?? prep.shipperAccountNumber ?? '';
    add(
      'prep.billingAccountNumber',
      required(t, 'shipperAccountNumber', account) ??
        (carrier ? accountNumberError(t, carrier, account) : null),
    );
    if (domestic) {
      add(
        'prep.billingAccountNumberPostalCode',
        required(t, 'billingAccountNumberPostalCode', prep.billingAccountNumberPostalCode ?? ''),
      );
    }
  }
  if (prep.international) {
    const duties = prep.international;
    if (duties.whoPaysDuties === 'third_party') {
      const account = duties.dutyAccountNumber ?? '';
      add(
        'prep.international.dutyAccountNumber',
        required(t, 'dutyAccountNumber', account) ??
          (carrier ? accountNumberError(t, carrier, account) : null),
      );
    }
  }
  return list;
}

const cents = (amount: number) => Math.round(amount * 100);

/** The packages a shipment hands the carrier: the sum of its pieces' quantities, at least 1. */
const packagesOf = (prep: PrepareShipmentRequest) =>
  Math.max(
    1,
    prep.pieces.reduce((sum, piece) => sum + Math.max(0, Math.round(piece.quantity)), 0),
  );

/**
 * A pickup the pickup service refused, answered at the booking's own field (spec 01 §7): the rules'
 * violations at `newPickup.…` (or `existingPickup`), the carrier's refusal at the field itself.
 */
function atPickupField(error: unknown, field: 'newPickup' | 'existingPickup'): unknown {
  if (!(error instanceof ApiError) || error.status !== 422) return error;
  const violations: Violation[] = (error.violations ?? []).map((v) => ({
    ...v,
    propertyPath:
      field === 'existingPickup' || !v.propertyPath.startsWith('pickup.')
        ? field
        : `${field}.${v.propertyPath.slice('pickup.'.length)}`,
  }));
  if (violations.length === 0) violations.push({ propertyPath: field, message: error.message });
  return new ApiError(422, error.errorCode, error.message, violations);
}

/**
 * Completing a shipment (spec 01 §4, §7; issue 12): the server checks the body again, re-rates it with
 * every parameter of spec 01 §4 and books at the price the user confirmed — or asks them to accept a
 * new one; charges a stored method (authorise, then capture once the booking is stored); makes the
 * tracking number and the documents (off the HTTP thread); and stores the shipment, its documents and
 * its charge in one transaction with the draft marked complete. A declined card books nothing.
 * Never twice: routes wrap this in the Idempotency-Key store.
 */
export function createBookingService(deps: BookingDeps) {
  const {
    repository,
    carriers,
    payments,
    paymentMethods,
    users,
    documents,
    trackingNumbers,
    pickups,
    now,
    log,
  } = deps;

  return {
    async book(caller: Principal, request: CompletePrepAndPickupRequest): Promise<BookingAnswer> {
      const session = caller.session;
      if (!session) throw forbidden(serverMessage('auth.guestForbidden'));
      // spec 01 §4: "A CSR on a personal account may not create a shipment for self".
      if (isStaff(caller) && !isActingForClient(caller))
        throw forbidden(serverMessage('booking.staffForSelf'));
      const { prep } = request;
      const houseAccount = request.useHouseAccount || prep.whoPaysShipping === 'house_account';
      if (houseAccount && !isActingForClient(caller))
        throw forbidden(serverMessage('booking.houseAccountStaffOnly'));

      // The rate request the wizard rated (spec 01 §4 "Rate re-request"), under the quote rules.
      const rateRequest = normalizeRateRequest(
        rateRequestOfPrepare(prep, { hasNewPickupRequest: request.newPickup !== null }),
      );
      const check = checkQuoteRequest(rateRequest);
      if (check.errors.length > 0) {
        const errors = check.errors.map((v) => ({ ...v, propertyPath: `prep.${v.propertyPath}` }));
        throw unprocessable((errors[0] as Violation).message, errors);
      }
      // spec 02 §4: US territory rates are not available online; no price, so nothing to book at.
      if (hasUsTerritoryEnd(prep.origin.countryCode, prep.destination.countryCode)) {
        return failed(messages('country.usTerritory'));
      }
      const at = now();
      let rates: Awaited<ReturnType<CarrierGateway['rate']>>;
      try {
        rates = await carriers.rate(rateRequest, {
          rateClass: 'client',
          ...(caller.account ? { accountDiscount: caller.account.accountDiscount } : {}),
          now: at,
        });
      } catch (error) {
        log.error({ err: loggable(error) }, 'carrier gateway failed to rate a booking');
        return failed(messages('rates.failed'));
      }
      const rate = rates.find((r) => r.carrierProduct === prep.carrierProduct) ?? null;
      const carrier = rate?.carrier ?? null;
      const violations = violationsOf(prep, carrier);
      if (violations.length > 0) throw unprocessable((violations[0] as Violation).message, violations);
      if (!rate || !carrier || !BOOKABLE.has(carrier))
        return failed(serverMessage('booking.serviceUnavailable'));

      // The price the user saw and confirmed, to the cent, or they are asked again (issue 12).
      const amountCents = cents(rate.optimalRate.amount);
      const currency = rate.optimalRate.currency;
      if (prep.payWithConfirmedAmount !== null && cents(prep.payWithConfirmedAmount) !== amountCents) {
        return {
          successful: false,
          shipmentId: null,
          errors: [
            {
              message: serverMessage('booking.priceChanged', {
                confirmed: formatMoney(prep.payWithConfirmedAmount, currency),
                current: formatMoney(amountCents / 100, currency),
              }),
            },
          ],
          priceChanged: { confirmed: prep.payWithConfirmedAmount, current: amountCents / 100, currency },
        };
      }

      // Who pays (spec 01 §9): the house account, the receiver or a third party, a stored method now, or later.
      const owner = await users.findById(session.ownerId);
      let paymentType: ShipmentPaymentType;
      let token: string | null = null;
      if (houseAccount) paymentType = 'house_account';
      else if (prep.whoPaysShipping === 'receiver' || prep.whoPaysShipping === 'third_party')
        paymentType = prep.whoPaysShipping;
      else if (prep.payWithPaymentProfileId) {
        if (prep.payWithConfirmedAmount === null) {
          const message = serverMessage('booking.amountRequired');
          throw unprocessable(message, [{ propertyPath: 'prep.payWithConfirmedAmount', message }]);
        }
        token = await paymentMethods
          .find(prep.payWithPaymentProfileId, session.ownerId)
          .then((m) => m?.gatewayToken ?? null)
          .catch(() => null);
        if (!token) {
          const message = serverMessage('paymentMethod.notFound');
          throw unprocessable(message, [{ propertyPath: 'prep.payWithPaymentProfileId', message }]);
        }
        paymentType = 'pay_now';
      } else if (owner?.canPayLater) paymentType = 'pay_later';
      else {
        const message = messages('draft.payment.methodMissing');
        throw unprocessable(message, [{ propertyPath: 'prep.payWithPaymentProfileId', message }]);
      }

      // The pickup is checked before anything is drawn or charged (spec 01 §7: "before completion a
      // pickup is attached by its existing id or created from the draft's pickup data").
      const pickupCarrier = carrier as PickupCarrier;
      const pickupFor = request.newPickup
        ? {
            origin: pickupOriginOfPrepared(prep),
            pickup: {
              date: request.newPickup.date.slice(0, 10),
              startTime: request.newPickup.startTime,
              endTime: request.newPickup.endTime,
              location: request.newPickup.location,
              notes: request.newPickup.notes ?? '',
              numOfPackages: request.newPickup.numOfPackages ?? packagesOf(prep),
              carrier: pickupCarrier,
              carrierProduct: rate.carrierProduct,
            },
          }
        : null;
      try {
        if (pickupFor) await pickups.checkForShipments(caller, pickupFor);
        else if (request.existingPickup)
          await pickups.joinable(caller, request.existingPickup, pickupCarrier);
      } catch (error) {
        throw atPickupField(error, pickupFor ? 'newPickup' : 'existingPickup');
      }

      const shipmentId = randomUUID();
      const bookableCarrier = carrier as Exclude<CarrierCode, 'customer_routed'>;
      const shipDate = prep.targetShipDate.slice(0, 10);
      const certificateOfOrigin = prep.additionalServices.includes(SERVICE_IDS.certificateOfOrigin);
      const returnLabel = prep.additionalServices.includes(SERVICE_IDS.returnLabel);
      /** A tracking number and the documents printed with it (CPU, off the HTTP thread). */
      const draw = async () => {
        const trackingNumber = trackingNumbers(bookableCarrier, rate.carrierProduct);
        try {
          const files = await documents.render({
            shipmentId,
            carrier: bookableCarrier,
            carrierProduct: rate.carrierProduct,
            serviceName: rate.carrierService.name,
            trackingNumber,
            shipDate,
            prep,
            rate: rate as Rate,
            bookedOn: at,
            certificateOfOrigin,
            returnLabel,
          });
          return { trackingNumber, files };
        } catch (error) {
          // A shipment the documents cannot be drawn for (over 200 boxes, 999 invoice lines).
          if (error instanceof Error && error.name === 'DocumentInputError') {
            const message = serverMessage('booking.documentsImpossible', { reason: error.message });
            throw unprocessable(message, [{ propertyPath: 'prep.pieces', message }]);
          }
          throw error;
        }
      };
      // The documents first: nothing is charged if they cannot be made.
      let drawn = await draw();

      // Then the carrier's pickup, before the charge: a refused pickup books nothing.
      let scheduled: { pickup: PickupResource; reused: boolean } | null = null;
      if (pickupFor) {
        try {
          scheduled = await pickups.scheduleForShipments(caller, pickupFor, []);
        } catch (error) {
          throw atPickupField(error, 'newPickup');
        }
      }
      /** What the pickup was given is given back when the shipment is not booked after all. */
      const releasePickup = async () => {
        if (!scheduled) return;
        await pickups
          .release(caller, scheduled, pickupFor?.pickup.numOfPackages ?? 0)
          .catch((error) => log.error({ err: loggable(error) }, 'could not release a booking pickup'));
      };

      let authorizationId: string | null = null;
      if (token) {
        const authorized = await payments.authorize(token, amountCents, currency).catch(async (error) => {
          await releasePickup();
          throw error;
        });
        if (!authorized.ok) {
          await releasePickup();
          return failed(authorized.refusal.message);
        }
        authorizationId = authorized.value.id;
      }

      const readyOn = new Date(at.getTime() + (carrier === 'UPS' ? UPS_DOCUMENT_DELAY_MS : 0));
      const international = prep.international;
      const rowsOf = ({ trackingNumber, files }: Awaited<ReturnType<typeof draw>>) => ({
        shipment: {
          id: shipmentId,
          ownerId: session.ownerId,
          createdBy: session.userId,
          draftId: null,
          carrier,
          carrierProduct: rate.carrierProduct,
          serviceName: rate.carrierService.name,
          trackingNumber,
          targetShipDate: shipDate,
          primaryStatusFlag: bookedStatusFlag({
            customsInvoice: files.some((f) => f.type === 'commercial_invoice'),
            certificateOfOrigin: files.some((f) => f.type === 'certificate_of_origin'),
            pickup: request.newPickup !== null || request.existingPickup !== null,
          }),
          originCountryCode: prep.origin.countryCode,
          destinationCountryCode: prep.destination.countryCode,
          isDocument: prep.isDocument,
          isDutiable: international !== null,
          isDomestic: prep.origin.countryCode === prep.destination.countryCode,
          isImport: prep.destination.countryCode === 'US' && prep.origin.countryCode !== 'US',
          isUsTerritories: hasUsTerritoryEnd(prep.origin.countryCode, prep.destination.countryCode),
          description: prep.description,
          shipmentReferenceNumber: prep.shipmentReferenceNumber,
          declaredTotalValue: international?.declaredValue ?? null,
          currency,
          request: prep,
          rate: { ...rate, id: randomUUID(), createdInId: null } as Rate,
          amountCents,
          paymentType,
          paymentMethodId: paymentType === 'pay_now' ? prep.payWithPaymentProfileId : null,
          usesHouseAccount: houseAccount,
          createdOn: at,
        },
        documents: files.map((file) => ({
          id: randomUUID(),
          shipmentId,
          ownerId: session.ownerId,
          type: file.type,
          fileName: file.fileName,
          content: file.bytes,
          readyOn,
          createdOn: at,
        })),
        charge: authorizationId
          ? {
              id: randomUUID(),
              shipmentId,
              ownerId: session.ownerId,
              authorizationId,
              amountCents,
              currency,
              status: 'captured' as const,
              createdOn: at,
            }
          : null,
        draftId: request.draftId ?? null,
        draftOwnerSubject: caller.subject,
      });
      // A tracking number is unique per carrier; a used one (DHL has 10^9) is drawn again.
      let rows = rowsOf(drawn);
      for (let attempt = 1; ; attempt++) {
        try {
          await repository.book(rows);
          break;
        } catch (error) {
          if (attempt >= TRACKING_NUMBER_ATTEMPTS || !isUniqueViolation(error, 'shipments_tracking_idx')) {
            await releasePickup();
            throw error;
          }
          log.warn({ carrier, attempt }, 'tracking number already used; drawing another');
          drawn = await draw();
          rows = rowsOf(drawn);
        }
      }
      const { trackingNumber } = drawn;
      const documentRows = rows.documents;
      // The shipment joins its pickup now that it is stored.
      let pickup: PickupResource | null = null;
      const joining = scheduled?.pickup.id ?? request.existingPickup;
      if (joining) {
        try {
          pickup = await pickups.addShipment(caller, joining, shipmentId, {
            carrier: pickupCarrier,
            // A new pickup was booked with this shipment's packages; an existing one is given them now.
            packages: scheduled ? 0 : packagesOf(prep),
          });
        } catch (error) {
          log.error({ err: loggable(error), shipmentId }, 'a booked shipment could not join its pickup');
          await repository.markError(shipmentId, SHIPMENT_STATUS.ERROR);
        }
      }
      await deps.tracking?.booked(shipmentId);
      // Captured once the booking is stored; a failed capture is flagged for customer service.
      if (authorizationId) {
        const captured = await payments.capture(authorizationId);
        if (!captured.ok) {
          log.error({ shipmentId, reason: captured.message }, 'payment capture failed after booking');
          await repository.markError(shipmentId, SHIPMENT_STATUS.ERROR);
        }
      }
      return {
        successful: true,
        shipmentId,
        errors: [],
        priceChanged: null,
        shipment: {
          trackingNumber,
          carrier,
          carrierProduct: rate.carrierProduct,
          documents: documentRows.map((d) => ({ id: d.id, type: d.type })),
        },
        pickup,
      };
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
