import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domesticRateRequest } from '../../testing/rateRequests';
import type { RatingContext } from '../gateway';
import { createSandboxGateway } from './sandboxGateway';

/**
 * The sandbox's explain mode (the quote inspection): for random shipments, in any currency the
 * sandbox prices in, each rate's lines add up to the rate's total to the cent, and explaining
 * changes no rate.
 */

const gateway = createSandboxGateway();
const now = new Date('2026-02-26T15:00:00Z');
const cents = (amount: number) => Math.round(amount * 100);

const piece = fc.record({
  quantity: fc.integer({ min: 1, max: 3 }),
  weight: fc.oneof(
    { weight: 4, arbitrary: fc.double({ min: 0.3, max: 30, noNaN: true }) },
    { weight: 1, arbitrary: fc.double({ min: 30, max: 140, noNaN: true }) },
  ),
  length: fc.double({ min: 1, max: 90, noNaN: true }),
  width: fc.double({ min: 1, max: 40, noNaN: true }),
  height: fc.double({ min: 1, max: 40, noNaN: true }),
  declaredValue: fc.option(fc.double({ min: 0, max: 3000, noNaN: true }), { nil: undefined, freq: 3 }),
});

const ends = fc.constantFrom(
  { origin: '10001', destinationCountry: 'US', destination: '90210' },
  { origin: '10001', destinationCountry: 'US', destination: '99501' },
  { origin: '60601', destinationCountry: 'US', destination: '10118' },
  { origin: '10001', destinationCountry: 'DE', destination: '10115' },
  { origin: '10001', destinationCountry: 'JP', destination: '100-0001' },
  { origin: '10001', destinationCountry: 'GB', destination: 'SW1A 1AA' },
);

const scenario = fc.record({
  ends,
  pieces: fc.array(piece, { minLength: 1, maxLength: 3 }),
  currency: fc.constantFrom('USD', 'EUR', 'GBP', 'CAD', 'JPY', 'MXN'),
  residential: fc.boolean(),
  pickupResidential: fc.boolean(),
  newPickup: fc.boolean(),
  insuredValue: fc.option(fc.double({ min: 0, max: 5000, noNaN: true }), { nil: null }),
  neutral: fc.boolean(),
  ddp: fc.boolean(),
  signature: fc.constantFrom(null, 2 as const, 3 as const),
  isDocument: fc.boolean(),
  context: fc.constantFrom<RatingContext['rateClass'] | number>('guest', 'client', 0, 0.2, 0.35, 0.6),
});

describe('the sandbox gateway in explain mode', () => {
  it('gives every rate lines that add up to its total, for random shipments in every currency', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const request = domesticRateRequest({
          origin: { countryCode: 'US', postalCode: s.ends.origin, isResidential: s.pickupResidential },
          destination: {
            countryCode: s.ends.destinationCountry,
            postalCode: s.ends.destination,
            isResidential: s.residential,
          },
          pieces: s.pieces,
          currency: s.currency,
          isDocument: s.isDocument,
          insuredValue: s.insuredValue,
          hasNewPickupRequest: s.newPickup,
          hasNeutralDelivery: s.neutral,
          hasDutiesAndTaxesPaidByCarrierAccount: s.ddp,
          domesticSignature: s.signature,
        });
        const context: RatingContext =
          typeof s.context === 'number'
            ? { rateClass: 'client', accountDiscount: s.context, now }
            : { rateClass: s.context, now };
        const explained = await gateway.explain?.(request, context);
        const rates = await gateway.rate(request, context);
        expect(explained?.map((entry) => entry.rate)).toEqual(rates);
        for (const { rate, explanation } of explained ?? []) {
          const sum = explanation.lines.reduce((total, line) => total + cents(line.amount.amount), 0);
          expect(sum).toBe(cents(rate.optimalRate.amount));
          for (const line of explanation.lines) expect(line.amount.currency).toBe(s.currency);
          const fees = explanation.lines.filter((line) => line.kind === 'surcharge' || line.kind === 'fuel');
          expect(fees.map((line) => [line.id, line.amount.amount])).toEqual(
            rate.fees.map((fee) => [fee.id, fee.amount.amount]),
          );
        }
      }),
      { numRuns: 150 },
    );
  });
});
