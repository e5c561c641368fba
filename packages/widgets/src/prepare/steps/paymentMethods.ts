import type { PaymentMethodForm } from '@shipdeck/core/validation';
import { createContext, useContext } from 'react';

/**
 * A stored payment method (spec 01 §3): a card (last digits, expiry, type) or an ACH account
 * (routing and account number, holder, bank). The step shows them and never sees a full number.
 */
export type SavedPaymentMethod =
  | {
      id: string;
      type: 'credit_card';
      card: { lastDigits: string; expirationDate: string; cardType: string };
    }
  | {
      id: string;
      type: 'ach';
      achAccount: { routingNumber: string; accountNumber: string; nameOnAccount: string; bankName: string };
    };

/**
 * Where step 3 reads and adds stored payment methods (spec 01 §2 "list of stored payment methods",
 * "add-new-payment-method"). The shell provides it through PaymentMethodsContext when the payment
 * feature is on, the user can pay by card and is not a guest (spec 01 §4); absent, the step offers
 * pay later only.
 */
export interface PaymentMethodsSource {
  list(): Promise<SavedPaymentMethod[]>;
  add(form: PaymentMethodForm): Promise<SavedPaymentMethod>;
}

export const PaymentMethodsContext = createContext<PaymentMethodsSource | null>(null);

export function usePaymentMethodsSource(): PaymentMethodsSource | null {
  return useContext(PaymentMethodsContext);
}
