import { addressBookMessages } from './addressBook';
import { authMessages } from './auth';
import { createCatalogue, type MessageCatalogue } from './catalogue';
import { commonMessages } from './common';
import { contactMessages } from './contacts';
import { draftMessages } from './draft';
import { inspectionMessages } from './inspection';
import { itemsMessages } from './items';
import { ordersMessages } from './orders';
import { partnerMessages } from './partners';
import { pickupMessages } from './pickup';
import { quoteMessages } from './quote';
import { settingsMessages } from './settings';
import { surveyMessages } from './survey';

// In a module of its own (issue 8): a bundle that reads only some sections (the app's first load,
// the embed quote widget) does not carry every flow's texts through the module that defines them.

/**
 * The one message catalogue of @shipdeck/core, keyed. Each flow adds its own section file
 * (common, quote, draft, auth …) and lists it here. Hosts may override any text (locale, tone)
 * with `createMessages(overrides)` without forking.
 *
 * Built in a pure-marked function: a bundler cannot tell that spreading these sections has no side
 * effects, and would otherwise keep every section in a bundle that never reads this object (the embed
 * quote widget builds its catalogue from the common and quote sections only).
 */
export const defaultMessages = /* @__PURE__ */ (() =>
  ({
    ...commonMessages,
    ...quoteMessages,
    ...draftMessages,
    ...authMessages,
    ...partnerMessages,
    ...addressBookMessages,
    ...contactMessages,
    ...itemsMessages,
    ...settingsMessages,
    ...pickupMessages,
    ...inspectionMessages,
    ...ordersMessages,
    ...surveyMessages,
  }) as const)();

export type MessageKey = keyof typeof defaultMessages;
export type Messages = Record<MessageKey, string>;

/** The full catalogue (every flow's texts), where `overrides` replace individual keys. */
export function createMessages(overrides: Partial<Messages> = {}): MessageCatalogue {
  return createCatalogue([defaultMessages], overrides);
}

/**
 * The catalogue with the spec's own texts. The pure marks let a bundle that never reads the full
 * catalogue (the embed quote widget) drop it and every section it does not use.
 */
export const messages: MessageCatalogue = /* @__PURE__ */ createMessages();
