import { ApiError } from '@shipdeck/core/api';
import type { Draft } from '@shipdeck/core/shipment';
import { domesticDraft, exportDraft } from '@shipdeck/core/testing';
import { act, cleanup, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStep as renderPrepareStep, stepRate } from '../fixtures/renderStep';
import { DeliveryStep } from './DeliveryStep';
import { PaymentStep } from './PaymentStep';
import type { PaymentMethodsSource, SavedPaymentMethod } from './paymentMethods';
import { ReviewStep } from './ReviewStep';

afterEach(cleanup);

const RATES = [stepRate('UPS', 'GND', 20), stepRate('UPS', '2DA', 35)];
const renderStep = (Step: ComponentType, draft: Draft, paymentMethods: PaymentMethodsSource | null = null) =>
  renderPrepareStep(Step, draft, { rates: RATES, paymentMethods });

describe('step 2, Additional Services (spec 01 §2)', () => {
  it('keeps Select disabled until the date is set and the pickup question answered, then selects a service', async () => {
    const draft = domesticDraft();
    draft.pickupDelivery.isPickupRequired = null;
    draft.pickupDelivery.carrierProduct = null;
    const { store, user } = await renderStep(DeliveryStep, draft);
    const cards = within(
      screen.getByRole('region', { name: 'When would you like it delivered?' }),
    ).getAllByRole('listitem');
    const select = within(cards[1] as HTMLElement).getByRole('button', { name: 'Select' });
    expect((select as HTMLButtonElement).disabled).toBe(true);
    // It says what is missing, beside the cards and with each button.
    const hint = 'Answer "Do you need a pickup?" above to select a delivery service.';
    expect(screen.getByText(hint)).toBeTruthy();
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText(hint).id);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect((select as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(hint)).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
    await user.click(select);
    expect(store.getState().draft.pickupDelivery.carrierProduct).toBe('2DA');
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Selected' })).toBeTruthy();
    // The cheapest carries the spec's badge.
    expect(within(cards[0] as HTMLElement).getByText('Lowest Price!')).toBeTruthy();
  });

  it('says the shipment date is missing while Select waits for it', async () => {
    const draft = domesticDraft();
    draft.pickupDelivery.shipmentDate = null;
    await renderStep(DeliveryStep, draft);
    const cards = within(
      screen.getByRole('region', { name: 'When would you like it delivered?' }),
    ).getAllByRole('listitem');
    const select = within(cards[0] as HTMLElement).getByRole('button', { name: /Select/ });
    expect((select as HTMLButtonElement).disabled).toBe(true);
    const hint = screen.getByText('Choose the shipment date above to select a delivery service.');
    expect(select.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('offers neutral delivery and the certificate of origin on a dutiable shipment only', async () => {
    await renderStep(DeliveryStep, exportDraft());
    expect(screen.getByLabelText('Neutral Delivery Service')).toBeTruthy();
    expect(screen.getByLabelText('Certificate of Origin')).toBeTruthy();
    cleanup();
    await renderStep(DeliveryStep, domesticDraft());
    expect(screen.queryByLabelText('Neutral Delivery Service')).toBeNull();
    expect(screen.getByLabelText('Signature (Additional Fees may apply)')).toBeTruthy();
  });
});

describe('step 3, Payment (spec 01 §2, §5)', () => {
  it('asks for the account number when the receiver pays, and shows the rules at their fields', async () => {
    const draft = domesticDraft();
    draft.payment.freightPayment = null;
    draft.payment.termsAndConditionsAgreement = false;
    draft.currentStep = 'payment_status';
    const { store, user } = await renderStep(PaymentStep, draft);
    await act(async () => {
      await store.getState().continue();
    });
    expect(screen.getByText('Who Pays for Shipment is required')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Who Pays for Shipment'), 'receiver');
    expect(screen.getByLabelText('Account Number')).toBeTruthy();
    // Pay later is the default (spec 03 §9).
    expect((screen.getByRole('radio', { name: 'Pay later' }) as HTMLInputElement).checked).toBe(true);
  });
});

const storedMethods: SavedPaymentMethod[] = [
  {
    id: 'pm-card',
    type: 'credit_card',
    card: { lastDigits: '4242', expirationDate: '12/28', cardType: 'Visa' },
  },
  {
    id: 'pm-ach',
    type: 'ach',
    achAccount: {
      routingNumber: '011000015',
      accountNumber: '000123456789',
      nameOnAccount: 'Ann Lee',
      bankName: 'First Bank',
    },
  },
];

function methodsSource(
  list: () => Promise<SavedPaymentMethod[]>,
  more: Partial<PaymentMethodsSource> = {},
): PaymentMethodsSource {
  return {
    list,
    add: async () => {
      throw new Error('not used here');
    },
    remove: async () => {},
    ...more,
  };
}

function paymentDraft() {
  const draft = domesticDraft();
  draft.currentStep = 'payment_status';
  return draft;
}

describe('step 3, pay now or pay later with stored payment methods (spec 01 §2, §4, §5)', () => {
  it('offers pay later only when there is no source of stored payment methods', async () => {
    await renderStep(PaymentStep, paymentDraft());
    expect(screen.getByRole('radio', { name: 'Pay later' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Pay now' })).toBeNull();
  });

  it('lists the stored methods on pay now; continuing without one says so, choosing one records it', async () => {
    const { store, user } = await renderStep(
      PaymentStep,
      paymentDraft(),
      methodsSource(async () => storedMethods),
    );
    expect(screen.queryByRole('radiogroup', { name: 'Stored payment methods' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Pay now' }));
    expect(store.getState().payment.paymentTime).toBe('now');
    const list = await screen.findByRole('radiogroup', { name: 'Stored payment methods' });
    expect(within(list).getByRole('radio', { name: 'Visa ending in 4242, expires 12/28' })).toBeTruthy();
    await act(async () => {
      await store.getState().continue();
    });
    expect(screen.getByText('Please add payment method before proceeding.')).toBeTruthy();
    expect(store.getState().step).toBe('payment_status');
    await user.click(
      within(list).getByRole('radio', { name: 'First Bank account ending in 6789 (Ann Lee)' }),
    );
    expect(store.getState().payment).toMatchObject({ selectedPaymentMethod: 'ach', paymentId: 'pm-ach' });
    // Back to pay later: the chosen method is cleared and the list is gone (spec 01 §4).
    await user.click(screen.getByRole('radio', { name: 'Pay later' }));
    expect(store.getState().payment.paymentId).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Stored payment methods' })).toBeNull();
  });

  it('says when the methods could not be loaded and loads them again on Try again', async () => {
    let calls = 0;
    const source = methodsSource(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network');
      return storedMethods;
    });
    const { user } = await renderStep(PaymentStep, paymentDraft(), source);
    await user.click(screen.getByRole('radio', { name: 'Pay now' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your payment methods could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Visa ending in 4242, expires 12/28' })).toBeTruthy();
  });
});

describe('step 3, the add-new-payment-method modal and deleting a method (spec 01 §2, §4, §5)', () => {
  it("checks the spec's rules first, shows the gateway's refusal at its field keeping what was typed, then adds and chooses the card", async () => {
    const sent: unknown[] = [];
    let attempt = 0;
    const source = methodsSource(async () => [], {
      add: async (body) => {
        sent.push(body);
        attempt += 1;
        if (attempt === 1)
          throw new ApiError('Your card was declined. Please use a different card.', {
            status: 422,
            violations: [
              {
                propertyPath: 'card.cardNumber',
                message: 'Your card was declined. Please use a different card.',
              },
            ],
          });
        return {
          id: 'pm-new',
          type: 'credit_card',
          card: { lastDigits: '4242', expirationDate: '12/39', cardType: 'Visa' },
        };
      },
    });
    const { store, user } = await renderStep(PaymentStep, paymentDraft(), source);
    await user.click(screen.getByRole('radio', { name: 'Pay now' }));
    expect(await screen.findByText('You have no stored payment methods yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add payment method' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a payment method' });
    await user.click(within(dialog).getByRole('button', { name: 'Save payment method' }));
    // spec 01 §5: address line 1 and the cardholder's first name are required; nothing was sent.
    expect(within(dialog).getByText('Address Line 1 is required')).toBeTruthy();
    expect(within(dialog).getByText('First Name is required')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Card Number'), '4000 0000 0000 0002');
    await user.type(within(dialog).getByLabelText('Expiration Date (MM/YY)'), '12/39');
    await user.type(within(dialog).getByLabelText('Security Code'), '123');
    await user.type(within(dialog).getByLabelText('Cardholder Name'), 'Ada King Lovelace');
    await user.type(within(dialog).getByLabelText('Address Line 1'), '350 Fifth Avenue');
    await user.click(within(dialog).getByRole('button', { name: 'Save payment method' }));
    expect(
      await within(dialog).findByText('Your card was declined. Please use a different card.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Card Number').getAttribute('aria-invalid')).toBe('true');
    expect((within(dialog).getByLabelText('Address Line 1') as HTMLInputElement).value).toBe(
      '350 Fifth Avenue',
    );
    // The number is sent without its spaces and the name split at its first space (spec 01 §3).
    expect(sent[0]).toMatchObject({
      type: 'credit_card',
      card: {
        cardNumber: '4000000000000002',
        cardholderFirstName: 'Ada',
        cardholderLastName: 'King Lovelace',
      },
      billingAddress: { addressLine1: '350 Fifth Avenue' },
    });

    const number = within(dialog).getByLabelText('Card Number');
    await user.clear(number);
    await user.type(number, '4242424242424242');
    await user.click(within(dialog).getByRole('button', { name: 'Save payment method' }));
    const list = await screen.findByRole('radiogroup', { name: 'Stored payment methods' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      (within(list).getByRole('radio', { name: 'Visa ending in 4242, expires 12/39' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(store.getState().payment).toMatchObject({
      selectedPaymentMethod: 'credit_card',
      paymentId: 'pm-new',
    });
  });

  it('deletes a stored method only after the confirmation, and forgets it as the chosen one', async () => {
    const removed: string[] = [];
    const source = methodsSource(async () => storedMethods, {
      remove: async (id) => {
        removed.push(id);
      },
    });
    const { store, user } = await renderStep(PaymentStep, paymentDraft(), source);
    await user.click(screen.getByRole('radio', { name: 'Pay now' }));
    await user.click(await screen.findByRole('radio', { name: 'Visa ending in 4242, expires 12/28' }));
    await user.click(screen.getByRole('button', { name: 'Delete Visa ending in 4242, expires 12/28' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete payment method' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(removed).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Visa ending in 4242, expires 12/28' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(removed).toEqual(['pm-card']);
    expect(screen.queryByRole('radio', { name: 'Visa ending in 4242, expires 12/28' })).toBeNull();
    expect(store.getState().payment.paymentId).toBeNull();
  });
});

describe('step 3, terms of trade (spec 01 §2)', () => {
  it('shows each term with its definition under See details on a dutiable shipment', async () => {
    const draft = exportDraft();
    draft.currentStep = 'payment_status';
    const { user } = await renderStep(PaymentStep, draft);
    const details = screen.getByRole('button', { name: /See details/ });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    await user.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('DAP: Delivered At Place')).toBeTruthy();
  });

  it('has no terms of trade on a domestic shipment', async () => {
    await renderStep(PaymentStep, paymentDraft());
    expect(screen.queryByRole('button', { name: /See details/ })).toBeNull();
  });
});

describe('step 4, Review and Finish (spec 01 §2)', () => {
  it('shows each section with Edit Section back to its step', async () => {
    const draft = domesticDraft();
    draft.currentStep = 'review_finish';
    const { store, user } = await renderStep(ReviewStep, draft);
    const fromTo = screen.getByRole('region', { name: 'From / To' });
    expect(fromTo.textContent).toContain(draft.shipmentTo.address.city);
    await user.click(within(fromTo).getByRole('button', { name: /Edit Section/ }));
    expect(store.getState().step).toBe('create_shipment');
  });
});
