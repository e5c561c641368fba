import type { RateShipmentRequestInput } from '@shipdeck/core/contract';
import { rateShipmentRequest } from '@shipdeck/core/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { CarrierGateway } from '../carriers/index';
import { createQuoteRepository } from '../db/quoteRepository';
import type { SeedStep } from '../db/seedRuns';
import { createQuoteService } from '../quotes/quoteService';
import { DEMO_CLIENT } from './demoAccounts';

/** Shipments a US shipper typically prices: domestic boxes, an export parcel, an import envelope. */
function demoRequests(shipDate: string): RateShipmentRequestInput[] {
  return [
    {
      origin: { countryCode: 'US', city: 'New York', postalCode: '10001' },
      destination: { countryCode: 'US', city: 'Beverly Hills', postalCode: '90210', isResidential: true },
      targetShipDate: shipDate,
      pieces: [
        { quantity: 1, weight: 25, length: 18, width: 18, height: 16 },
        { quantity: 2, weight: 4, length: 12, width: 9, height: 6 },
      ],
    },
    {
      origin: { countryCode: 'US', city: 'Atlanta', postalCode: '30303' },
      destination: { countryCode: 'GB', city: 'London', postalCode: 'EC1Y 8SY' },
      targetShipDate: shipDate,
      pieces: [{ quantity: 1, weight: 10, length: 16, width: 12, height: 8 }],
      insuredValue: 500,
    },
    {
      origin: { countryCode: 'DE', city: 'Berlin', postalCode: '10115' },
      destination: { countryCode: 'US', city: 'Chicago', postalCode: '60601' },
      targetShipDate: shipDate,
      pieces: [{ quantity: 1, weight: 0.4, length: 12, width: 9, height: 1 }],
      isDocument: true,
      usesExpressEnvelope: true,
    },
  ];
}

/** The next weekday after `now`, as yyyy-MM-dd (UTC). */
export function nextWeekday(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * Demo quotes for the demo client, priced by the real gateway through the same service as
 * POST /api/rate_shipment_actions, so they look exactly like quotes a user made.
 */
export function demoQuotesStep(deps: {
  gateway: CarrierGateway;
  now: () => Date;
  log: FastifyBaseLogger;
}): SeedStep {
  return {
    name: '2025-issue-2-demo-quotes',
    async run(db) {
      const repository = createQuoteRepository(db);
      const service = createQuoteService({ ...deps, repository });
      for (const input of demoRequests(nextWeekday(deps.now()))) {
        await service.rate(rateShipmentRequest.parse(input), DEMO_CLIENT);
      }
      // Written inside this step's transaction, before it commits.
      await repository.flush();
    },
  };
}
