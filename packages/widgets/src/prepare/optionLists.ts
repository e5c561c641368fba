import type { ApiClient } from '@shipdeck/core/api';
import type { AdditionalServiceOption, ChoiceOption, TermsOfTradeOption } from '@shipdeck/core/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';

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

/**
 * The lists the server answered (none until then, nor for a list that failed or came back empty): the
 * selects show core's where there is none (useOptionList.ts, loaded with the parts that show them).
 */
export type PrepareOptionsStore = StoreApi<Partial<PrepareOptionLists> & { load(): Promise<void> }>;

/**
 * The option lists of the wizard's selects, loaded once from the API. The client keeps them 20
 * minutes in browser storage (spec 01 §7, core's option cache), so a reload asks again only after
 * that. A list that fails to load keeps core's (the same codes): the form stays usable. Core's lists
 * are not here but with the selects (useOptionList.ts): no select of them is part of step 1's first
 * view (issue 11).
 */
export function createPrepareOptions(api: PrepareOptionsApi): PrepareOptionsStore {
  let loading: Promise<void> | null = null;
  return createStore<Partial<PrepareOptionLists> & { load(): Promise<void> }>()((set) => ({
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
