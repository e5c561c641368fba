/** Roles of spec 03 §6. Only guests get tokens in issue 2; accounts and staff follow. */
export const ROLES = [
  'ROLE_GUEST',
  'ROLE_USER',
  'ROLE_CLIENT',
  'ROLE_CSR',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
] as const;
export type Role = (typeof ROLES)[number];

/**
 * What a token lets its holder do. `quote`: price shipments and see one's own quotes (all a guest
 * may do, spec 03 §6). `account`: an account holder's own data (drafts, shipments, history).
 */
export const SCOPES = ['quote', 'account'] as const;
export type Scope = (typeof SCOPES)[number];

/** The verified caller of a request, taken from its bearer token (never from a header or the body). */
export interface Principal {
  /** "guest:<uuid>" for guests; stored quotes belong to it. */
  subject: string;
  role: Role;
  scopes: readonly Scope[];
}

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
export const isScope = (value: unknown): value is Scope => (SCOPES as readonly unknown[]).includes(value);
