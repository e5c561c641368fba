import { formatUsZip, isUs, normalizeUsState } from '../../countries/index';
import { compareDays, formatPickerDate, toCalendarDay } from '../../format/index';
import type { MessageKey } from '../../messages/index';
import { defaultPickup, emptyDocumentsDetails, emptyProductsDetails } from './blankDraft';
import type { Draft, DraftPayment } from './draftSchema';
import { deriveFlags } from './flags';
import { invoiceTotal } from './invoiceTotal';
import { isEccnRequired, isInvoiceItemEmpty, isLicenseDetailsRequired, isPackageEmpty } from './lineRules';
import {
  DEFAULT_FOREIGN_TRADE_REGULATION,
  EXTERNAL_INVOICE_TYPE,
  NO_LICENSE,
  OTHER_PACKAGING,
  PACKAGING_CODES,
  type PaymentTime,
  PROFORMA_INVOICE_TYPE,
  UNITS_NOT_SOLD_BY_QUANTITY,
} from './options';
import type { Party } from './partySchema';
import {
  isAccountNumberRequired,
  isAssociatedZipRequired,
  isDutyAccountRequired,
  termsForDutiesPayer,
} from './paymentRules';
import type { InvoiceItem, ProductsDetails } from './shipmentDetailsSchema';
import { trimDeep } from './trimDeep';

export interface NormalizeOptions {
  /**
   * Today as yyyy-MM-dd, on the user's calendar. A past shipment date is reset to it (spec 01 §8).
   * Without it the date rule is skipped (core reads no clock of its own).
   */
  today?: string;
  /** The draft before this edit. Couplings that follow a choice ("who pays duties sets the terms") need it. */
  previous?: Draft;
  /** 'copy' when a shipment is copied into a draft: an External invoice type is reset (spec 01 §4). */
  origin?: 'edit' | 'load' | 'copy';
  /** Pay now or pay later, from the payment state (spec 01 §4 "Payment"). */
  paymentTime?: PaymentTime;
  /** Feature flag "Shipment contains exclusively Documents" for domestic shipments (spec 01 §2); off by default. */
  allowDomesticDocuments?: boolean;
}

export interface NormalizeResult {
  draft: Draft;
  /** Notices for the user, as catalogue keys (e.g. the past-shipment-date notice). */
  notices: MessageKey[];
}

/**
 * Every "data dropped when no longer applicable" rule of spec 01 §4 and the coupled changes, in
 * one pass over a trimmed copy (the input is never changed). Idempotent: normalising a normalised
 * draft with the same options changes nothing. It only drops what no longer applies; anything that
 * still applies is kept as entered (trimmed). Both are property-tested.
 */
