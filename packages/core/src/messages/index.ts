import { authMessages } from './auth';
import { createCatalogue, type MessageCatalogue } from './catalogue';
import { commonMessages } from './common';
import type { CommonMessageKey } from './commonCatalogue';
import type { quoteMessages } from './quote';

export { type CommonMessageKey, commonCatalogue } from './commonCatalogue';

/** The keys of the standalone quote: the common section and the quote section. */
export type QuoteMessageKey = CommonMessageKey | keyof typeof quoteMessages;
/** The keys of signing in, up and out and of the account's notices: the common and auth sections. */
export type AccountMessageKey = CommonMessageKey | keyof typeof authMessages;

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
