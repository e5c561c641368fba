import type { RateShipmentRequest } from '@shipdeck/core/contract';
import { rateTariff, sortDomesticRates } from '@shipdeck/core/rating';
import type { CarrierGateway, ExplainedGatewayRate, GatewayRate, RatingContext } from '../gateway';
import { findCurrency } from './currencyTable';
import { ratingPlan } from './ratingPlan';
import { createSandboxPickups } from './sandboxPickups';
import { loadSandboxTariffs, type SandboxTariffs } from './sandboxTariffs';
import { createSandboxTracking } from './sandboxTracking';
import { explainGatewayRate, toGatewayRate } from './toGatewayRate';

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
  /** Rates (or explains) a request: one pass of the rating engine per tariff the plan asks. */
  function rateWith(request: RateShipmentRequest, context: RatingContext, explain: boolean) {
    const currency = findCurrency(request.currency);
    if (!currency) throw new RangeError(`The sandbox has no exchange rate for currency ${request.currency}`);
    const tariffs = options.tariffs ?? loadSandboxTariffs();
    const jobs = ratingPlan(request, context, tariffs, 1 / currency.perUsd);
    const rated: Array<{ rate: GatewayRate; explained?: ExplainedGatewayRate }> = [];
    for (const { tariff, shipment } of jobs) {
      for (const service of rateTariff(tariff, shipment, { explain })) {
        if (explain) {
          const explained = explainGatewayRate(tariff, service, currency.code, currency.perUsd);
          rated.push({ rate: explained.rate, explained });
        } else {
          rated.push({ rate: toGatewayRate(tariff, service, currency.code, currency.perUsd) });
        }
      }
    }
    const rates = rated.map((entry) => entry.rate);
    const domestic = jobs.some((job) => job.tariff.scope === 'domestic');
    const sorted = domestic
      ? sortDomesticRates(rates)
      : rates.sort((a, b) => a.optimalRate.amount - b.optimalRate.amount);
    return { sorted, rated };
  }

  return {
    carriers: ['DHL', 'UPS', 'FEDEX'],
    ...createSandboxPickups(() => options.tariffs ?? loadSandboxTariffs()),
    ...createSandboxTracking(),
    async rate(request, context) {
      return rateWith(request, context, false).sorted;
    },
    async explain(request, context) {
      const { sorted, rated } = rateWith(request, context, true);
      // In the order the quote answered them.
      const byRate = new Map(rated.map((entry) => [entry.rate, entry.explained as ExplainedGatewayRate]));
      return sorted.map((rate) => byRate.get(rate) as ExplainedGatewayRate);
    },
  };
}
