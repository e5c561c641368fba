import { createCatalogue, type MessageCatalogue } from './catalogue';
import { commonMessages } from './common';

/** Keys every flow may use: generic field rules, API status handling, rates, country pair. */
export type CommonMessageKey = keyof typeof commonMessages;

/**
 * The common section alone with the spec's texts: the default of code every flow shares. In a module of
 * its own, so that code taking it (the API transport, the country-pair check) does not bring the
 * messages index into a bundle's first load, with every catalogue that index re-exports (issue 11).
 */
export const commonCatalogue: MessageCatalogue<CommonMessageKey> = /* @__PURE__ */ createCatalogue([
  commonMessages,
]);
