import { type UserRole, userRole } from '@shipdeck/core/contract';

/** Roles of spec 03 §6: the contract's list, which tokens and users share. */
export type Role = UserRole;

/** Roles that make someone staff (spec 03 §6: customer service and administrators). */
export const STAFF_ROLES: readonly Role[] = ['ROLE_CSR', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'];

/**
 * What a token lets its holder do. `quote`: price shipments and see one's own quotes (all a guest
 * may do, spec 03 §6). `prepare`: shipment preparation (quick access may, spec 03 §4).
 * `account`: an account holder's own data (history, settings …), which needs a password.
 * `documents`: shipping documents (labels, invoices) of booked shipments; `pickups`: scheduling
 * and cancelling pickups. Both bill the account number, so an InvalidNumber account has neither
 * (spec 03 §8 "Continue is possible, but no documents or pickups").
 */
export const SCOPES = ['quote', 'prepare', 'account', 'documents', 'pickups'] as const;
export type Scope = (typeof SCOPES)[number];

/** Scopes per kind of token (spec 03 §4, §6; docs/security.md#token-scopes: quick access is a weaker pathway). */
export const GUEST_SCOPES: readonly Scope[] = ['quote'];
/**
 * Quick access proves only an account number: quotes and preparation; pickups (a protected feature,
 * spec 03 §4), documents and account data ask for the password.
 */
export const QUICK_ACCESS_SCOPES: readonly Scope[] = ['quote', 'prepare'];
export const ACCOUNT_SCOPES: readonly Scope[] = ['quote', 'prepare', 'account', 'documents', 'pickups'];
/**
 * A password sign-in to an account whose number the carrier does not accept (spec 03 §8
 * InvalidNumber, after the person chose Continue): everything but documents and pickups. Decision:
 * the person proved the password, so their own data (history, settings) stays open; only what is
 * billed to the invalid number is closed. Decided from the account on every token issued (sign-in,
 * refresh, profile switch), so fixing the number opens the rest at the next refresh.
 */
export const LIMITED_ACCOUNT_SCOPES: readonly Scope[] = ['quote', 'prepare', 'account'];

/** The account behind an account token, checked against the database on every request. */
export interface PrincipalSession {
  /** The session (refresh-token family) the token belongs to; revoking it ends the token. */
  id: string;
  /** The person signed in (the creator, spec 03 §3 auth context). */
  userId: string;
  /** Whose account they act on: the user themself, or the client a staff member signed into. */
  ownerId: string;
  quickAccess: boolean;
}

/** The owner account's state, read per request so a sync takes effect at once. */
export interface AccountState {
  active: boolean;
  suspended: boolean;
  whitelisted: boolean;
  /** Off retail for client rates (0..0.6). */
  accountDiscount: number;
}

/** The verified caller of a request, taken from its bearer token (never from a header or the body). */
export interface Principal {
  /** Whose data this is: "guest:<uuid>", or "user:<ownerId>" (stored quotes belong to it). */
  subject: string;
  /** The signed-in person's role (a CSR acting for a client stays ROLE_CSR). */
  role: Role;
  scopes: readonly Scope[];
  session?: PrincipalSession;
  /** Filled in by the authentication hook for account tokens. */
  account?: AccountState;
  /**
   * A widget session minted with a partner's secret key (issue 9): the key it belongs to. Checked on
   * every request, so revoking the key ends its sessions at once.
   */
  partnerKeyId?: string;
}

export const isRole = (value: unknown): value is Role => (userRole.options as unknown[]).includes(value);
export const isScope = (value: unknown): value is Scope => (SCOPES as readonly unknown[]).includes(value);
export const isStaff = (principal: Principal | null | undefined) =>
  !!principal?.session && STAFF_ROLES.includes(principal.role);
/** A staff member signed into a client's profile (creator differs from owner). */
export const isActingForClient = (principal: Principal | null | undefined) =>
  !!principal?.session && principal.session.userId !== principal.session.ownerId;

/** The highest role of a user's roles, which the token carries. */
export function highestRole(roles: readonly Role[]): Role {
  const order: Role[] = [
    'ROLE_SUPER_ADMIN',
    'ROLE_ADMIN',
    'ROLE_CSR',
    'ROLE_CLIENT',
    'ROLE_USER',
    'ROLE_GUEST',
  ];
  return order.find((role) => roles.includes(role)) ?? 'ROLE_USER';
}
