import * as z from 'zod/mini';
import { money } from './money';
import { text } from './text';

export const carrierCode = z.enum(['DHL', 'UPS', 'FEDEX', 'customer_routed']);
export type CarrierCode = z.infer<typeof carrierCode>;

export const rateFee = z.object({
  /** Stable surcharge code, e.g. RESIDENTIAL, REMOTE_AREA, OVERWEIGHT, INSURANCE. */
  id: text('id'),
  description: text('line'),
  amount: money,
});
export type RateFee = z.infer<typeof rateFee>;

/** The spec's Rate (spec 01 §3, spec 02 §3). */
export const rate = z.object({
  id: text('id'),
  carrier: carrierCode,
  carrierProduct: text('id'),
  carrierService: z.object({ name: text('line'), productCode: text('id') }),
  /** The price the caller pays (account discount or guest rate applied). */
  optimalRate: money,
  /** The carrier's list price. */
  retailRate: money,
  displayOptimalRate: text('short'),
  displayRetailRate: text('short'),
  /** 1 - optimal / retail, a fraction. */
  savings: z.number(),
  savingsPercent: z.number(),
  /** Savings are shown only at 20% or more (spec 01 §9). */
  isSavingsVisible: z.boolean(),
  /** yyyy-MM-dd. */
  estimatedDelivery: text('id'),
  transitDays: z.number(),
  /** HH:mm, local to the origin. */
  latestPickupTime: z.nullable(text('id')),
  latestPickupScheduleByTime: z.nullable(text('id')),
  createdInId: z.nullable(text('id')),
  fees: z.array(rateFee),
  billableWeight: z.object({ value: z.number(), unit: z.enum(['lb', 'kg']) }),
});
export type Rate = z.infer<typeof rate>;
