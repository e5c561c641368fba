import { PREPARE_STEPS } from '../steps';
import type { DraftV02 } from './v02';
import type { DraftV03 } from './v03';
import type { DraftV04 } from './v04';

/**
 * One migration per version step (shapes in VERSIONS.md). Each takes the parsed older shape and
 * returns plain JSON of the next version; fields a version lacks are left undefined for the next
 * schema's defaults. Nulls in old text fields become undefined for the same reason.
 */
type Json = Record<string, unknown>;

const v = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
const filled = (value: string | null | undefined): boolean | undefined =>
  value === null || value === undefined ? undefined : value.trim() !== '';
const asObject = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

type Party02 = NonNullable<DraftV02['from']>;

function party02(p: Party02 | null | undefined): Json | undefined {
  if (!p) return undefined;
  return {
    companyName: v(p.company),
    contactName: v(p.contact),
    country: v(p.country),
    phoneNumber: v(p.phone),
    phoneNumberExtension: v(p.phoneExt),
    email: v(p.email),
    address: {
      addressLine1: v(p.address1),
      addressLine2: v(p.address2),
      addressLine3: v(p.address3),
      city: v(p.city),
      postalCode: v(p.zip),
      state: v(p.state),
      suburb: v(p.suburb),
    },
    isResidential: v(p.residential),
    VATNumber: v(p.vat),
    taxId: v(p.taxId),
    EORINumber: v(p.eori),
  };
}

/** 0.2 → 0.3: from the flat screen shape to the spec's sections. */
export function migrate02to03(d: DraftV02): Json {
  const docs = d.documents ?? {};
  const c = d.customs ?? {};
  const s = d.services ?? {};
  const pay = d.payment ?? {};
  const itn = c.itn?.trim() ?? '';
  const ein = c.ein?.trim() ?? '';
  return {
    version: '0.3',
    id: v(d.id),
    name: v(d.name),
    shipmentFrom: party02(d.from),
    shipmentTo: party02(d.to),
    isDocumentsShipment: d.shipmentType ? d.shipmentType === 'documents' : undefined,
    shipmentDetails: {
      documents: {
        isDocumentWeightAboveHalfPound: v(docs.aboveHalfPound),
        documentWeight: v(docs.weight),
        isItJustDocument: v(docs.justDocuments),
        numberOfPackages: v(docs.pieces),
        typeOfPackaging: v(docs.packaging),
        declaredShipmentValue: v(docs.value),
        generalDescription: v(docs.description),
        isShipmentContainsDangerousGoods: v(docs.dangerousGoods),
      },
      products: {
        packages: d.packages?.map((p) => ({
          weight: v(p.weight),
          length: v(p.length),
          width: v(p.width),
          height: v(p.height),
          numberOfPackages: v(p.quantity),
          declaredValue: v(p.value),
        })),
        items: d.items?.map((i) => ({
          commodityCode: v(i.hsCode),
          itemDescription: v(i.description),
          quantity: v(i.quantity),
          units: v(i.unit),
          value: v(i.value),
          countryOfManufacture: v(i.origin),
          weight: v(i.weight),
          eccnValue: v(i.eccn),
          licenseNumber: v(i.license),
          exportLicenseExpiryDate: v(i.licenseExpiry),
        })),
        isAnyBatteries: v(c.batteries),
        generalDescription: v(c.description),
        declaredShipmentValue: v(c.declaredValue),
        isShipmentContainsDangerousGoods: v(c.dangerousGoods),
        invoiceType: v(c.invoiceType),
        purposeOfShipment: v(c.purpose),
        // 0.2 stored PERMANENT / TEMPORARY.
        exportType: c.exportType ? c.exportType.toLowerCase() : undefined,
        isShipmentReferenceNumberExists: filled(c.referenceNumber),
        shipmentReferenceNumber: v(c.referenceNumber),
        isInvoiceNumberExists: filled(c.invoiceNumber),
        invoiceNumber: v(c.invoiceNumber),
        isReceiverReferenceExists: filled(c.receiverReference),
        receiverReference: v(c.receiverReference),
        isAnyPackageMarks: filled(c.packageMarks),
        packageMarks: v(c.packageMarks),
        isAnyOtherRemarks: filled(c.remarks),
        otherRemarks: v(c.remarks),
        electronicExportFiling: v(c.filing),
        ftrExemption: v(c.ftr),
        isItnNumberExists: itn !== '' ? true : ein !== '' ? false : undefined,
        ITNNumber: v(c.itn),
        EINNumber: v(c.ein),
        freightCost: v(c.freightCost),
        insuranceCost: v(c.insuranceCost),
        miscCost: v(c.miscCost),
      },
    },
    additionalServices: {
      insurance: d.insurance === undefined ? undefined : { needed: d.insurance !== null, value: d.insurance },
      isNeutralDeliveryServiceRequired: v(s.neutral),
      isCertificateOfOriginRequired: v(s.coo),
      isDirectSignature: v(s.directSignature),
      isReturnLabel: v(s.returnLabel),
    },
    payment: {
      freightPayment: v(pay.whoPays),
      shipperAccountNumber: v(pay.account),
      billingAccountNumberPostalCode: v(pay.zip),
      dutiesAndTaxesPayment: v(pay.dutiesPayer),
      dutyAccountNumber: v(pay.dutyAccount),
      customsTermsOfTrade: v(pay.terms),
      termsAndConditionsAgreement: v(pay.agreed),
    },
    pickupDelivery: {
      shipmentDate: v(d.shipDate),
      isPickupRequired: v(d.pickup),
      carrierProduct: v(d.carrierProduct),
    },
    currency: v(d.currency),
    measurementSystem: d.units ? (d.units === 'kg_cm' ? 'metric' : 'imperial') : undefined,
    currentStep: d.step ? PREPARE_STEPS[d.step - 1] : undefined,
    updatedOn: v(d.updatedOn),
    completedOn: v(d.completedOn),
  };
}

