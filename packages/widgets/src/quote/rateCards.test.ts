import { describe, expect, it } from 'vitest';
import { DOMESTIC_RATES, fakeRate, INCOMPLETE_RATES, SAVINGS_RATES } from './fixtures/rates';
import { rateCards } from './rateCards';

const domestic = { originCountry: 'US', destinationCountry: 'US' };
const international = { originCountry: 'US', destinationCountry: 'DE' };

describe('rateCards', () => {
  it('sorts domestic rates by retail price, cheapest first', () => {
    expect(rateCards(DOMESTIC_RATES, domestic).map((c) => c.rate.id)).toEqual([
      'r-ground',
      'r-2day',
      'r-nda',
    ]);
  });

  it('keeps the API order for international rates', () => {
    expect(rateCards(DOMESTIC_RATES, international).map((c) => c.rate.id)).toEqual([
      'r-2day',
      'r-ground',
      'r-nda',
    ]);
  });

  it('puts "Lowest Price!" on the cheapest rate and "Fastest Delivery!" on the soonest, domestic only', () => {
    const cards = rateCards(DOMESTIC_RATES, domestic);
    expect(cards.filter((c) => c.isLowestPrice).map((c) => c.rate.id)).toEqual(['r-ground']);
    expect(cards.filter((c) => c.isFastestDelivery).map((c) => c.rate.id)).toEqual(['r-nda']);
    expect(rateCards(DOMESTIC_RATES, international).some((c) => c.isFastestDelivery)).toBe(false);
  });

  it('shows the total as the rate paid and the shipping charge as the total less the summed fees', () => {
    const nda = rateCards(DOMESTIC_RATES, domestic).find((c) => c.rate.id === 'r-nda');
    expect(nda?.totalCharge).toBe('$88.95');
    expect(nda?.shippingCharge).toBe('$74.00'); // 88.95 - (5.20 + 9.75)
    expect(nda?.feesTotal).toBe('$14.95');
    expect(nda?.fees.map((f) => f.amount)).toEqual(['$5.20', '$9.75']);
  });

  it('writes the estimated delivery date m/d/Y', () => {
    expect(
      rateCards([fakeRate({ id: 'a', estimatedDelivery: '2030-03-08' })], domestic)[0]?.estimatedDelivery,
    ).toBe('03/08/2030');
  });

  it('shows savings only on rates whose savings are visible (20% or more)', () => {
    expect(rateCards(DOMESTIC_RATES, domestic).every((c) => c.savings === null)).toBe(true);
    const ground = rateCards(SAVINGS_RATES, domestic).find((c) => c.rate.id === 'r-ground');
    expect(ground?.savings).toEqual({ amount: '$7.58', percent: '35', retail: '$21.65' });
  });

  it('marks a rate with savings below 0 incomplete and never gives it a badge', () => {
    const cards = rateCards(INCOMPLETE_RATES, domestic);
    const incomplete = cards.find((c) => c.rate.id === 'r-incomplete');
    expect(incomplete?.isIncomplete).toBe(true);
    expect(incomplete?.isLowestPrice).toBe(false);
    expect(incomplete?.isFastestDelivery).toBe(false);
    expect(incomplete?.savings).toBeNull();
  });
});
