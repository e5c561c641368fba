import * as z from 'zod/mini';
import { text } from './text';
import { billingContact, billingInformation } from './users';

/**
 * The account's own settings (spec 03 §2 "User settings", §3 "Billing information", §7): the billing
 * contact the spec's product saves, and the profile fields and e-mail change it never implemented.
 */

/**
 * A member of GET /api/billing_informations (spec 03 §7: "page=1; first item used"): the account's
 * billing information, addressed by the account's id.
 */
export const billingInformationResource = z.extend(billingInformation, {
  '@id': z.optional(text('id')),
  '@type': z.optional(text('id')),
  id: text('id'),
});
export type BillingInformationResource = z.infer<typeof billingInformationResource>;

/** PUT /api/billing_informations/{id} {billingContact}; the answer carries billingContact (spec 03 §7). */
export const updateBillingInformationRequest = z.object({ billingContact });
export type UpdateBillingInformationRequest = z.infer<typeof updateBillingInformationRequest>;

/**
 * PATCH /api/users/me: the signed-in person's name, company and phone (spec 03 §2 lists them as
 * read-only rows; ours can be saved). A field left out stays as it is.
 */
export const updateProfileRequest = z.object({
  name: z.optional(text('line')),
  companyName: z.optional(text('line')),
  phoneNumber: z.optional(text('short')),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

/**
 * POST /api/change_email_actions: a new e-mail address, with the account's password (ASVS 7.5.1:
 * re-authentication before changing an identifier). Nothing changes until the link mailed to the
 * new address is opened.
 */
export const changeEmailRequest = z.object({
  email: text('line'),
  password: text('password'),
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequest>;

/** POST /api/confirm_email_change_actions {code}: the one-time code of the mailed link. */
export const confirmEmailChangeRequest = z.object({ code: text('token') });
export type ConfirmEmailChangeRequest = z.infer<typeof confirmEmailChangeRequest>;
