import { randomUUID } from 'node:crypto';
import { savedPaymentMethods } from '../db/schema';
import type { SeedStep } from '../db/seedRuns';
import type { PaymentGateway } from '../payments/gateway';
import { SANDBOX_GOOD_CARDS } from '../payments/sandbox/sandboxPaymentGateway';
import { DEMO_CLIENT_ID } from './demoAccounts';

const BILLING = {
  addressLine1: '350 Fifth Avenue',
  addressLine2: '',
  addressLine3: '',
  city: 'New York',
  postalCode: '10118',
  division: 'NY',
  suburb: '',
};

/**
 * The demo client's stored payment methods (issue 11): a Visa test card and a checking account,
 * tokenised by the payment gateway the server runs with, so "Pay now" in step 3 has something to
 * choose and booking can charge them. Demo data only (SHIPDECK_DEMO_DATA=on).
 */
export function demoPaymentMethodsStep(deps: { paymentGateway: PaymentGateway; now: () => Date }): SeedStep {
  return {
    name: '2026-issue-11-demo-payment-methods',
    async run(db) {
      const now = deps.now();
      const expYear = String((now.getUTCFullYear() + 3) % 100).padStart(2, '0');
      const card = await deps.paymentGateway.tokenizeCard(
        {
          cardNumber: SANDBOX_GOOD_CARDS.Visa,
          expirationDate: `08/${expYear}`,
          cardCode: '123',
          holderName: 'Dana Whitfield',
        },
        now,
      );
      const account = await deps.paymentGateway.tokenizeAch({
        routingNumber: '110000000',
        accountNumber: '000123456789',
        nameOnAccount: 'Northwind Ceramics',
        bankName: 'Sandbox Bank',
        isSavings: false,
      });
      if (!card.ok || !account.ok) throw new Error('the sandbox gateway refused the demo payment methods');
      await db.insert(savedPaymentMethods).values([
        {
          id: randomUUID(),
          ownerId: DEMO_CLIENT_ID,
          createdBy: DEMO_CLIENT_ID,
          type: 'ach',
          gatewayToken: account.value.token,
          last4: account.value.last4,
          holderName: account.value.holderName,
          routingNumber: '110000000',
          bankName: account.value.bankName,
          isSavings: false,
          billingAddress: BILLING,
          createdOn: new Date(now.getTime() - 86_400_000),
        },
        {
          id: randomUUID(),
          ownerId: DEMO_CLIENT_ID,
          createdBy: DEMO_CLIENT_ID,
          type: 'credit_card',
          gatewayToken: card.value.token,
          brand: card.value.brand,
          last4: card.value.last4,
          expMonth: card.value.expMonth,
          expYear: card.value.expYear,
          holderName: card.value.holderName,
          billingAddress: BILLING,
          createdOn: now,
        },
      ]);
    },
  };
}
