import type { CarrierCode } from '../contract/rate';

/**
 * Carrier limits of spec 01 §9. "Domestic" limits are those of UPS and FedEx.
 * Decision (docs/architecture.md#decisions): per-piece limits are the maximum package limits below.
 */
export interface CarrierLimits {
  totalWeight: { lb: number; kg: number };
  pieceWeight: { lb: number; kg: number };
  /** DHL checks each dimension against the sorted box 118x78x63 in / 300x200x160 cm. */
  maxDimensions?: { in: readonly [number, number, number]; cm: readonly [number, number, number] };
  /** UPS/FedEx check the longest side. */
  maxLength?: { in: number; cm: number };
  /** UPS/FedEx: length plus girth (length + 2 x width + 2 x height). */
  maxLengthPlusGirth?: { in: number; cm: number };
}

export const CARRIER_LIMITS: Record<Exclude<CarrierCode, 'customer_routed'>, CarrierLimits> = {
  DHL: {
    totalWeight: { lb: 6600, kg: 3000 },
    pieceWeight: { lb: 2200, kg: 1000 },
    maxDimensions: { in: [118, 78, 63], cm: [300, 200, 160] },
  },
  UPS: {
    totalWeight: { lb: 1000, kg: 450 },
    pieceWeight: { lb: 150, kg: 68 },
    maxLength: { in: 108, cm: 274.32 },
    maxLengthPlusGirth: { in: 165, cm: 165 * 2.54 },
  },
  FEDEX: {
    totalWeight: { lb: 1000, kg: 450 },
    pieceWeight: { lb: 150, kg: 68 },
    maxLength: { in: 108, cm: 274.32 },
    maxLengthPlusGirth: { in: 165, cm: 165 * 2.54 },
  },
};

/** spec 01 §1: international shipments default to DHL, domestic ones to UPS (whose limits FedEx shares). */
export function defaultCarrierFor(isDomestic: boolean): 'DHL' | 'UPS' {
  return isDomestic ? 'UPS' : 'DHL';
}
