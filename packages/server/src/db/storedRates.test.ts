import type { Rate, RateShipmentRequest } from '@shipdeck/core/contract';
import { describe, expect, it } from 'vitest';
import { createSandboxGateway } from '../carriers/index';
import { domesticRateRequest } from '../testing/rateRequests';
import { packRates, storedRatesText, unpackRates } from './storedRates';

const gateway = createSandboxGateway();
const now = new Date(2026, 1, 27, 12);

/** Rates as the quote service answers them: the gateway's, each with an id and the quote's id. */
async function answeredRates(request: RateShipmentRequest, rateClass: 'guest' | 'client' = 'guest') {
  const quoteId = crypto.randomUUID();
  const rates = await gateway.rate(request, {
    rateClass,
    now,
    ...(rateClass === 'client' ? { accountDiscount: 0.3 } : {}),
  });
  return rates.map((rate): Rate => ({ ...rate, id: crypto.randomUUID(), createdInId: quoteId }));
}

/** What a reader gets back from the column's text. */
const readBack = (rates: Rate[]) => unpackRates(JSON.parse(storedRatesText(rates)));

describe('stored rates', () => {
  it('stores 12 domestic rates packed in about a quarter of their answer, and reads back the same objects, key for key', async () => {
    const rates = await answeredRates(
      domesticRateRequest({
        destination: { countryCode: 'US', city: 'Los Angeles', postalCode: '90012', isResidential: true },
        pieces: [
          { quantity: 1, weight: 22, length: 18, width: 14, height: 12 },
          { quantity: 2, weight: 4.5, length: 12, width: 9, height: 6 },
        ],
        insuredValue: 300,
      }),
    );
    expect(rates).toHaveLength(12);
    expect(rates.some((rate) => rate.fees.length > 1)).toBe(true);
    const text = storedRatesText(rates);
    expect(JSON.parse(text)).toMatchObject({ v: 1, c: 'USD', q: rates[0]?.createdInId });
    expect(text.length).toBeLessThan(JSON.stringify(rates).length * 0.3);
    // The same JSON, so the same keys in the same order, the same numbers and the same nulls.
    expect(JSON.stringify(readBack(rates))).toBe(JSON.stringify(rates));
  });

  it('reads back rates priced in another currency, for a client, and an import of documents', async () => {
    const requests = [
      domesticRateRequest({
        destination: { countryCode: 'GB', city: 'London', postalCode: 'SW1A 1AA', isResidential: false },
        currency: 'EUR',
        measurementSystem: 'metric',
        pieces: [{ quantity: 1, weight: 4, length: 30, width: 20, height: 10 }],
      }),
      domesticRateRequest({
        origin: { countryCode: 'DE', city: 'Berlin', postalCode: '10115', isResidential: false },
        destination: { countryCode: 'US', city: 'Chicago', postalCode: '60601', isResidential: false },
        isDocument: true,
        usesExpressEnvelope: true,
        pieces: [{ quantity: 1, weight: 0.4, length: 12, width: 9, height: 1 }],
      }),
    ];
    for (const request of requests) {
      for (const rateClass of ['guest', 'client'] as const) {
        const rates = await answeredRates(request, rateClass);
        expect(rates.length).toBeGreaterThan(0);
        expect(packRates(rates)).toBeDefined();
        expect(JSON.stringify(readBack(rates))).toBe(JSON.stringify(rates));
      }
    }
  });

  it('stores rates it cannot pack exactly as they are: another key, two currencies, another quote, an undefined value, none', async () => {
    const rates = await answeredRates(domesticRateRequest());
    const [first, second] = rates as [Rate, Rate, ...Rate[]];
    const variants: Rate[][] = [
      [{ ...first, extra: 'kept' } as Rate, second],
      [first, { ...second, retailRate: { amount: 1, currency: 'EUR' } }],
      [first, { ...second, createdInId: crypto.randomUUID() }],
      [first, { ...second, latestPickupTime: undefined } as unknown as Rate],
      [
        first,
        { ...second, fees: [{ id: 'FUEL', description: 'Fuel', amount: { amount: 1, currency: 'CAD' } }] },
      ],
      [],
    ];
    for (const variant of variants) {
      expect(packRates(variant)).toBeUndefined();
      expect(JSON.parse(storedRatesText(variant))).toEqual(variant);
      expect(JSON.stringify(readBack(variant))).toBe(JSON.stringify(variant));
    }
  });

  it('reads rows stored before rates were packed (the answer as it was)', async () => {
    const rates = await answeredRates(domesticRateRequest());
    expect(unpackRates(JSON.parse(JSON.stringify(rates)))).toEqual(rates);
  });
});
