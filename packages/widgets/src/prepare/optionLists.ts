import type { ApiClient } from '@shipdeck/core/api';
import type { AdditionalServiceOption, ChoiceOption, TermsOfTradeOption } from '@shipdeck/core/contract';
import {
  ADDITIONAL_SERVICE_OPTIONS,
  EEI_FILING_TYPE_OPTIONS,
  EXPORT_TYPE_OPTIONS,
  FTR_EXEMPTION_OPTIONS,
  INVOICE_TYPE_OPTIONS,
  ITEM_QUANTITY_OPTIONS,
  TERMS_OF_TRADE_OPTIONS,
  WHO_PAYS_OPTIONS,
} from '@shipdeck/core/shipment/wizard';
import { useContext } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from '../useStore';
import { PrepareContext } from './prepareContext';

/**
 * The calls for the wizard's option lists (spec 01 §7), core's API client's. Each is optional: a
 * client without one keeps core's list, which is what the server answers.
 */
export type PrepareOptionsApi = Partial<
  Pick<
    ApiClient,
    | 'ftrExemptionOptions'
    | 'whoPaysOptions'
    | 'termsOfTradeOptions'
    | 'itemQuantityOptions'
    | 'invoiceTypeOptions'
    | 'eeiFilingTypeOptions'
    | 'exportTypeOptions'
    | 'additionalServiceOptions'
  >
>;

export interface PrepareOptionLists {
  ftrExemptions: readonly ChoiceOption[];
  whoPays: readonly ChoiceOption[];
  termsOfTrade: readonly TermsOfTradeOption[];
  itemQuantities: readonly ChoiceOption[];
  invoiceTypes: readonly ChoiceOption[];
  eeiFilingTypes: readonly ChoiceOption[];
  exportTypes: readonly ChoiceOption[];
  /** The domestic signature choices (spec 01 §7 asks with carrier=UPS). */
  domesticServices: readonly AdditionalServiceOption[];
}

export type PrepareOptionsStore = StoreApi<PrepareOptionLists & { load(): Promise<void> }>;

/** Core's lists: what the selects show until the server's arrive, and without a client. */
export const DEFAULT_OPTION_LISTS: PrepareOptionLists = {
  ftrExemptions: FTR_EXEMPTION_OPTIONS,
  whoPays: WHO_PAYS_OPTIONS,
  termsOfTrade: TERMS_OF_TRADE_OPTIONS,
  itemQuantities: ITEM_QUANTITY_OPTIONS,
  invoiceTypes: INVOICE_TYPE_OPTIONS,
  eeiFilingTypes: EEI_FILING_TYPE_OPTIONS,
  exportTypes: EXPORT_TYPE_OPTIONS,
  domesticServices: ADDITIONAL_SERVICE_OPTIONS.UPS ?? [],
};

/**
 * The option lists of the wizard's selects, loaded once from the API. The client keeps them 20
 * minutes in browser storage (spec 01 §7, core's option cache), so a reload asks again only after
 * that. A list that fails to load keeps core's (the same codes): the form stays usable.
 */
export function createPrepareOptions(api: PrepareOptionsApi): PrepareOptionsStore {
  let loading: Promise<void> | null = null;
  return createStore<PrepareOptionLists & { load(): Promise<void> }>()((set) => ({
    ...DEFAULT_OPTION_LISTS,
    load() {
      if (loading) return loading;
      const one = <K extends keyof PrepareOptionLists>(
        key: K,
        call: (() => Promise<PrepareOptionLists[K]>) | undefined,
      ) =>
        call
          ? call().then(
              (list) => {
                if (Array.isArray(list) && list.length > 0)
                  set({ [key]: list } as Partial<PrepareOptionLists>);
              },
              () => undefined,
            )
          : Promise.resolve();
      loading = Promise.all([
        one('ftrExemptions', api.ftrExemptionOptions?.bind(api)),
        one('whoPays', api.whoPaysOptions?.bind(api)),
        one('termsOfTrade', api.termsOfTradeOptions?.bind(api)),
        one('itemQuantities', api.itemQuantityOptions?.bind(api)),
        one('invoiceTypes', api.invoiceTypeOptions?.bind(api)),
        one('eeiFilingTypes', api.eeiFilingTypeOptions?.bind(api)),
        one('exportTypes', api.exportTypeOptions?.bind(api)),
        one(
          'domesticServices',
          api.additionalServiceOptions
            ? () => api.additionalServiceOptions?.('UPS') ?? Promise.resolve([])
            : undefined,
        ),
      ]).then(() => undefined);
      return loading;
    },
  }));
}

const defaultsStore = createStore<PrepareOptionLists & { load(): Promise<void> }>()(() => ({
  ...DEFAULT_OPTION_LISTS,
  load: async () => undefined,
}));

/** One option list of the widget (core's until the server's are loaded). */
export function useOptionList<K extends keyof PrepareOptionLists>(key: K): PrepareOptionLists[K] {
  const options = useContext(PrepareContext)?.options ?? defaultsStore;
  return useStore(options, (s) => s[key]);
}
