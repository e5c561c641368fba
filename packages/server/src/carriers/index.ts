export type { CarrierGateway, GatewayRate, RatingContext } from './gateway';
export type { CurrencyRate } from './sandbox/currencyTable';
export { currencyTable, findCurrency, fromUsd } from './sandbox/currencyTable';
export { createSandboxGateway } from './sandbox/sandboxGateway';
