import { formatMessage, type MessageParams } from '@shipdeck/core/messages';

/**
 * Texts of the host app's own screens (the shell, spec 03 §2), keyed, in the spec's exact words where
 * the spec gives them. Widget texts live in @shipdeck/core's catalogue and the widgets' own.
 */
export const appMessages = {
  'app.productName': 'Shipdeck',
  'nav.label': 'Main',
  'nav.getQuote': 'Get a Quote',
  'nav.home': 'Shipdeck home',
  'notFound.title': 'Not Found',
  'notFound.text': 'Looks like this page has not been packed yet!',
  'notFound.back': 'Back to Shipping',
  'crash.text': 'Something went wrong. Please reload the page and try again.',
  'crash.reload': 'Reload Page',
  'getQuote.title': 'Get a Quote',
  // Our wording: spec 02 §4 says a guest who continues from a quote is asked to sign in and the
  // draft is saved locally; sign-in arrives with the accounts work, so the prompt says what is true.
  'guestContinue.title': 'Sign in to prepare your shipment',
  'guestContinue.saved':
    'We saved this shipment on this device: {service} for {price}. It will be waiting when you sign in.',
  'guestContinue.unavailable': 'Signing in is not available in this version of Shipdeck yet.',
  'guestContinue.close': 'Back to my quote',
} as const;

export type AppMessageKey = keyof typeof appMessages;

/** The text of `key` with `{name}` placeholders filled from params. */
export function t(key: AppMessageKey, params?: MessageParams): string {
  return formatMessage(appMessages[key], params);
}
