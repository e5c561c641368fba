import { addressValidationResource } from './addressValidationResource';
import { type ApiBaseOptions, createApiBase } from './apiBase';
import { billingResource } from './billingResource';
import { commodityCodesResource } from './commodityCodesResource';
import { draftsResource } from './draftsResource';
import type { HttpExchange } from './exchange';
import { fetchExchange } from './fetchExchange';
import { optionsResource } from './optionsResource';
import { paymentMethodsResource } from './paymentMethodsResource';
import { pickupsResource } from './pickupsResource';
import { prepareOptionsResource } from './prepareOptionsResource';
import { quotesResource } from './quotesResource';
import { savedAddressesResource } from './savedAddressesResource';
import { savedLineItemsResource } from './savedLineItemsResource';
import { supportResource } from './supportResource';

export interface PrepareApiClientOptions extends Omit<ApiBaseOptions, 'exchange'> {
  /** How requests are sent; fetchExchange() by default (no ofetch in the embed). */
  exchange?: HttpExchange;
}

/**
 * The prepare widget's client (issue 11): the calls of the wizard and of what it opens (option
 * lists, postal codes, rating, drafts, the saved lists and their checks, pickups, payment methods,
 * the billing contact, requests to support), with createApiClient's behaviour, over fetch. The
 * account's, the orders', the shipments' and the admin's calls are left out: the widget is given its
 * session and never makes them, so its first load does not carry them.
 */
export function createPrepareApiClient(options: PrepareApiClientOptions) {
  const { transport, cache } = createApiBase({ ...options, exchange: options.exchange ?? fetchExchange() });
  return {
    transport,
    /** Forget cached option lists (e.g. after a locale change). */
    clearOptionCache: cache.clear,
    ...optionsResource(transport, cache),
    ...quotesResource(transport),
    ...prepareOptionsResource(transport, cache),
    ...draftsResource(transport),
    ...supportResource(transport),
    ...paymentMethodsResource(transport),
    ...billingResource(transport),
    ...pickupsResource(transport),
    ...savedAddressesResource(transport),
    ...savedLineItemsResource(transport),
    ...commodityCodesResource(transport),
    ...addressValidationResource(transport),
  };
}

export type PrepareApiClient = ReturnType<typeof createPrepareApiClient>;
