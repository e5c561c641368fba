import * as z from 'zod/mini';
import { money } from './money';
import { quoteListed, rateShipmentRequest } from './quote';
import { carrierCode, rate } from './rate';
import { text } from './text';
import { userRole } from './users';

/**
 * The quote inspection (spec 02 §2, spec 03 §2: /inspection/{id} and /inspection/user/{id}, super
 * admins only): a stored quote re-rated in the rating engine's explain mode, so staff can answer
 * "why this price?" line by line.
 */

/** One line of a rate's price, in the quote's currency; the lines of a rate add up to its total. */
export const tariffLine = z.object({
  kind: z.enum(['transportation', 'discount', 'minimumPrice', 'rounding', 'surcharge', 'fuel']),
  /** The tariff's fee code (RESIDENTIAL, FUEL …), or the kind for the lines that are not fees. */
  id: text('id'),
  description: text('line'),
  /** The rule that produced the line, with the figures it used. */
  rule: text('text'),
  amount: money,
});
export type TariffLineResource = z.infer<typeof tariffLine>;

/** A line of identical pieces and the weight each is billed by, in the tariff's weight unit. */
export const pieceBilling = z.object({
  quantity: z.number(),
  actualWeight: z.number(),
  /** null for documents, rated by actual weight. */
  dimensionalWeight: z.nullable(z.number()),
  billableWeight: z.number(),
  basis: z.enum(['actual', 'dimensional', 'minimum']),
  reason: text('line'),
});

/** One rate of the quote, explained. */
export const rateInspection = z.object({
  carrier: carrierCode,
  carrierProduct: text('id'),
  serviceName: text('line'),
  /** The stored rate's id (the one the client saw); null when the quote has no such service any more. */
  rateId: z.nullable(text('id')),
  tariffId: text('id'),
  zone: text('short'),
  billableWeight: z.object({ value: z.number(), unit: z.enum(['lb', 'kg']) }),
  pieces: z.array(pieceBilling),
  lines: z.array(tariffLine),
  /** The sum of the lines: the price the engine gives today for the stored request. */
  total: money,
  /** What the quote answered for this service; null when it did not have the service. */
  quotedTotal: z.nullable(money),
  /** The lines add up to what the quote answered (the tariff and the discount are unchanged). */
  matchesQuote: z.boolean(),
});
export type RateInspection = z.infer<typeof rateInspection>;

/** Who a quote was priced for, and the price class that came of it. */
export const inspectedOwner = z.object({
  /** guest: a guest session; partner: a partner's widget shopper; user: an account. */
  kind: z.enum(['guest', 'partner', 'user']),
  /** The user's id (kind user). */
  id: z.nullable(text('id')),
  name: z.nullable(text('line')),
  companyName: z.nullable(text('line')),
  email: z.nullable(text('line')),
  roles: z.array(userRole),
  /** The account's negotiated discount off retail (0..0.6), when it has one. */
  accountDiscount: z.nullable(z.number()),
  /** guest: the tariff's guest rate; account: the account's discount or the standard one. */
  priceClass: z.enum(['guest', 'account']),
});
export type InspectedOwner = z.infer<typeof inspectedOwner>;

/** GET /api/quote_inspections/{id}. */
export const quoteInspection = z.object({
  '@id': z.optional(text('id')),
  '@type': z.optional(text('id')),
  id: text('id'),
  createdOn: text('id'),
  owner: inspectedOwner,
  /** The request as the quote stored it (after the quote rules' normalisation). */
  request: rateShipmentRequest,
  /** false when the carrier integration cannot explain its prices (only the stored rates are shown). */
  explainable: z.boolean(),
  rates: z.array(rateInspection),
  /** The quote's rates as it answered them. */
  quotedRates: z.array(rate),
});
export type QuoteInspection = z.infer<typeof quoteInspection>;

/** GET /api/user_inspections/{id}: the user's price class and latest quotes, each to be inspected. */
export const userInspection = z.object({
  '@id': z.optional(text('id')),
  '@type': z.optional(text('id')),
  owner: inspectedOwner,
  quotes: z.array(quoteListed),
  totalQuotes: z.number(),
  page: z.number(),
  itemsPerPage: z.number(),
});
export type UserInspection = z.infer<typeof userInspection>;
