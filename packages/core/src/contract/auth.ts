import { z } from 'zod/mini';

/** POST /api/guest_auth_token_actions answer (spec 03 §7): a token whose scope is quoting only. */
export const guestAuthTokenResponse = z.object({
  token: z.string(),
  /** ISO date-time at which the token stops being accepted. */
  expiresAt: z.string(),
});
export type GuestAuthTokenResponse = z.infer<typeof guestAuthTokenResponse>;
