import { describe, expect, it } from 'vitest';
import { validateBillingContact } from './billingContactRules';
import { createValidationContext } from './context';
import { type FreightQuoteForm, validateFreightQuoteForm } from './freightQuoteRules';
import { type PaymentMethodForm, splitCardholderName, validatePaymentMethodForm } from './paymentMethodRules';

const ctx = createValidationContext();

describe('freight quote form (spec 01 §5, spec 02 §5)', () => {
  const form = (over: Partial<FreightQuoteForm>): FreightQuoteForm => ({
    contactName: 'Jane',
    phoneNumber: '2125550100',
    phoneNumberExtension: '',
    email: '',
    readyDate: '20260302',
    typeOfFreightService: 'air',
    otherComments: '',
    country: 'US',
    ...over,
  });
  it.each([
    ['telephone is required', { phoneNumber: '' }, 'phoneNumber', 'Phone number is required.'],
    ['telephone must be valid', { phoneNumber: '123' }, 'phoneNumber', 'Phone number is not valid.'],
    ['e-mail, if given, must be valid', { email: 'jane@' }, 'email', 'Email address is not valid.'],
  ])('%s', (_rule, over, path, message) => {
    expect(validateFreightQuoteForm(form(over), ctx)).toEqual([
      { propertyPath: path, message, severity: 'error' },
    ]);
  });

  it('accepts a form without e-mail', () => {
    expect(validateFreightQuoteForm(form({}), ctx)).toEqual([]);
  });
});

describe('billing contact (spec 01 §5, spec 03 §5)', () => {
  it('requires name, phone and e-mail', () => {
    const e = validateBillingContact(
      { contactName: '', phoneNumber: '', phoneNumberExtension: '', email: '' },
      ctx,
    );
    expect(e.map((x) => x.message)).toEqual(['Name is required', 'Phone is required', 'Email is required']);
  });
});

describe('payment method form (spec 01 §5, spec 03 §5)', () => {
  const blank: PaymentMethodForm = {
    type: 'ach',
    cardholderName: '',
    ach: { routingNumber: '', accountNumber: '', nameOnAccount: '', bankName: '' },
    billingAddress: {
      addressLine1: '',
      addressLine2: '',
      addressLine3: '',
      city: '',
      postalCode: '',
      division: '',
      suburb: '',
    },
  };

  it('requires routing number, account number, holder name and bank name for ACH, and address line 1', () => {
    expect(validatePaymentMethodForm(blank, ctx).map((e) => e.message)).toEqual([
      'Routing Number is required',
      'Account Number is required',
      'Account Holder Name is required',
      'Bank Name is required',
      'Address Line 1 is required',
    ]);
  });

  it('requires the cardholder first name for a card', () => {
    expect(validatePaymentMethodForm({ ...blank, type: 'credit_card' }, ctx)[0]?.message).toBe(
      'First Name is required',
    );
  });

  it('splits the entered name at its first space', () => {
    expect(splitCardholderName(' Mary Ann Smith ')).toEqual({
      cardholderFirstName: 'Mary',
      cardholderLastName: 'Ann Smith',
    });
    expect(splitCardholderName('Cher')).toEqual({ cardholderFirstName: 'Cher', cardholderLastName: '' });
  });
});
