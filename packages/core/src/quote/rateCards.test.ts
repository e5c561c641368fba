import { describe, expect, it } from 'vitest';
import type { Rate } from '../contract/rate';
import { createQuoteInput } from './quoteInput';
import type { QuoteState } from './quoteStore';
import { buildRateCards, selectRateCards } from './rateCards';

const rate = (id: string, optimal: number, retail: number, over: Partial<Rate> = {}): Rate => {
  const savings = 1 - optimal / retail;
  return {
    id,
    carrier: 'UPS',
    carrierProduct: id,
    carrierService: { name: `Service ${id}`, productCode: id },
    optimalRate: { amount: optimal, currency: 'USD' },
    retailRate: { amount: retail, currency: 'USD' },
    displayOptimalRate: '',
    displayRetailRate: '',
    savings,
    savingsPercent: Math.round(savings * 10000) / 100,
    isSavingsVisible: savings >= 0.2,
    estimatedDelivery: '2025-03-10',
    transitDays: 3,
    latestPickupTime: null,
    latestPickupScheduleByTime: null,
    createdInId: 'q1',
    fees: [],
    billableWeight: { value: 1, unit: 'lb' },
    ...over,
  };
};

describe('rate cards (spec 02 §2, spec 01 §9)', () => {
  const ground = rate('ground', 12, 20, { estimatedDelivery: '2025-03-12' });
  const express = rate('express', 30, 33, { estimatedDelivery: '2025-03-07' });
  const saver = rate('saver', 18, 20, { estimatedDelivery: '2025-03-10' });

  it('puts "Lowest Price!" on the cheapest and "Fastest Delivery!" on the fastest domestic rate', () => {
    const cards = buildRateCards([express, ground, saver], { isDomestic: true });
    expect(cards.map((c) => [c.id, c.badges])).toEqual([
      ['ground', ['Lowest Price!']],
      ['saver', []],
      ['express', ['Fastest Delivery!']],
    ]);
  });

  it('sorts domestic rates by retail price, then later delivery first', () => {
    const a = rate('a', 10, 20, { estimatedDelivery: '2025-03-08' });
    const b = rate('b', 11, 20, { estimatedDelivery: '2025-03-09' });
    expect(buildRateCards([a, b], { isDomestic: true }).map((c) => c.id)).toEqual(['b', 'a']);
  });

  it('keeps the international order and shows no "Fastest Delivery!"', () => {
    const cards = buildRateCards([express, ground], { isDomestic: false });
    expect(cards.map((c) => c.id)).toEqual(['express', 'ground']);
    expect(cards.flatMap((c) => c.badges)).toEqual(['Lowest Price!']);
  });

  it('shows savings only at 20% or more', () => {
    const [card40] = buildRateCards([ground], { isDomestic: true });
    expect(card40?.savings).toEqual({ amount: '$8.00', percent: 40 });
    const [card10] = buildRateCards([saver], { isDomestic: true });
    expect(card10?.savings).toBeNull();
    const [card20] = buildRateCards([rate('x', 16, 20)], { isDomestic: true });
    expect(card20?.savings?.percent).toBe(20);
  });

  it('flags an incomplete rate (savings percent below 0) and gives it no badge', () => {
    const broken = rate('broken', 5, 4);
    const cards = buildRateCards([broken, saver], { isDomestic: false });
    expect(cards[0]).toMatchObject({
      isIncomplete: true,
      incompleteMessage:
        'There seems to be an issue with the Quote you have requested. Please contact Customer Service to get this rate.',
      badges: [],
      savings: null,
    });
    expect(cards[1]?.isLowestPrice).toBe(true);
  });

  it('details the fees for See Details and splits shipping from total', () => {
    const withFees = rate('f', 20, 30, {
      fees: [
        { id: 'RESIDENTIAL', description: 'Residential delivery', amount: { amount: 6.1, currency: 'USD' } },
        { id: 'INSURANCE', description: 'Insurance', amount: { amount: 3.4, currency: 'USD' } },
      ],
    });
    const [card] = buildRateCards([withFees], { isDomestic: true });
    expect(card).toMatchObject({
      shippingCharge: '$10.50',
      totalCharge: '$20.00',
      feesTotal: '$9.50',
      estimatedDelivery: '03/10/2025',
      fees: [
        { id: 'RESIDENTIAL', description: 'Residential delivery', amount: '$6.10' },
        { id: 'INSURANCE', description: 'Insurance', amount: '$3.40' },
      ],
    });
  });

  it('returns the same cards while the rates are the same (stable for subscriptions)', () => {
    const input = createQuoteInput({ shipDate: '2025-03-05', destinationCountry: 'US' });
    const rates = [ground, express];
    const state = { input, lastRatedInput: input, rates } as unknown as QuoteState;
    const first = selectRateCards(state);
    expect(selectRateCards({ ...state })).toBe(first);
    expect(selectRateCards({ ...state, rates: [...rates] })).not.toBe(first);
    expect(first[1]?.isFastestDelivery).toBe(true);
  });
});
