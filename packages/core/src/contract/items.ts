import * as z from 'zod/mini';
import { violation } from './hydra';
import { pagingQuery } from './queries';
import { text } from './text';

/**
 * Saved line items ("My Items List", spec 03 §3 "Saved line item", §5, §7) and the commodity-code
 * lookups beside them (spec 01 §5, spec 03 §7). The item's rules are core's
 * (shipment/rules/savedLineItemRules.ts): the server answers 422 with them, the form shows them.
 */

/** spec 03 §3: weight unit "pound when imperial, otherwise kg". */
export const savedLineItemWeightUnit = z.enum(['pound', 'kg']);
export type SavedLineItemWeightUnit = z.infer<typeof savedLineItemWeightUnit>;

/**
 * POST and PUT /api/saved_line_items body, in the server shape of spec 03 §3. Amounts may be null
 * so that a missing one is answered with its field's rule ("Quantity is required"), not a type error.
 */
export const savedLineItemBody = z.object({
  /** Shown as the item's name. */
  nickname: text('line'),
  description: text('line'),
  /** Country of manufacture, ISO 3166-1 alpha-2. */
  countryOfOrigin: z.object({ code: text('code') }),
  /** Schedule B: digits kept, stored as XXXX.XX.XXXX (spec 03 §5). */
  commodityCode: z.object({ code: text('short') }),
  eccn: z._default(z.nullable(text('short')), null),
  /** Per item. */
  value: z.object({
    amount: z.nullable(z.number()),
    currency: z._default(z.object({ code: text('code') }), { code: 'USD' }),
  }),
  /** Export license: number "none" or 1-5, expiry yyyy-MM-dd (defaults to today), symbol. */
  license: z._default(
    z.object({
      number: z._default(z.nullable(text('code')), null),
      expiry: z._default(z.nullable(text('id')), null),
      symbol: z._default(z.nullable(text('short')), null),
    }),
    { number: null, expiry: null, symbol: null },
  ),
  quantity: z.object({ amount: z.nullable(z.number()), unit: z.nullable(text('code')) }),
  /** Per item; value default 0 (spec 03 §3). */
  weight: z.object({
    value: z._default(z.nullable(z.number()), 0),
    unit: savedLineItemWeightUnit,
  }),
});
export type SavedLineItemBody = z.infer<typeof savedLineItemBody>;
export type SavedLineItemBodyInput = z.input<typeof savedLineItemBody>;

/** A saved line item as the API answers it (spec 03 §3), with who owns it and when it changed. */
export const savedLineItem = z.object({
  '@id': z.optional(text('id')),
  '@type': z.optional(text('id')),
  id: text('id'),
  nickname: text('line'),
  description: text('line'),
  countryOfOrigin: z.object({ code: text('code') }),
  commodityCode: z.object({ code: text('short') }),
  eccn: z.nullable(text('short')),
  value: z.object({ amount: z.number(), currency: z.object({ code: text('code') }) }),
  license: z.object({
    number: z.nullable(text('code')),
    expiry: z.nullable(text('id')),
    symbol: z.nullable(text('short')),
  }),
  quantity: z.object({ amount: z.number(), unit: text('code') }),
  weight: z.object({ value: z.number(), unit: savedLineItemWeightUnit }),
  /** The account the item belongs to. */
  ownedById: z.nullable(text('id')),
  /** Who saved it: the owner, or the CSR who saved it for them (spec 03 §6 "CSR-created"). */
  createdById: z.nullable(text('id')),
  isCsrCreated: z.boolean(),
  updatedOn: text('id'),
  /**
   * Non-blocking notices about what was just saved, on a create or update answer only: a 10-digit
   * code the Harmonized System does not know ("Please double check that this code is valid. You can
   * still continue.", spec 03 §5).
   */
  warnings: z.optional(z.array(violation)),
});
export type SavedLineItem = z.infer<typeof savedLineItem>;

/** spec 03 §9: line items are listed 11 a page; a client may ask for up to 100. */
export const SAVED_LINE_ITEMS_PER_PAGE = 11;
export const MAX_SAVED_LINE_ITEMS_PER_PAGE = 100;

/** GET /api/saved_line_items?nickname=&page=: the owner's items by name, A to Z. */
export const savedLineItemListQuery = z.object({
  /** Part of the name, any case (spec 03 §5: the client searches from 2 characters, debounced). */
  nickname: z.optional(z.string().check(z.maxLength(100), z.trim())),
  ...pagingQuery(SAVED_LINE_ITEMS_PER_PAGE, MAX_SAVED_LINE_ITEMS_PER_PAGE),
});

/**
 * GET /api/commodity_code_options/{code} (spec 03 §7): the formatted codes for a known 10-digit
 * Schedule B code, the first one used; 404 when the Harmonized System does not know its first six
 * digits.
 */
export const commodityCodeOptions = z.array(text('short'));
export type CommodityCodeOptions = z.infer<typeof commodityCodeOptions>;

/** At least this many characters before a commodity search runs (spec 03 §5: search needs 2). */
export const COMMODITY_SEARCH_MIN_LENGTH = 2;
export const COMMODITY_SUGGESTIONS = 10;
export const MAX_COMMODITY_SUGGESTIONS = 25;

/** GET /api/commodity_code_options?search=: HS subheadings suggested for an item's description. */
export const commodityCodeSearchQuery = z.object({
  search: z.string().check(z.maxLength(200), z.trim(), z.minLength(COMMODITY_SEARCH_MIN_LENGTH)),
  limit: z._default(
    z.pipe(
      z.string().check(z.maxLength(4), z.trim(), z.regex(/^\d{1,3}$/)),
      z.transform((n: string) => Math.min(Math.max(Number(n), 1), MAX_COMMODITY_SUGGESTIONS)),
    ),
    COMMODITY_SUGGESTIONS,
  ),
});

/** One level of the nomenclature above a subheading: its code (2 or 4 digits) and description. */
const hsLevel = z.object({ code: text('code'), description: text('line') });

/**
 * A suggested HS subheading (the first six digits of a Schedule B code): "8471.30", its digits and
 * description, with its heading and chapter, so a person can tell the suggestions apart.
 */
export const hsSubheadingSuggestion = z.object({
  code: text('code'),
  subheading: text('code'),
  description: text('line'),
  heading: hsLevel,
  chapter: hsLevel,
});
export type HsSubheadingSuggestion = z.infer<typeof hsSubheadingSuggestion>;
