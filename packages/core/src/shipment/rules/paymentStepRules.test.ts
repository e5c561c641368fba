import { describe, expect, it } from 'vitest';
import {
  createValidationContext,
  type PaymentValidationState,
  type ValidationContext,
} from '../../validation/context';
import type { Draft, DraftInput } from '../model/draftSchema';
import { domesticDraft, exportDraft, TODAY } from '../model/testing/fixtures';
import { validateStep } from './validateStep';

const ctx = createValidationContext({ today: TODAY });
const errorOf = (d: Draft, path: string, c: ValidationContext = ctx) =>
  validateStep(d, 'payment_status', c).find((e) => e.propertyPath === path)?.message ?? null;
const pay = (payment: NonNullable<DraftInput['payment']>): DraftInput => ({ payment });

describe('payment (spec 01 §5)', () => {
  it('passes a complete payment step', () => {
    expect(validateStep(exportDraft(), 'payment_status', ctx)).toEqual([]);
  });

  it.each<[string, () => Draft, string, string]>([
    [
      'the terms agreement is required',
      () => exportDraft(pay({ termsAndConditionsAgreement: false })),
      'payment.termsAndConditionsAgreement',
      'Please indicate that you have read and agree to the Terms and Conditions.',
    ],
    [
      'freight payment is required',
      () => exportDraft(pay({ freightPayment: null })),
      'payment.freightPayment',
      'Who Pays for Shipment is required',
    ],
    [
      'a receiver payer needs an account number',
      () => exportDraft(pay({ freightPayment: 'receiver' })),
      'payment.shipperAccountNumber',
      'Account Number is required',
    ],
    [
      'a DHL account is a number',
      () => exportDraft(pay({ freightPayment: 'third_party', shipperAccountNumber: '12345678A' })),
      'payment.shipperAccountNumber',
      'Account should be a number',
    ],
    [
      'a DHL account has 9 digits',
      () => exportDraft(pay({ freightPayment: 'third_party', shipperAccountNumber: '1234567' })),
      'payment.shipperAccountNumber',
      'Length should be 9 symbols',
    ],
    [
      'a UPS account has 6 characters',
      () =>
        domesticDraft(
          pay({
            freightPayment: 'receiver',
            shipperAccountNumber: '1234567',
            billingAccountNumberPostalCode: '90045',
          }),
        ),
      'payment.shipperAccountNumber',
      'Length should be 6 symbols',
    ],
    [
      'a UPS account is letters and digits',
      () =>
        domesticDraft(
          pay({
            freightPayment: 'receiver',
            shipperAccountNumber: 'AB-123',
            billingAccountNumberPostalCode: '90045',
          }),
        ),
      'payment.shipperAccountNumber',
      'Account should contain only letters and numbers',
    ],
    [
      'a domestic receiver payer needs the associated zip',
      () => domesticDraft(pay({ freightPayment: 'receiver', shipperAccountNumber: 'A1B2C3' })),
      'payment.billingAccountNumberPostalCode',
      'Associated Zip Code is required',
    ],
    [
      'the associated zip is 12 at most',
      () =>
        domesticDraft(
          pay({
            freightPayment: 'third_party',
            shipperAccountNumber: 'A1B2C3',
            billingAccountNumberPostalCode: '1'.repeat(13),
          }),
        ),
      'payment.billingAccountNumberPostalCode',
      'Maximum field length of 12 for "Associated Zip Code" was exceeded',
    ],
    [
      'dutiable: duties payment is required',
      () => exportDraft(pay({ dutiesAndTaxesPayment: null })),
      'payment.dutiesAndTaxesPayment',
      'Who Pays Duties and Taxes is required',
    ],
    [
      'dutiable: terms of trade are required',
      () => exportDraft(pay({ customsTermsOfTrade: null, dutiesAndTaxesPayment: null })),
      'payment.customsTermsOfTrade',
      'Customs Terms of Trade is required',
    ],
    [
      'dutiable: a third-party duty account is required',
      () => exportDraft(pay({ dutiesAndTaxesPayment: 'third_party' })),
      'payment.dutyAccountNumber',
      'Duty Account Number is required',
    ],
    [
      'dutiable: the duty account has the same length rule',
      () => exportDraft(pay({ dutiesAndTaxesPayment: 'third_party', dutyAccountNumber: '12345' })),
      'payment.dutyAccountNumber',
      'Length should be 9 symbols',
    ],
  ])('%s', (_rule, draft, path, message) => {
    expect(errorOf(draft(), path)).toBe(message);
  });

  it('uses the chosen rate carrier for the account format', () => {
    const d = exportDraft(pay({ freightPayment: 'receiver', shipperAccountNumber: 'A1B2C3' }));
    expect(
      errorOf(d, 'payment.shipperAccountNumber', createValidationContext({ carrier: 'UPS' })),
    ).toBeNull();
  });

  const state = (over: Partial<PaymentValidationState>): ValidationContext =>
    createValidationContext({
      payment: { time: 'later', canPayLater: true, paymentAuthorisation: true, paymentId: null, ...over },
    });

  it.each([
    ['pay now without a method', { time: 'now' as const }, 'Please add payment method before proceeding.'],
    ['pay later when not allowed', { canPayLater: false }, 'Please add payment method before proceeding.'],
    ['pay later allowed', {}, null],
    ['pay now with a method', { time: 'now' as const, paymentId: 'pm-1' }, null],
    ['payment authorisation off', { time: 'now' as const, paymentAuthorisation: false }, null],
  ])('asks for a payment method: %s', (_case, over, message) => {
    expect(errorOf(exportDraft(), 'paymentMethod', state(over))).toBe(message);
  });

  it('validates the billing contact shown on the step', () => {
    const c = state({
      billingContact: { contactName: '', phoneNumber: '12', phoneNumberExtension: '', email: 'x' },
    });
    const e = validateStep(exportDraft(), 'payment_status', c).map((x) => [x.propertyPath, x.message]);
    expect(e).toEqual([
      ['billingContact.contactName', 'Name is required'],
      ['billingContact.phoneNumber', 'Phone is not valid'],
      ['billingContact.email', 'Email does not seem to be valid'],
    ]);
  });
});
