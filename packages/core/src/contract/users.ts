import { z } from 'zod/mini';
import { authContext } from './auth';

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
  name: z.nullable(z.string()),
  phone: z.object({ number: z.nullable(z.string()), extension: z.nullable(z.string()) }),
  email: z.nullable(z.string()),
});
export type BillingContact = z.infer<typeof billingContact>;

export const billingInformation = z.object({
  /** 9 digits starting with 8 or 9 (spec 03 §9). */
  dhlImportNumber: z.nullable(z.string()),
  dhlExportNumber: z.nullable(z.string()),
  osClientId: z.nullable(z.string()),
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
  '@id': z.optional(z.string()),
  '@type': z.optional(z.string()),
  id: z.string(),
  name: z.string(),
  companyName: z.string(),
  email: z.nullable(z.string()),
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
  emailOrId: z.string(),
  active: z.optional(z.nullable(z.boolean())),
  suspended: z.optional(z.nullable(z.boolean())),
  whitelisted: z.optional(z.nullable(z.boolean())),
});
export type SyncUserRequest = z.infer<typeof syncUserRequest>;

export const syncUserResponse = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  /** The synced user (absent when it does not exist in the billing system). */
  user: z.optional(user),
});
export type SyncUserResponse = z.infer<typeof syncUserResponse>;

/** POST /api/users/{id}/change_password_actions (staff, behind CSR_PASSWORD_CHANGE). */
export const changePasswordRequest = z.object({ password: z.string() });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** One line of GET /api/users/{id}/audit_log (super admin "View Log"). */
export const auditLogEntry = z.object({
  id: z.string(),
  /** The person who acted (a CSR acting for a client is the actor, the client the subject). */
  actorId: z.nullable(z.string()),
  actorName: z.nullable(z.string()),
  subjectId: z.nullable(z.string()),
  action: z.string(),
  /** ISO date-time, UTC. */
  occurredAt: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

/** Page sizes and limits of the users list (spec 03 §9: search needs at least 2 characters). */
export const USER_SEARCH_MIN_LENGTH = 2;
