import { roundTo } from '../../units/index';
import type { InvoiceItem } from './shipmentDetailsSchema';

/** An item's subtotal: value times quantity (spec 01 §3); null until both are entered. */
export function itemSubtotal(item: Pick<InvoiceItem, 'itemValue' | 'quantity'>): number | null {
  if (item.itemValue === null || item.quantity === null) return null;
  return roundTo(item.itemValue * item.quantity, 2);
}

/** The invoice total: the sum of the subtotals, to the cent; null when no line has a subtotal yet. */
export function invoiceTotal(items: readonly Pick<InvoiceItem, 'itemValue' | 'quantity'>[]): number | null {
  let total: number | null = null;
  for (const item of items) {
    const subtotal = itemSubtotal(item);
    if (subtotal !== null) total = (total ?? 0) + subtotal;
  }
  return total === null ? null : roundTo(total, 2);
}
