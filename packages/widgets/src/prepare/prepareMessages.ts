import {
  createPrepareStepOneCatalogue,
  formatMessage,
  type MessageCatalogue,
  type MessageKey,
  type MessageParams,
} from '@shipdeck/core/messages/prepareStepOne';
import { laterCoreSections } from '#prepareOnDemand';
import type { addressBookWidgetMessages } from '../addressBook/addressBookMessages';
import type { rateSummaryMessages } from './rateSummaryMessages';
import type { requestDialogsMessages } from './requests/requestDialogsMessages';
import { requestsMessages } from './requests/requestsMessages';
import { savedListsMessages } from './savedListsMessages';
import type { shellLaterMessages } from './shellLaterMessages';
import { createShipmentMessages } from './steps/createShipmentMessages';
import type { customsMessages } from './steps/customsMessages';
import type { documentsMessages } from './steps/documentsMessages';
import type { laterStepsMessages } from './steps/laterStepsMessages';
import type { pickupSettingsMessages } from './steps/pickupSettingsMessages';

/** The prepare widget's own chrome (the shell: step panel, bottom bar, rate summary, dialogs). */
export const prepareShellMessages = {
  'prepare.title': 'Prepare a shipment',
  'prepare.steps': 'Steps',
  // spec 01 §2: the four steps, in order.
  'prepare.step.create_shipment': 'Create Shipment',
  'prepare.step.additional_services': 'Additional Services',
  'prepare.step.payment_status': 'Payment',
  'prepare.step.review_finish': 'Review and Finish',
  'prepare.stepDone': 'completed',
  // spec 01 §2: the left panel and the bottom bar.
  'prepare.finishLater':
    'Would you like to finish Shipment later? You can save Draft and finish it anytime you want!',
  'prepare.saveDraftAndQuit': 'Save Draft & Quit',
  'prepare.houseAccountBanner': 'You are using House Account!',
  'prepare.previousStep': 'Previous step',
  'prepare.saveAndContinue': 'Save & Continue',
  'prepare.saveAndSendToSupport': 'Save & Send to Support',
  'prepare.cancel': 'Cancel',
  'prepare.rateSummary': 'Your rate',
  'prepare.shippingCharge': 'Shipping charge',
  'prepare.totalCharge': 'Total charge',
  'prepare.savings': 'You save {amount} ({percent}%)',
  'prepare.noRateYet': 'Fill in the shipment to see its rate.',
  'prepare.quoteDisclaimer': 'Quote Disclaimer',
  'prepare.updatingRate': 'Updating the rate…',
  'prepare.loading': 'Loading the shipment…',
  'prepare.draftSaved': 'Your draft was saved.',
  'prepare.choose': 'Choose…',
  'prepare.yes': 'Yes',
  'prepare.no': 'No',
} as const;

/**
 * The chrome texts step 1 shows: the shell's, step 1's, the requests' and the saved lists' buttons.
 * Steps 2–4, step 1's customs block and documents tab, the request modals and the saved lists' modals bring their own (addPrepareTexts), so
 * step 1's first load does not carry them (issue 11).
 */
export const prepareWidgetMessages = {
  ...prepareShellMessages,
  ...createShipmentMessages,
  ...requestsMessages,
  ...savedListsMessages,
} as const;

/**
 * The texts of the parts loaded later, added by each part's module when it loads; core's texts of the
 * later steps are here from the start where they are bundled ("#prepareOnDemand").
 */
const laterTexts: Record<string, string> = Object.assign({}, ...laterCoreSections);

/** Adds a later part's texts (steps 2–4, the modals) to every prepare widget's translate. */
export function addPrepareTexts(texts: Readonly<Record<string, string>>): void {
  Object.assign(laterTexts, texts);
}

export type PrepareWidgetMessageKey =
  | keyof typeof prepareWidgetMessages
  | keyof typeof customsMessages
  | keyof typeof documentsMessages
  | keyof typeof requestDialogsMessages
  | keyof typeof shellLaterMessages
  | keyof typeof rateSummaryMessages
  | keyof typeof laterStepsMessages
  | keyof typeof pickupSettingsMessages
  | keyof typeof addressBookWidgetMessages;
/** Every key the prepare widget shows: its chrome and the whole core catalogue (the draft's texts). */
export type PrepareMessageKey = MessageKey | PrepareWidgetMessageKey;
export type PrepareMessageOverrides = Partial<Record<PrepareMessageKey, string>>;

export interface PrepareTranslate {
  (key: PrepareMessageKey, params?: MessageParams): string;
  /**
   * Core's catalogue of the prepare flow with the same overrides, for the wizard store (its notices and
   * rules): step 1's sections, and the later steps' once the parts that read them have added them
   * (addPrepareTexts; its `texts` are step 1's).
   */
  readonly catalogue: MessageCatalogue;
}

export function createPrepareTranslate(overrides: PrepareMessageOverrides = {}): PrepareTranslate {
  // The prepare flow's texts only (issue 11: not the account's, orders' … in the embed's first load), and
  // of them step 1's: the later steps' core texts (pickups, billing) come with their parts.
  const stepOne = createPrepareStepOneCatalogue(overrides as Partial<Record<MessageKey, string>>);
  const own: Record<string, string | undefined> = overrides;
  /** A text of the widget's or of a part loaded later, or the host's override of it. */
  const text = (key: string, params?: MessageParams) =>
    formatMessage(
      own[key] ?? (prepareWidgetMessages as Record<string, string>)[key] ?? (laterTexts[key] as string),
      params,
    );
  const catalogue = Object.assign(
    (key: MessageKey, params?: MessageParams) =>
      key in stepOne.texts ? stepOne(key, params) : text(key, params),
    { texts: stepOne.texts },
  ) as MessageCatalogue;
  const t = (key: PrepareMessageKey, params?: MessageParams) =>
    key in prepareWidgetMessages || key in laterTexts
      ? text(key, params)
      : catalogue(key as MessageKey, params);
  return Object.assign(t, { catalogue });
}
