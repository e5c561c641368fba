import { describe, expect, it } from 'vitest';
import { compileTariff } from './compileTariff';
import { discountOf, MAX_ACCOUNT_DISCOUNT } from './priceClass';
import { domesticFixture } from './tariffFixtures';

const tariff = compileTariff(domesticFixture);

describe('price classes', () => {
  it('charges retail the list price', () => {
    expect(discountOf({ kind: 'retail' }, tariff)).toBe(0);
  });

  it('gives guests the guest discount of the tariff data', () => {
    expect(discountOf({ kind: 'guest' }, tariff)).toBe(0.1);
  });

  it('gives clients their account discount, up to 60% (spec 01 §9)', () => {
    expect(discountOf({ kind: 'account', discount: 0.4 }, tariff)).toBe(0.4);
    expect(discountOf({ kind: 'account', discount: 0.75 }, tariff)).toBe(MAX_ACCOUNT_DISCOUNT);
    expect(discountOf({ kind: 'account', discount: -0.2 }, tariff)).toBe(0);
    expect(discountOf({ kind: 'account', discount: Number.NaN }, tariff)).toBe(0);
  });

  it("gives a client without a negotiated discount the tariff's standard account discount", () => {
    expect(discountOf({ kind: 'account' }, tariff)).toBe(0.35);
    expect(discountOf({ kind: 'account', discount: 0 }, tariff)).toBe(0);
  });
});
