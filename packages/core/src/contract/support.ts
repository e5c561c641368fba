import { z } from 'zod/mini';
import { prepareStep } from './prepare';
import { text } from './text';

/**
 * Requests people send to the operations team: a freight quote (spec 01 §2 freight quote modal, spec
 * 02 §3-§5) and a support request (spec 01 §7, spec 03 §3 "Support request").
 */

/** Freight services (spec 02 §9: Air, Ocean, LTL/TL). */
export const freightService = z.enum(['air', 'ocean', 'ltl_tl']);
export type FreightService = z.infer<typeof freightService>;

/** The freight quote form as sent (spec 02 §3 "Freight quote form"); the rules are core's (spec 01 §5). */
export const freightQuoteContact = z.object({
  contactName: z._default(text('line'), ''),
  /** Default USA (spec 02 §9). */
  countryCode: z._default(text('code'), 'US'),
  phoneNumber: z._default(text('short'), ''),
  phoneNumberExtension: z._default(text('short'), ''),
  email: z._default(text('line'), ''),
  /** YYYYMMDD (spec 01 §2); default today. */
  readyDate: z._default(text('id'), ''),
  freightService: z._default(z.nullable(freightService), null),
  otherComments: z._default(text('text'), ''),
});
export type FreightQuoteContact = z.infer<typeof freightQuoteContact>;
export type FreightQuoteContactInput = z.input<typeof freightQuoteContact>;

/**
 * POST /api/submit_for_freight_quote_actions (spec 01 §7: quoteData, contactData). `quoteData` is the
 * draft's data as the wizard or the quote holds it (stored as sent); `draftId` names a saved draft.
 */
export const submitForFreightQuoteRequest = z.object({
  quoteData: z.looseObject({ draftId: z.optional(z.nullable(text('id'))) }),
  contactData: freightQuoteContact,
});
export type SubmitForFreightQuoteRequest = z.infer<typeof submitForFreightQuoteRequest>;
export type SubmitForFreightQuoteRequestInput = z.input<typeof submitForFreightQuoteRequest>;

export const submitForFreightQuoteResponse = z.object({
  success: z.boolean(),
  /** The stored request's id. */
  id: text('id'),
});
export type SubmitForFreightQuoteResponse = z.infer<typeof submitForFreightQuoteResponse>;

const optionalId = z.optional(z.nullable(text('id')));

/**
 * POST /api/support_requests (spec 01 §7, spec 03 §3, §7): a message about a draft (its id, the rate
 * shown and the step, from the CSR's report-problem modal or Save & Send to Support), or about a page
 * with notes (the error popup). The sender is the token's; who is acting is recorded.
 */
export const supportRequestBody = z.object({
  message: z._default(text('text'), ''),
  /** The error popup's "Additional notes". */
  notes: z.optional(z.nullable(text('text'))),
  draftId: optionalId,
  rateId: optionalId,
  step: z.optional(z.nullable(prepareStep)),
  /** The page or screen id the request was sent from (spec 03 §2 screen ids). */
  page: z.optional(z.nullable(text('line'))),
  shipmentId: optionalId,
  pickupId: optionalId,
  quoteId: optionalId,
  lastRequestId: optionalId,
  prepResultId: optionalId,
  context: z.optional(z.nullable(text('line'))),
  locationDescription: z.optional(z.nullable(text('line'))),
});
export type SupportRequestBody = z.infer<typeof supportRequestBody>;
export type SupportRequestBodyInput = z.input<typeof supportRequestBody>;

/** The answer carries the request's id (spec 03 §7). */
export const supportRequestResponse = z.object({
  '@id': z.optional(text('id')),
  '@type': z.optional(text('id')),
  id: text('id'),
});
export type SupportRequestResponse = z.infer<typeof supportRequestResponse>;
