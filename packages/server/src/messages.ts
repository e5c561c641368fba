import { formatMessage, type MessageParams } from '@shipdeck/core/messages';

/**
 * Texts of the API itself that the spec does not word (request format, auth, routing). The
 * spec's own texts (field rules, rates, country rules) come from the core catalogue.
 */
export const serverMessages = {
  // Our wording: a draft whose JSON is not a draft of any stored version (spec 01 §3: 0.2–0.5).
  'draft.unreadable': 'The draft could not be read. Save it again from the prepare screen.',
  'draft.unknownStep': 'Unknown step "{step}".',
  'draft.copyName': 'Copy of {name}',
  'draft.shipmentCopyName': 'Copy of shipment {trackingNumber}',
  'request.malformedJson': 'The request body is not valid JSON.',
  'request.emptyBody': 'The request body is empty.',
  'request.unsupportedMediaType': 'Send the request body as application/ld+json or application/json.',
  'request.tooLarge': 'The request body is too large.',
  'request.invalidQuery': 'The query string is not valid.',
  'request.bad': 'The request is not valid.',
  'request.rateLimited': 'Too many requests. Please wait {seconds} seconds and try again.',
  'auth.missingToken': 'Please sign in or ask for a guest token to use this API.',
  'auth.invalidToken': 'Your session is not valid or has expired. Please sign in again.',
  'auth.guestForbidden': 'Please sign in to continue: guest access is limited to quotes.',
  'auth.forbidden': 'You do not have access to this resource.',
  'auth.passwordRequired': 'Please set your password to use this part of the application.',
  'auth.refreshInvalid': 'Your session has ended. Please sign in again.',
  'auth.ownerMismatch': 'This request names an account you are not signed into.',
  'profile.staffTarget': "Staff accounts cannot be signed into; choose a client's profile.",
  'user.notFound': 'User not found.',
  'users.staffTarget': 'Only a super admin can change a staff account, and nobody can change their own.',
  'feature.off': 'This feature is not available.',
  'signUp.payloadInvalid': 'The sign-up form could not be read.',
  'route.notFound': 'Nothing is found at {method} {path}.',
  'quote.notFound': 'Quote not found.',
  // Our wording: a capability check or validation must say whose address it is about (spec 02 §7).
  'pickup.originRequired': 'Send the pickup address (origin), a draft id or a shipment id.',
  // Our wording for booking (issue 12); the spec words only "Error on Shipment creation".
  'booking.staffForSelf':
    'Shipments are created for a client: go to Users, search the client and use Sign into Profile.',
  'booking.houseAccountStaffOnly': 'Only customer service acting for a client may use the house account.',
  'booking.serviceUnavailable':
    'The delivery service you chose is no longer available for this shipment. Please go back to Additional Services and choose another.',
  'booking.priceChanged':
    'The price of this shipment changed from {confirmed} to {current}. Nothing was charged: review the new price and complete the shipment again to accept it.',
  'booking.amountRequired': 'The confirmed amount is required to pay now.',
  'booking.documentsImpossible': 'The documents of this shipment cannot be made: {reason}.',
  'shipment.notFound': 'Shipment not found.',
  'document.notFound': 'Document not found.',
  'document.notReady': 'The carrier has not generated this document yet. Please try again in a moment.',
  'shipment.notCancelable': 'This shipment can no longer be canceled: the carrier has it.',
  'shipment.notDeletable': 'Only delivered shipments can be deleted.',
  'shipment.createdByStaffOnly':
    'Only customer service on a personal account can list shipments by who created them.',
  // Our wording (issue 14): a tracking number is letters and digits, spaces and dashes ignored.
  'tracking.numberInvalid': 'A tracking number is 1 to 40 letters and digits.',
  // Our wording: the Idempotency-Key header (issue 12 "never twice").
  'idempotency.keyInvalid': 'The Idempotency-Key header must be 1 to 255 visible characters.',
  'idempotency.bodyChanged': 'This Idempotency-Key was already used with a different request.',
  'idempotency.inProgress':
    'A request with this Idempotency-Key is still being processed. Please try again shortly.',
  // Our wording: the spec has no text for a missing payment method or a form missing its card or account.
  'paymentMethod.notFound': 'Payment method not found.',
  'paymentMethod.cardMissing': 'Please enter the card details.',
  'paymentMethod.achMissing': 'Please enter the bank account details.',
  'partnerKey.invalid': 'This publishable key is not valid or has been revoked.',
  'partnerKey.originNotAllowed': "This page's origin is not allowed for this publishable key.",
  'partnerKey.notFound': 'Partner key not found.',
  'partnerKey.revoked': 'This partner key has been revoked and cannot be changed.',
  'partnerKey.secretMissing': 'Send your secret key as Authorization: Bearer sk_….',
  'partnerKey.secretInvalid': 'This secret key is not valid or has been revoked.',
  // Webhooks (issue 14, docs/webhooks.md): our wording.
  'webhook.accountNotFound': 'Account not found.',
  'webhook.notFound': 'Webhook endpoint not found.',
  'webhook.urlRequired': 'Enter the URL events are sent to.',
  'webhook.urlInvalid': 'Enter a full URL, like https://partner.example.com/shipdeck-events.',
  'webhook.httpsRequired': 'The URL must use https (http only for localhost while developing).',
  'webhook.privateTarget':
    'This URL points at a private network address; events go only to public addresses.',
  'webhook.tooMany': 'An account may have at most {max} webhook endpoints.',
  'field.type': '{label} must be {expected}',
  'field.oneOf': '{label} must be one of: {values}',
  'field.invalid': '{label} is not valid',
  'field.maxItems': '{label} may have at most {max} entries',
  'country.unknown': '{label} is not valid. Please choose a country from the list.',
  'currency.unsupported': 'Quotes are not available in {currency}. Please choose another currency.',
  'items.notFound': 'Item not found.',
  'items.full': 'You can keep at most {max} items in your Items List. Delete some to save new ones.',
  'billing.notFound': 'Billing information not found.',
  // What did not match in an address check (POST /api/data/validate-address), under the spec's notice.
  'address.unknownArea': '"{area}" is not a {label} of {country}.',
  'address.postalFormat':
    'The postal code does not look like a postal code of {country} (for example {example}).',
  'address.postalFormatNoExample': 'The postal code does not look like a postal code of {country}.',
  'address.postalNotInArea': 'Postal code {postalCode} is not in {area}.',
  'address.zipUnknown': 'ZIP code {zip} is not a ZIP code in use.',
  'address.zipOtherCountry': 'ZIP code {zip} is in {zipCountry}, not {country}.',
  'address.zipOtherState': 'ZIP code {zip} is in {zipState}, not {state}.',
  'address.zipOtherCity': 'ZIP code {zip} is in {zipCity}, {zipState}, not {city}.',
} as const;

export type ServerMessageKey = keyof typeof serverMessages;

export function serverMessage(key: ServerMessageKey, params?: MessageParams): string {
  return formatMessage(serverMessages[key], params);
}
