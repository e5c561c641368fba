import { randomBytes, randomUUID } from 'node:crypto';
import type {
  CreatePrepRequestForOrderResponse,
  FeatureFlags,
  NewOrderBody,
  OrderResource,
  OrderStatus,
  Violation,
} from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import {
  describeLines,
  draftFromOrder,
  isDate,
  NEW_ORDER_PATHS,
  nextOrderStatus,
  normalizeNewOrder,
  statusOfNewOrder,
  totalWeightOf,
  validateNewOrder,
} from '@shipdeck/core/orders';
import { toStoredDraftJson } from '@shipdeck/core/shipment';
import type { Principal } from '../auth/principal';
import type { OrderRow, StoredOrderLine } from '../db/schema';
import type { DraftService } from '../drafts/draftService';
import { serverMessage } from '../messages';
import { ApiError, forbidden, notFound, unprocessable } from '../platform/apiError';
import { isUniqueViolation } from '../shipments/bookingService';
import type { LastSender, OrderRepository } from './orderRepository';

export const ORDER_IRI = '/api/orders';

/**
 * Decision: an account keeps at most 20,000 orders (the spec sets no number; archived ones count, deleted
 * ones do not), so one account cannot grow the table without bound (OWASP API4).
 */
export const MAX_ORDERS = 20_000;

export interface OrderServiceDeps {
  repository: OrderRepository;
  drafts: DraftService;
  flags: FeatureFlags;
  now: () => Date;
  /** The countries the API offers (options/countryOptions.ts). */
  isKnownCountry: (code: string) => boolean;
}

const cents = (amount: number | null) => Math.round((amount ?? 0) * 100);
const money = (amountCents: number, currency: string) => ({ amount: amountCents / 100, currency });

/** An order number the server gives (New Order's "autogenerate"): the day and 6 random characters. */
const generatedNumber = (now: Date) =>
  `SD-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(4).toString('hex').slice(0, 6).toUpperCase()}`;

/** The order as the API answers it (spec 02 §3 Order). */
export function orderResourceOf(row: OrderRow): OrderResource & { '@id': string; '@type': 'Order' } {
  return {
    '@id': `${ORDER_IRI}/${row.id}`,
    '@type': 'Order',
    id: row.id,
    status: row.status,
    orderNumber: row.orderNumber,
    source: row.source,
    shippingAddress: { city: row.city, country: row.country },
    customerName: row.recipientName,
    recipient: {
      name: row.recipientName,
      companyName: row.recipientCompany,
      addressLine1: row.addressLine1,
      addressLine2: row.addressLine2,
      addressLine3: row.addressLine3,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
      country: row.country,
      phoneNumber: row.phoneNumber,
      email: row.email,
    },
    orderDate: row.orderDate,
    paidDate: row.paidDate,
    description: row.description,
    totalWeight: row.totalWeight,
    lineItems: row.lineItems.map((line) => ({
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      price: money(line.priceCents, row.currency),
      weight: line.weight,
    })),
    shippingPaid: money(row.shippingPaidCents, row.currency),
    taxPaid: money(row.taxPaidCents, row.currency),
    totalSum: money(row.totalCents, row.currency),
    service: row.service,
    shipCost:
      row.shipCostCents === null ? null : money(row.shipCostCents, row.shipCostCurrency ?? row.currency),
    shipmentId: row.shipmentId,
    draftId: row.draftId,
    ownedById: row.ownerId,
    createdById: row.createdBy,
    isCsrCreated: row.createdBy !== null && row.createdBy !== row.ownerId,
    createdOn: row.createdOn.toISOString(),
    archivedOn: row.archivedOn ? row.archivedOn.toISOString() : null,
  };
}

/** The columns of an order that passed the rules: what a form, an import row or a webhook says. */
export function orderColumnsOf(body: NewOrderBody, today: string) {
  const r = body.recipientInformation;
  const o = body.orderInformation;
  const lines: StoredOrderLine[] = body.orderLineItems.map((line) => ({
    sku: line.sku,
    name: line.name,
    quantity: line.quantity as number,
    priceCents: cents(line.price.amount),
    weight: line.weight,
  }));
  return {
    recipientName: r.name,
    recipientCompany: r.companyName,
    addressLine1: r.address.addressLine1,
    addressLine2: r.address.addressLine2,
    addressLine3: r.address.addressLine3,
    city: r.address.city,
    state: r.address.state,
    zipCode: r.address.zipCode,
    country: r.address.country,
    phoneNumber: r.phoneNumber,
    email: r.email,
    orderDate: o.oderDate ?? today,
    paidDate: o.paidDate,
    lineItems: lines,
    description: describeLines(lines),
    totalWeight: totalWeightOf(lines),
    currency: o.currency,
    shippingPaidCents: cents(o.shippingPaid),
    taxPaidCents: cents(o.taxPaid),
    totalCents: cents(o.totalPaid),
  };
}

