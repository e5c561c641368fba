import * as z from 'zod/mini';
import { ADDRESSES_PER_PAGE, MAX_ADDRESSES_PER_PAGE } from './clientConstants';
import { MAX_SURVEY_RESPONSES_PER_PAGE, SURVEY_RESPONSES_PER_PAGE } from './survey';
import { TEXT_LIMITS } from './text';
import { USER_SEARCH_MIN_LENGTH } from './users';
import { MAX_WEBHOOK_PAGE, WEBHOOK_DELIVERIES_PER_PAGE, WEBHOOK_ENDPOINTS_PER_PAGE } from './webhooks';

/**
 * The query strings of the API's list and search routes (spec 02 §7, §9; spec 03 §7), in the contract
 * so the server, the OpenAPI document and the fuzzing read one definition.
 */

/** A page number or size as a query string holds it: digits only, read as a number. */
const wholeNumber = z.pipe(
  z.string().check(z.maxLength(TEXT_LIMITS.code), z.trim(), z.regex(/^\d{1,7}$/)),
  z.transform(Number),
);
const atLeastOne = z.pipe(wholeNumber, z.number().check(z.gte(1)));
/** Decision: more than the maximum is served as the maximum (as API Platform clamps), not refused. */
const pageSize = (fallback: number, max: number) =>
  z._default(
    z.pipe(
      atLeastOne,
      z.transform((n: number) => Math.min(n, max)),
    ),
    fallback,
  );

/**
 * The paging part of every list query: `page` from 1, `itemsPerPage` defaulting to the list's page
 * size and clamped to its maximum. One definition for every list (issue 17: it was copied per route).
 */
export const pagingQuery = (perPage: number, maxPerPage: number) => ({
  page: z._default(atLeastOne, 1),
  itemsPerPage: pageSize(perPage, maxPerPage),
});

/** spec 02 §9: quotes are listed 10 a page; a client may ask for up to 100. */
export const QUOTES_PER_PAGE = 10;
export const MAX_QUOTES_PER_PAGE = 100;

export const quoteListQuery = z.object({
  ...pagingQuery(QUOTES_PER_PAGE, MAX_QUOTES_PER_PAGE),
  'exists[shipmentId]': z.optional(z.enum(['true', 'false'])),
});

/** Staff search pages; the app shows cards, a page of 20 is plenty. */
export const USERS_PER_PAGE = 20;
export const MAX_USERS_PER_PAGE = 100;

export const userSearchQuery = z.object({
  search: z.string().check(z.trim(), z.minLength(USER_SEARCH_MIN_LENGTH), z.maxLength(200)),
  ...pagingQuery(USERS_PER_PAGE, MAX_USERS_PER_PAGE),
});

/** Postal-code suggestions start after 2 typed characters (spec 03 §5). */
export const POSTAL_SEARCH_MIN_LENGTH = 2;

export const postalCodeQuery = z.object({
  countryCode: z.pipe(
    z.string().check(z.maxLength(TEXT_LIMITS.code), z.trim(), z.regex(/^[A-Za-z]{2}$/)),
    z.transform((code: string) => code.toUpperCase()),
  ),
  search: z.string().check(z.trim(), z.minLength(POSTAL_SEARCH_MIN_LENGTH), z.maxLength(64)),
});

/** spec 01 §7: drafts are listed 10 a page, newest first; up to 100. */
export const DRAFTS_PER_PAGE = 10;
export const MAX_DRAFTS_PER_PAGE = 100;

export const draftListQuery = z.object({
  ...pagingQuery(DRAFTS_PER_PAGE, MAX_DRAFTS_PER_PAGE),
  /** exists[completedOn]=false: only unfinished drafts (spec 01 §4, the draft list). */
  'exists[completedOn]': z.optional(z.enum(['true', 'false'])),
});

/** GET /api/additional_service_options?carrier=UPS (spec 01 §7): the carrier whose services are listed. */
export const additionalServiceQuery = z.object({
  carrier: z._default(
    z.pipe(
      z.string().check(z.maxLength(TEXT_LIMITS.code), z.trim(), z.regex(/^[A-Za-z_]{2,16}$/)),
      z.transform((code: string) => code.toUpperCase()),
    ),
    'UPS',
  ),
});

/** Partner keys (admin, issue 9): a page of 20, newest first; up to 100. */
export const PARTNER_KEYS_PER_PAGE = 20;
export const MAX_PARTNER_KEYS_PER_PAGE = 100;

export const partnerKeyListQuery = z.object(pagingQuery(PARTNER_KEYS_PER_PAGE, MAX_PARTNER_KEYS_PER_PAGE));

/** An account's webhook endpoints and an endpoint's delivery log (admin, issue 14): newest first. */
export const webhookEndpointListQuery = z.object(pagingQuery(WEBHOOK_ENDPOINTS_PER_PAGE, MAX_WEBHOOK_PAGE));
export const webhookDeliveryListQuery = z.object(pagingQuery(WEBHOOK_DELIVERIES_PER_PAGE, MAX_WEBHOOK_PAGE));

export { ADDRESSES_PER_PAGE, MAX_ADDRESSES_PER_PAGE };

/** GET /api/saved_addresses (spec 03 §7: autocompleteName, page). */
export const savedAddressListQuery = z.object({
  /** Part of a company or contact name, any case (the address book's search and the company suggestions). */
  autocompleteName: z.optional(z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.line))),
  ...pagingQuery(ADDRESSES_PER_PAGE, MAX_ADDRESSES_PER_PAGE),
});

/** GET /api/user_inspections/{id}: the user's quotes, 20 a page (newest first), up to 100. */
export const USER_INSPECTION_QUOTES_PER_PAGE = 20;
export const MAX_USER_INSPECTION_QUOTES_PER_PAGE = 100;
export const userInspectionQuery = z.object({
  ...pagingQuery(USER_INSPECTION_QUOTES_PER_PAGE, MAX_USER_INSPECTION_QUOTES_PER_PAGE),
});

/** GET /api/survey_responses (administrators): 20 a page, newest first, up to 100. */
export const surveyResponseListQuery = z.object({
  ...pagingQuery(SURVEY_RESPONSES_PER_PAGE, MAX_SURVEY_RESPONSES_PER_PAGE),
});
