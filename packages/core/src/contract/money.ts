import { z } from 'zod/mini';

export const money = z.object({
  amount: z.number(),
  currency: z.string(),
});
export type Money = z.infer<typeof money>;
