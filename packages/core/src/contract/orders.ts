import * as z from 'zod/mini';
import { hydraCollection } from './hydra';
import { shipmentDraftResource } from './prepare';
import { pagingQuery } from './queries';
import { text } from './text';

/**
 * Orders (spec 02 §2 "Orders screen", §3 Order, §4 "Orders", §5 "Orders", §7; issue 15): a list of orders
 * from selling channels, from which a shipment is prepared. Behind the ORDERS feature flag (spec 02 §6).
 * The rules of a new order are core's (orders/orderRules.ts): the server answers 422 with them, the form
 * shows them.
 */

/** spec 02 §3: the order statuses, in the order of the screen's tabs. */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'on_hold',
  'awaiting_shipment',
  'processed',
  'cancelled',
] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

/** Where an order came from: the New Order form, a file import, or a partner's webhook. */
export const orderSource = z.enum(['manual', 'import', 'webhook']);
export type OrderSource = z.infer<typeof orderSource>;

const amount = z._default(z.nullable(z.number()), null);

/** One line of an order (spec 02 §3 orderLineItems); weight per item, in pounds (ours: the spec has none). */
export const orderLineItemBody = z.object({
  sku: z._default(text('short'), ''),
  name: text('line'),
  quantity: amount,
  price: z._default(z.object({ amount, currency: z._default(text('code'), 'USD') }), () => ({
    amount: null,
    currency: 'USD',
  })),
  weight: amount,
});
export type OrderLineItemBody = z.infer<typeof orderLineItemBody>;

/** Decision: an order holds at most 200 lines (a parcel order's lines; the customs invoice takes 999). */
export const MAX_ORDER_LINES = 200;

/**
 * POST /api/orders: the New Order form (spec 02 §3 recipientInformation, orderInformation,
 * orderLineItems; `oderDate` spelled as the spec spells it). Amounts may be null so that a missing one is
 * answered with its field's rule, not a type error. Phone and e-mail are ours: the carrier needs a phone.
 */
export const newOrderBody = z.object({
  recipientInformation: z.object({
    name: text('line'),
    companyName: text('line'),
    address: z.object({
      addressLine1: text('line'),
      addressLine2: z._default(text('line'), ''),
      addressLine3: z._default(text('line'), ''),
      city: text('line'),
      state: text('line'),
      zipCode: text('short'),
      /** ISO 3166-1 alpha-2. */
      country: text('code'),
    }),
    phoneNumber: z._default(text('short'), ''),
    email: z._default(text('line'), ''),
  }),
  orderInformation: z.object({
    /** The order number; with `autogenerate` the server numbers the order. */
    id: z._default(text('short'), ''),
    autogenerate: z._default(z.boolean(), false),
    /** yyyy-MM-dd; today when left out. */
    oderDate: z._default(z.nullable(text('id')), null),
    /** yyyy-MM-dd; an order without it awaits payment (spec 02 §4). */
    paidDate: z._default(z.nullable(text('id')), null),
    shippingPaid: amount,
    taxPaid: amount,
    totalPaid: amount,
    currency: z._default(text('code'), 'USD'),
  }),
  orderLineItems: z._default(z.array(orderLineItemBody).check(z.maxLength(MAX_ORDER_LINES)), () => []),
});
export type NewOrderBody = z.infer<typeof newOrderBody>;
export type NewOrderBodyInput = z.input<typeof newOrderBody>;

const money = z.object({ amount: z.number(), currency: text('code') });

/** An order as the API answers it (spec 02 §3 Order), with what the table's columns show. */
export const orderResource = z.object({
  '@id': z.optional(text('id')),
  '@type': z.optional(text('id')),
  id: text('id'),
  status: orderStatus,
  /** The shop's order number (the table's Order ID). */
  orderNumber: text('short'),
  source: orderSource,
  shippingAddress: z.object({ city: text('line'), country: text('code') }),
  customerName: text('line'),
  recipient: z.object({
    name: text('line'),
    companyName: text('line'),
    addressLine1: text('line'),
    addressLine2: text('line'),
    addressLine3: text('line'),
    city: text('line'),
    state: text('line'),
    zipCode: text('short'),
    country: text('code'),
    phoneNumber: text('short'),
    email: text('line'),
  }),
  /** yyyy-MM-dd. */
  orderDate: text('id'),
  paidDate: z.nullable(text('id')),
  /** The order's content: its lines' names and quantities. */
  description: text('text'),
  /** In pounds; null when no line has a weight. */
  totalWeight: z.nullable(z.number()),
  lineItems: z.array(
    z.object({
      sku: text('short'),
      name: text('line'),
      quantity: z.number(),
      price: money,
      weight: z.nullable(z.number()),
    }),
  ),
  shippingPaid: money,
  taxPaid: money,
  totalSum: money,
  /** "Carrier / Service" once shipped: the booked shipment's carrier and service. */
  service: z.nullable(text('line')),
  /** "Ship. Cost" once shipped. */
  shipCost: z.nullable(money),
  shipmentId: z.nullable(text('id')),
  draftId: z.nullable(text('id')),
  ownedById: text('id'),
  createdById: z.nullable(text('id')),
  isCsrCreated: z.boolean(),
  createdOn: text('id'),
  /** Ours: when the owner archived it (out of every tab, listed with `archived=true` until restored). */
  archivedOn: z.optional(z.nullable(text('id'))),
});
export type OrderResource = z.infer<typeof orderResource>;

