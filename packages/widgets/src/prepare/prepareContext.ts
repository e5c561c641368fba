import type { PickupListQueryInput, PickupResource } from '@shipdeck/core/contract';
import type { PrepareWizardStore } from '@shipdeck/core/shipment/wizard';
import { createContext, useContext } from 'react';
import type { Lookups } from '../quote/quoteLookups';
import type { PrepareOptionsStore } from './optionLists';
import type { PrepareTranslate } from './prepareMessages';
import type { SupportApi, SupportContacts } from './requests/supportApi';
import type { SavedLists } from './savedLists';
import type { BillingApi } from './steps/BillingContactSection';

/** GET /pickups as core's API client makes it. */
export type PickupLister = (query: PickupListQueryInput) => Promise<{ items: PickupResource[] }>;

/** The two address ends of a draft, as the lookups' sides (postal suggestions per end). */
export type PartySide = 'shipmentFrom' | 'shipmentTo';
export type PrepareLookups = Lookups<PartySide>;

/**
 * What every part of the prepare widget reads (issue 11): the wizard store (core's
 * createPrepareWizardStore: state, errors by path, actions), the lookups (countries, currencies,
 * postal suggestions), the texts, and the id prefix that keeps element ids unique per widget.
 *
 * Each step is a component in ./steps that takes no props and reads this context:
 * `steps/CreateShipmentStep.tsx`, `steps/DeliveryStep.tsx`, `steps/PaymentStep.tsx`,
 * `steps/ReviewStep.tsx`. The shell (PrepareView) renders the step panel, the step of
 * `state.step`, the rate summary and the bottom bar (Back, Continue, Save Draft).
 */
export interface PrepareContextValue {
  store: PrepareWizardStore;
  lookups: PrepareLookups;
  t: PrepareTranslate;
  /** Prefix of every element id of this widget instance (`${idPrefix}-shipmentFrom-city` …). */
  idPrefix: string;
  /** A customer-service representative acting for a client (house account toggle, no autosave). */
  isCsr: boolean;
  /** The DOMESTIC_DOCUMENTS flag: domestic details offer "Shipment contains exclusively Documents" (spec 01 §2). */
  allowDomesticDocuments?: boolean;
  /** The option lists of the selects (spec 01 §7); core's lists without it. */
  options?: PrepareOptionsStore;
  /** The requests to the operations team (freight quote, support); none hides what needs them. */
  support?: SupportApi | null;
  /** How customer support is reached (the error popup's phone, chat and e-mail). */
  contacts?: SupportContacts;
  /** The account's billing contact (step 3's form); none for a guest or without the payment feature. */
  billing?: BillingApi | null;
  /** The Address Book, Save/Update Contact, company suggestions and My Items List; none hides them. */
  savedLists?: SavedLists | null;
  /**
   * The owner's open pickups (GET /pickups), so step 2 can add the shipment to the day's pickup of its
   * carrier (spec 02 §4); without it step 2 offers only a new pickup.
   */
  pickups?: PickupLister | null;
  /** Opens the freight quote modal (spec 01 §2 "Ask for a Freight Quote"); absent without `support`. */
  openFreightQuote?: () => void;
  /**
   * Whether the widget's styles are a <style> element (no shadow root, or no constructable stylesheets)
   * rather than adopted by its shadow root: the later parts' styles follow (laterStyles.tsx). Inline
   * when not given.
   */
  inlineStyles?: boolean;
  /** Staff: the quote inspection's address with `{id}` (PrepareOptions.inspectQuoteUrl). */
  inspectQuoteUrl?: string | undefined;
}

export const PrepareContext = createContext<PrepareContextValue | null>(null);

export function usePrepare(): PrepareContextValue {
  const value = useContext(PrepareContext);
  if (!value) throw new Error('usePrepare() outside the prepare widget');
  return value;
}
