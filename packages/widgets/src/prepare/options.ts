import type { KeyValueStorage } from '@shipdeck/core/api';
import type { Draft, PrepareWizardApi, PrepareWizardStore } from '@shipdeck/core/shipment/wizard';
import type { LookupApi } from '../quote/quoteLookups';
import type { PrepareEventCallbacks } from './events';
import type { PrepareOptionsApi } from './optionLists';
import type { StepViews } from './PrepareView';
import type { PickupLister } from './prepareContext';
import type { PrepareMessageOverrides } from './prepareMessages';
import type { SupportApi, SupportContacts } from './requests/supportApi';
import type { BillingApi } from './steps/BillingContactSection';
import type { PaymentMethodsApi } from './steps/paymentMethods';

/** The calls the prepare widget makes: the wizard's (drafts, rating), the lookups and loading a draft. */
export type PrepareClient = PrepareWizardApi &
  LookupApi &
  Partial<PaymentMethodsApi> &
  Partial<SupportApi> &
  PrepareOptionsApi &
  Partial<BillingApi> & {
    /** GET /pickups: the open pickups step 2 offers to add the shipment to (core's API client has it). */
    pickups?: PickupLister;

    /** GET /shipment_drafts/{id}: null when missing or another owner's (the widget says "Draft not found"). */
    draft(id: string): Promise<{ payload: string; id: string } | null>;
  };

/** What a host may set on the prepare widget: `mountPrepare`, `<PrepareShipmentWidget>` props, element attributes. */
export interface PrepareOptions extends PrepareEventCallbacks {
  /** Origin of the Shipdeck API (default: the page's own origin). */
  apiBase?: string;
  /** The signed-in user's bearer token; preparing needs one (or a partner's widget session). */
  token?: string;
  /** A widget session the partner's server minted (POST /api/widget_session_actions). */
  sessionToken?: string;
  /** A partner's publishable key, sent with every call (issue 9). */
  publishableKey?: string;
  /** Opens a saved draft (the app's /draft/{id}). */
  draftId?: string;
  /** Starts from a draft the host made, e.g. draftFromQuote on Continue to Shipping. */
  initialDraft?: Draft;
  /** A customer-service representative acting for a client: house-account toggle, no autosave (spec 01 §4). */
  isCsr?: boolean;
  /**
   * Staff only: the address of a quote's inspection page, with `{id}` for the quote's id (our app:
   * "/inspection/{id}"). Each delivery service card then has Inspect Quote, opening it in a new tab
   * (spec 01 §6: a super admin with the inspection flag on; the host decides who gets it).
   */
  inspectQuoteUrl?: string;
  /** Whether the user may pay later (billingInformation.canPayLater); default true. */
  canPayLater?: boolean;
  /**
   * The DOMESTIC_DOCUMENTS feature flag (spec 01 §2, off by default): a domestic shipment's details
   * offer "Shipment contains exclusively Documents", and a domestic documents draft stays one.
   */
  allowDomesticDocuments?: boolean;
  /**
   * Whether stored payment methods are offered (spec 01 §4: the payment feature is on, the user can
   * pay by card — billingInformation.canPayNowCc — and is not a guest); default true with a token.
   */
  canPayNow?: boolean;
  /** How customer support is reached, shown in the error popup (phone, chat page, e-mail). */
  contacts?: SupportContacts;
  /** Where the unsaved copy is kept; default the page's localStorage, null for nowhere. */
  storage?: KeyValueStorage | null;
  messages?: PrepareMessageOverrides;
  /** The locale of number fields (default en-US). */
  locale?: string;
  /** Render inside a shadow root of its own (default true). */
  shadow?: boolean;
  /** Advanced: the API client the host built (the app's, with its session). */
  client?: PrepareClient;
  /** Advanced: a wizard store the host built. */
  store?: PrepareWizardStore;
  /** Advanced: the step components (default: the widget's own steps). */
  steps?: StepViews;
}

/** The handle of a mounted prepare widget. */
export interface PrepareHandle {
  /** Changes options; a change of apiBase, token, sessionToken, publishableKey, draftId, client or store starts over. */
  update(options: PrepareOptions): void;
  unmount(): void;
}
