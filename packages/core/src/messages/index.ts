import { authMessages } from './auth';
import { commonMessages } from './common';
import { draftMessages } from './draft';
import { quoteMessages } from './quote';

/**
 * The one message catalogue of @shipdeck/core, keyed. Each flow adds its own section file
 * (common, quote, draft, auth …) and lists it here. Hosts may override any text (locale, tone)
 * with `createMessages(overrides)` without forking.
 */
export const defaultMessages = {
  ...commonMessages,
  ...quoteMessages,
  ...draftMessages,
  ...authMessages,
} as const;

export type MessageKey = keyof typeof defaultMessages;
export type MessageParams = Record<string, string | number>;
export type Messages = Record<MessageKey, string>;

/** Replaces `{name}` placeholders with params; unknown placeholders are left as they are. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export interface MessageCatalogue {
  (key: MessageKey, params?: MessageParams): string;
  readonly texts: Messages;
}

/** A catalogue with the spec's texts, where `overrides` replace individual keys. */
export function createMessages(overrides: Partial<Messages> = {}): MessageCatalogue {
  const texts: Messages = { ...defaultMessages, ...overrides };
  const t = (key: MessageKey, params?: MessageParams) => formatMessage(texts[key], params);
  return Object.assign(t, { texts });
}

/** The catalogue with the spec's own texts. */
export const messages: MessageCatalogue = createMessages();
export { signInErrorTitleKeys } from './auth';
