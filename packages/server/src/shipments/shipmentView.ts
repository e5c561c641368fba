import type { ShipmentDocumentType, ShipmentParty, ShipmentResource } from '@shipdeck/core/contract';
import { SHIPMENT_STATE_LABELS, shipmentStateOf } from '@shipdeck/core/shipment';
import type { ShipmentChargeRow } from '../db/schema';
import type { ListedMethod, ListedRequest, ListedShipmentRow } from './shipmentRepository';

export const SHIPMENT_IRI = '/api/shipments';

const partyOf = (contact: ListedRequest['shipper'], end: ListedRequest['origin']): ShipmentParty => ({
  companyName: contact.companyName,
  contactName: contact.contactName,
  phoneNumber: contact.phoneNumber,
  email: contact.email,
  countryCode: end.countryCode,
  addressLine1: end.addressLine1,
  addressLine2: end.addressLine2,
  addressLine3: end.addressLine3,
  city: end.city,
  postalCode: end.postalCode,
  division: end.division,
  isResidential: end.isResidential,
});

/** The summary's export filing line (spec 02 §2 "export electronic filing info"). */
function exportFilingOf(prep: ListedRequest): string | null {
  const filing = prep.international?.eeiFiling;
  if (!filing) return null;
  if (filing.type === 'exempted') return `NO EEI ${filing.ftrExemption ?? ''}`.trim();
  if (filing.itnNumber) return `AES ${filing.itnNumber}`;
  if (filing.type === 'no') return 'EEI filed by the carrier';
  return null;
}

/** A stored method as the summary names it. */
export function methodLabelOf(method: ListedMethod | null | undefined): string | null {
  if (!method) return null;
  return method.type === 'credit_card'
    ? `${method.brand ?? 'Card'} ending in ${method.last4}`
    : `${method.bankName ?? 'Bank'} account ending in ${method.last4}`;
}

/** spec 02 §3 Shipment record, from the stored row (or its listed part), its documents and its charge. */
export function shipmentResourceOf(
  row: ListedShipmentRow,
  documents: ReadonlyArray<{ id: string; type: string; fileName: string }>,
  chargeStatus: ShipmentChargeRow['status'] | null,
  methodLabel: string | null,
): ShipmentResource & { '@id': string; '@type': string } {
  const prep = row.request;
  const unit = prep.measurementSystem === 'metric' ? 'kg' : 'lb';
  const pieces = prep.pieces.reduce((sum, piece) => sum + piece.quantity, 0);
  const totalWeight = prep.pieces.reduce((sum, piece) => sum + piece.quantity * piece.weight, 0);
  return {
    '@id': `${SHIPMENT_IRI}/${row.id}`,
    '@type': 'Shipment',
    id: row.id,
    hasError: row.hasError,
    targetShipDate: row.targetShipDate,
    trackingNumber: row.trackingNumber,
    carrier: {
      id: row.carrierProduct,
      name: row.serviceName,
      productCode: row.carrierProduct,
      carrier: row.carrier as ShipmentResource['carrier']['carrier'],
    },
    primaryStatusFlag: row.primaryStatusFlag,
    primaryStatusFlagLabel: SHIPMENT_STATE_LABELS[shipmentStateOf(row.primaryStatusFlag)],
    documents: documents.map((d) => ({
      id: d.id,
      type: d.type as ShipmentDocumentType,
      fileName: d.fileName,
    })),
    ownedById: row.ownerId,
    shipmentFrom: partyOf(prep.shipper, prep.origin),
    shipmentTo: partyOf(prep.receiver, prep.destination),
    declaredTotalValue: row.declaredTotalValue,
    hasBatteries: prep.hasBatteries,
    hasDangerousGoods: prep.hasDangerousGoods,
    description: row.description,
    shipmentReferenceNumber: row.shipmentReferenceNumber,
    isDutiable: row.isDutiable,
    isImport: row.isImport,
    isDomestic: row.isDomestic,
    isUSTerritories: row.isUsTerritories,
    createdOn: row.createdOn.toISOString(),
    canceledOn: row.canceledOn?.toISOString() ?? null,
    archivedOn: row.archivedOn?.toISOString() ?? null,
    createdById: row.createdBy,
    payment: {
      type: row.paymentType,
      amount: { amount: row.amountCents / 100, currency: row.currency },
      method: methodLabel,
      accountNumber:
        row.paymentType === 'third_party' || row.paymentType === 'receiver'
          ? (prep.billingAccountNumber ?? prep.shipperAccountNumber)
          : null,
      chargeStatus,
    },
    rate: row.rate,
    exportFiling: exportFilingOf(prep),
    pieces,
    totalWeight: { value: Math.round(totalWeight * 100) / 100, unit },
  };
}
