import { type Draft, type DraftInput, type DraftPickup, draftPickupSchema, draftSchema } from './draftSchema';
import { type Party, partySchema } from './partySchema';
import {
  type DocumentsDetails,
  type DraftPackage,
  documentsDetailsSchema,
  type InvoiceItem,
  invoiceItemSchema,
  type ProductsDetails,
  packageSchema,
  productsDetailsSchema,
} from './shipmentDetailsSchema';

/** A new draft (spec 01 §4 "a new draft is created on entering the screen"), with `input` laid over the defaults. */
export const createEmptyDraft = (input: DraftInput = {}): Draft => draftSchema.parse(input);
export const emptyParty = (): Party => partySchema.parse({});
export const emptyPackage = (): DraftPackage => packageSchema.parse({});
export const emptyInvoiceItem = (): InvoiceItem => invoiceItemSchema.parse({});
export const emptyDocumentsDetails = (): DocumentsDetails => documentsDetailsSchema.parse({});
export const emptyProductsDetails = (): ProductsDetails => productsDetailsSchema.parse({});
/** "A draft with no pickup gets default pickup data" (spec 01 §4). */
export const defaultPickup = (): DraftPickup => draftPickupSchema.parse({});
