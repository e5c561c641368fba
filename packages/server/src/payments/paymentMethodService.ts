import { randomUUID } from 'node:crypto';
import type { SavedPaymentMethodBody, SavedPaymentMethodResource, Violation } from '@shipdeck/core/contract';
import { createValidationContext, validatePaymentMethodForm } from '@shipdeck/core/validation';
import type { Principal } from '../auth/principal';
import type { SavedPaymentMethodRow } from '../db/schema';
import { serverMessage } from '../messages';
import { forbidden, notFound, unprocessable } from '../platform/apiError';
import type { PaymentGateway, PaymentRefusal } from './gateway';
import type { PaymentMethodRepository } from './paymentMethodRepository';

export const PAYMENT_METHOD_IRI = '/api/saved_payment_methods';

/** Where the core form's error paths live in the request body. */
const BODY_PATHS: Record<string, string> = {
  cardholderName: 'card.cardholderFirstName',
  'ach.routingNumber': 'achAccount.routingNumber',
  'ach.accountNumber': 'achAccount.accountNumber',
  'ach.nameOnAccount': 'achAccount.nameOnAccount',
  'ach.bankName': 'achAccount.bankName',
};

/** Where a gateway refusal belongs in the request body. */
const REFUSAL_PATHS: Record<PaymentRefusal['field'], string> = {
  cardNumber: 'card.cardNumber',
  expirationDate: 'card.expirationDate',
  cardCode: 'card.cardCode',
  routingNumber: 'achAccount.routingNumber',
  accountNumber: 'achAccount.accountNumber',
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** What a stored row may show (spec 01 §3): never a token, never more than 4 digits of a number. */
export function paymentMethodResource(row: SavedPaymentMethodRow): SavedPaymentMethodResource & {
  '@id': string;
  '@type': string;
} {
  return {
    '@id': `${PAYMENT_METHOD_IRI}/${row.id}`,
    '@type': 'SavedPaymentMethod',
    id: row.id,
    type: row.type,
    card:
      row.type === 'credit_card'
        ? {
            lastDigits: row.last4,
            expirationDate: `${twoDigits(row.expMonth ?? 0)}/${twoDigits((row.expYear ?? 0) % 100)}`,
            cardType: row.brand ?? '',
          }
        : null,
    achAccount:
      row.type === 'ach'
        ? {
            routingNumber: row.routingNumber ?? '',
            accountNumber: `••••${row.last4}`,
            nameOnAccount: row.holderName,
            bankName: row.bankName ?? '',
          }
        : null,
    billingAddress: {
      addressLine1: '',
      addressLine2: '',
      addressLine3: '',
      city: '',
      postalCode: '',
      division: '',
      suburb: '',
      ...row.billingAddress,
    },
    createdOn: row.createdOn.toISOString(),
  };
}

/** The owner's account: only an account session has stored methods (a guest never reaches here). */
function ownerOf(caller: Principal): { ownerId: string; userId: string } {
  if (!caller.session) throw forbidden(serverMessage('auth.guestForbidden'));
  return { ownerId: caller.session.ownerId, userId: caller.session.userId };
}

export interface PaymentMethodServiceDeps {
  repository: PaymentMethodRepository;
  gateway: PaymentGateway;
  now: () => Date;
}

/**
 * Stored payment methods (spec 01 §3, §5; spec 03 §3, §5, §7). Adding one checks the form with
 * core's rules (spec 01 §5), hands the card or account to the gateway and stores what it answers:
 * the token and the display fields. The card number, the security code and the full account number
 * exist only in this request's memory (docs/payments.md#never-stored-never-logged).
 */
export function createPaymentMethodService({ repository, gateway, now }: PaymentMethodServiceDeps) {
  return {
    async list(caller: Principal, page: number, itemsPerPage: number) {
      const { ownerId } = ownerOf(caller);
      const { rows, total } = await repository.list(ownerId, itemsPerPage, (page - 1) * itemsPerPage);
      return { members: rows.map(paymentMethodResource), total };
    },

    async add(caller: Principal, body: SavedPaymentMethodBody) {
      const { ownerId, userId } = ownerOf(caller);
      const card = body.card ?? null;
      const ach = body.achAccount ?? null;
      if (body.type === 'credit_card' && !card) {
        const message = serverMessage('paymentMethod.cardMissing');
        throw unprocessable(message, [{ propertyPath: 'card', message }]);
      }
      if (body.type === 'ach' && !ach) {
        const message = serverMessage('paymentMethod.achMissing');
        throw unprocessable(message, [{ propertyPath: 'achAccount', message }]);
      }
      const cardholderName = card ? `${card.cardholderFirstName} ${card.cardholderLastName}`.trim() : '';
      const violations: Violation[] = validatePaymentMethodForm(
        {
          type: body.type,
          cardholderName,
          ach: {
            routingNumber: ach?.routingNumber ?? '',
            accountNumber: ach?.accountNumber ?? '',
            nameOnAccount: ach?.nameOnAccount ?? '',
            bankName: ach?.bankName ?? '',
          },
          billingAddress: body.billingAddress,
        },
        createValidationContext(),
      ).map((violation) => ({
        ...violation,
        propertyPath: BODY_PATHS[violation.propertyPath] ?? violation.propertyPath,
      }));
      if (violations.length > 0) throw unprocessable((violations[0] as Violation).message, violations);

      const refused = (refusal: PaymentRefusal) => {
        const propertyPath = REFUSAL_PATHS[refusal.field];
        return unprocessable(refusal.message, [{ propertyPath, message: refusal.message }]);
      };
      const base = {
        id: randomUUID(),
        ownerId,
        createdBy: userId,
        billingAddress: { ...body.billingAddress },
        createdOn: now(),
      };
      if (body.type === 'credit_card' && card) {
        const result = await gateway.tokenizeCard(
          {
            cardNumber: card.cardNumber,
            expirationDate: card.expirationDate,
            cardCode: card.cardCode,
            holderName: cardholderName,
          },
          now(),
        );
        if (!result.ok) throw refused(result.refusal);
        const token = result.value;
        return paymentMethodResource(
          await repository.insert({
            ...base,
            type: 'credit_card',
            gatewayToken: token.token,
            brand: token.brand,
            last4: token.last4,
            expMonth: token.expMonth,
            expYear: token.expYear,
            holderName: token.holderName,
          }),
        );
      }
      const result = await gateway.tokenizeAch({
        routingNumber: ach?.routingNumber ?? '',
        accountNumber: ach?.accountNumber ?? '',
        nameOnAccount: ach?.nameOnAccount ?? '',
        bankName: ach?.bankName ?? '',
        isSavings: ach?.isSavings ?? false,
      });
      if (!result.ok) throw refused(result.refusal);
      const token = result.value;
      return paymentMethodResource(
        await repository.insert({
          ...base,
          type: 'ach',
          gatewayToken: token.token,
          last4: token.last4,
          holderName: token.holderName,
          routingNumber: (ach?.routingNumber ?? '').trim(),
          bankName: token.bankName,
          isSavings: token.isSavings,
        }),
      );
    },

    async remove(caller: Principal, id: string) {
      const { ownerId } = ownerOf(caller);
      if (!(await repository.remove(id, ownerId))) throw notFound(serverMessage('paymentMethod.notFound'));
    },

    /** The gateway token of one of the owner's methods (the booking authorises against it). */
    async tokenOf(ownerId: string, id: string): Promise<string | null> {
      return (await repository.find(id, ownerId))?.gatewayToken ?? null;
    },
  };
}

export type PaymentMethodService = ReturnType<typeof createPaymentMethodService>;
