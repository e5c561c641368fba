// The rating engine (tariff data → rates) and the spec's rate helpers (spec 01 §9, spec 02 §9).
export type {
  BillableWeightBasis,
  BillableWeightRules,
  PieceSize,
  PieceWeightExplanation,
} from './billableWeight';
export { explainPieceWeight, pieceBillableWeight, shipmentBillableWeight } from './billableWeight';
export { addBusinessDays, isBusinessDay, nextBusinessDay } from './businessDays';
export type {
  CompiledPieceRule,
  CompiledService,
  CompiledSurcharges,
  CompiledTariff,
  FeeLabel,
  FlatFee,
  PieceRuleKind,
  RemoteStateZones,
  TariffLimits,
} from './compileTariff';
export { compileTariff, TariffDataError } from './compileTariff';
export type { DimensionRounding } from './dimensionalWeight';
export { ceilToStep, dimensionalWeight, roundDimension } from './dimensionalWeight';
export type { CivilDay } from './epochDay';
export { civilDayOf, epochDayOf, formatEpochDay, parseEpochDay, weekdayOf } from './epochDay';
export type { PriceClass } from './priceClass';
export { discountOf, MAX_ACCOUNT_DISCOUNT } from './priceClass';
export {
  displayRate,
  fastestRate,
  isIncompleteRate,
  isSavingsVisible,
  lowestPriceRate,
  rateBeforeDiscount,
  SAVINGS_VISIBLE_FROM_PERCENT,
  savingsAmount,
  savingsOf,
  sortDomesticRates,
  sumFees,
} from './rateHelpers';
export type {
  FeeRule,
  PieceBilling,
  PieceToRate,
  RatedFee,
  RatedService,
  RateExplanation,
  RateTariffOptions,
  ShipmentToRate,
  TariffLine,
} from './rateTariff';
export { basePriceCents, lowestOptimalCents, rateTariff, tariffLinesOf } from './rateTariff';
export type { CompiledRemoteAreas, RemoteAreaData } from './remoteAreas';
export { compileRemoteAreas, isRemoteArea, remoteAreaData } from './remoteAreas';
export { carrierName, carrierServiceLabel } from './serviceName';
export type {
  DerivedRatesData,
  RateTableData,
  ServiceData,
  SurchargeKind,
  SurchargeRule,
  TariffCarrier,
  TariffData,
  TariffScope,
} from './tariffSchema';
export { tariffData } from './tariffSchema';
export { usFederalHolidays } from './usFederalHolidays';
export type { UsRouteEnd } from './zones';
export { zoneOfCountry, zoneOfDistance, zoneOfUsRoute } from './zones';
