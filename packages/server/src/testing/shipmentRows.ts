import { SHIPMENT_STATUS } from '@shipdeck/core/shipment';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { type ShipmentRow, shipments } from '../db/schema';

/**
 * Copies of a booked shipment's row for data-layer tests and the bench: `count` rows a second apart
 * from `from`, each with its own id and tracking number, owned and created by whom the caller says.
 * Inserted in batches (one statement per 1 000 rows: the count trigger runs once per statement).
 */
export async function cloneShipments(
  db: Database,
  templateId: string,
  count: number,
  options: {
    ownerId?: string;
    createdBy?: string | null;
    from?: Date;
    primaryStatusFlag?: number;
    prefix?: string;
  } = {},
): Promise<string[]> {
  const [template] = await db.select().from(shipments).where(eq(shipments.id, templateId));
  if (!template) throw new Error(`no shipment ${templateId}`);
  const { needsAttention: _derived, ...columns } = template as ShipmentRow;
  const start = (options.from ?? new Date(Date.UTC(2025, 0, 1))).getTime();
  const prefix = options.prefix ?? crypto.randomUUID().slice(0, 8);
  const ids: string[] = [];
  for (let offset = 0; offset < count; offset += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - offset) }, (_, i) => {
      const n = offset + i;
      const id = crypto.randomUUID();
      ids.push(id);
      return {
        ...columns,
        id,
        ownerId: options.ownerId ?? columns.ownerId,
        createdBy: options.createdBy === undefined ? columns.createdBy : options.createdBy,
        trackingNumber: `${prefix}-${n}`,
        createdOn: new Date(start + n * 1000),
        primaryStatusFlag: options.primaryStatusFlag ?? columns.primaryStatusFlag,
        archivedOn: null,
        deletedOn: null,
        deletedBy: null,
      };
    });
    await db.insert(shipments).values(rows);
  }
  return ids;
}

/**
 * `count` booked shipments of `ownerId` awaiting drop-off, with no more than the columns a data-layer test
 * reads (carrier, product, ship date): for tests of what refers to a shipment (a pickup's shipments), which
 * need real rows, not made-up ids. The booking flow and its tests make the real ones through the API.
 */
export async function insertShipments(
  db: Database,
  ownerId: string,
  count = 1,
  options: { carrier?: string; carrierProduct?: string; shipDate?: string } = {},
): Promise<string[]> {
  const S = SHIPMENT_STATUS;
  const rows = Array.from({ length: count }, () => {
    const id = crypto.randomUUID();
    return {
      id,
      ownerId,
      createdBy: ownerId,
      carrier: options.carrier ?? 'UPS',
      carrierProduct: options.carrierProduct ?? '03',
      serviceName: 'Test service',
      trackingNumber: `TEST-${id}`,
      targetShipDate: options.shipDate ?? '2026-12-01',
      primaryStatusFlag: S.CREATED | S.RATED | S.PREPARED | S.LABEL_GENERATED | S.AWAITING_DROPOFF,
      originCountryCode: 'US',
      destinationCountryCode: 'US',
      isDocument: false,
      isDutiable: false,
      isDomestic: true,
      isImport: false,
      isUsTerritories: false,
      description: 'Test parcel',
      currency: 'USD',
      request: {} as ShipmentRow['request'],
      rate: {} as ShipmentRow['rate'],
      amountCents: 1000,
      paymentType: 'pay_later' as const,
    };
  });
  if (rows.length > 0) await db.insert(shipments).values(rows);
  return rows.map((row) => row.id);
}
