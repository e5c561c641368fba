import type { PrepareAddress, PrepareContact, PrepareShipmentRequest } from '../contract/prepare';
import { DOCUMENT_LIMITS } from '../limits/index';
import { type Draft, type DraftInput, draftSchema } from './model/draftSchema';
import { normalize } from './model/normalize';
import { EXPRESS_ENVELOPE, NO_LICENSE, OTHER_PACKAGING, SERVICE_IDS } from './model/options';
import type { PartyInput } from './model/partySchema';

const orEmpty = (value: string | null | undefined): string => value ?? '';

function party(address: PrepareAddress, contact: PrepareContact): PartyInput {
  return {
    companyName: contact.companyName,
    contactName: contact.contactName,
    country: address.countryCode,
    phoneNumber: contact.phoneNumber,
    phoneNumberExtension: orEmpty(contact.phoneNumberExtension),
    email: orEmpty(contact.email),
    address: {
      addressLine1: address.addressLine1,
      addressLine2: orEmpty(address.addressLine2),
      addressLine3: orEmpty(address.addressLine3),
      city: orEmpty(address.city),
      postalCode: orEmpty(address.postalCode),
      division: orEmpty(address.division),
      suburb: orEmpty(address.suburb),
    },
    isResidential: address.isResidential,
    isVATIncluded: contact.vatNumber !== null,
    VATNumber: orEmpty(contact.vatNumber),
    isTaxIdIncluded: contact.taxId !== null,
    taxId: orEmpty(contact.taxId),
    isEORINumberIncluded: contact.eoriNumber !== null,
    EORINumber: orEmpty(contact.eoriNumber),
  };
}

/**
 * Duplicate (spec 02 §4 "Archive, Duplicate: always"): a new draft from what a shipment was booked with,
 * the inverse of toPrepareShipmentBody. Both parties, the packages or documents, the customs invoice,
 * services, who pays and the chosen service carry over; what belongs to the booked shipment does not —
 * its id, its pickup (the wizard asks again), the payment method and confirmed price, the terms
 * agreement. The draft is normalised as a copy (spec 01 §4: "Invoice type External is reset to default
 * when a shipment is copied into a draft"), so a past ship date becomes `today` (yyyy-MM-dd).
 * `externalSourceReference` names the shipment it came from (spec 01 §7).
 */
