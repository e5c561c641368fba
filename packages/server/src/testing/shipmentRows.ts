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