/**
 * Checks an order against the New Order rules (spec 02 §5) and the countries the API knows: the normalised
 * body, or every blocking violation.
 */
export function checkNewOrder(
  body: NewOrderBody,
  isKnownCountry: (code: string) => boolean,
): { order: NewOrderBody; violations: Violation[] } {
  const order = normalizeNewOrder(body);
  const violations = validateNewOrder(order);
  const country = order.recipientInformation.address.country;
  if (
    country !== '' &&
    !isKnownCountry(country) &&
    !violations.some((v) => v.propertyPath === NEW_ORDER_PATHS.country)
  ) {
    violations.push({
      propertyPath: NEW_ORDER_PATHS.country,
      message: serverMessage('country.unknown', { label: messages('orders.label.country') }),
      severity: 'error',
    });
  }
  return { order, violations };
}

/** A sender as the draft's party (the shipper and origin of the owner's last booking). */
const partyOfSender = ({ shipper, origin }: LastSender) => ({
  companyName: shipper.companyName,
  contactName: shipper.contactName,
  country: origin.countryCode,
  phoneNumber: shipper.phoneNumber,
  phoneNumberExtension: shipper.phoneNumberExtension ?? '',
  email: shipper.email ?? '',
  address: {
    addressLine1: origin.addressLine1,
    addressLine2: origin.addressLine2 ?? '',
    addressLine3: origin.addressLine3 ?? '',
    city: origin.city ?? '',
    postalCode: origin.postalCode ?? '',
    division: origin.division ?? '',
    suburb: origin.suburb ?? '',
  },
  isResidential: origin.isResidential,
});

/**
 * Orders (spec 02 §2-§7; issue 15), behind the ORDERS flag (404 while it is off, spec 02 §6). The owner is
 * the session's account (a CSR acting for a client works on the client's orders, recorded as the writer and
 * audited by the acting hook). Ship Selected makes a draft from the order with core's draft model; booking
 * that draft marks the order processed (shipmentRepository.book, in the booking's transaction).
 */
