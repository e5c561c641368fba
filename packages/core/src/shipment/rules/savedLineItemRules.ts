import type { SavedLineItemBody } from '../../contract/items';
import { toCalendarDay } from '../../format/index';
import type { ValidationContext } from '../../validation/context';
import { createFieldErrorList, type FieldError } from '../../validation/fieldErrors';
import { first, isBlank, label, maxLength, required } from '../../validation/fieldRules';
import { ITEM_QUANTITY_OPTIONS } from '../model/optionLists';
import { EXPORT_LICENSE_OPTIONS } from '../model/options';
import {
  invoiceItemOfSavedLineItem,
  SAVED_LINE_ITEM_PATHS,
  type SavedLineItemField,
} from '../model/savedLineItem';
import { ITEM_LIMITS, validateInvoiceItem } from './invoiceItemRules';

/** Decision: a saved item's name is as long as an item description may be (spec 01 §5: 75). */
export const SAVED_LINE_ITEM_LIMITS = { nickname: ITEM_LIMITS.description } as const;

const UNIT_CODES: ReadonlySet<string> = new Set(ITEM_QUANTITY_OPTIONS.map((option) => option.code));
const LICENSE_NUMBERS: ReadonlySet<string> = new Set(EXPORT_LICENSE_OPTIONS);
/** ISO 4217 codes are three letters; which ones are offered is the currency list's business. */
const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * A saved line item's rules (spec 03 §5 "Saved line items"): name, commodity code, description,
 * quantity, units, value, weight and country of manufacture are required, with the invoice line's
 * rules of spec 01 §5 (the code as XXXX.XX.XXXX, a description up to 75, a whole quantity above 0, a
 * value above 0, a weight of at least 0.001; ECCN up to 30, a license symbol up to 16). Decision: the
 * item passes the rules of the invoice line it fills when picked, so a picked item never arrives
 * broken; what depends on the shipment (ECCN required for some destinations, license details for
 * exports without an ITN) is checked on the line, not here. Give `ctx.unknownCommodityCodes` to get
 * the spec's warning for a code the Harmonized System does not know.
 *
 * Violations are at the body's paths (SAVED_LINE_ITEM_PATHS: `commodityCode.code`, `value.amount` …),
 * as the server answers them; a form maps them back to its fields with the same table. Give the body
 * after `normalizeSavedLineItem`, as the server does.
 */
export function validateSavedLineItem(body: SavedLineItemBody, ctx: ValidationContext): FieldError[] {
  const { t } = ctx;
  const out = createFieldErrorList();
  const at = (field: string) => SAVED_LINE_ITEM_PATHS[field as SavedLineItemField] ?? field;
  const oneOf = (field: SavedLineItemField, value: string | null, allowed: (value: string) => boolean) =>
    value === null || value.trim() === '' || allowed(value.trim())
      ? null
      : t('items.unknownChoice', { label: label(t, field) });

  out.error(
    at('name'),
    first(
      required(t, 'name', body.nickname),
      maxLength(t, 'name', body.nickname, SAVED_LINE_ITEM_LIMITS.nickname),
    ),
  );
  validateInvoiceItem(
    invoiceItemOfSavedLineItem(body),
    at,
    { isExport: false, isItnNumberExists: null, destination: null },
    ctx,
    out,
    { commodityCodeRequired: true },
  );
  out.error(
    at('units'),
    oneOf('units', body.quantity.unit, (unit) => UNIT_CODES.has(unit.toUpperCase())),
  );
  out.error(
    at('currency'),
    first(
      required(t, 'currency', body.value.currency.code),
      oneOf('currency', body.value.currency.code, (code) => CURRENCY_CODE.test(code)),
    ),
  );
  out.error(
    at('exportLicenseNumber'),
    oneOf('exportLicenseNumber', body.license.number, (number) => LICENSE_NUMBERS.has(number)),
  );
  const expiry = body.license.expiry;
  out.error(
    at('exportLicenseExpiryDate'),
    expiry !== null && !isBlank(expiry) && toCalendarDay(expiry) === undefined
      ? t('field.required', { label: label(t, 'exportLicenseExpiryDate') })
      : null,
  );
  out.error(
    at('licenseSymbol'),
    maxLength(t, 'licenseSymbol', body.license.symbol, ITEM_LIMITS.licenseSymbol),
  );
  return out.list;
}
