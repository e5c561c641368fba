import type { SavedLineItemBody } from '../../../contract/items';
import type { DraftInput } from '../draftSchema';
import { type Draft, draftSchema } from '../draftSchema';
import { normalize } from '../normalize';
import type { InvoiceItemInput } from '../shipmentDetailsSchema';

/**
 * Complete, valid drafts for tests and the bench (not exported from the package). Each passes every
 * step's validation as built; a test changes one field to see one rule fire.
 */
export const TODAY = '2026-03-02';

const sender = {
  companyName: 'Acme Widgets',
  contactName: 'Jane Shipper',
  country: 'US',
  phoneNumber: '2125550100',
  email: 'jane@acme.example',
  address: { addressLine1: '350 Fifth Avenue', city: 'New York', postalCode: '10118', division: 'NY' },
  isResidential: false,
};

export function item(overrides: InvoiceItemInput = {}): InvoiceItemInput {
  return {
    commodityCode: '8471.30.0100',
    itemDescription: 'Laptop computer',
    quantity: 2,
    units: 'PCS',
    itemValue: 600,
    itemMade: 'US',
    weight: 2.5,
    exportLicenseNumber: 'none',
    ...overrides,
  };
}

/** A US → Germany products export with one box and one invoice line of 2 x $600. */
export function exportDraft(overrides: DraftInput = {}, items: InvoiceItemInput[] = [item()]): Draft {
  const base: DraftInput = {
    name: 'Laptops to Berlin',
    shipmentFrom: sender,
    shipmentTo: {
      companyName: 'Beispiel GmbH',
      contactName: 'Max Empfänger',
      country: 'DE',
      phoneNumber: '+49 30 901820',
      email: 'max@beispiel.example',
      address: { addressLine1: 'Unter den Linden 1', city: 'Berlin', postalCode: '10117' },
      isResidential: false,
    },
    isDocumentsShipment: false,
    shipmentDetails: {
      products: {
        packages: [{ weight: 8, length: 20, width: 15, height: 10, numberOfPackages: 1 }],
        isAnyBatteries: false,
        generalDescription: 'Laptop computers',
        electronicExportFiling: 'exempted',
        invoiceType: 'commercial',
        exportType: 'permanent',
        items,
      },
    },
    additionalServices: { doYouNeedInsurance: false },
    payment: {
      freightPayment: 'my_account',
      dutiesAndTaxesPayment: 'receiver',
      customsTermsOfTrade: 'DAP',
      termsAndConditionsAgreement: true,
    },
    pickupDelivery: { shipmentDate: TODAY, isPickupRequired: false, carrierProduct: 'DHL_EXPRESS_WORLDWIDE' },
  };
  return normalize(draftSchema.parse(merge(base, overrides)), { today: TODAY });
}

/** A New York → Los Angeles UPS products shipment. */
export function domesticDraft(overrides: DraftInput = {}): Draft {
  const base: DraftInput = {
    name: 'Samples to LA',
    shipmentFrom: sender,
    shipmentTo: {
      companyName: 'West Coast Co',
      contactName: 'Lee Receiver',
      country: 'US',
      phoneNumber: '3105550123',
      address: { addressLine1: '1 World Way', city: 'Los Angeles', postalCode: '90045', division: 'CA' },
      isResidential: true,
    },
    shipmentDetails: {
      products: { packages: [{ weight: 10, length: 12, width: 12, height: 12, numberOfPackages: 2 }] },
    },
    payment: { freightPayment: 'my_account', termsAndConditionsAgreement: true },
    pickupDelivery: { shipmentDate: TODAY, isPickupRequired: false, carrierProduct: '03' },
  };
  return normalize(draftSchema.parse(merge(base, overrides)), { today: TODAY });
}

/** A US → UK documents shipment in a DHL express envelope, under half a pound. */
export function documentsDraft(overrides: DraftInput = {}): Draft {
  const base: DraftInput = {
    name: 'Contract to London',
    shipmentFrom: sender,
    shipmentTo: {
      companyName: 'Example Ltd',
      contactName: 'Sam Receiver',
      country: 'GB',
      phoneNumber: '+44 20 7946 0958',
      address: { addressLine1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA' },
      isResidential: false,
    },
    isDocumentsShipment: true,
    shipmentDetails: {
      documents: {
        isDocumentWeightAboveHalfPound: false,
        isItJustDocument: true,
        numberOfPackages: 1,
        typeOfPackaging: 'EE',
        generalDescription: 'Signed contract',
      },
    },
    additionalServices: { doYouNeedInsurance: false },
    payment: { freightPayment: 'my_account', termsAndConditionsAgreement: true },
    pickupDelivery: {
      shipmentDate: TODAY,
      isPickupRequired: false,
      carrierProduct: 'DHL_EXPRESS_WORLDWIDE_DOC',
    },
  };
  return normalize(draftSchema.parse(merge(base, overrides)), { today: TODAY });
}

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Deep merge of plain objects; arrays and values in `over` replace those in `base`. */
function merge<T>(base: T, over: unknown): T {
  if (!isPlain(base) || !isPlain(over)) return (over === undefined ? base : over) as T;
  const out: Plain = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = merge(out[key], value);
  return out as T;
}

/** A complete saved line item (spec 03 §3), as My Items List saves it: it passes the item's rules. */
export function savedItem(overrides: Partial<SavedLineItemBody> = {}): SavedLineItemBody {
  return {
    nickname: 'Stoneware mug',
    description: 'Stoneware coffee mug, 350 ml',
    countryOfOrigin: { code: 'US' },
    commodityCode: { code: '6912.00.4400' },
    eccn: null,
    value: { amount: 18, currency: { code: 'USD' } },
    license: { number: null, expiry: null, symbol: null },
    quantity: { amount: 4, unit: 'PCS' },
    weight: { value: 0.8, unit: 'pound' },
    ...overrides,
  };
}
