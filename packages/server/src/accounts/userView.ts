import type { AuthContext, User } from '@shipdeck/core/contract';
import { STAFF_ROLES } from '../auth/principal';
import type { AuditLogRow, UserRow } from '../db/accountSchema';

export const userIri = (id: string) => `/api/users/${id}`;

/** A users row as the API answers it (spec 03 §3 "User"), with the derived role flags. */
export function toUser(
  row: UserRow,
  options: { quickAccess?: { accountNumber: string | null } } = {},
): User & { '@id': string; '@type': 'User' } {
  const roles = row.roles;
  const contact = row.billingContact ?? { name: null, phone: { number: null, extension: null }, email: null };
  /**
   * Quick access proves only an account number (spec 03 §4: quotes and preparation until a password is
   * set), so it sees what those screens need — names, account state, import/export setup, payment
   * options — and of the identifiers only the number it proved: no e-mail, contact, client id or the
   * account's other number (issue 7; ASVS 6.3.4).
   */
  const quick = options.quickAccess;
  const redact = quick !== undefined;
  const shown = (number: string | null) =>
    quick ? (number === quick.accountNumber ? number : null) : number;
  return {
    '@id': userIri(row.id),
    '@type': 'User',
    id: row.id,
    name: row.name,
    companyName: row.companyName,
    email: redact ? null : row.email,
    phoneNumber: redact ? null : row.phoneNumber,
    roles,
    active: row.active,
    suspended: row.suspended,
    whitelisted: row.whitelisted,
    passwordSet: row.passwordHash !== null,
    passwordTemporary: row.passwordHash !== null && row.passwordTemporary,
    setupForImports: row.setupForImports,
    setupForExports: row.setupForExports,
    isClient: roles.includes('ROLE_CLIENT'),
    isGuest: roles.includes('ROLE_GUEST'),
    isCSR: roles.includes('ROLE_CSR'),
    isAdmin: roles.includes('ROLE_ADMIN') || roles.includes('ROLE_SUPER_ADMIN'),
    isSuperAdmin: roles.includes('ROLE_SUPER_ADMIN'),
    billingInformation: {
      dhlImportNumber: shown(row.dhlImportNumber),
      dhlExportNumber: shown(row.dhlExportNumber),
      osClientId: redact ? null : row.clientId,
      canPayNowCc: row.canPayNowCc,
      canPayLater: row.canPayLater,
      billingContact: redact
        ? { name: null, phone: { number: null, extension: null }, email: null }
        : contact,
    },
  };
}

export const isStaffRow = (row: UserRow) => row.roles.some((role) => STAFF_ROLES.includes(role));

/** spec 03 §3 "Auth context": the creator (who signed in) and the owner (whose account). */
export function toAuthContext(creator: UserRow, owner: UserRow): AuthContext {
  return {
    creatorId: creator.id,
    isCreatorCsrUser: isStaffRow(creator),
    ownerId: owner.id,
    ownerName: owner.name,
    ownerCompanyName: owner.companyName,
    ownerSetupForExports: owner.setupForExports,
    ownerSetupForImports: owner.setupForImports,
  };
}

const IRI = /^(?:\/api)?\/users\/([0-9a-f-]{36})$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user id from a plain id or an IRI ("/users/{id}" or "/api/users/{id}"); undefined otherwise. */
export function userIdOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const id = IRI.exec(value.trim())?.[1] ?? value.trim();
  return UUID.test(id) ? id.toLowerCase() : undefined;
}

/** One audit entry as View Log reads it (spec 03 §2: super admin only). */
export function toAuditLogEntry(row: AuditLogRow & { actorName: string | null }) {
  return {
    '@type': 'AuditLogEntry' as const,
    id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    subjectId: row.subjectId,
    action: row.action,
    occurredAt: row.occurredAt.toISOString(),
    details: row.details,
  };
}
