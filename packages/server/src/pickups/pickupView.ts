import type { PickupResource } from '@shipdeck/core/contract';
import { displayPickupWindow, formatPickupAddress } from '@shipdeck/core/pickup';
import type { PickupRow } from '../db/schema';

export const PICKUP_IRI = '/api/pickups';

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A stored pickup as the API answers it (spec 02 §3 "Pickup"). */
export function pickupResource(row: PickupRow, shipments: readonly string[]): PickupResource {
  return {
    '@id': `${PICKUP_IRI}/${row.id}`,
    '@type': 'Pickup',
    id: row.id,
    date: row.pickupDate,
    location: row.location,
    startTime: row.startTime,
    endTime: row.endTime,
    displayPickupWindow: displayPickupWindow(row.startTime, row.endTime),
    numOfPackages: row.numOfPackages,
    notes: row.notes,
    confirmationNumber: row.confirmationNumber,
    contactName: row.origin.contactName,
    companyName: row.origin.companyName,
    formattedAddress: formatPickupAddress(row.origin),
    addressLine1: row.origin.address.addressLine1,
    shipments: [...shipments],
    carrier: row.carrier,
    carrierProduct: row.carrierProduct,
    readyAt: `${row.pickupDate}T${clock(row.startTime)}:00`,
    timeZone: row.timeZone,
    isResidential: row.isResidential,
    canceled: row.canceledOn !== null,
    canceledOn: row.canceledOn?.toISOString() ?? null,
    origin: row.origin,
    ownedById: row.ownerId,
    createdOn: row.createdOn.toISOString(),
  };
}
