import { rateTariff, sortDomesticRates } from '@shipdeck/core/rating';
import type { CarrierGateway, GatewayRate } from '../gateway';
import { findCurrency } from './currencyTable';
import { ratingPlan } from './ratingPlan';
import { createSandboxPickups } from './sandboxPickups';
import { loadSandboxTariffs, type SandboxTariffs } from './sandboxTariffs';
import { toGatewayRate } from './toGatewayRate';

export interface SandboxGatewayOptions {
  /** Tariffs to rate with; the sandbox's data files by default. */
  tariffs?: SandboxTariffs;
}

/**
 * The sandbox carrier gateway, like the test modes of the carriers' APIs: DHL Express, UPS and
 * FedEx rated from tariff data files (data/*.json) by the core rating engine, prices converted into
 * the request's currency with the sandbox exchange table. Domestic rates come sorted as the spec
 * sorts them (retail ascending, then later delivery first); international rates cheapest first.
 * Pickups are the sandbox's too (sandboxPickups.ts), with the same services' pickup times.
 */
export function createSandboxGateway(options: SandboxGatewayOptions = {}): CarrierGateway {
  return {
    carriers: ['DHL', 'UPS', 'FEDEX'],
    ...createSandboxPickups(() => options.tariffs ?? loadSandboxTariffs()),
    async rate(request, context) {
      const currency = findCurrency(request.currency);
      if (!currency)
        throw new RangeError(`The sandbox has no exchange rate for currency ${request.currency}`);
      const tariffs = options.tariffs ?? loadSandboxTariffs();
      const jobs = ratingPlan(request, context, tariffs, 1 / currency.perUsd);
      const rates: GatewayRate[] = [];
      for (const { tariff, shipment } of jobs) {
        for (const rated of rateTariff(tariff, shipment)) {
          rates.push(toGatewayRate(tariff, rated, currency.code, currency.perUsd));
        }
      }
      const domestic = jobs.some((job) => job.tariff.scope === 'domestic');
      return domestic
        ? sortDomesticRates(rates)
        : rates.sort((a, b) => a.optimalRate.amount - b.optimalRate.amount);
    },
  };
}
