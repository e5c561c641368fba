import * as z from 'zod/mini';
import { eeiFilingType, exportType } from '../../contract/prepare';
import { amount, flag, optionalText, text, yesNo } from './fields';
import { DEFAULT_FOREIGN_TRADE_REGULATION } from './options';

/** One package row (spec 01 §3 "Package"): `numberOfPackages` identical boxes. */
export const packageSchema = z.object({
  weight: amount(),
  height: amount(),
  width: amount(),
  length: amount(),
  numberOfPackages: z._default(z.nullable(z.number()), 1),
  /** Domestic only, per box. */
  declaredValue: amount(),
  pieceId: optionalText(),
  /** Derived by `normalize`: no weight, no size and no declared value entered. */
  isEmpty: z._default(z.boolean(), true),
});
export type DraftPackage = z.infer<typeof packageSchema>;
export type DraftPackageInput = z.input<typeof packageSchema>;

/** One customs invoice line (spec 01 §3 "Invoice item"); value and weight are per item. */
export const invoiceItemSchema = z.object({
  /** A saved line item's id and nickname, when the line came from "My Items List". */
  id: optionalText(),
  name: optionalText(),
  commodityCode: text(),
  itemDescription: text(),
  quantity: amount(),
  units: optionalText(),
  itemValue: amount(),
  /** Country of manufacture, ISO alpha-2. */
  itemMade: text(),
  eccnValue: text(),
  /** One of EXPORT_LICENSE_OPTIONS ('none' = "No License needed"), null until chosen. */
  exportLicenseNumber: optionalText(),
  /** yyyy-MM-dd. */
  exportLicenseExpiryDate: optionalText(),
  isLicenseSymbolRequired: flag(),
  licenseSymbol: text(),
  weight: amount(),
  /** Derived by `normalize`. */
  isEmpty: z._default(z.boolean(), true),
  isLicenseDetailsRequired: flag(),
  isEccnRequired: flag(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;
export type InvoiceItemInput = z.input<typeof invoiceItemSchema>;

/** "I am Shipping Documents" (spec 01 §3 "Documents details"). */
export const documentsDetailsSchema = z.object({
  isDocumentWeightAboveHalfPound: yesNo(),
  documentWeight: amount(),
  isItJustDocument: yesNo(),
  numberOfPackages: z._default(z.nullable(z.number()), 1),
  /** CP, DC or EE (PACKAGING_CODES); kept as text so a stale code can be reset to Other Packaging. */
  typeOfPackaging: optionalText(),
  declaredShipmentValue: amount(),
  generalDescription: text(),
  isShipmentContainsDangerousGoods: flag(),
});
export type DocumentsDetails = z.infer<typeof documentsDetailsSchema>;

/** "I am Shipping Products" (spec 01 §3 "Products details"). */
export const productsDetailsSchema = z.object({
  packages: z._default(z.array(packageSchema), () => [packageSchema.parse({})]),
  isAnyBatteries: yesNo(),
  declaredShipmentValue: amount(),
  generalDescription: text(),
  isShipmentContainsDangerousGoods: flag(),
  electronicExportFiling: z._default(z.nullable(eeiFilingType), null),
  /** The FTR exemption chosen when filing is "other" (default 30.36). */
  foreignTradeRegulations: z._default(z.string(), DEFAULT_FOREIGN_TRADE_REGULATION),
  isItnNumberExists: yesNo(),
  ITNNumber: text(),
  EINNumber: text(),
  /** One of INVOICE_TYPES, null until chosen. */
  invoiceType: optionalText(),
  /** Proforma only: one of PROFORMA_PURPOSES. */
  purposeOfShipment: optionalText(),
  exportType: z._default(z.nullable(exportType), null),
  isShipmentReferenceNumberExists: yesNo(),
  shipmentReferenceNumber: text(),
  isInvoiceNumberExists: yesNo(),
  invoiceNumber: text(),
  isReceiverReferenceExists: yesNo(),
  receiverReference: text(),
  isAnyPackageMarks: yesNo(),
  packageMarks: text(),
  isAnyOtherRemarks: yesNo(),
  otherRemarks: text(),
  /** Shown as "Coming Soon" (spec 01 §3); kept so a stored value survives. */
  thirdPartyPayorInfo: optionalText(),
  items: z._default(z.array(invoiceItemSchema), () => [invoiceItemSchema.parse({})]),
  freightCost: amount(),
  insuranceCost: amount(),
  miscCost: amount(),
});
export type ProductsDetails = z.infer<typeof productsDetailsSchema>;

/**
 * spec 01 §3 `shipmentDetails`: both views are kept, and the one not chosen is reset by `normalize`
 * ("Choosing documents resets the products section, and the reverse", spec 01 §4).
 */
export const shipmentDetailsSchema = z.object({
  documents: z.prefault(documentsDetailsSchema, {}),
  products: z.prefault(productsDetailsSchema, {}),
});
export type ShipmentDetails = z.infer<typeof shipmentDetailsSchema>;