export function draftFromShipment(
  prep: PrepareShipmentRequest,
  options: { shipmentId: string; today: string; name?: string },
): Draft {
  const intl = prep.international;
  const services = new Set(prep.additionalServices);
  const firstPiece = prep.pieces[0];
  const documentLimit = DOCUMENT_LIMITS.expressEnvelopeMax[prep.measurementSystem === 'metric' ? 'kg' : 'lb'];
  const pays = prep.whoPaysShipping;
  const billed = pays === 'receiver' || pays === 'third_party';
  const filing = intl?.eeiFiling ?? null;
  const input: DraftInput = {
    name: options.name ?? '',
    externalSourceReference: options.shipmentId,
    shipmentFrom: party(prep.origin, prep.shipper),
    shipmentTo: party(prep.destination, prep.receiver),
    isDocumentsShipment: prep.isDocument,
    currency: prep.currency,
    measurementSystem: prep.measurementSystem,
    shipmentDetails: prep.isDocument
      ? {
          documents: {
            documentWeight: firstPiece?.weight ?? null,
            isDocumentWeightAboveHalfPound: firstPiece ? firstPiece.weight > documentLimit : null,
            numberOfPackages: firstPiece?.quantity ?? 1,
            typeOfPackaging: prep.usesExpressEnvelope ? EXPRESS_ENVELOPE : OTHER_PACKAGING,
            declaredShipmentValue: firstPiece?.declaredValue ?? null,
            generalDescription: prep.description,
            isShipmentContainsDangerousGoods: prep.hasDangerousGoods,
          },
        }
      : {
          products: {
            packages: prep.pieces.map((piece) => ({
              numberOfPackages: piece.quantity,
              weight: piece.weight,
              length: piece.length,
              width: piece.width,
              height: piece.height,
              declaredValue: piece.declaredValue ?? null,
            })),
            isAnyBatteries: prep.hasBatteries,
            generalDescription: prep.description,
            isShipmentContainsDangerousGoods: prep.hasDangerousGoods,
            declaredShipmentValue: intl?.declaredValue ?? null,
            isShipmentReferenceNumberExists: prep.shipmentReferenceNumber !== null,
            shipmentReferenceNumber: orEmpty(prep.shipmentReferenceNumber),
            isReceiverReferenceExists: prep.receiverReference !== null,
            receiverReference: orEmpty(prep.receiverReference),
            ...(intl
              ? {
                  invoiceType: intl.invoiceType === '' ? null : intl.invoiceType,
                  purposeOfShipment: intl.purposeOfShipment,
                  exportType: intl.exportType,
                  isInvoiceNumberExists: intl.invoiceNumber !== null,
                  invoiceNumber: orEmpty(intl.invoiceNumber),
                  isAnyPackageMarks: intl.packageMarks !== null,
                  packageMarks: orEmpty(intl.packageMarks),
                  isAnyOtherRemarks: intl.packageRemarks1 !== null,
                  otherRemarks: orEmpty(intl.packageRemarks1),
                  freightCost: intl.freightCharge,
                  insuranceCost: intl.insuranceCharge,
                  miscCost: intl.miscCharge,
                  electronicExportFiling: filing?.type ?? null,
                  ...(filing?.type === 'other' && filing.ftrExemption
                    ? { foreignTradeRegulations: filing.ftrExemption }
                    : {}),
                  isItnNumberExists: filing?.type === 'no' ? filing.itnNumber !== null : null,
                  ITNNumber: orEmpty(filing?.itnNumber),
                  EINNumber: orEmpty(filing?.einNumber),
                  items: intl.exportLineItems.map((line) => ({
                    commodityCode: orEmpty(line.commodityCode),
                    itemDescription: line.description,
                    quantity: line.quantity,
                    units: line.unit === '' ? null : line.unit,
                    itemValue: line.unitValue,
                    itemMade: line.countryOfManufacture,
                    weight: line.weight,
                    eccnValue: orEmpty(line.eccn),
                    exportLicenseNumber: line.exportLicenseNumber ?? NO_LICENSE,
                    exportLicenseExpiryDate: line.exportLicenseExpiryDate,
                    licenseSymbol: orEmpty(line.licenseSymbol),
                  })),
                }
              : {}),
          },
        },
    additionalServices: {
      doYouNeedInsurance: prep.insuredValue !== null,
      insuranceValue: prep.insuredValue,
      isNeutralDeliveryServiceRequired: services.has(SERVICE_IDS.neutralDelivery),
      isCertificateOfOriginRequired: services.has(SERVICE_IDS.certificateOfOrigin),
      isReturnLabel: services.has(SERVICE_IDS.returnLabel),
      signature: services.has(SERVICE_IDS.directSignature) ? 'SF' : prep.domesticSignature,
    },
    payment: {
      freightPayment: pays,
      shipperAccountNumber: billed ? orEmpty(prep.billingAccountNumber ?? prep.shipperAccountNumber) : '',
      billingAccountNumberPostalCode: billed ? orEmpty(prep.billingAccountNumberPostalCode) : '',
      dutiesAndTaxesPayment: intl?.whoPaysDuties ?? null,
      dutyAccountNumber: orEmpty(intl?.dutyAccountNumber),
      customsTermsOfTrade: intl?.termsOfTrade.code ?? null,
    },
    pickupDelivery: {
      shipmentDate: prep.targetShipDate.slice(0, 10),
      carrierProduct: prep.carrierProduct === '' ? null : prep.carrierProduct,
    },
    currentStep: 'create_shipment',
  };
  return normalize(draftSchema.parse(input), { today: options.today, origin: 'copy' });
}

/**
 * Duplicate a draft (spec 02 §2 drafts: open, delete, duplicate): the same answers in a new draft, without
 * the source's id, shipment, completion or booked pickup; normalised as a copy (spec 01 §4), from the first
 * step so the wizard checks it again.
 */
export function duplicateDraft(source: Draft, options: { today: string; name: string }): Draft {
  const copy: Draft = {
    ...source,
    id: null,
    name: options.name,
    shipmentId: null,
    completedOn: null,
    updatedOn: null,
    currentStep: 'create_shipment',
    pickupDelivery: { ...source.pickupDelivery, pickupId: null, pickup: null },
    payment: { ...source.payment, termsAndConditionsAgreement: false },
  };
  return normalize(draftSchema.parse(copy), { today: options.today, origin: 'copy' });
}
