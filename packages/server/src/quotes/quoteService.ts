import { randomUUID } from 'node:crypto';
import type {
  QuoteListed,
  Rate,
  RateShipmentRequest,
  RateShipmentResponse,
  Violation,
} from '@shipdeck/core/contract';
import { formatPickerDate } from '@shipdeck/core/format';
import { messages } from '@shipdeck/core/messages';
import { checkQuoteRequest, normalizeRateRequest } from '@shipdeck/core/quote';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../auth/principal';
import { type CarrierGateway, findCurrency } from '../carriers/index';
import type { ListedQuoteRow, QuoteRepository } from '../db/quoteRepository';
import { serverMessage } from '../messages';
import { isKnownCountryCode } from '../options/countryOptions';
import { unprocessable } from '../platform/apiError';
import { loggable } from '../platform/http';
import { labelOf } from '../platform/parseInput';

export interface QuoteServiceDeps {
  gateway: CarrierGateway;
  repository: QuoteRepository;
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface QuoteListOptions {
  page: number;
  itemsPerPage: number;
  hasShipment?: boolean;
}

/** Where a quote came from, beside who asked for it. */
export interface QuoteOrigin {
  /** The partner key the widget quoted with (issue 9): counted per partner in the admin list. */
  partnerKeyId?: string | null;
}

export interface QuoteService {
  rate(request: RateShipmentRequest, caller: Principal, origin?: QuoteOrigin): Promise<RateShipmentResponse>;
  list(caller: Principal, options: QuoteListOptions): Promise<{ quotes: QuoteListed[]; total: number }>;
  get(caller: Principal, id: string): Promise<QuoteListed | undefined>;
}

/**
 * The standalone quote (spec 02 §4-§5, §7): the core quote rules decide (errors are a 422 with
 * the spec's messages at their fields, warnings travel with the rates), the carrier gateway rates,
 * and each answered quote is stored for its owner.
 */
export function createQuoteService({ gateway, repository, now, log }: QuoteServiceDeps): QuoteService {
  return {
    async rate(parsed, caller, origin = {}) {
      // What the client would have sent after its own normalisation (spec 02 §4): rate that.
      const request = normalizeRateRequest(canonical(parsed));
      const check = checkQuoteRequest(request);
      const errors = [...check.errors, ...unsupported(request)];
      if (errors.length > 0) {
        throw unprocessable((errors[0] as Violation).message, [...errors, ...check.warnings]);
      }
      const warnings = check.warnings;
      // One clock reading: the day the rates were priced for is the day the quote is stored on.
      const at = now();

      let gatewayRates: Awaited<ReturnType<CarrierGateway['rate']>>;
      try {
        gatewayRates = await gateway.rate(request, {
          rateClass: caller.role === 'ROLE_GUEST' ? 'guest' : 'client',
          // The owner account's discount (a CSR acting for a client quotes at the client's rates).
          ...(caller.account ? { accountDiscount: caller.account.accountDiscount } : {}),
          now: at,
        });
      } catch (error) {
        // A carrier that fails is not the caller's fault: the spec's rate failure text (spec 01 §8).
        log.error({ err: loggable(error) }, 'carrier gateway failed to rate');
        return { success: false, rates: [], error: messages('rates.failed'), createdInId: null, warnings };
      }
      if (gatewayRates.length === 0) {
        // Decision: nothing to continue from, so nothing is stored.
        return { success: false, rates: [], error: messages('rates.none'), createdInId: null, warnings };
      }

      const quoteId = randomUUID();
      // Stored packed (db/storedRates.ts), answered as they are.
      const rates: Rate[] = gatewayRates.map((rate) => ({ ...rate, id: randomUUID(), createdInId: quoteId }));
      await repository.save({
        id: quoteId,
        ownerSubject: caller.subject,
        createdOn: at,
        shipmentId: null,
        originCountryCode: request.origin.countryCode,
        originCity: emptyToNull(request.origin.city),
        originPostalCode: emptyToNull(request.origin.postalCode),
        originIsResidential: request.origin.isResidential,
        destinationCountryCode: request.destination.countryCode,
        destinationCity: emptyToNull(request.destination.city),
        destinationPostalCode: emptyToNull(request.destination.postalCode),
        destinationIsResidential: request.destination.isResidential,
        targetShipDate: formatPickerDate(request.targetShipDate),
        isDocument: request.isDocument,
        currency: request.currency,
        measurementSystem: request.measurementSystem,
        request,
        rates,
        partnerKeyId: origin.partnerKeyId ?? null,
      });
      return { success: true, rates, error: null, createdInId: quoteId, warnings };
    },

    async list(caller, { page, itemsPerPage, hasShipment }) {
      const { rows, total } = await repository.listByOwner({
        ownerSubject: caller.subject,
        ...(hasShipment === undefined ? {} : { hasShipment }),
        limit: itemsPerPage,
        offset: (page - 1) * itemsPerPage,
      });
      return { quotes: rows.map(toListedQuote), total };
    },

    async get(caller, id) {
      const row = await repository.findByOwner(id, caller.subject);
      return row ? toListedQuote(row) : undefined;
    },
  };
}

/** Codes are compared upper-case and trimmed, as a person may type them. */
function canonical(request: RateShipmentRequest): RateShipmentRequest {
  return {
    ...request,
    origin: { ...request.origin, countryCode: request.origin.countryCode.trim().toUpperCase() },
    destination: {
      ...request.destination,
      countryCode: request.destination.countryCode.trim().toUpperCase(),
    },
    currency: request.currency.trim().toUpperCase(),
  };
}

/**
 * Package rows one quote may have. Decision: the spec sets no number; 200 rows is far beyond any
 * parcel shipment and bounds the work one request can ask for (docs/security.md#bounded-input).
 */
export const MAX_PIECE_ROWS = 200;

/** What the quote rules cannot know: countries the API does not list, currencies the gateway cannot price. */
function unsupported(request: RateShipmentRequest): Violation[] {
  const violations: Violation[] = [];
  if (request.pieces.length > MAX_PIECE_ROWS) {
    violations.push({
      propertyPath: 'pieces',
      message: serverMessage('field.maxItems', { label: labelOf(['pieces']), max: MAX_PIECE_ROWS }),
      severity: 'error',
    });
  }
  for (const side of ['origin', 'destination'] as const) {
    const code = request[side].countryCode;
    if (code !== '' && !isKnownCountryCode(code)) {
      violations.push({
        propertyPath: `${side}.countryCode`,
        message: serverMessage('country.unknown', { label: labelOf([side, 'countryCode']) }),
        severity: 'error',
      });
    }
  }
  if (request.currency !== '' && !findCurrency(request.currency)) {
    violations.push({
      propertyPath: 'currency',
      message: serverMessage('currency.unsupported', { currency: request.currency.slice(0, 12) }),
      severity: 'error',
    });
  }
  return violations;
}

const emptyToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * A stored quote as the list shows it. Decision: `requestIsResidential` is the destination's flag,
 * the one that prices a delivery (residential surcharge, spec 01 §9).
 */
export function toListedQuote(row: ListedQuoteRow): QuoteListed & { '@id': string; '@type': 'Quote' } {
  return {
    '@id': `/api/quotes/${row.id}`,
    '@type': 'Quote',
    id: row.id,
    createdOn: row.createdOn.toISOString(),
    requestOriginCountryCode: row.originCountryCode,
    requestOriginZip: row.originPostalCode,
    requestDestinationCountryCode: row.destinationCountryCode,
    requestDestinationZip: row.destinationPostalCode,
    requestIsResidential: row.destinationIsResidential,
    rates: row.rates,
    request: row.request,
  };
}
