import type {
  AdditionalServiceOption,
  CarrierServiceOption,
  ChoiceOption,
  TermsOfTradeOption,
} from '../contract/options';
import { unwrapCollection } from './hydra';
import type { OptionCache } from './optionCache';
import type { ApiTransport } from './transport';

/**
 * The prepare flow's option lists (spec 01 §7), cached 20 minutes like the country and currency
 * lists. A family of its own: the quote client (and the embed quote bundle) leaves it out.
 */
export function prepareOptionsResource(transport: ApiTransport, cache: OptionCache) {
  const list = <T>(path: string, query?: { carrier: string }) =>
    cache.get(
      // Each carrier's list is cached on its own.
      query ? `${path}?carrier=${query.carrier}` : path,
      async () => unwrapCollection<T>(await transport.request<unknown>(path, query ? { query } : {})).items,
    );
  return {
    ftrExemptionOptions: (): Promise<ChoiceOption[]> => list<ChoiceOption>('/ftr_exemption_options'),
    whoPaysOptions: (): Promise<ChoiceOption[]> => list<ChoiceOption>('/who_pays_options'),
    termsOfTradeOptions: (): Promise<TermsOfTradeOption[]> =>
      list<TermsOfTradeOption>('/terms_of_trade_options'),
    itemQuantityOptions: (): Promise<ChoiceOption[]> => list<ChoiceOption>('/item_quantity_options'),
    invoiceTypeOptions: (): Promise<ChoiceOption[]> => list<ChoiceOption>('/invoice_type_options'),
    eeiFilingTypeOptions: (): Promise<ChoiceOption[]> => list<ChoiceOption>('/eei_filing_type_options'),
    exportTypeOptions: (): Promise<ChoiceOption[]> => list<ChoiceOption>('/export_type_options'),
    carrierServices: (): Promise<CarrierServiceOption[]> => list<CarrierServiceOption>('/carrier_services'),
    /** GET /additional_service_options?carrier=… (spec 01 §7 asks with carrier=UPS). */
    additionalServiceOptions: (carrier = 'UPS'): Promise<AdditionalServiceOption[]> =>
      list<AdditionalServiceOption>('/additional_service_options', { carrier }),
  };
}
