import { createMessages, formatMessage, type MessageKey, type MessageParams } from '@shipdeck/core/messages';
import { createShipmentMessages } from './steps/createShipmentMessages';
import { laterStepsMessages } from './steps/laterStepsMessages';

/** The prepare widget's own chrome (the shell: step panel, bottom bar, rate summary, dialogs). */
export const prepareShellMessages = {
  'prepare.title': 'Prepare a shipment',
  'prepare.steps': 'Steps',
  'prepare.step.create_shipment': 'Create Shipment',
  'prepare.step.pickup_delivery': 'Pickup & Delivery',
  'prepare.step.payment': 'Payment',
  'prepare.step.review': 'Review',
  'prepare.back': 'Back',
  'prepare.continue': 'Continue',
  'prepare.saveDraft': 'Save Draft',
  'prepare.saveDraftAndQuit': 'Save Draft & Quit',
  'prepare.draftName': 'Draft name',
  'prepare.cancel': 'Cancel',
  'prepare.save': 'Save',
  'prepare.restoreYes': 'Yes, use it',
  'prepare.restoreNo': 'No, start over',
  'prepare.rateSummary': 'Your rate',
  'prepare.updatingRate': 'Updating the rate…',
  'prepare.loading': 'Loading the shipment…',
} as const;

/** Every chrome text of the prepare widget: the shell's and each step's. */
export const prepareWidgetMessages = {
  ...prepareShellMessages,
  ...createShipmentMessages,
  ...laterStepsMessages,
} as const;

export type PrepareWidgetMessageKey = keyof typeof prepareWidgetMessages;
/** Every key the prepare widget shows: its chrome and the whole core catalogue (the draft's texts). */
export type PrepareMessageKey = MessageKey | PrepareWidgetMessageKey;
export type PrepareMessageOverrides = Partial<Record<PrepareMessageKey, string>>;

export interface PrepareTranslate {
  (key: PrepareMessageKey, params?: MessageParams): string;
  /** Core's catalogue with the same overrides, for the wizard store (its notices and rules). */
  readonly catalogue: ReturnType<typeof createMessages>;
}

export function createPrepareTranslate(overrides: PrepareMessageOverrides = {}): PrepareTranslate {
  const catalogue = createMessages(overrides as Partial<Record<MessageKey, string>>);
  const own: Record<string, string> = { ...prepareWidgetMessages };
  for (const key of Object.keys(overrides)) {
    if (key in prepareWidgetMessages) own[key] = overrides[key as PrepareMessageKey] as string;
  }
  const t = (key: PrepareMessageKey, params?: MessageParams) =>
    key in own ? formatMessage(own[key] as string, params) : catalogue(key as MessageKey, params);
  return Object.assign(t, { catalogue });
}
