import {
  createPrepareCatalogue,
  formatMessage,
  type MessageCatalogue,
  type MessageKey,
  type MessageParams,
} from '@shipdeck/core/messages';

/**
 * The pickup widget's own texts; the spec's words (title, Sending from, Confirm Pickup, Pickup
 * Confirmed, the failure modal, the contact message) are core's `pickup.*` keys. Ours where marked.
 */
export const pickupWidgetMessages = {
  // Ours: the pickup form's section and the confirmation line.
  'pickupWidget.pickupSection': 'Pickup',
  'pickupWidget.carrierPlaceholder': 'Choose a carrier',
  'pickupWidget.confirmedLine':
    'Your {carrier} pickup on {date}, {window}. Confirmation number: {confirmation}.',
  'pickupWidget.close': 'Close',
  'pickupWidget.clashTitle': 'You already have a pickup that day',
  'pickupWidget.contactTitle': 'Pickups outside the United States',
  'pickupWidget.residential': 'Residential address',
  'pickupWidget.loadingTimes': 'Checking pickup times at this address…',
  // Ours: why the widget cannot work here (shipdeck:error's codes, core/api errorCode.ts).
  'pickupWidget.optionsFailed':
    'We could not load the list of countries. Please reload the page and try again.',
  'pickupWidget.signInRequired':
    'Scheduling a pickup needs a signed-in Shipdeck account. Please sign in and try again.',
  'pickupWidget.originNotAllowed':
    'Pickup scheduling is not available on this page. The shop needs to allow this page for its Shipdeck key.',
  'pickupWidget.capabilityFailed':
    'We could not check pickup times at this address. The usual times are shown; please try again later.',
} as const;

export type PickupWidgetMessageKey = keyof typeof pickupWidgetMessages;
export type PickupMessageKey = MessageKey | PickupWidgetMessageKey;
export type PickupMessageOverrides = Partial<Record<PickupMessageKey, string>>;

export interface PickupTranslate {
  (key: PickupMessageKey, params?: MessageParams): string;
  /** Core's catalogue with the host's overrides (the store's messages). */
  catalogue: MessageCatalogue;
}

/** The widget's texts with the host's overrides over them. */
export function createPickupTranslate(overrides: PickupMessageOverrides = {}): PickupTranslate {
  const core = createPrepareCatalogue(overrides as Partial<Record<MessageKey, string>>);
  const own = { ...pickupWidgetMessages, ...overrides } as Record<string, string>;
  const translate = ((key: PickupMessageKey, params?: MessageParams) =>
    key in pickupWidgetMessages
      ? formatMessage(own[key] as string, params)
      : core(key as MessageKey, params)) as PickupTranslate;
  translate.catalogue = core;
  return translate;
}
