import * as z from 'zod/mini';
import { authContext } from './auth';
import { text } from './text';

/** Roles of spec 03 §6. */
export const userRole = z.enum([
  'ROLE_GUEST',
  'ROLE_USER',
  'ROLE_CLIENT',
  'ROLE_CSR',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
]);
export type UserRole = z.infer<typeof userRole>;

/** Billing contact (spec 03 §3 "Billing information"). */
export const billingContact = z.object({
  name: z.nullable(text('line')),
  phone: z.object({ number: z.nullable(text('short')), extension: z.nullable(text('short')) }),
  email: z.nullable(text('line')),
});
export type BillingContact = z.infer<typeof billingContact>;

export const billingInformation = z.object({
  /** 9 digits starting with 8 or 9 (spec 03 §9). */
  dhlImportNumber: z.nullable(text('short')),
  dhlExportNumber: z.nullable(text('short')),
  osClientId: z.nullable(text('short')),
  canPayNowCc: z.boolean(),
  canPayLater: z.boolean(),
  billingContact,
});
export type BillingInformation = z.infer<typeof billingInformation>;

/**
 * A user (spec 03 §3): `id` is the last segment of the IRI `@id` (/api/users/{id}); the derived
 * flags (isClient …) come from the roles so the app never re-derives them.
 */
export const user = z.object({
  '@id': z.optional(text('id')),
  '@type': z.optional(text('id')),
  id: text('id'),
  name: text('line'),
  companyName: text('line'),
  email: z.nullable(text('line')),
  /** The person's phone (PATCH /api/users/me); optional so older answers still parse. */
  phoneNumber: z.optional(z.nullable(text('short'))),
  roles: z.array(userRole),
  active: z.boolean(),
  suspended: z.boolean(),
  whitelisted: z.boolean(),
  passwordSet: z.boolean(),
  /**
   * The password was set by staff (CSR password change) and the user has not set their own yet:
   * the app shows the temporary-password warning (spec 03 §4). Optional so older answers still parse.
   */
  passwordTemporary: z.optional(z.boolean()),
  setupForImports: z.boolean(),
  setupForExports: z.boolean(),
  isClient: z.boolean(),
  isGuest: z.boolean(),
  isCSR: z.boolean(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  billingInformation,
});
export type User = z.infer<typeof user>;

/**
 * GET /api/users/me: the signed-in user (the creator) with the auth context; `quickAccess` is true
 * for a session opened by account number only (quotes and preparation only, spec 03 §4).
 */
export const currentUserResponse = z.extend(user, {
  authContext,
  quickAccess: z.boolean(),
});
export type CurrentUserResponse = z.infer<typeof currentUserResponse>;

/**
 * POST /api/sync_user_actions (staff, spec 03 §7): import the account when it is new, sync it, and
 * set each flag; null (or absent) leaves a flag unchanged.
 */
export const syncUserRequest = z.object({
  emailOrId: text('line'),
  active: z.optional(z.nullable(z.boolean())),
  suspended: z.optional(z.nullable(z.boolean())),
  whitelisted: z.optional(z.nullable(z.boolean())),
});
export type SyncUserRequest = z.infer<typeof syncUserRequest>;

export const syncUserResponse = z.object({
  success: z.boolean(),
  message: z.optional(text('text')),
  /** The synced user (absent when it does not exist in the billing system). */
  user: z.optional(user),
});
export type SyncUserResponse = z.infer<typeof syncUserResponse>;

/** POST /api/users/{id}/change_password_actions (staff, behind CSR_PASSWORD_CHANGE). */
export const changePasswordRequest = z.object({ password: text('password') });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** One line of GET /api/users/{id}/audit_log (super admin "View Log"). */
export const auditLogEntry = z.object({
  id: text('id'),
  /** The person who acted (a CSR acting for a client is the actor, the client the subject). */
  actorId: z.nullable(text('id')),
  actorName: z.nullable(text('line')),
  subjectId: z.nullable(text('id')),
  action: text('id'),
  /** ISO date-time, UTC. */
  occurredAt: text('id'),
  details: z.record(text('id'), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

/** Page sizes and limits of the users list (spec 03 §9: search needs at least 2 characters). */
export const USER_SEARCH_MIN_LENGTH = 2;
