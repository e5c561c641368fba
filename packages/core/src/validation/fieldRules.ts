import type { MessageCatalogue, MessageKey } from '../messages/index';
import { isValidPhone } from './phone';

/**
 * The generic field rules of spec 01 §5. Each returns the message for a failing value, or null.
 * Empty values pass every rule but `required` and `yesNo`, so an optional field is only checked
 * once filled. Labels come from the catalogue ('draft.label.<name>').
 */
export type FieldValue = string | number | boolean | null | undefined;

export const isBlank = (value: FieldValue): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const length = (value: FieldValue): number => (typeof value === 'string' ? value.trim().length : 0);

/** A field label from the catalogue. */
export function label(t: MessageCatalogue, name: string): string {
  return t(`draft.label.${name}` as MessageKey);
}

/** "{label} is required". */
export const required = (t: MessageCatalogue, name: string, value: FieldValue): string | null =>
  isBlank(value) ? t('field.required', { label: label(t, name) }) : null;

/** "{label} must be at least N characters" (default 3). */
export const minLength = (t: MessageCatalogue, name: string, value: FieldValue, min = 3): string | null =>
  !isBlank(value) && length(value) < min ? t('field.minLength', { label: label(t, name), min }) : null;

/** "Maximum field length of N for "{label}" was exceeded". */
export const maxLength = (
  t: MessageCatalogue,
  name: string,
  value: FieldValue,
  max: number,
): string | null => (length(value) > max ? t('field.maxLength', { label: label(t, name), max }) : null);

/** "Length should be N symbols". */
export const exactLength = (t: MessageCatalogue, value: FieldValue, n: number): string | null =>
  !isBlank(value) && length(value) !== n ? t('field.exactLength', { length: n }) : null;

// A pragmatic address shape: something@domain.tld, no spaces. Stricter checks refuse real addresses.
export { EMAIL_PATTERN } from './email';

import { EMAIL_PATTERN } from './email';

/** "Email does not seem to be valid". */
export const email = (t: MessageCatalogue, value: FieldValue): string | null =>
  typeof value === 'string' && !isBlank(value) && !EMAIL_PATTERN.test(value.trim()) ? t('field.email') : null;

/** "{label} is not valid", checked against the country's numbering plan. */
export const phone = (
  t: MessageCatalogue,
  name: string,
  value: FieldValue,
  country?: string | null,
): string | null =>
  typeof value === 'string' && !isBlank(value) && !isValidPhone(value.trim(), country)
    ? t('field.phone', { label: label(t, name) })
    : null;

/** Numbers must be greater than 0. */
export const positive = (t: MessageCatalogue, name: string, value: FieldValue): string | null =>
  typeof value === 'number' && !(value > 0) ? t('draft.positive', { label: label(t, name) }) : null;

/** "{label} value should be at least N". */
export const minValue = (t: MessageCatalogue, name: string, value: FieldValue, min: number): string | null =>
  typeof value === 'number' && !(value >= min) ? t('field.minValue', { label: label(t, name), min }) : null;

/** A quantity is a whole number. */
export const wholeNumber = (t: MessageCatalogue, name: string, value: FieldValue): string | null =>
  typeof value === 'number' && !Number.isInteger(value)
    ? t('draft.wholeNumber', { label: label(t, name) })
    : null;

/** Yes/no questions must be answered: "Please answer Yes or No". */
export const yesNo = (t: MessageCatalogue, value: boolean | null | undefined): string | null =>
  value === null || value === undefined ? t('draft.yesNo') : null;

/** The first failing rule's message. */
export const first = (...messages: Array<string | null>): string | null =>
  messages.find((m) => m !== null) ?? null;
