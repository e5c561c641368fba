import type { CompiledTariff, RatedService } from '@shipdeck/core/rating';
import { displayRate, isSavingsVisible, lowestOptimalCents, savingsOf } from '@shipdeck/core/rating';
import type { GatewayRate } from '../gateway';

/**
 * A rated service as the contract's Rate (less id and createdInId), priced in the request's
 * currency: each part is converted and rounded to the cent first, and the total is their sum, so
 * optimal = base + fees holds in every currency.
 */
export function toGatewayRate(
  tariff: CompiledTariff,
  rated: RatedService,
  currency: string,
  perUsd: number,
): GatewayRate {
  const convert = (cents: number): number => Math.round(cents * perUsd);
  let optimalCents = convert(rated.optimalBaseCents);
  const fees = rated.fees.map((fee) => {
    const cents = convert(fee.cents);
    optimalCents += cents;
    return { id: fee.id, description: fee.description, amount: { amount: cents / 100, currency } };
  });
  // Rounding the parts may leave the sum a cent above the converted list price, or a cent past the
  // 60% cap below it (spec 01 §9): the converted price keeps both bounds.
  const retailCents = Math.max(convert(rated.retailCents), optimalCents);
  optimalCents = Math.max(optimalCents, lowestOptimalCents(retailCents));
  const optimal = optimalCents / 100;
  const retail = retailCents / 100;
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
