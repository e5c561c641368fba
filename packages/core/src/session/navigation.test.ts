import { describe, expect, it } from 'vitest';
import { avatarMenu, mobileMenuLinks, navigationLinks } from './navigation';
import { roleFlags } from './roles';

const links = (kind: 'none' | 'full', roles: string[], flags: Record<string, boolean> = {}) =>
  navigationLinks({ kind, roles: roleFlags(roles), flags }).map((link) => link.key);

describe('top navigation (spec 03 §2)', () => {
  it('shows customer service the Users link', () => {
    expect(links('full', ['ROLE_CSR'])).toEqual([
      'viewHistory',
      'prepareShipment',
      'users',
      'getQuote',
      'schedulePickup',
    ]);
  });
  it('shows administrators Partner keys next to Users, and customer service not', () => {
    expect(links('full', ['ROLE_ADMIN', 'ROLE_CSR'])).toEqual([
      'viewHistory',
      'prepareShipment',
      'users',
      'partnerKeys',
      'surveyResults',
      'webhooks',
      'getQuote',
      'schedulePickup',
    ]);
    expect(links('full', ['ROLE_SUPER_ADMIN'])).toContain('partnerKeys');
    expect(links('full', ['ROLE_CSR'])).not.toContain('surveyResults');
    expect(links('full', ['ROLE_CSR'])).not.toContain('partnerKeys');
    expect(links('full', ['ROLE_CSR'])).not.toContain('webhooks');
  });
  it("offers no staff tools while a staff member acts for a client: the app is the client's (issue 16)", () => {
    const acting = navigationLinks({
      kind: 'full',
      roles: roleFlags(['ROLE_ADMIN', 'ROLE_CSR']),
      flags: {},
      actingForClient: true,
    }).map((link) => link.key);
    expect(acting).toEqual(['viewHistory', 'prepareShipment', 'getQuote', 'schedulePickup']);
  });
  it('shows a client no Users link, and Orders only when the ORDERS flag is on', () => {
    expect(links('full', ['ROLE_CLIENT'])).not.toContain('users');
    expect(links('full', ['ROLE_CLIENT'], { ORDERS: true })).toContain('orders');
  });
  it('shows a guest Get a Quote', () => {
    expect(links('none', [])).toEqual(['getQuote']);
  });
  it('gives guests Sign In and Sign Up in the mobile menu', () => {
    expect(mobileMenuLinks('guest')).toEqual(['getQuote', 'billPay', 'signIn', 'signUp']);
    expect(mobileMenuLinks('full')).toEqual(['viewHistory', 'getQuote', 'billPay']);
  });
});

describe('avatar menu (spec 03 §2)', () => {
  const user = { name: 'Ada Client', companyName: 'Acme', email: 'ada@example.com' };
  it('shows a guest Sign In and Sign Up', () => {
    expect(avatarMenu({ kind: 'none', user: null, actingFor: null })).toEqual({
      kind: 'guest',
      items: ['signIn', 'signUp'],
    });
  });
  it('shows a user name, company and e-mail with Settings and Sign Out', () => {
    expect(avatarMenu({ kind: 'full', user, actingFor: null })).toEqual({
      kind: 'user',
      name: 'Ada Client',
      company: 'Acme',
      email: 'ada@example.com',
      items: ['settings', 'signOut'],
    });
  });
  it('shows staff acting for a client the owner with "Sign out from Profile" and "Switch User"', () => {
    expect(
      avatarMenu({ kind: 'full', user, actingFor: { ownerName: 'Bo Owner', ownerCompanyName: 'Bo Co' } }),
    ).toEqual({
      kind: 'acting',
      name: 'Bo Owner',
      company: 'Bo Co',
      items: ['signOutFromProfile', 'switchUser'],
    });
  });
});
