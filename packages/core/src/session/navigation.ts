import type { RoleFlags } from './roles';
import type { SessionKind } from './sessionStore';

/**
 * The header links of spec 03 §2 by role: View History, Prepare a Shipment, Users (customer service
 * only), Orders (flagged), Get a Quote, Schedule a Pickup. Decision: a guest or visitor sees Get a
 * Quote only (the rest needs an account); a quick-access session sees what it may use (quotes and
 * preparation, spec 03 §6) plus the protected links, which open the set-password prompt.
 */
export type NavLinkKey =
  | 'viewHistory'
  | 'prepareShipment'
  | 'users'
  | 'partnerKeys'
  | 'surveyResults'
  | 'webhooks'
  | 'orders'
  | 'getQuote'
  | 'schedulePickup';

export interface NavLink {
  key: NavLinkKey;
  to: string;
}

export interface NavigationSubject {
  kind: SessionKind;
  roles: RoleFlags;
  flags: Readonly<Record<string, boolean>>;
  /**
   * A staff member signed into a client's profile: the app is the client's (spec 03 §4: staff tools
   * open only on the personal account), so Users and Partner keys are not offered (issue 16).
   */
  actingForClient?: boolean;
}

const LINKS: Record<NavLinkKey, string> = {
  viewHistory: '/view-history',
  prepareShipment: '/prepare-shipment',
  users: '/users',
  partnerKeys: '/partner-keys',
  surveyResults: '/survey-results',
  webhooks: '/webhooks',
  orders: '/orders',
  getQuote: '/get-quote',
  schedulePickup: '/schedule-pickup',
};

export function navigationLinks(subject: NavigationSubject): NavLink[] {
  const keys: NavLinkKey[] =
    subject.kind === 'none' || subject.kind === 'guest'
      ? ['getQuote']
      : [
          'viewHistory',
          'prepareShipment',
          ...(subject.roles.isStaff && !subject.actingForClient ? (['users'] as const) : []),
          // Issue 9: administrators manage partner keys, next to Users.
          ...(subject.roles.isAdmin && !subject.actingForClient ? (['partnerKeys'] as const) : []),
          // Issue 15: administrators read the first-shipment survey's responses.
          ...(subject.roles.isAdmin && !subject.actingForClient ? (['surveyResults'] as const) : []),
          // Issue 14: administrators register accounts' webhook endpoints (docs/webhooks.md).
          ...(subject.roles.isAdmin && !subject.actingForClient ? (['webhooks'] as const) : []),
          ...(subject.flags.ORDERS ? (['orders'] as const) : []),
          'getQuote',
          'schedulePickup',
        ];
  return keys.map((key) => ({ key, to: LINKS[key] }));
}

/** spec 03 §2 mobile menu: View History, Get a Quote, Go to Bill Pay; guests see Sign In and Sign Up. */
export function mobileMenuLinks(kind: SessionKind): Array<NavLinkKey | 'billPay' | 'signIn' | 'signUp'> {
  return kind === 'none' || kind === 'guest'
    ? ['getQuote', 'billPay', 'signIn', 'signUp']
    : ['viewHistory', 'getQuote', 'billPay'];
}

/**
 * spec 03 §2 avatar menu: a guest sees Sign In and Sign Up; a user sees name, company and e-mail plus
 * Settings and Sign Out; staff acting as another account see the owner's name and company, plus
 * "Sign out from Profile" and "Switch User".
 */
export type AvatarMenu =
  | { kind: 'guest'; items: ['signIn', 'signUp'] }
  | { kind: 'user'; name: string; company: string; email: string; items: ['settings', 'signOut'] }
  | { kind: 'acting'; name: string; company: string; items: ['signOutFromProfile', 'switchUser'] };

export function avatarMenu(input: {
  kind: SessionKind;
  user: { name: string; companyName: string; email: string | null } | null;
  actingFor: { ownerName: string; ownerCompanyName: string } | null;
}): AvatarMenu {
  if (!input.user || input.kind === 'none' || input.kind === 'guest')
    return { kind: 'guest', items: ['signIn', 'signUp'] };
  if (input.actingFor) {
    return {
      kind: 'acting',
      name: input.actingFor.ownerName,
      company: input.actingFor.ownerCompanyName,
      items: ['signOutFromProfile', 'switchUser'],
    };
  }
  return {
    kind: 'user',
    name: input.user.name,
    company: input.user.companyName,
    email: input.user.email ?? '',
    items: ['settings', 'signOut'],
  };
}
