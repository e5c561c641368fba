import type { MeasurementSystem } from '../contract/quote';

/** One end of a standalone quote (spec 02 §3 "Standalone quote": sendingFrom / sendingTo). */
export interface QuoteEnd {
  /** ISO 3166-1 alpha-2 code; '' until chosen. */
  country: string;
  city: string;
  postalCode: string;
  isResidential: boolean;
}

/**
 * A package row: `quantity` identical packages. Numbers are null while the field is empty, so
 * "not entered" and 0 stay different (0 gets the range message, empty the same; a row of nulls
 * is an empty row).
 */
export interface QuoteItem {
  quantity: number | null;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  /** Declared value of a documents shipment (spec 02 §3 documentDeclaredValue). */
  documentDeclaredValue: number | null;
}

/** The standalone quote input (spec 02 §3). Weights and sizes are in `measurementSystem` units. */
export interface QuoteInput {
  sendingFrom: QuoteEnd;
  sendingTo: QuoteEnd;
  /** Picker format yyyy-MM-dd (spec 01 §9). */
  shipDate: string;
  items: QuoteItem[];
  hasDangerousGoods: boolean;
  isDocument: boolean;
  usesExpressEnvelope: boolean;
  insuranceValue: number | null;
  /** Default USD (spec 02 §3). */
  currency: string;
  measurementSystem: MeasurementSystem;
  carrierProduct: string | null;
}

export const emptyQuoteEnd = (country = ''): QuoteEnd => ({
  country,
  city: '',
  postalCode: '',
  isResidential: false,
});

/** A new row starts with one package: a quantity of 1 is what almost everyone quotes. */
export const emptyQuoteItem = (): QuoteItem => ({
  quantity: 1,
  weight: null,
  length: null,
  width: null,
  height: null,
  documentDeclaredValue: null,
});

/** A row is empty when nothing but the quantity has been entered (spec 02 §2: "Add" needs a filled last row). */
export function isEmptyQuoteItem(item: QuoteItem): boolean {
  return (
    item.weight === null &&
    item.length === null &&
    item.width === null &&
    item.height === null &&
    item.documentDeclaredValue === null
  );
}

export interface QuoteInputDefaults {
  /** Ship date in picker format; the store passes today's date from its clock. */
  shipDate: string;
  /** Decision: a quote starts from the USA, where nearly all users ship from (spec 01 intro). */
  originCountry?: string;
  destinationCountry?: string;
  currency?: string;
  measurementSystem?: MeasurementSystem;
}

export function createQuoteInput(defaults: QuoteInputDefaults): QuoteInput {
  return {
    sendingFrom: emptyQuoteEnd(defaults.originCountry ?? 'US'),
    sendingTo: emptyQuoteEnd(defaults.destinationCountry ?? ''),
    shipDate: defaults.shipDate,
    items: [emptyQuoteItem()],
    hasDangerousGoods: false,
    isDocument: false,
    usesExpressEnvelope: false,
    insuranceValue: null,
    currency: defaults.currency ?? 'USD',
    measurementSystem: defaults.measurementSystem ?? 'imperial',
    carrierProduct: null,
  };
}
