import {
  ADDITIONAL_SERVICE_OPTIONS,
  EEI_FILING_TYPE_OPTIONS,
  EXPORT_TYPE_OPTIONS,
  FTR_EXEMPTION_OPTIONS,
  INVOICE_TYPE_OPTIONS,
  ITEM_QUANTITY_OPTIONS,
  TERMS_OF_TRADE_OPTIONS,
  WHO_PAYS_OPTIONS,
} from '@shipdeck/core/shipment/optionLists';
import { useContext } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from '../useStore';
import type { PrepareOptionLists, PrepareOptionsStore } from './optionLists';
import { PrepareContext } from './prepareContext';

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

/** A list as a select shows it: the server's once it answered, core's until then or without it. */
export function optionListOf<K extends keyof PrepareOptionLists>(
  lists: Partial<PrepareOptionLists>,
  key: K,
): PrepareOptionLists[K] {
  return lists[key] ?? DEFAULT_OPTION_LISTS[key];
}

const defaultsStore: PrepareOptionsStore = createStore<
  Partial<PrepareOptionLists> & { load(): Promise<void> }
>()(() => ({ load: async () => undefined }));

/** One option list of the widget (core's until the server's are loaded). */
export function useOptionList<K extends keyof PrepareOptionLists>(key: K): PrepareOptionLists[K] {
  const options = useContext(PrepareContext)?.options ?? defaultsStore;
  return useStore(options, (s) => optionListOf(s, key));
}
