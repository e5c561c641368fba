/**
 * Number inputs of spec 01 §5 and spec 03 §5, read as a shipper writes numbers: negatives and
 * slashes are rejected as typed, a quantity is a whole number (decimals floored), currency keeps 2
 * decimals and weight 3. Thousands separators are read in the locale's way ("1,000.50" in en-US,
 * "1.000,50" in de-DE); text that is not a number in that locale ("abc", "1e3", "0,5" in en-US) is
 * not guessed at: it reads as NaN so the form can say so at the field.
 *
 * The one parser for every number field: the widgets' inputs, the host app's forms and core's rules.
 */
export type NumberInputKind = 'quantity' | 'currency' | 'weight' | 'dimension';

const DECIMALS: Record<NumberInputKind, number> = { quantity: 0, currency: 2, weight: 3, dimension: 2 };

export interface NumberReading {
  /** The text the field should show: what was typed, less rejected characters and extra decimals. */
  text: string;
  /** null when blank, NaN when the text is not a number, else the number (a quantity floored). */
  value: number | null;
}

interface Separators {
  group: string;
  decimal: string;
}

const separatorsByLocale = new Map<string, Separators>();

/** The locale's grouping and decimal characters ("," and "." in en-US). */
export function numberSeparators(locale = 'en-US'): Separators {
  let found = separatorsByLocale.get(locale);
  if (!found) {
    let group = ',';
    let decimal = '.';
    try {
      for (const part of new Intl.NumberFormat(locale).formatToParts(12345.6)) {
        if (part.type === 'group') group = part.value;
        if (part.type === 'decimal') decimal = part.value;
      }
    } catch {
      // An unknown locale reads as en-US.
    }
    // Narrow no-break spaces (fr-FR) are typed as plain spaces.
    if (/\s/u.test(group)) group = ' ';
    found = { group, decimal };
    separatorsByLocale.set(locale, found);
  }
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Reads what a number field holds; see the module comment for the rules. */
export function readNumberInput(text: string, kind: NumberInputKind, locale = 'en-US'): NumberReading {
  const { group, decimal } = numberSeparators(locale);
  // Minus signs and slashes are rejected as typed (spec 01 §5); spaces around the number are not text.
  let shown = text.replace(/[-\u2212/]/g, '');
  const trimmed = shown.trim().replace(/\s+/g, group === ' ' ? ' ' : '');
  if (trimmed === '') return { text: shown, value: null };

  const g = escapeRegExp(group);
  const d = escapeRegExp(decimal);
  const plain = new RegExp(`^(\\d*)(?:${d}(\\d*))?$`);
  const grouped = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+)(?:${d}(\\d*))?$`);
  const match = plain.exec(trimmed) ?? grouped.exec(trimmed);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { text: shown, value: Number.NaN };

  const whole = (match[1] ?? '').split(group).join('');
  let fraction = match[2] ?? '';
  const allowed = DECIMALS[kind];
  if (kind !== 'quantity' && fraction.length > allowed) {
    // Extra decimals are dropped as typed: the field shows what is used.
    fraction = fraction.slice(0, allowed);
    const at = shown.lastIndexOf(decimal);
    shown = shown.slice(0, at + decimal.length) + fraction;
  }
  const value = Number(`${whole || '0'}.${fraction || '0'}`);
  return { text: shown, value: kind === 'quantity' ? Math.floor(value) : value };
}

/** The number a field's text holds (null when blank or unreadable). */
export function parseNumberInput(text: string, kind: NumberInputKind, locale = 'en-US'): number | null {
  const { value } = readNumberInput(text, kind, locale);
  return value === null || Number.isNaN(value) ? null : value;
}

/**
 * How a field shows a stored number when the user is not typing: grouped in the locale's way, with
 * no more decimals than the kind allows ("1,000", "2.5", a floored quantity).
 */
export function formatNumberInput(value: number | null, kind: NumberInputKind, locale = 'en-US'): string {
  if (value === null || !Number.isFinite(value)) return '';
  const key = `${locale}|${kind}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: DECIMALS[kind] });
    formatters.set(key, formatter);
  }
  return formatter.format(kind === 'quantity' ? Math.floor(value) : value);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A stored number as its field would keep it (spec 03 §5): a quantity floored, currency cut to 2
 * decimals and weight to 3, as typing drops the extra decimals. Cut on the number's text, so 0.29
 * stays 0.29 (0.29 × 100 is 28.999… in binary).
 */
export function keepDecimals(value: number, kind: NumberInputKind): number {
  if (!Number.isFinite(value)) return value;
  if (kind === 'quantity') return Math.floor(value);
  const fixed = value.toFixed(12);
  const dot = fixed.indexOf('.');
  return Number(dot < 0 ? fixed : fixed.slice(0, dot + 1 + DECIMALS[kind]));
}
