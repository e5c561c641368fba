import type { SavedPaymentMethodBodyInput, SavedPaymentMethodResource } from '@shipdeck/core/contract';
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
  /** Tokenised by the server's gateway; a refusal rejects with an ApiError whose violations name the field. */
  add(body: SavedPaymentMethodBodyInput): Promise<SavedPaymentMethod>;
  remove(id: string): Promise<void>;
}

/** The calls of the API client that a source is made of (core's paymentMethodsResource). */
export interface PaymentMethodsApi {
  paymentMethods(page?: number): Promise<{ items: SavedPaymentMethodResource[] }>;
  addPaymentMethod(body: SavedPaymentMethodBodyInput): Promise<SavedPaymentMethodResource>;
  deletePaymentMethod(id: string): Promise<void>;
}

/** A stored method as the step shows it, from the API's resource. */
export function savedPaymentMethodOf(resource: SavedPaymentMethodResource): SavedPaymentMethod {
  if (resource.type === 'ach' && resource.achAccount)
    return { id: resource.id, type: 'ach', achAccount: resource.achAccount };
  return {
    id: resource.id,
    type: 'credit_card',
    card: resource.card ?? { lastDigits: '', expirationDate: '', cardType: '' },
  };
}

/** The source of stored payment methods over the API client. */
export function paymentMethodsSourceOf(api: PaymentMethodsApi): PaymentMethodsSource {
  return {
    list: async () => (await api.paymentMethods(1)).items.map(savedPaymentMethodOf),
    add: async (body) => savedPaymentMethodOf(await api.addPaymentMethod(body)),
    remove: (id) => api.deletePaymentMethod(id),
  };
}

export const PaymentMethodsContext = createContext<PaymentMethodsSource | null>(null);

export function usePaymentMethodsSource(): PaymentMethodsSource | null {
  return useContext(PaymentMethodsContext);
}
