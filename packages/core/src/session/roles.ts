/** The roles of spec 03 §6 and the flags they give. */
export const USER_ROLES = [
  'ROLE_CSR',
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN',
  'ROLE_CLIENT',
  'ROLE_USER',
  'ROLE_GUEST',
] as const;

export interface RoleFlags {
  isCSR: boolean;
  isClient: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  isGuest: boolean;
  /** CSR, admin or super admin: sees Users, the admin footer, lands on the users list. */
  isStaff: boolean;
}

/**
 * spec 03 §6: ROLE_CSR, ROLE_SUPER_ADMIN, ROLE_ADMIN, ROLE_CLIENT, ROLE_GUEST give isCSR, isSuperAdmin,
 * isAdmin, isClient, isGuest. Decision: a super admin is also an admin (it may do what an admin may).
 */
export function roleFlags(roles: readonly string[] | null | undefined): RoleFlags {
  const has = (role: string) => roles?.includes(role) ?? false;
  const isSuperAdmin = has('ROLE_SUPER_ADMIN');
  const isAdmin = isSuperAdmin || has('ROLE_ADMIN');
  const isCSR = has('ROLE_CSR');
  return {
    isCSR,
    isClient: has('ROLE_CLIENT'),
    isAdmin,
    isSuperAdmin,
    isGuest: has('ROLE_GUEST'),
    isStaff: isCSR || isAdmin,
  };
}
