import type { CarrierCode } from '../contract/rate';
import type { MessageCatalogue } from '../messages/index';
import { exactLength } from './fieldRules';

/** Account number formats (spec 01 §9): DHL and FedEx 9 digits, UPS 6 letters or digits. */
export const ACCOUNT_NUMBER_FORMATS = {
  DHL: { length: 9, digitsOnly: true },
  FEDEX: { length: 9, digitsOnly: true },
  UPS: { length: 6, digitsOnly: false },
} as const;

/** The message for an account number that does not fit the carrier's format, or null. */
export function accountNumberError(t: MessageCatalogue, carrier: CarrierCode, value: string): string | null {
  if (carrier === 'customer_routed') return null;
  const format = ACCOUNT_NUMBER_FORMATS[carrier];
  const v = value.trim();
  if (v === '') return null;
  if (format.digitsOnly && !/^\d+$/.test(v)) return t('draft.payment.accountNumber');
  if (!format.digitsOnly && !/^[A-Za-z0-9]+$/.test(v)) return t('draft.payment.accountAlphanumeric');
  return exactLength(t, v, format.length);
}
