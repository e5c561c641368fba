import { addressBookMessages } from './addressBook';
import { authMessages } from './auth';
import { commonMessages } from './common';
import { draftMessages } from './draft';
import { inspectionMessages } from './inspection';
import { itemsMessages } from './items';
import { ordersMessages } from './orders';
import { partnerMessages } from './partners';
import { pickupMessages } from './pickup';
import { quoteMessages } from './quote';
import { settingsMessages } from './settings';
import { surveyMessages } from './survey';

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
    ...itemsMessages,
    ...settingsMessages,
    ...pickupMessages,
    ...inspectionMessages,
    ...ordersMessages,
    ...surveyMessages,
  }) as const)();

export type MessageKey = keyof typeof defaultMessages;
export type MessageParams = Record<string, string | number>;
export type Messages = Record<MessageKey, string>;

/** One section of the catalogue (common, quote …): its keys and the spec's texts. */
export type MessageSection = Readonly<Record<string, string>>;
/** The keys of a list of sections. */
export type SectionKeys<S extends readonly MessageSection[]> = S[number] extends infer Section
  ? Section extends MessageSection
    ? keyof Section & string
    : never
  : never;

/** Keys every flow may use: generic field rules, API status handling, rates, country pair. */
export type CommonMessageKey = keyof typeof commonMessages;
/** The keys of the standalone quote: the common section and the quote section. */
export type QuoteMessageKey = CommonMessageKey | keyof typeof quoteMessages;

/** Replaces `{name}` placeholders with params; unknown placeholders are left as they are. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * A catalogue typed to the keys it holds. Code that needs only some sections asks for
 * `MessageCatalogue<ItsKeys>`, so the full catalogue and any catalogue built from at least those
 * sections fit, and a bundle that never builds the full one leaves the other flows' texts out.
 */
export interface MessageCatalogue<K extends string = MessageKey> {
  (key: K, params?: MessageParams): string;
  readonly texts: Readonly<Record<K, string>>;
}

/**
 * A catalogue of the given sections where `overrides` replace individual keys. Overrides of keys
 * the sections do not hold are left out: a flow's catalogue holds only its own texts, whatever the
 * host passes (e.g. one override file for every flow).
 */
export function createCatalogue<const S extends readonly MessageSection[]>(
  sections: S,
  overrides: Partial<Record<SectionKeys<S>, string>> = {},
): MessageCatalogue<SectionKeys<S>> {
  const texts: Record<string, string> = Object.assign({}, ...sections);
  for (const [key, text] of Object.entries(overrides as Record<string, string | undefined>)) {
    if (key in texts && typeof text === 'string') texts[key] = text;
  }
  const t = (key: SectionKeys<S>, params?: MessageParams) => formatMessage(texts[key] as string, params);
  return Object.assign(t, { texts: texts as Record<SectionKeys<S>, string> });
}

/** The full catalogue (every flow's texts), where `overrides` replace individual keys. */
export function createMessages(overrides: Partial<Messages> = {}): MessageCatalogue {
  return createCatalogue([defaultMessages], overrides);
}

/**
 * The catalogue with the spec's own texts. The pure marks let a bundle that never reads the full
 * catalogue (the embed quote widget) drop it and every section it does not use.
 */
export const messages: MessageCatalogue = /* @__PURE__ */ createMessages();

/** The common section alone with the spec's texts: the default of code every flow shares. */
export const commonCatalogue: MessageCatalogue<CommonMessageKey> = /* @__PURE__ */ createCatalogue([
  commonMessages,
]);

export { signInErrorTitleKeys } from './auth';
export { commonMessages } from './common';
export { pickupMessages } from './pickup';
export { quoteMessages } from './quote';
