import type {
  EeiFiling,
  ExportLineItem,
  PrepareAddress,
  PrepareContact,
  PrepareInternational,
  PrepareShipmentRequest,
} from '../../contract/prepare';
import type { Rate } from '../../contract/rate';
import { toApiDate } from '../../format/index';
import { roundTo } from '../../units/index';
import type { Draft } from './draftSchema';
import { isDomestic, isDutiable, isExport } from './flags';
import { isInvoiceItemEmpty, isLicenseChosen, isPackageEmpty } from './lineRules';
import { DEFAULT_FTR_EXEMPTION, SERVICE_IDS } from './options';
import type { Party } from './partySchema';
import { termsForDutiesPayer } from './paymentRules';
import { draftPieces } from './ratePieces';
import { usesExpressEnvelope } from './toRateShipmentRequest';

export interface PrepareBodyOptions {
  /** Today as yyyy-MM-dd: the ship date when the draft has none (validation requires one first). */
  today: string;
  /** The chosen rate: the price this caller pays, to 2 decimals, is the confirmed amount (spec 01 §7). */
  rate?: Rate | null;
  /** The stored payment method paid with now; null when paying later. */
  paymentId?: string | null;
}

const orNull = (value: string): string | null => (value === '' ? null : value);

function address(p: Party): PrepareAddress {
  return {
    countryCode: p.country,
    addressLine1: p.address.addressLine1,
    addressLine2: orNull(p.address.addressLine2),
    addressLine3: orNull(p.address.addressLine3),
    city: orNull(p.address.city),
    postalCode: orNull(p.address.postalCode),
    division: orNull(p.address.division),
    suburb: orNull(p.address.suburb),
    isResidential: p.isResidential === true,
  };
}

/** VAT, TAX ID and EORI are international fields, sent only when their toggle is on (spec 01 §2). */
function contact(p: Party, domestic: boolean): PrepareContact {
  const id = (included: boolean, value: string) => (included && !domestic ? orNull(value) : null);
  return {
    companyName: p.companyName,
    contactName: p.contactName,
    phoneNumber: p.phoneNumber,
    phoneNumberExtension: orNull(p.phoneNumberExtension),
    email: orNull(p.email),
    vatNumber: id(p.isVATIncluded, p.VATNumber),
    taxId: id(p.isTaxIdIncluded, p.taxId),
    eoriNumber: id(p.isEORINumberIncluded, p.EORINumber),
  };
}

function eeiFiling(draft: Draft): EeiFiling | null {
  const p = draft.shipmentDetails.products;
  if (!isExport(draft) || p.electronicExportFiling === null) return null;
  const type = p.electronicExportFiling;
  return {
    type,
    // "exempted" files under the default exemption 30.37(a); "other" under the exemption chosen (spec 01 §9).
    ftrExemption:
      type === 'exempted' ? DEFAULT_FTR_EXEMPTION : type === 'other' ? p.foreignTradeRegulations : null,
    itnNumber: type === 'no' && p.isItnNumberExists === true ? orNull(p.ITNNumber) : null,
    einNumber: type === 'no' && p.isItnNumberExists === false ? orNull(p.EINNumber) : null,
  };
}

function lineItems(draft: Draft): ExportLineItem[] {
  return draft.shipmentDetails.products.items
    .filter((item) => !isInvoiceItemEmpty(item))
    .map((item) => ({
      commodityCode: orNull(item.commodityCode),
      description: item.itemDescription,
      quantity: item.quantity ?? 0,
      unit: item.units ?? '',
      unitValue: item.itemValue ?? 0,
      countryOfManufacture: item.itemMade,
      weight: item.weight ?? 0,
      eccn: orNull(item.eccnValue),
      exportLicenseNumber: isLicenseChosen(item) ? item.exportLicenseNumber : null,
      exportLicenseExpiryDate: item.exportLicenseExpiryDate,
      licenseSymbol: orNull(item.licenseSymbol),
    }));
}

