import { compareDays, toCalendarDay } from '../../format/index';
import type { ValidationContext } from '../../validation/context';
import type { FieldErrorList } from '../../validation/fieldErrors';
import {
  first,
  isBlank,
  maxLength,
  minValue,
  positive,
  required,
  wholeNumber,
} from '../../validation/fieldRules';
import type { Draft } from '../model/draftSchema';
import { isExport } from '../model/flags';
import {
  isEccnRequired,
  isInvoiceItemEmpty,
  isLicenseDetailsRequired,
  rowsToCheck,
} from '../model/lineRules';
import type { InvoiceItem } from '../model/shipmentDetailsSchema';

const P = 'shipmentDetails.products.items';

/** Schedule B commodity code format XXXX.XX.XXXX (spec 01 §5). */
export const COMMODITY_CODE_PATTERN = /^\d{4}\.\d{2}\.\d{4}$/;

/** Item limits of spec 01 §5. */
export const ITEM_LIMITS = { description: 75, eccn: 30, licenseSymbol: 16, minWeight: 0.001 } as const;

/** What an invoice line's rules need to know of the shipment it goes on. */
export interface InvoiceLineShipment {
  /** License details belong to exports (the export filing decides the ITN). */
  isExport: boolean;
  isItnNumberExists: boolean | null;
  /** The destination country: ECCN is required for some (spec 01 §5); null when not known yet (a saved item). */
  destination: string | null;
}

export interface InvoiceLineOptions {
  /** A saved line item must have its commodity code (spec 03 §5); an invoice line may go without. */
  commodityCodeRequired?: boolean;
}

/**
 * Invoice items of a dutiable shipment (spec 01 §5 "Items"). Decision: the item description is
 * required as well as limited to 75; a customs invoice line cannot go without one. The commodity
 * code is optional but must have the format once entered; a code the server did not recognise is
 * only a warning.
 */
export function validateInvoiceItems(draft: Draft, ctx: ValidationContext, out: FieldErrorList): void {
  const p = draft.shipmentDetails.products;
  const shipment: InvoiceLineShipment = {
    isExport: isExport(draft),
    isItnNumberExists: p.isItnNumberExists,
    destination: draft.shipmentTo.country,
  };
  for (const [item, i] of rowsToCheck(p.items, isInvoiceItemEmpty)) {
    validateInvoiceItem(item, (field) => `${P}.${i}.${field}`, shipment, ctx, out);
  }
}

/**
 * One invoice line's rules (spec 01 §5 "Items"), at the paths `at` gives: the same rules for a line
 * of the customs invoice and for an item of My Items List (spec 03 §5 "Saved line items"), which
 * fills such a line when picked.
 */
export function validateInvoiceItem(
  item: InvoiceItem,
  at: (field: string) => string,
  shipment: InvoiceLineShipment,
  ctx: ValidationContext,
  out: FieldErrorList,
  options: InvoiceLineOptions = {},
): void {
  const { t } = ctx;
  const today = toCalendarDay(ctx.today);
  const code = item.commodityCode.trim();
  if (options.commodityCodeRequired) out.error(at('commodityCode'), required(t, 'commodityCode', code));
  if (code !== '' && !COMMODITY_CODE_PATTERN.test(code))
    out.error(at('commodityCode'), t('draft.item.commodityFormat'));
  else if (code !== '' && ctx.unknownCommodityCodes?.has(code.replace(/\D/g, ''))) {
    out.warn(at('commodityCode'), t('draft.item.commodityUnknown'));
  }
  out.error(
    at('itemDescription'),
    first(
      required(t, 'itemDescription', item.itemDescription),
      maxLength(t, 'itemDescription', item.itemDescription, ITEM_LIMITS.description),
    ),
  );
  out.error(
    at('quantity'),
    first(
      required(t, 'quantity', item.quantity),
      positive(t, 'quantity', item.quantity),
      wholeNumber(t, 'quantity', item.quantity),
    ),
  );
  out.error(at('units'), required(t, 'units', item.units));
  out.error(
    at('itemValue'),
    first(required(t, 'itemValue', item.itemValue), positive(t, 'itemValue', item.itemValue)),
  );
  out.error(at('itemMade'), required(t, 'itemMade', item.itemMade));
  out.error(
    at('weight'),
    first(required(t, 'weight', item.weight), minValue(t, 'weight', item.weight, ITEM_LIMITS.minWeight)),
  );

  // Computed here rather than read from the stored flags, so an un-normalised draft checks the same.
  const licenseRequired = isLicenseDetailsRequired(item, shipment);
  if (licenseRequired) {
    const expiry = toCalendarDay(item.exportLicenseExpiryDate);
    out.error(
      at('exportLicenseExpiryDate'),
      // The date picker disallows past dates (spec 01 §5); a past date reads as no date.
      expiry === undefined || (today !== undefined && compareDays(expiry, today) < 0)
        ? required(t, 'exportLicenseExpiryDate', '')
        : null,
    );
    if (item.isLicenseSymbolRequired) {
      out.error(
        at('licenseSymbol'),
        first(
          required(t, 'licenseSymbol', item.licenseSymbol),
          maxLength(t, 'licenseSymbol', item.licenseSymbol, ITEM_LIMITS.licenseSymbol),
        ),
      );
    }
  }
  if (shipment.destination !== null && isEccnRequired(shipment.destination, licenseRequired)) {
    out.error(
      at('eccnValue'),
      first(
        required(t, 'eccnValue', item.eccnValue),
        maxLength(t, 'eccnValue', item.eccnValue, ITEM_LIMITS.eccn),
      ),
    );
  } else if (!isBlank(item.eccnValue)) {
    out.error(at('eccnValue'), maxLength(t, 'eccnValue', item.eccnValue, ITEM_LIMITS.eccn));
  }
}
