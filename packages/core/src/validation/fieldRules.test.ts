import { describe, expect, it } from 'vitest';
import { createMessages, messages as t } from '../messages/index';
import {
  email,
  exactLength,
  maxLength,
  minLength,
  minValue,
  phone,
  positive,
  required,
  wholeNumber,
  yesNo,
} from './fieldRules';

describe('generic field rules (spec 01 §5)', () => {
  it.each([
    ['"{label} is required"', required(t, 'companyName', ' '), 'Company Name is required'],
    [
      'a minimum length, 3 by default',
      minLength(t, 'contactName', 'Jo'),
      'Contact Name must be at least 3 characters',
    ],
    [
      'a minimum length of 2',
      minLength(t, 'companyName', 'A', 2),
      'Company Name must be at least 2 characters',
    ],
    [
      'a maximum length',
      maxLength(t, 'city', 'x'.repeat(36), 35),
      'Maximum field length of 35 for "City" was exceeded',
    ],
    ['an exact length', exactLength(t, '12345', 9), 'Length should be 9 symbols'],
    ['an e-mail', email(t, 'jane@'), 'Email does not seem to be valid'],
    ['a phone', phone(t, 'phoneNumber', '12345', 'US'), 'Phone Number is not valid'],
    ['a minimum value', minValue(t, 'weight', 0.1, 0.22), 'Weight value should be at least 0.22'],
    ['numbers greater than 0', positive(t, 'itemValue', 0), 'Value must be greater than 0'],
    ['a whole quantity', wholeNumber(t, 'quantity', 1.5), 'Quantity must be a whole number'],
    ['an unanswered Yes/No question', yesNo(t, null), 'Please answer Yes or No'],
  ])('words %s as the spec does', (_rule, message, expected) => {
    expect(message).toBe(expected);
  });

  it.each([
    ['required', required(t, 'city', 'Berlin')],
    ['minimum length', minLength(t, 'city', '')],
    ['maximum length', maxLength(t, 'city', 'x'.repeat(35), 35)],
    ['e-mail', email(t, 'jane@acme.example')],
    ['e-mail when empty', email(t, '')],
    ['phone', phone(t, 'phoneNumber', '+49 30 901820', 'DE')],
    ['minimum value', minValue(t, 'weight', 0.22, 0.22)],
    ['Yes/No answered No', yesNo(t, false)],
  ])('passes a good value (%s)', (_rule, message) => {
    expect(message).toBeNull();
  });

  it('takes labels and texts from a catalogue the host overrides', () => {
    const fr = createMessages({ 'field.required': '{label} est obligatoire', 'draft.label.city': 'Ville' });
    expect(required(fr, 'city', '')).toBe('Ville est obligatoire');
  });
});
