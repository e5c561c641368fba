import { addressValidationResource } from './addressValidationResource';
import { billingResource } from './billingResource';
import { commodityCodesResource } from './commodityCodesResource';
import { draftsResource } from './draftsResource';
import { inspectionResource } from './inspectionResource';
import type { OptionCache } from './optionCache';
import { ordersResource } from './ordersResource';
import { partnersResource } from './partnersResource';
import { paymentMethodsResource } from './paymentMethodsResource';
import { pickupsResource } from './pickupsResource';
import { prepareOptionsResource } from './prepareOptionsResource';
import { savedAddressesResource } from './savedAddressesResource';
import { savedLineItemsResource } from './savedLineItemsResource';
import { shipmentsResource } from './shipmentsResource';
import { supportResource } from './supportResource';
import { surveyResource } from './surveyResource';
import { trackingLookupsResource } from './trackingLookupsResource';
import type { ApiTransport } from './transport';
import { usersResource } from './usersResource';
import { webhooksResource } from './webhooksResource';

/**
 * The resource families a first page does not call (drafts, shipments, pickups, users, partners …):
 * createApiClient spreads them in; createLazyApiClient loads this module on the first such call, so
 * an app's first load carries only the session's, the option lists' and the quote's calls (issue 8).
 */
export function laterResources(transport: ApiTransport, cache: OptionCache) {
  return {
    ...draftsResource(transport),
    ...prepareOptionsResource(transport, cache),
    ...supportResource(transport),
    ...usersResource(transport),
    ...partnersResource(transport),
    ...paymentMethodsResource(transport),
    ...shipmentsResource(transport),
    ...savedAddressesResource(transport),
    ...savedLineItemsResource(transport),
    ...commodityCodesResource(transport),
    ...addressValidationResource(transport),
    ...billingResource(transport),
    ...pickupsResource(transport),
    ...inspectionResource(transport),
    ...surveyResource(transport),
    ...trackingLookupsResource(transport),
    ...ordersResource(transport),
    ...webhooksResource(transport),
  };
}

export type LaterResources = ReturnType<typeof laterResources>;
