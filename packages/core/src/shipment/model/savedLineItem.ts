import type { SavedLineItem, SavedLineItemBody, SavedLineItemWeightUnit } from '../../contract/items';
import { formatPickerDate, toCalendarDay } from '../../format/index';
import { convertWeight, roundTo, type WeightUnit } from '../../units/index';
import { keepDecimals } from '../../validation/numberInput';
import { emptyInvoiceItem } from './blankDraft';
import { formatCommodityCode } from './commodityCode';
import { NO_LICENSE } from './options';
import type { InvoiceItem } from './shipmentDetailsSchema';

/**
 * A saved line item (spec 03 §3) and the invoice line it fills: the same item in the server's shape
 * (nickname, countryOfOrigin {code}, value {amount, currency} …) and in the shipment form's (name,
 * itemMade, itemValue …). Rules run on the form's shape (savedLineItemRules.ts), so a picked item
 * passes the same checks as a typed line.
 */

/** Where each form field of an item is in the API's body (spec 03 §3): violations point there. */
export const SAVED_LINE_ITEM_PATHS = {
  name: 'nickname',
  commodityCode: 'commodityCode.code',
  itemDescription: 'description',
  quantity: 'quantity.amount',
  units: 'quantity.unit',
  itemValue: 'value.amount',
  currency: 'value.currency.code',
  itemMade: 'countryOfOrigin.code',
  eccnValue: 'eccn',
  exportLicenseNumber: 'license.number',
  exportLicenseExpiryDate: 'license.expiry',
  licenseSymbol: 'license.symbol',
  weight: 'weight.value',
} as const;
export type SavedLineItemField = keyof typeof SAVED_LINE_ITEM_PATHS;

const WEIGHT_UNITS: Record<SavedLineItemWeightUnit, WeightUnit> = { pound: 'lb', kg: 'kg' };

/** spec 03 §3: a saved item's weight is in pounds when the form is imperial, otherwise kilograms. */
export const savedWeightUnitOf = (unit: WeightUnit): SavedLineItemWeightUnit =>
  unit === 'lb' ? 'pound' : 'kg';

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * An item as it is stored (spec 03 §5, spec 01 §4): text trimmed, the commodity code's digits kept and
 * formatted XXXX.XX.XXXX, ECCN upper-cased, the quantity floored, the value cut to 2 decimals and the
 * weight to 3; an export license without an expiry gets today's date ("expiry defaults to now"), and
 * "no license" keeps no expiry or symbol.
 */
export function normalizeSavedLineItem(body: SavedLineItemBody, today: string): SavedLineItemBody {
  const licenseNumber = blankToNull(body.license.number);
  const expiry = blankToNull(body.license.expiry);
  const licensed = licenseNumber !== null && licenseNumber !== NO_LICENSE;
  const amount = (value: number | null, kind: 'quantity' | 'currency' | 'weight') =>
    value === null ? null : keepDecimals(value, kind);
  return {
    nickname: body.nickname.trim(),
    description: body.description.trim(),
    countryOfOrigin: { code: body.countryOfOrigin.code.trim().toUpperCase() },
    commodityCode: { code: formatCommodityCode(body.commodityCode.code) },
    eccn: blankToNull(body.eccn)?.toUpperCase() ?? null,
    value: {
      amount: amount(body.value.amount, 'currency'),
      currency: { code: body.value.currency.code.trim().toUpperCase() },
    },
    license: {
      number: licenseNumber,
      // A real day is stored as yyyy-MM-dd; anything else is kept for the rule to refuse.
      expiry: licensed
        ? expiry && toCalendarDay(expiry)
          ? formatPickerDate(expiry)
          : (expiry ?? today)
        : null,
      symbol: licensed ? blankToNull(body.license.symbol) : null,
    },
    quantity: {
      amount: amount(body.quantity.amount, 'quantity'),
      unit: blankToNull(body.quantity.unit)?.toUpperCase() ?? null,
    },
    weight: { value: amount(body.weight.value, 'weight'), unit: body.weight.unit },
  };
}

/**
 * The invoice line a saved item fills when picked from My Items List (spec 03 §3: "in the shipment form
 * the same item appears as…"), its weight in the form's unit (3 decimals, as the form shows it).
 */
export function invoiceItemOfSavedLineItem(
  item: SavedLineItem | (SavedLineItemBody & { id?: string }),
  formWeightUnit: WeightUnit = WEIGHT_UNITS[item.weight.unit],
): InvoiceItem {
  const weight = item.weight.value;
  const symbol = item.license.symbol ?? '';
  return {
    ...emptyInvoiceItem(),
    id: item.id ?? null,
    name: item.nickname,
    commodityCode: item.commodityCode.code,
    itemDescription: item.description,
    quantity: item.quantity.amount,
    units: item.quantity.unit,
    itemValue: item.value.amount,
    itemMade: item.countryOfOrigin.code,
    eccnValue: item.eccn ?? '',
    exportLicenseNumber: item.license.number,
    exportLicenseExpiryDate: item.license.expiry,
    // Decision: an item stored with a license symbol needs one (the form's "symbol required" toggle).
    isLicenseSymbolRequired: symbol !== '',
    licenseSymbol: symbol,
    weight:
      weight === null
        ? null
        : roundTo(convertWeight(weight, WEIGHT_UNITS[item.weight.unit], formWeightUnit), 3),
    isEmpty: false,
  };
}

/**
 * The body that saves an invoice line (or the New Item form) to My Items List: its value in the form's
 * currency and its weight in the form's unit.
 */
export function savedLineItemBodyOf(
  item: InvoiceItem,
  options: { currency: string; weightUnit: WeightUnit },
): SavedLineItemBody {
  return {
    nickname: item.name ?? '',
    description: item.itemDescription,
    countryOfOrigin: { code: item.itemMade },
    commodityCode: { code: item.commodityCode },
    eccn: item.eccnValue === '' ? null : item.eccnValue,
    value: { amount: item.itemValue, currency: { code: options.currency } },
    license: {
      number: item.exportLicenseNumber,
      expiry: item.exportLicenseExpiryDate,
      symbol: item.isLicenseSymbolRequired && item.licenseSymbol !== '' ? item.licenseSymbol : null,
    },
    quantity: { amount: item.quantity, unit: item.units },
    weight: { value: item.weight, unit: savedWeightUnitOf(options.weightUnit) },
  };
}
