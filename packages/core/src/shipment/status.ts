/**
 * A shipment's primaryStatusFlag (spec 02 §4): a bit set. The spec does not show its label texts;
 * ours name the furthest state a shipment reached, in the order a parcel lives them.
 */
export const SHIPMENT_STATUS = {
  NONE: 0,
  CREATED: 1,
  RATED: 2,
  PREPARED: 4,
  SUPPORT_REQUESTED: 8,
  COO_GENERATED: 16,
  LABEL_GENERATED: 32,
  CUSTOMS_INVOICE_GENERATED: 64,
  AWAITING_PICKUP: 128,
  AWAITING_DROPOFF: 256,
  IN_TRANSIT: 512,
  DELIVERED: 1024,
  ERROR: 2048,
  ALL_SUPPORT_ISSUES_RESOLVED: 4096,
  ALL_ERRORS_RESOLVED: 8192,
  CANCELED: 16384,
} as const;

export type ShipmentStatusName = keyof typeof SHIPMENT_STATUS;

export const hasStatus = (flag: number, status: ShipmentStatusName): boolean =>
  (flag & SHIPMENT_STATUS[status]) !== 0;

/** The one state a row shows (spec 02 §4 "Display"), from the bit set. */
export type ShipmentState =
  | 'canceled'
  | 'error'
  | 'delivered'
  | 'in_transit'
  | 'awaiting_pickup'
  | 'awaiting_dropoff'
  | 'label_ready'
  | 'created';

export function shipmentStateOf(flag: number): ShipmentState {
  if (hasStatus(flag, 'CANCELED')) return 'canceled';
  if (hasStatus(flag, 'ERROR') && !hasStatus(flag, 'ALL_ERRORS_RESOLVED')) return 'error';
  if (hasStatus(flag, 'DELIVERED')) return 'delivered';
  if (hasStatus(flag, 'IN_TRANSIT')) return 'in_transit';
  if (hasStatus(flag, 'AWAITING_PICKUP')) return 'awaiting_pickup';
  if (hasStatus(flag, 'AWAITING_DROPOFF')) return 'awaiting_dropoff';
  if (hasStatus(flag, 'LABEL_GENERATED')) return 'label_ready';
  return 'created';
}

/** Our label texts (the spec does not show them). */
export const SHIPMENT_STATE_LABELS: Readonly<Record<ShipmentState, string>> = {
  canceled: 'Canceled',
  error: 'Needs attention',
  delivered: 'Delivered',
  in_transit: 'In transit',
  awaiting_pickup: 'Awaiting pickup',
  awaiting_dropoff: 'Awaiting drop-off',
  label_ready: 'Label ready',
  created: 'Created',
};

/** spec 02 §4: delivered rows look like success, error rows like error, awaiting pickup and in transit are informational. */
export function shipmentStateTone(state: ShipmentState): 'success' | 'error' | 'info' | 'neutral' {
  if (state === 'delivered') return 'success';
  if (state === 'error') return 'error';
  if (state === 'awaiting_pickup' || state === 'in_transit') return 'info';
  return 'neutral';
}

/**
 * "Cancel Shipment: only when awaiting pickup or none" (spec 02 §4): a shipment the carrier has not
 * taken yet — awaiting its pickup or its drop-off, or with no movement status — and not cancelled.
 */
export function canCancelShipment(flag: number): boolean {
  return !hasStatus(flag, 'CANCELED') && !hasStatus(flag, 'IN_TRANSIT') && !hasStatus(flag, 'DELIVERED');
}

/** The flags of a shipment just booked with its documents (issue 12). */
export function bookedStatusFlag(options: {
  customsInvoice: boolean;
  certificateOfOrigin: boolean;
  pickup: boolean;
}): number {
  const S = SHIPMENT_STATUS;
  return (
    S.CREATED |
    S.RATED |
    S.PREPARED |
    S.LABEL_GENERATED |
    (options.customsInvoice ? S.CUSTOMS_INVOICE_GENERATED : 0) |
    (options.certificateOfOrigin ? S.COO_GENERATED : 0) |
    (options.pickup ? S.AWAITING_PICKUP : S.AWAITING_DROPOFF)
  );
}
