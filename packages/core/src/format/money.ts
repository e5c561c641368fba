import { EMPTY_RATE } from './sentinels';

// Intl.NumberFormat is costly to build and rate cards format many amounts: one per locale and currency.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * "$1,234.56" for 1234.56 USD. Amounts are shown to 2 decimals (spec 01 §5 "currency allows 2
 * decimals"). A missing or non-finite amount shows the empty-rate sentinel "--" (spec 01 §9).
 */
export function formatMoney(amount: number | null | undefined, currency = 'USD', locale = 'en-US'): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return EMPTY_RATE;
  return formatterFor(currency.toUpperCase(), locale).format(amount);
}
