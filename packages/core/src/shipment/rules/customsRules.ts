import type { ValidationContext } from '../../validation/context';
import type { FieldErrorList } from '../../validation/fieldErrors';
import { first, isBlank, maxLength, minValue, required } from '../../validation/fieldRules';
import type { Draft } from '../model/draftSchema';
import { invoiceTotal } from '../model/invoiceTotal';
import { isInvoiceItemEmpty } from '../model/lineRules';
import { EXTERNAL_INVOICE_TYPE, PROFORMA_INVOICE_TYPE } from '../model/options';
import { validateInsurance } from './insuranceRules';
import { validateInvoiceItems } from './invoiceItemRules';

const P = 'shipmentDetails.products';

/** Customs short descriptors are 35 characters at most (spec 01 §5). */
export const CUSTOMS_REFERENCE_MAX = 35;

/**
 * The insurance and customs block of international non-documents (spec 01 §2, §5), in screen order:
 * invoice and export type, purpose, the optional references, line items, declared value equal to
 * the invoice total, insurance (capped at the declared value) and the charges.
 */
export function validateCustoms(draft: Draft, ctx: ValidationContext, out: FieldErrorList): void {
  const { t } = ctx;
  const p = draft.shipmentDetails.products;

  out.error(
    `${P}.invoiceType`,
    // External is not offered (spec 01 §9): a draft holding it has no valid choice yet.
    isBlank(p.invoiceType) || p.invoiceType === EXTERNAL_INVOICE_TYPE ? required(t, 'invoiceType', '') : null,
  );
  if (p.invoiceType === PROFORMA_INVOICE_TYPE) {
    out.error(`${P}.purposeOfShipment`, required(t, 'purposeOfShipment', p.purposeOfShipment));
  }
  out.error(`${P}.exportType`, required(t, 'exportType', p.exportType));

  if (p.isShipmentReferenceNumberExists === true) {
    // Flagged and empty is only a warning (spec 01 §5).
    if (isBlank(p.shipmentReferenceNumber)) {
      out.warn(`${P}.shipmentReferenceNumber`, required(t, 'shipmentReferenceNumber', ''));
    } else {
      out.error(
        `${P}.shipmentReferenceNumber`,
        maxLength(t, 'shipmentReferenceNumber', p.shipmentReferenceNumber, CUSTOMS_REFERENCE_MAX),
      );
    }
  }
  const flagged = [
    ['isInvoiceNumberExists', 'invoiceNumber', true],
    ['isReceiverReferenceExists', 'receiverReference', true],
    ['isAnyPackageMarks', 'packageMarks', false],
    ['isAnyOtherRemarks', 'otherRemarks', true],
  ] as const;
  for (const [toggle, field, isRequired] of flagged) {
    if (p[toggle] !== true) continue;
    out.error(
      `${P}.${field}`,
      first(
        isRequired ? required(t, field, p[field]) : null,
        maxLength(t, field, p[field], CUSTOMS_REFERENCE_MAX),
      ),
    );
  }

  validateInvoiceItems(draft, ctx, out);

  const total = invoiceTotal(p.items.filter((item) => !isInvoiceItemEmpty(item)));
  out.error(
    `${P}.declaredShipmentValue`,
    first(
      required(t, 'declaredShipmentValue', p.declaredShipmentValue),
      total !== null && p.declaredShipmentValue !== null && Math.abs(total - p.declaredShipmentValue) >= 0.005
        ? t('draft.customs.declaredValueMismatch')
        : null,
    ),
  );
  validateInsurance(draft, p.declaredShipmentValue, `${P}.declaredShipmentValue`, ctx, out);

  for (const charge of ['freightCost', 'insuranceCost', 'miscCost'] as const) {
    out.error(`${P}.${charge}`, minValue(t, charge, p[charge], 0));
  }
}
