import { withPageTexts } from '../messages';

/** The guest's continue dialog's texts: loaded with the dialog (issue 8). */
export const guestContinueMessages = {
  // Our wording: spec 02 §4 says a guest who continues from a quote is asked to sign in and the
  // draft is saved locally.
  'guestContinue.title': 'Sign in to prepare your shipment',
  'guestContinue.saved':
    'We saved this shipment on this device: {service} for {price}. It will be waiting when you sign in.',
  'guestContinue.signIn': 'Sign in or sign up to continue preparing it.',
  'guestContinue.close': 'Back to my quote',
} as const;

export const t = withPageTexts(guestContinueMessages);
