import type { BillingContact, UserRole } from '@shipdeck/core/contract';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  json,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Accounts (spec 03 §3 "User"): clients, staff and pending sign-ups. The identifiers a person may
 * sign in with (e-mail, import/export number, client id) are unique; e-mail is stored lower-case.
 * The marker columns mirror what the billing system ("BillPay") knows about the account and
 * decide the sign-in error codes of spec 03 §8 (signInDecision.ts).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email'),
    /** The billing system's client id (spec 03 §3 billingInformation.osClientId). */
    clientId: text('client_id'),
    dhlImportNumber: text('dhl_import_number'),
    dhlExportNumber: text('dhl_export_number'),
    /** A number the account used before; signing in with it answers OldImportNumber. */
    oldImportNumber: text('old_import_number'),
    name: text('name').notNull(),
    companyName: text('company_name').notNull().default(''),
    phoneNumber: text('phone_number'),
    roles: json('roles').$type<UserRole[]>().notNull(),
    active: boolean('active').notNull().default(true),
    suspended: boolean('suspended').notNull().default(false),
    whitelisted: boolean('whitelisted').notNull().default(false),
    /** argon2id PHC string; null while no password is set (quick access only, spec 03 §4). */
    passwordHash: text('password_hash'),
    /**
     * Set by staff through the CSR password change; temporary until the user sets their own
     * (recovery completion or a change). The app then shows the temporary-password warning (spec 03 §4).
     */
    passwordTemporary: boolean('password_temporary').notNull().default(false),
    setupForImports: boolean('setup_for_imports').notNull().default(false),
    setupForExports: boolean('setup_for_exports').notNull().default(false),
    canPayNowCc: boolean('can_pay_now_cc').notNull().default(true),
    canPayLater: boolean('can_pay_later').notNull().default(false),
    billingContact: json('billing_contact').$type<BillingContact>(),
    /** Off retail, 0..0.6 (spec 03 §9: client discounts up to 60%). */
    accountDiscount: doublePrecision('account_discount').notNull().default(0),
    /** False for accounts the billing system knows but staff have not imported yet (sync imports). */
    imported: boolean('imported').notNull().default(true),
    /** A sign-up waiting for the team (POST /api/sign_up_actions). */
    pending: boolean('pending').notNull().default(false),
    flaggedForFraud: boolean('flagged_for_fraud').notNull().default(false),
    badDebtor: boolean('bad_debtor').notNull().default(false),
    /** The account's number is not one the billing system (OS) recognises. */
    nonOsNumber: boolean('non_os_number').notNull().default(false),
    /** The carrier reports the account number as invalid: no documents or pickups. */
    invalidNumber: boolean('invalid_number').notNull().default(false),
    failedSignInCount: integer('failed_sign_in_count').notNull().default(0),
    failedSignInSince: at('failed_sign_in_since'),
    lockedUntil: at('locked_until'),
    createdOn: at('created_on').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(table.email),
    uniqueIndex('users_client_id_idx').on(table.clientId),
    uniqueIndex('users_dhl_import_number_idx').on(table.dhlImportNumber),
    uniqueIndex('users_dhl_export_number_idx').on(table.dhlExportNumber),
    index('users_old_import_number_idx').on(table.oldImportNumber),
  ],
);
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * A session: one refresh-token family (docs/security.md#refresh-tokens-and-sessions). Every access token names its
 * session, so revoking the row ends the access tokens too (sign-out, deactivation, reuse).
 * `ownerId` is the client a staff member acts for (sign into profile), null on the personal account.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    quickAccess: boolean('quick_access').notNull(),
    /** The account number a quick-access session proved; the only number its user answer shows. */
    accountNumber: text('account_number'),
    /** "Remember me": the refresh cookie outlives the browser. */
    remember: boolean('remember').notNull().default(true),
    createdOn: at('created_on').notNull().defaultNow(),
    /** Absolute end, however often it is refreshed (ASVS 10.4.8). */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;

/** Refresh tokens, stored as SHA-256 of the opaque random token; each is used once. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdOn: at('created_on').notNull().defaultNow(),
    usedAt: at('used_at'),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/** Password recovery codes (spec 03 §4), SHA-256 hashed, single use, expiring. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdOn: at('created_on').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/**
 * The audit log (docs/security.md#audit-log): who (actor) did what (action) to whom (subject), when (UTC),
 * and details without secrets. Rows are only ever inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey(),
    occurredAt: at('occurred_at').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    subjectId: uuid('subject_id'),
    action: text('action').notNull(),
    details: json('details').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    index('audit_log_subject_idx').on(
      table.subjectId,
      table.occurredAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('audit_log_actor_idx').on(
      table.actorId,
      table.occurredAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;

/**
 * E-mail changes waiting for confirmation (migration 0016): the SHA-256 of the one-time code mailed to
 * the new address, single use, expiring (accounts/emailChangeCodes.ts).
 */
export const emailChangeCodes = pgTable(
  'email_change_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    createdOn: at('created_on').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('email_change_codes_user_idx').on(table.userId)],
);
