import * as z from 'zod/mini';
import { text } from './text';

export const money = z.object({
  amount: z.number(),
  currency: text('code'),
});
export type Money = z.infer<typeof money>;
