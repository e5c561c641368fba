import currencyData from './data/currencies.json';

/** One row of the sandbox exchange table: `perUsd` units of `code` buy one US dollar. */
export interface CurrencyRate {
  code: string;
  label: string;
  perUsd: number;
}

/**
 * The sandbox's exchange table (data/currencies.json). Tariffs are priced in USD; the gateway
 * converts prices into the request's currency with it, and GET /api/currency_options lists it.
 */
export const currencyTable: readonly CurrencyRate[] = currencyData.currencies;

const byCode = new Map(currencyTable.map((row) => [row.code, row]));

/** The table row of a currency code (case-insensitive), or undefined when the sandbox does not price in it. */
export function findCurrency(code: string): CurrencyRate | undefined {
  return byCode.get(code.toUpperCase());
}

/** Converts a USD amount into `code`; throws for a currency the table does not hold. */
export function fromUsd(amountUsd: number, code: string): number {
  const row = findCurrency(code);
  if (!row) throw new RangeError(`The sandbox has no exchange rate for currency ${code}`);
  return amountUsd * row.perUsd;
}