export function createOrderService(deps: OrderServiceDeps) {
  const { repository, drafts, flags, now } = deps;

  const sessionOf = (caller: Principal) => {
    if (!flags.ORDERS) throw notFound(serverMessage('feature.off'));
    if (!caller.session) throw forbidden(serverMessage('auth.forbidden'));
    return caller.session;
  };
  const today = () => now().toISOString().slice(0, 10);
  const found = (row: OrderRow | undefined): OrderRow => {
    if (!row) throw notFound(messages('orders.notFound'));
    return row;
  };

  return {
    /** The caller may work on orders (the flag is on and an account is signed in). */
    async ensureOpen(caller: Principal) {
      sessionOf(caller);
    },

    async list(
      caller: Principal,
      query: {
        status: OrderStatus;
        archived?: 'true' | 'false' | undefined;
        search?: string | undefined;
        page: number;
        itemsPerPage: number;
      },
    ) {
      const { ownerId } = sessionOf(caller);
      const search = query.search?.trim();
      if (query.archived === 'true') {
        const { rows, total, counts } = await repository.archived({
          ownerId,
          ...(search ? { search } : {}),
          limit: query.itemsPerPage,
          offset: (query.page - 1) * query.itemsPerPage,
        });
        return { members: rows.map(orderResourceOf), total, counts };
      }
      const { rows, counts } = await repository.list({
        ownerId,
        status: query.status,
        ...(search ? { search } : {}),
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return { members: rows.map(orderResourceOf), total: counts[query.status], counts };
    },

    async create(caller: Principal, body: NewOrderBody) {
      const { ownerId, userId } = sessionOf(caller);
      const { order, violations } = checkNewOrder(body, deps.isKnownCountry);
      if (violations.length > 0) throw unprocessable((violations[0] as Violation).message, violations);
      if ((await repository.countOf(ownerId)) >= MAX_ORDERS) {
        const full = messages('orders.full', { max: MAX_ORDERS.toLocaleString('en-US') });
        throw unprocessable(full, [{ propertyPath: '', message: full, severity: 'error' }]);
      }
      const at = now();
      const orderNumber = order.orderInformation.autogenerate
        ? generatedNumber(at)
        : order.orderInformation.id;
      try {
        const row = await repository.insert({
          id: randomUUID(),
          ownerId,
          createdBy: userId,
          updatedBy: userId,
          source: 'manual',
          channelId: null,
          orderNumber,
          status: statusOfNewOrder(order.orderInformation.paidDate),
          ...orderColumnsOf(order, today()),
          createdOn: at,
          updatedOn: at,
        });
        return orderResourceOf(row);
      } catch (error) {
        if (!isUniqueViolation(error, 'orders_owner_number_idx')) throw error;
        const message = messages('orders.numberTaken');
        throw unprocessable(message, [
          { propertyPath: NEW_ORDER_PATHS.orderNumber, message, severity: 'error' },
        ]);
      }
    },

    async archive(caller: Principal, id: string) {
      const { ownerId, userId } = sessionOf(caller);
      const row = found(await repository.find(id, ownerId));
      if (row.archivedOn) return orderResourceOf(row);
      return orderResourceOf(
        found(
          await repository.update(id, ownerId, { archivedOn: now(), updatedBy: userId, updatedOn: now() }),
        ),
      );
    },

    /** Back in its tab (as view history's restore); an order in no archive is answered as it is. */
    async restore(caller: Principal, id: string) {
      const { ownerId, userId } = sessionOf(caller);
      const row = found(await repository.find(id, ownerId));
      if (!row.archivedOn) return orderResourceOf(row);
      return orderResourceOf(
        found(
          await repository.update(id, ownerId, { archivedOn: null, updatedBy: userId, updatedOn: now() }),
        ),
      );
    },

    /**
     * Mark as Paid (ours): an order entered without a paid date is paid on `paidDate` (today when left
     * out). A delayed-payment order moves to Awaiting Shipment (spec 02 §4, nextOrderStatus); an order on
     * hold stays on hold (the shop's hold is not lifted by a payment); a shipped or cancelled one keeps its
     * status. An order that has a paid date is answered as it is.
     */
    async markPaid(caller: Principal, id: string, paidDate: string | null) {
      const { ownerId, userId } = sessionOf(caller);
      const date = paidDate?.trim() || today();
      if (!isDate(date)) {
        const message = messages('orders.dateInvalid', { label: messages('orders.label.paidDate') });
        throw unprocessable(message, [{ propertyPath: 'paidDate', message, severity: 'error' }]);
      }
      const row = found(await repository.find(id, ownerId));
      if (row.paidDate) return orderResourceOf(row);
      const status =
        row.status === 'on_hold' ? row.status : nextOrderStatus(row.status, { status: null, paid: true });
      return orderResourceOf(
        found(
          await repository.update(id, ownerId, {
            paidDate: date,
            status,
            updatedBy: userId,
            updatedOn: now(),
          }),
        ),
      );
    },

    async remove(caller: Principal, id: string) {
      const { ownerId } = sessionOf(caller);
      if (!(await repository.remove(id, ownerId))) throw notFound(messages('orders.notFound'));
    },

    /**
     * Ship Selected (spec 02 §4, §7): the draft made from the order, which the wizard opens. An unfinished
     * draft made from it before is answered again (so a second click opens the same draft); a shipped or
     * cancelled order is refused.
     */
    async createPrepRequest(caller: Principal, orderId: string): Promise<CreatePrepRequestForOrderResponse> {
      const { ownerId, userId } = sessionOf(caller);
      const order = found(await repository.find(orderId, ownerId));
      if (order.status === 'processed' || order.status === 'cancelled') {
        const message = messages(
          order.status === 'processed' ? 'orders.alreadyShipped' : 'orders.cancelledNoShip',
        );
        throw unprocessable(message, [{ propertyPath: 'orderId', message, severity: 'error' }]);
      }
      const answer = (draft: CreatePrepRequestForOrderResponse['draft']) => ({
        '@context': '/api/contexts/CreatePrepRequestForOrderAction',
        '@type': 'CreatePrepRequestForOrderAction',
        orderId: order.id,
        ownedById: ownerId,
        draftId: draft.id,
        draft,
      });
      if (order.draftId) {
        const earlier = await drafts.get(caller, order.draftId).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        });
        if (earlier && earlier.completedOn === null) return answer(earlier);
      }
      const sender = await repository.lastSenderOf(ownerId);
      const draft = draftFromOrder(orderResourceOf(order), sender ? partyOfSender(sender) : null, today());
      const created = await drafts.create(
        caller,
        {
          name: draft.name,
          payload: toStoredDraftJson(draft),
          step: 'create_shipment',
          updatedOn: null,
          completedOn: null,
          shipmentId: null,
        },
        { partnerKeyId: null },
      );
      await repository.update(order.id, ownerId, {
        draftId: created.id,
        updatedBy: userId,
        updatedOn: now(),
      });
      return answer(created);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