function international(draft: Draft): PrepareInternational {
  const p = draft.shipmentDetails.products;
  const pay = draft.payment;
  const duties = pay.dutiesAndTaxesPayment ?? 'receiver';
  return {
    dutyAccountNumber: pay.isDutyAccountRequired ? orNull(pay.dutyAccountNumber) : null,
    whoPaysDuties: duties,
    declaredValue: p.declaredShipmentValue ?? draft.invoiceTotalSum ?? 0,
    termsOfTrade: { code: pay.customsTermsOfTrade ?? termsForDutiesPayer(duties) },
    exportLineItems: lineItems(draft),
    eeiFiling: eeiFiling(draft),
    invoiceType: p.invoiceType ?? '',
    purposeOfShipment: p.purposeOfShipment,
    invoiceNumber: orNull(p.invoiceNumber),
    packageMarks: orNull(p.packageMarks),
    packageRemarks1: orNull(p.otherRemarks),
    freightCharge: p.freightCost,
    insuranceCharge: p.insuranceCost,
    miscCharge: p.miscCost,
    exportType: p.exportType ?? 'permanent',
  };
}

/**
 * The body of POST /prepare_shipment_actions for a draft (spec 01 §7 field list). Build it from a
 * draft that passed validation: missing answers are filled with neutral values otherwise. Fields of
 * sections that do not apply (customs for a domestic shipment, tax ids at home) are not sent.
 */
export function toPrepareShipmentBody(draft: Draft, options: PrepareBodyOptions): PrepareShipmentRequest {
  const domestic = isDomestic(draft);
  const dutiable = isDutiable(draft);
  const docs = draft.shipmentDetails.documents;
  const products = draft.shipmentDetails.products;
  const services = draft.additionalServices;
  const pay = draft.payment;
  const pickup = draft.pickupDelivery;

  const serviceIds: string[] = [];
  if (!domestic && services.signature === 'SF') serviceIds.push(SERVICE_IDS.directSignature);
  if (dutiable && services.isNeutralDeliveryServiceRequired) serviceIds.push(SERVICE_IDS.neutralDelivery);
  if (dutiable && services.isCertificateOfOriginRequired) serviceIds.push(SERVICE_IDS.certificateOfOrigin);
  if (services.isReturnLabel) serviceIds.push(SERVICE_IDS.returnLabel);

  const billedAccount = pay.isAccountNumberRequired ? orNull(pay.shipperAccountNumber) : null;
  // draftPieces keeps the filled package rows in order, so the n-th piece is the n-th filled row.
  const rows = products.packages.filter((p) => !isPackageEmpty(p));
  return {
    shipmentId: draft.shipmentId,
    origin: address(draft.shipmentFrom),
    destination: address(draft.shipmentTo),
    pieces: draftPieces(draft).map((piece, index) => ({
      ...piece,
      pieceId: draft.isDocumentsShipment ? null : (rows[index]?.pieceId ?? null),
    })),
    isDocument: draft.isDocumentsShipment,
    usesExpressEnvelope: usesExpressEnvelope(draft),
    currency: draft.currency,
    measurementSystem: draft.measurementSystem,
    whoPaysShipping: pay.freightPayment ?? 'my_account',
    billingAccountNumber: billedAccount,
    billingAccountNumberPostalCode: pay.isAssociatedZipRequired
      ? orNull(pay.billingAccountNumberPostalCode)
      : null,
    // The draft's own name for the billed account (spec 01 §3); sent as entered so both fields agree.
    shipperAccountNumber: billedAccount,
    targetShipDate: toApiDate(pickup.shipmentDate) ?? toApiDate(options.today) ?? options.today,
    description: draft.isDocumentsShipment ? docs.generalDescription : products.generalDescription,
    shipper: contact(draft.shipmentFrom, domestic),
    receiver: contact(draft.shipmentTo, domestic),
    externalSourceReference: draft.externalSourceReference,
    receiverReference: dutiable ? orNull(products.receiverReference) : null,
    shipmentReferenceNumber: draft.isDocumentsShipment ? null : orNull(products.shipmentReferenceNumber),
    carrierProduct: pickup.carrierProduct ?? '',
    additionalServices: serviceIds,
    domesticSignature:
      domestic && (services.signature === 2 || services.signature === 3) ? services.signature : null,
    hasBatteries: !draft.isDocumentsShipment && products.isAnyBatteries === true,
    hasDangerousGoods: draft.isDocumentsShipment
      ? docs.isShipmentContainsDangerousGoods
      : products.isShipmentContainsDangerousGoods,
    payWithPaymentProfileId: options.paymentId ?? null,
    // The price shown and charged: what this caller pays (their rate class and account discount).
    payWithConfirmedAmount: options.rate ? roundTo(options.rate.optimalRate.amount, 2) : null,
    insuredValue: services.doYouNeedInsurance === true ? services.insuranceValue : null,
    international: dutiable ? international(draft) : null,
  };
}