export function normalizeWithNotices(input: Draft, options: NormalizeOptions = {}): NormalizeResult {
  const notices: MessageKey[] = [];
  const d = trimDeep(input);

  normalizeParty(d.shipmentFrom);
  normalizeParty(d.shipmentTo);

  // "A domestic shipment forces the documents flag off" (spec 01 §4).
  let flags = deriveFlags(d);
  if (flags.isDomestic && !options.allowDomesticDocuments) d.isDocumentsShipment = false;

  // "Choosing documents resets the products section, and the reverse."
  if (d.isDocumentsShipment) d.shipmentDetails.products = emptyProductsDetails();
  else d.shipmentDetails.documents = emptyDocumentsDetails();

  if (options.origin === 'copy' && d.shipmentDetails.products.invoiceType === EXTERNAL_INVOICE_TYPE) {
    d.shipmentDetails.products.invoiceType = null;
  }
  flags = deriveFlags(d);
  Object.assign(d, flags);

  if (d.isDocumentsShipment) {
    const docs = d.shipmentDetails.documents;
    // Imports force "Other Packaging"; an invalid packaging value resets to it.
    const valid = (PACKAGING_CODES as readonly (string | null)[]).includes(docs.typeOfPackaging);
    if (flags.isImport || (docs.typeOfPackaging !== null && !valid)) docs.typeOfPackaging = OTHER_PACKAGING;
    d.invoiceTotalSum = null;
  } else {
    normalizeProducts(d.shipmentDetails.products, {
      isDomestic: flags.isDomestic,
      isExport: flags.isExport,
      destination: d.shipmentTo.country,
    });
    const products = d.shipmentDetails.products;
    d.invoiceTotalSum = flags.isDutiable ? invoiceTotal(products.items.filter((i) => !i.isEmpty)) : null;
    // "When the invoice total exists and the shipment is not documents, declaredShipmentValue is set to it."
    if (d.invoiceTotalSum !== null) products.declaredShipmentValue = d.invoiceTotalSum;
  }

  // Insurance value reset when insurance is not needed.
  if (d.additionalServices.doYouNeedInsurance !== true) d.additionalServices.insuranceValue = null;

  normalizePickup(d, flags.isImport);
  normalizePayment(d.payment, {
    previous: options.previous?.payment,
    dutiable: flags.isDutiable,
    domestic: flags.isDomestic,
    paymentTime: options.paymentTime,
  });

  // A past shipment date is reset to today with its notice (spec 01 §8).
  const today = toCalendarDay(options.today);
  const shipDay = toCalendarDay(d.pickupDelivery.shipmentDate);
  if (today && shipDay && compareDays(shipDay, today) < 0) {
    d.pickupDelivery.shipmentDate = formatPickerDate(today);
    notices.push('shipDate.pastReset');
  }

  return { draft: d, notices };
}

/** `normalizeWithNotices` for callers that only need the draft. */
export function normalize(draft: Draft, options: NormalizeOptions = {}): Draft {
  return normalizeWithNotices(draft, options).draft;
}

/**
 * A party's own normalisation (in place): country upper case, alternative tax ids dropped when their
 * toggle is off, US states as two-letter codes and zips reformatted. Saved contacts reuse it (spec 03 §5).
 */
export function normalizeParty(p: Party): void {
  p.country = p.country.toUpperCase();
  // Alternative tax ids are cleared when their flag is off.
  if (!p.isVATIncluded) p.VATNumber = '';
  if (!p.isTaxIdIncluded) p.taxId = '';
  if (!p.isEORINumberIncluded) p.EORINumber = '';
  if (isUs(p.country)) {
    // US state values normalised to two-letter codes; postal codes reformat by country (spec 01 §4, §5).
    p.address.division = normalizeUsState(p.address.division) ?? p.address.division;
    p.address.postalCode = formatUsZip(p.address.postalCode);
  }
}

function normalizeProducts(
  p: ProductsDetails,
  shipment: { isDomestic: boolean; isExport: boolean; destination: string },
): void {
  for (const box of p.packages) box.isEmpty = isPackageEmpty(box);

  // Export filing fields reset depending on the filing choice (exempted, other, no).
  if (p.electronicExportFiling !== 'other') p.foreignTradeRegulations = DEFAULT_FOREIGN_TRADE_REGULATION;
  if (p.electronicExportFiling !== 'no') {
    p.isItnNumberExists = null;
    p.ITNNumber = '';
    p.EINNumber = '';
  }
  // ITN number cleared when ITN-exists is no; EIN cleared when it is yes.
  if (p.isItnNumberExists === false) p.ITNNumber = '';
  if (p.isItnNumberExists === true) p.EINNumber = '';

  // Purpose of shipment cleared unless invoice type is proforma.
  if (p.invoiceType !== PROFORMA_INVOICE_TYPE) p.purposeOfShipment = null;

  // Optional reference fields cleared when their flag is off. Decision: a domestic shipment shows its
  // reference number as a plain field with no Yes/No (spec 01 §2 "Domestic details"), so it is kept.
  if (p.isShipmentReferenceNumberExists !== true && !shipment.isDomestic) p.shipmentReferenceNumber = '';
  if (p.isInvoiceNumberExists !== true) p.invoiceNumber = '';
  if (p.isReceiverReferenceExists !== true) p.receiverReference = '';
  if (p.isAnyPackageMarks !== true) p.packageMarks = '';
  if (p.isAnyOtherRemarks !== true) p.otherRemarks = '';

  for (const item of p.items) normalizeItem(item, p, shipment);
}