/** Decision: orders are listed 10 a page (as shipments, spec 02 §9); a client may ask for up to 100. */
export const ORDERS_PER_PAGE = 10;
export const MAX_ORDERS_PER_PAGE = 100;

/**
 * GET /api/orders?status=&search=&page=: one tab's orders, newest order date first. `archived=true` (ours,
 * as view history's) lists the archived orders instead, of every status, newest archived first, to restore
 * them; the counts stay the tabs'.
 */
export const orderListQuery = z.object({
  status: z._default(orderStatus, 'awaiting_payment'),
  archived: z.optional(z.enum(['true', 'false'])),
  /** Part of the order number, the customer's name or the destination city, any case. */
  search: z.optional(z.string().check(z.maxLength(100), z.trim())),
  ...pagingQuery(ORDERS_PER_PAGE, MAX_ORDERS_PER_PAGE),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

/** The count badge of every tab (spec 02 §2), under the same search. */
export const orderStatusCounts = z.object({
  awaiting_payment: z.number(),
  on_hold: z.number(),
  awaiting_shipment: z.number(),
  processed: z.number(),
  cancelled: z.number(),
});
export type OrderStatusCounts = z.infer<typeof orderStatusCounts>;

export const orderListResponse = z.extend(hydraCollection(orderResource), {
  statusCounts: orderStatusCounts,
});
export type OrderListResponse = z.infer<typeof orderListResponse>;

/**
 * POST /api/orders/{id}/mark_paid_actions (ours): an order entered without a paid date is paid. Its paid
 * date is set (today when left out, yyyy-MM-dd) and a delayed-payment order moves to Awaiting Shipment
 * (spec 02 §4, core's nextOrderStatus); an order on hold stays on hold, a shipped or cancelled one keeps its
 * status. An order that has a paid date is answered as it is.
 */
export const markOrderPaidRequest = z.object({ paidDate: z._default(z.nullable(text('id')), null) });
export type MarkOrderPaidRequest = z.input<typeof markOrderPaidRequest>;

/** POST /api/create_prep_request_for_order_actions (spec 02 §7): the order to ship. */
export const createPrepRequestForOrderRequest = z.object({ orderId: text('id') });
export type CreatePrepRequestForOrderRequest = z.infer<typeof createPrepRequestForOrderRequest>;

/**
 * Its answer: the owner (spec 02 §3 "Preparing from an order responds with ownedById") and the draft
 * made from the order, which the app opens in the wizard (/draft/{id}).
 */
export const createPrepRequestForOrderResponse = z.object({
  '@context': z.optional(text('id')),
  '@type': z.optional(text('id')),
  orderId: text('id'),
  ownedById: text('id'),
  draftId: text('id'),
  draft: shipmentDraftResource,
});
export type CreatePrepRequestForOrderResponse = z.infer<typeof createPrepRequestForOrderResponse>;

export { IMPORT_ORDERS_FIELD } from './clientConstants';

/**
 * POST /api/import_orders: every order of the file stored, or none. New numbers are added; numbers the
 * account has are sent again (a paid delayed-payment order moves to Awaiting Shipment, spec 02 §4); a file
 * with any row in error is refused (422) with one violation per row at `rows[N]`, nothing imported.
 */
export const importOrdersResponse = z.object({
  '@context': z.optional(text('id')),
  '@type': z.optional(text('id')),
  /** Whose export it was, as told by its headers. */
  platform: z.enum(['shipdeck', 'shopify', 'woocommerce', 'etsy', 'ebay']),
  imported: z.number(),
  updated: z.number(),
  orders: z.array(z.object({ id: text('id'), orderNumber: text('short'), status: orderStatus })),
});
export type ImportOrdersResponse = z.infer<typeof importOrdersResponse>;

/** A partner connected to the account as a selling channel (issue 15: "connect a selling channel"). */
export const orderChannelResource = z.object({
  '@id': z.optional(text('id')),
  '@type': z.optional(text('id')),
  /** What the partner names in its webhook calls (`channelId`). */
  id: text('id'),
  partnerName: text('line'),
  publishableKey: text('id'),
  createdOn: text('id'),
});
export type OrderChannelResource = z.infer<typeof orderChannelResource>;

/** POST /api/order_channels: the partner's publishable key (pk_…), which the partner gives its shops. */
export const connectOrderChannelRequest = z.object({ publishableKey: text('id') });
export type ConnectOrderChannelRequest = z.infer<typeof connectOrderChannelRequest>;

/**
 * POST /api/order_webhook_actions (Authorization: Bearer sk_…, the partner's secret key): an order of a
 * shop that connected the partner (`channelId`), new or sent again; `status` when the shop's platform says
 * it is cancelled, on hold or fulfilled; paid when it has a paid date.
 */
export const orderWebhookRequest = z.object({
  channelId: text('id'),
  status: z._default(z.nullable(orderStatus), null),
  order: newOrderBody,
});
export type OrderWebhookRequest = z.infer<typeof orderWebhookRequest>;
export type OrderWebhookRequestInput = z.input<typeof orderWebhookRequest>;

export const orderWebhookResponse = z.object({
  '@context': z.optional(text('id')),
  '@type': z.optional(text('id')),
  orderId: text('id'),
  status: orderStatus,
  created: z.boolean(),
});
export type OrderWebhookResponse = z.infer<typeof orderWebhookResponse>;
