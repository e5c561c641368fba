import type { TariffLineResource } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import type { CompiledTariff, RatedService } from '@shipdeck/core/rating';
import {
  displayRate,
  isSavingsVisible,
  lowestOptimalCents,
  savingsOf,
  tariffLinesOf,
} from '@shipdeck/core/rating';
import type { ExplainedGatewayRate, GatewayRate } from '../gateway';

/**
 * A rated service's prices in the request's currency, in cents: each part converted and rounded to
 * the cent first, the total their sum, so optimal = base + fees holds in every currency. Rounding the
 * parts may leave the sum a cent above the converted list price, or a cent past the 60% cap below it
 * (spec 01 §9): the converted prices keep both bounds (`floorRaiseCents` is what the cap added).
 */
function convertedPrice(rated: RatedService, perUsd: number) {
  const convert = (cents: number): number => Math.round(cents * perUsd);
  const baseCents = convert(rated.optimalBaseCents);
  const feeCents = rated.fees.map((fee) => convert(fee.cents));
  const partsCents = feeCents.reduce((sum, cents) => sum + cents, baseCents);
  const retailCents = Math.max(convert(rated.retailCents), partsCents);
  const optimalCents = Math.max(partsCents, lowestOptimalCents(retailCents));
  return {
    convert,
    baseCents,
    feeCents,
    retailCents,
    optimalCents,
    floorRaiseCents: optimalCents - partsCents,
  };
}

/** A rated service as the contract's Rate (less id and createdInId), priced in the request's currency. */
export function toGatewayRate(
  tariff: CompiledTariff,
  rated: RatedService,
  currency: string,
  perUsd: number,
): GatewayRate {
  const price = convertedPrice(rated, perUsd);
  const fees = rated.fees.map((fee, i) => ({
    id: fee.id,
    description: fee.description,
    amount: { amount: (price.feeCents[i] as number) / 100, currency },
  }));
  const optimal = price.optimalCents / 100;
  const retail = price.retailCents / 100;
  const { savings, savingsPercent } = savingsOf(optimal, retail);
  const service = rated.service;
  return {
    carrier: tariff.carrier,
    carrierProduct: service.code,
    carrierService: { name: service.name, productCode: service.code },
    optimalRate: { amount: optimal, currency },
    retailRate: { amount: retail, currency },
    displayOptimalRate: displayRate(optimal, currency),
    displayRetailRate: displayRate(retail, currency),
    savings,
    savingsPercent,
    isSavingsVisible: isSavingsVisible(savingsPercent),
    estimatedDelivery: rated.estimatedDelivery,
    transitDays: rated.transitDays,
    latestPickupTime: rated.latestPickupTime,
    latestPickupScheduleByTime: rated.latestPickupScheduleByTime,
    fees,
    billableWeight: { value: rated.billableWeight, unit: tariff.units.weight },
  };
}

/**
 * A service rated in explain mode as the contract's rate with its tariff lines in the request's
 * currency. The lines are toGatewayRate's own parts: the base lines converted one by one (a
 * rounding line takes what converting them one by one leaves over), each fee as the rate shows it,
 * and the cap's raise, so they add up to the rate's optimalRate to the cent.
 */
export function explainGatewayRate(
  tariff: CompiledTariff,
  rated: RatedService,
  currency: string,
  perUsd: number,
): ExplainedGatewayRate {
  const explanation = rated.explanation;
  if (!explanation) throw new TypeError('The service was not rated in explain mode');
  const rate = toGatewayRate(tariff, rated, currency, perUsd);
  const price = convertedPrice(rated, perUsd);
  const amount = (cents: number) => ({ amount: cents / 100, currency });
  const lines: TariffLineResource[] = [];
  let baseSum = 0;
  for (const line of explanation.baseLines) {
    const cents = price.convert(line.cents);
    baseSum += cents;
    lines.push({
      kind: line.kind,
      id: line.id,
      description: line.description,
      rule: line.rule,
      amount: amount(cents),
    });
  }
  if (baseSum !== price.baseCents) {
    lines.push({
      kind: 'rounding',
      id: 'rounding',
      description: messages('inspection.line.rounding'),
      rule: messages('inspection.rule.rounding', { currency }),
      amount: amount(price.baseCents - baseSum),
    });
  }
  const feeLines = tariffLinesOf(rated).slice(explanation.baseLines.length);
  feeLines.forEach((line, i) => {
    lines.push({
      kind: line.kind,
      id: line.id,
      description: line.description,
      rule: line.rule,
      amount: amount(price.feeCents[i] as number),
    });
  });
  if (price.floorRaiseCents > 0) {
    lines.push({
      kind: 'minimumPrice',
      id: 'minimumPrice',
      description: messages('inspection.line.minimumPrice'),
      rule: messages('inspection.rule.minimumPrice', {
        retail: (price.retailCents / 100).toFixed(2),
        currency,
      }),
      amount: amount(price.floorRaiseCents),
    });
  }
  return {
    rate,
    explanation: {
      tariffId: explanation.tariffId,
      zone: explanation.zone,
      billableWeight: rate.billableWeight,
      pieces: explanation.pieces.map((piece) => ({ ...piece })),
      lines,
    },
  };
}