function normalizeItem(
  item: InvoiceItem,
  p: ProductsDetails,
  shipment: { isExport: boolean; destination: string },
): void {
  item.itemMade = item.itemMade.toUpperCase();
  // Item ECCN values upper-cased; units not sold by quantity cleared.
  item.eccnValue = item.eccnValue.toUpperCase();
  if (item.units !== null && UNITS_NOT_SOLD_BY_QUANTITY.includes(item.units.toUpperCase())) item.units = null;

  item.isLicenseDetailsRequired = isLicenseDetailsRequired(item, {
    isExport: shipment.isExport,
    isItnNumberExists: p.isItnNumberExists,
  });
  item.isEccnRequired = isEccnRequired(shipment.destination, item.isLicenseDetailsRequired);
  // License and ECCN details cleared when not required; expiry cleared when "No License needed".
  if (item.exportLicenseNumber === NO_LICENSE || !item.isLicenseDetailsRequired) {
    item.exportLicenseExpiryDate = null;
  }
  if (!item.isLicenseDetailsRequired) item.isLicenseSymbolRequired = false;
  if (!item.isLicenseSymbolRequired) item.licenseSymbol = '';
  if (!item.isEccnRequired) item.eccnValue = '';
  item.isEmpty = isInvoiceItemEmpty(item);
}

function normalizePickup(d: Draft, isImport: boolean): void {
  const pd = d.pickupDelivery;
  // Imports force pickup off (spec 01 §4).
  if (isImport) pd.isPickupRequired = false;
  if (pd.isPickupRequired === false) {
    // The pickup is removed when none is required.
    pd.pickup = null;
    pd.pickupId = null;
  } else {
    // Pickup custom option cleared when a pickup is required.
    if (pd.isPickupRequired === true) pd.custom.pickupOption = null;
    // "A draft with no pickup gets default pickup data" (spec 01 §4).
    if (pd.pickup === null && pd.pickupId === null) pd.pickup = defaultPickup();
  }
}

function normalizePayment(
  pay: DraftPayment,
  ctx: { previous?: DraftPayment; dutiable: boolean; domestic: boolean; paymentTime?: PaymentTime },
): void {
  if (ctx.dutiable && ctx.paymentTime === 'now') {
    // Pay now on a dutiable shipment: the shipper's own account pays freight, the receiver pays
    // duties, terms DAP (spec 01 §4).
    pay.freightPayment = 'my_account';
    pay.dutiesAndTaxesPayment = 'receiver';
    pay.customsTermsOfTrade = 'DAP';
  } else if (pay.dutiesAndTaxesPayment !== null) {
    // Choosing who pays duties sets the terms. Without a previous draft, terms not chosen yet follow the payer.
    const chosenNow = ctx.previous
      ? ctx.previous.dutiesAndTaxesPayment !== pay.dutiesAndTaxesPayment
      : pay.customsTermsOfTrade === null;
    if (chosenNow) pay.customsTermsOfTrade = termsForDutiesPayer(pay.dutiesAndTaxesPayment);
  }

  pay.isAccountNumberRequired = isAccountNumberRequired(pay.freightPayment);
  pay.isDutyAccountRequired = isDutyAccountRequired(pay.dutiesAndTaxesPayment, ctx.dutiable);
  pay.isAssociatedZipRequired = isAssociatedZipRequired(pay.freightPayment, ctx.domestic);
  // Account numbers and zip cleared when not required.
  if (!pay.isAccountNumberRequired) pay.shipperAccountNumber = '';
  if (!pay.isDutyAccountRequired) pay.dutyAccountNumber = '';
  if (!pay.isAssociatedZipRequired) pay.billingAccountNumberPostalCode = '';
}
