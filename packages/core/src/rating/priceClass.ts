import type { CompiledTariff } from './compileTariff';

/**
 * Who pays what (spec 01 §9, spec 02 §2): retail is the carrier's list price; guests get the guest
 * rate (a modest discount from the tariff data, so their savings usually show below 20%); clients get
 * their account's discount, at most 60%.
 */
export type PriceClass =
  | { kind: 'retail' }
  | { kind: 'guest' }
  /** Without a negotiated `discount`, the tariff's standard account discount applies. */
  | { kind: 'account'; discount?: number | undefined };

/** spec 01 §9 "Client discounts up to 60%". */
export const MAX_ACCOUNT_DISCOUNT = 0.6;

/** The fraction taken off the transportation charge for a price class (surcharges are not discounted). */
export function discountOf(priceClass: PriceClass, tariff: CompiledTariff): number {
  switch (priceClass.kind) {
    case 'retail':
      return 0;
    case 'guest':
      return tariff.guestDiscount;
    case 'account': {
      const discount = priceClass.discount ?? tariff.accountDiscount;
      if (!Number.isFinite(discount) || discount <= 0) return 0;
      return Math.min(discount, MAX_ACCOUNT_DISCOUNT);
    }
  }
}