function party03to04(p: unknown): Json | undefined {
  if (p === null || p === undefined) return undefined;
  const { address, ...rest } = asObject(p);
  const { state, ...addressRest } = asObject(address);
  const has = (key: string) => typeof rest[key] === 'string' && (rest[key] as string).trim() !== '';
  return {
    ...rest,
    address: { ...addressRest, division: state },
    // 0.3 had no toggles: a number on file meant it was included.
    isVATIncluded: has('VATNumber'),
    isTaxIdIncluded: has('taxId'),
    isEORINumberIncluded: has('EORINumber'),
  };
}

/** 0.3 → 0.4: division, tax-id toggles, item value and origin names, flat insurance. */
export function migrate03to04(d: DraftV03): Json {
  const details = asObject(d.shipmentDetails);
  const products = asObject(details.products);
  const { insurance, ...services } = asObject(d.additionalServices);
  const ins = asObject(insurance);
  const items = Array.isArray(products.items) ? products.items : undefined;
  return {
    ...d,
    version: '0.4',
    shipmentFrom: party03to04(d.shipmentFrom),
    shipmentTo: party03to04(d.shipmentTo),
    shipmentDetails: {
      ...details,
      products: {
        ...products,
        items: items?.map((item) => {
          const { value, countryOfManufacture, ...rest } = asObject(item);
          return { ...rest, itemValue: value, itemMade: countryOfManufacture };
        }),
      },
    },
    additionalServices: {
      ...services,
      doYouNeedInsurance: v(ins.needed as boolean | null | undefined),
      insuranceValue: v(ins.value as number | null | undefined),
    },
  };
}

/** 0.4 → 0.5: one signature field, export license name, FTR field name, pickup custom data. */
export function migrate04to05(d: DraftV04): Json {
  const details = asObject(d.shipmentDetails);
  const { ftrExemption, ...products } = asObject(details.products);
  const { isDirectSignature, domesticSignature, ...services } = asObject(d.additionalServices);
  const { pickupOption, ...pickupDelivery } = asObject(d.pickupDelivery);
  const items = Array.isArray(products.items) ? products.items : undefined;
  const signature =
    isDirectSignature === true
      ? 'SF'
      : domesticSignature === 2 || domesticSignature === 3
        ? domesticSignature
        : undefined;
  return {
    ...d,
    version: '0.5',
    shipmentDetails: {
      ...details,
      products: {
        ...products,
        foreignTradeRegulations: v(ftrExemption as string | null | undefined),
        items: items?.map((item) => {
          const { licenseNumber, ...rest } = asObject(item);
          return { ...rest, exportLicenseNumber: licenseNumber };
        }),
      },
    },
    additionalServices: { ...services, signature },
    pickupDelivery: { ...pickupDelivery, custom: { pickupOption } },
  };
}

/**
 * Older versions stored null for fields not filled yet; 0.5 keeps '' for text. After migration,
 * nulls are dropped so the 0.5 defaults apply ('' for text, null for numbers and Yes/No questions).
 */
export function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value !== null && typeof value === 'object') {
    const out: Json = {};
    for (const [key, inner] of Object.entries(value)) {
      if (inner !== null && inner !== undefined) out[key] = dropNulls(inner);
    }
    return out;
  }
  return value;
}
