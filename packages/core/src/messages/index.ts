import { authMessages } from './auth';
import { createCatalogue, type MessageCatalogue } from './catalogue';
import { commonMessages } from './common';
import type { quoteMessages } from './quote';

/** Keys every flow may use: generic field rules, API status handling, rates, country pair. */
export type CommonMessageKey = keyof typeof commonMessages;
/** The keys of the standalone quote: the common section and the quote section. */
export type QuoteMessageKey = CommonMessageKey | keyof typeof quoteMessages;
/** The keys of signing in, up and out and of the account's notices: the common and auth sections. */
export type AccountMessageKey = CommonMessageKey | keyof typeof authMessages;

/** The common section alone with the spec's texts: the default of code every flow shares. */
export const commonCatalogue: MessageCatalogue<CommonMessageKey> = /* @__PURE__ */ createCatalogue([
  commonMessages,
]);

/**
 * The common and auth sections with the spec's texts: what the app's shell and its sign-in, sign-up
 * and password screens read, so the app's first load carries no other flow's texts (issue 8).
 */
export const accountCatalogue: MessageCatalogue<AccountMessageKey> = /* @__PURE__ */ createCatalogue([
  commonMessages,
  authMessages,
]);

export { authMessages, signInErrorTitleKeys } from './auth';
export {
  createCatalogue,
  formatMessage,
  type MessageCatalogue,
  type MessageParams,
  type MessageSection,
  type SectionKeys,
} from './catalogue';
export { commonMessages } from './common';
export { createMessages, defaultMessages, type MessageKey, type Messages, messages } from './full';
export { pickupMessages } from './pickup';
export { createPrepareCatalogue, prepareCatalogue } from './prepare';
export { quoteMessages } from './quote';
