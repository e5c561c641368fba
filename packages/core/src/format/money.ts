import { EMPTY_RATE } from './sentinels';

// Intl.NumberFormat is costly to build and rate cards format many amounts: one per locale and currency.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // The currency's own decimals: 2 for USD and EUR, none for JPY (issue 16: "¥1,200.00").
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * "$1,234.56" for 1234.56 USD. Amounts are shown to 2 decimals (spec 01 §5 "currency allows 2
 * decimals") in currencies that have cents, whole in those that do not ("¥1,235"). A missing or non-finite amount shows the empty-rate sentinel "--" (spec 01 §9).
 */
export function formatMoney(amount: number | null | undefined, currency = 'USD', locale = 'en-US'): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return EMPTY_RATE;
  return formatterFor(currency.toUpperCase(), locale).format(amount);
}
