import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideRouteAccess, PUBLIC_PATHS, type RouteAccessSubject } from './routeAccess';

const client: RouteAccessSubject = {
  session: 'full',
  isStaff: false,
  active: true,
  suspended: false,
  whitelisted: false,
  flags: {},
};
const kind = (path: string, subject: Partial<RouteAccessSubject> = {}) =>
  decideRouteAccess(path, { ...client, ...subject }).kind;

describe('route access (spec 03 §6)', () => {
  it('opens public pages (sign in, sign up, reset password, guest landing) to everyone', () => {
    const subject = fc.record({
      session: fc.constantFrom('none', 'guest', 'quick-access', 'full') as fc.Arbitrary<
        RouteAccessSubject['session']
      >,
      isStaff: fc.boolean(),
      active: fc.boolean(),
      suspended: fc.boolean(),
      whitelisted: fc.boolean(),
      flags: fc.constant({}),
    });
    fc.assert(
      fc.property(subject, fc.constantFrom(...PUBLIC_PATHS), (s, path) => {
        expect(decideRouteAccess(path, s).kind).toBe('allow');
      }),
    );
  });

  it('closes pickups, and only pickups, to an InvalidNumber account (spec 03 §8: no documents or pickups)', () => {
    expect(kind('/schedule-pickup', { limitedAccess: true })).toBe('invalid-number');
    expect(kind('/schedule-pickup', { limitedAccess: true, isStaff: true })).toBe('invalid-number');
    expect(kind('/schedule-pickup')).toBe('allow');
    for (const path of ['/', '/get-quote', '/prepare-shipment', '/view-history', '/user-settings'])
      expect(kind(path, { limitedAccess: true }), path).toBe('allow');
  });

  it('blocks guests from non-public pages except the allowed list, with the guest sign-in dialog', () => {
    expect(kind('/get-quote', { session: 'guest' })).toBe('allow');
    expect(kind('/view-history', { session: 'guest' })).toBe('guest-sign-in');
    expect(kind('/user-settings', { session: 'none' })).toBe('guest-sign-in');
  });

  it('limits a quick-access session to quotes and shipment preparation, else the set-password prompt', () => {
    expect(kind('/prepare-shipment', { session: 'quick-access' })).toBe('allow');
    expect(kind('/draft/42', { session: 'quick-access' })).toBe('allow');
    expect(kind('/view-history', { session: 'quick-access' })).toBe('set-password');
    expect(kind('/schedule-pickup', { session: 'quick-access' })).toBe('set-password');
  });

  it('shows Users to customer service only', () => {
    expect(kind('/users', { isStaff: true })).toBe('allow');
    expect(kind('/users')).toBe('not-found');
  });

  it('shows Partner keys to administrators only (issue 9)', () => {
    expect(kind('/partner-keys', { isStaff: true, isAdmin: true })).toBe('allow');
    expect(kind('/partner-keys', { isStaff: true })).toBe('not-found');
    expect(kind('/partner-keys')).toBe('not-found');
    expect(kind('/webhooks', { isStaff: true, isAdmin: true })).toBe('allow');
    expect(kind('/webhooks', { isStaff: true })).toBe('not-found');
  });

  it('shows the quote inspection pages to super admins only (spec 02 §2)', () => {
    const superAdmin = { isStaff: true, isAdmin: true, isSuperAdmin: true };
    expect(kind('/inspection/7c1d', superAdmin)).toBe('allow');
    expect(kind('/inspection/user/42', superAdmin)).toBe('allow');
    expect(kind('/inspection/7c1d', { isStaff: true, isAdmin: true })).toBe('not-found');
    expect(kind('/inspection/7c1d', { isStaff: true })).toBe('not-found');
    expect(kind('/inspection/7c1d')).toBe('not-found');
  });

  it('shows /orders only when the ORDERS flag is on', () => {
    expect(kind('/orders')).toBe('not-found');
    expect(kind('/orders', { flags: { ORDERS: true } })).toBe('allow');
  });

  it('blocks inactive users except on the allowed list', () => {
    expect(kind('/prepare-shipment', { active: false })).toBe('inactive');
    expect(kind('/schedule-pickup', { active: false })).toBe('inactive');
    expect(kind('/view-history', { active: false })).toBe('allow');
  });

  it('lets an inactive account look at its address book and items list, like its settings (issue 10)', () => {
    for (const path of ['/address-book', '/items', '/user-settings'])
      expect(kind(path, { active: false }), path).toBe('allow');
    // Still pages of a password session: quick access is asked for the password first.
    expect(kind('/address-book', { active: false, session: 'quick-access' })).toBe('set-password');
  });

  it('blocks suspended users who are not whitelisted on the restricted list', () => {
    expect(kind('/prepare-shipment', { suspended: true })).toBe('suspended');
    expect(kind('/prepare-shipment', { suspended: true, whitelisted: true })).toBe('allow');
    expect(kind('/schedule-pickup', { suspended: true })).toBe('allow');
    // The hold is on new shipments: the address book and items list stay open.
    expect(kind('/address-book', { suspended: true })).toBe('allow');
    expect(kind('/items', { suspended: true })).toBe('allow');
  });
});
