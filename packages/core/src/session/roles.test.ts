import { describe, expect, it } from 'vitest';
import { roleFlags } from './roles';

describe('role flags (spec 03 §6)', () => {
  it('gives isCSR for ROLE_CSR, and a CSR is staff', () => {
    expect(roleFlags(['ROLE_USER', 'ROLE_CSR'])).toMatchObject({
      isCSR: true,
      isStaff: true,
      isClient: false,
    });
  });
  it('gives isSuperAdmin and isAdmin for ROLE_SUPER_ADMIN', () => {
    expect(roleFlags(['ROLE_SUPER_ADMIN'])).toMatchObject({
      isSuperAdmin: true,
      isAdmin: true,
      isStaff: true,
    });
  });
  it('gives isClient for ROLE_CLIENT and no staff flag', () => {
    expect(roleFlags(['ROLE_USER', 'ROLE_CLIENT'])).toMatchObject({ isClient: true, isStaff: false });
  });
  it('gives isGuest for ROLE_GUEST and nothing for no roles', () => {
    expect(roleFlags(['ROLE_GUEST']).isGuest).toBe(true);
    expect(Object.values(roleFlags(undefined)).some(Boolean)).toBe(false);
  });
});
