/**
 * Who may open which page (spec 03 §6 "Other rules"). The spec does not show the lists; the
 * decisions, as a shipper would expect them, are written beside each list.
 */

/** Public pages show no navigation and need no session (spec 03 §2, §6). */
export const PUBLIC_PATHS = [
  '/sign-in',
  '/sign-up',
  '/reset-password',
  '/invalid-reset-link',
  '/guest-landing',
  '/component-demo',
] as const;

/**
 * Decision: a guest (or a visitor with no session) may quote, open the landing page (which shows
 * them the quote) and track a parcel (issue 14: anyone with the number); everything else asks them to
 * sign in.
 */
export const GUEST_ALLOWED_PATHS = ['/', '/get-quote', '/track/*'] as const;

/**
 * spec 03 §4, §6: a quick-access session may quote and prepare shipments. Decision: that includes the
 * home page, drafts being prepared and the first-shipment survey; history, pickups, settings and
 * users ask for a password ("set password" prompt).
 */
export const QUICK_ACCESS_ALLOWED_PATHS = [
  '/',
  '/get-quote',
  '/prepare-shipment',
  '/draft/*',
  '/survey-form',
  '/track/*',
] as const;

/**
 * spec 03 §6: inactive users are blocked except on an allowed list. Decision: an account inactivated
 * for non-payment may still look (home, history, settings, its address book and items list, quotes)
 * but not ship or pick up. The server answers each call on those pages for itself (server
 * auth/permissions.ts): the address book and items list are read (their writes get the inactive
 * notice); history's other reads answer the notice, so the page says why.
 */
export const INACTIVE_ALLOWED_PATHS = [
  '/',
  '/view-history',
  '/shipment-summary/*',
  '/user-settings',
  '/address-book',
  '/items',
  '/get-quote',
  '/track/*',
] as const;

/**
 * spec 03 §6: suspended users who are not whitelisted are blocked on a restricted list. Decision:
 * suspension is about the day's shipment allowance (§8 text), so it blocks preparing new shipments and
 * drafts; pickups of shipments already prepared stay open.
 */
export const SUSPENDED_RESTRICTED_PATHS = ['/prepare-shipment', '/draft/*'] as const;

/**
 * spec 03 §8 InvalidNumber: "Continue is possible, but no documents or pickups". Decision: of the
 * app's pages only scheduling a pickup is about either; documents are printed inside preparation and
 * history, which the server refuses per call (403 InvalidNumber), so those pages stay open.
 */
export const LIMITED_ACCESS_BLOCKED_PATHS = ['/schedule-pickup'] as const;

/** Pages for staff only (spec 03 §2: Users is customer service only). */
export const STAFF_PATHS = ['/users'] as const;

/** Pages for super admins only (spec 02 §2: the quote inspection pages are for super admins). */
export const SUPER_ADMIN_PATHS = ['/inspection/*'] as const;

/**
 * Pages for administrators only (issue 9: partner keys open the API to another company's pages, an
 * administrator's call, not customer service's).
 */
export const ADMIN_PATHS = ['/partner-keys', '/survey-results', '/webhooks'] as const;

/** Flagged pages (spec 03 §2: /orders only when ORDERS is on). */
export const FLAGGED_PATHS: Readonly<Record<string, string>> = { '/orders': 'ORDERS' };

export type RouteAccess =
  | { kind: 'allow' }
  /** Not signed in (or a guest) on a page that needs an account: the guest sign-in dialog. */
  | { kind: 'guest-sign-in' }
  /** A quick-access session on a protected page: the "set password" prompt. */
  | { kind: 'set-password' }
  | { kind: 'inactive' }
  | { kind: 'suspended' }
  /** An InvalidNumber account (no documents or pickups, spec 03 §8) on a pickup page. */
  | { kind: 'invalid-number' }
  /** The page does not exist for this user (staff page, flag off): the not-found page. */
  | { kind: 'not-found' };

export interface RouteAccessSubject {
  /** 'none': no session at all; 'guest': a guest token; 'quick-access'; 'full': a password sign-in. */
  session: 'none' | 'guest' | 'quick-access' | 'full';
  isStaff: boolean;
  /** An admin or super admin (roleFlags): sees the administrators' pages. */
  isAdmin?: boolean;
  /** A super admin (roleFlags): sees the quote inspection pages. */
  isSuperAdmin?: boolean;
  active: boolean;
  suspended: boolean;
  whitelisted: boolean;
  flags: Readonly<Record<string, boolean>>;
  /** The token has no documents or pickups scope (InvalidNumber, spec 03 §8). */
  limitedAccess?: boolean;
}

/** "/draft/*" matches "/draft/42"; other entries match exactly (a trailing slash is ignored). */
export function matchesPath(path: string, patterns: readonly string[]): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return patterns.some((pattern) =>
    pattern.endsWith('/*')
      ? clean.startsWith(pattern.slice(0, -1)) && clean.length > pattern.length - 1
      : clean === pattern,
  );
}

export function isPublicPath(path: string): boolean {
  return matchesPath(path, PUBLIC_PATHS);
}

/**
 * The decision for one page. Order: public pages open to all; a missing flag or a staff page is
 * not-found for those it is not for; then who the session is; then account status (an inactive
 * account is asked to pay before a suspension matters).
 */
export function decideRouteAccess(path: string, subject: RouteAccessSubject): RouteAccess {
  if (isPublicPath(path)) return { kind: 'allow' };
  for (const [flagged, flag] of Object.entries(FLAGGED_PATHS)) {
    if (matchesPath(path, [flagged]) && !subject.flags[flag]) return { kind: 'not-found' };
  }
  if (subject.session === 'none' || subject.session === 'guest') {
    return matchesPath(path, GUEST_ALLOWED_PATHS) ? { kind: 'allow' } : { kind: 'guest-sign-in' };
  }
  if (matchesPath(path, STAFF_PATHS) && !subject.isStaff) return { kind: 'not-found' };
  if (matchesPath(path, ADMIN_PATHS) && !subject.isAdmin) return { kind: 'not-found' };
  if (matchesPath(path, SUPER_ADMIN_PATHS) && !subject.isSuperAdmin) return { kind: 'not-found' };
  if (subject.session === 'quick-access' && !matchesPath(path, QUICK_ACCESS_ALLOWED_PATHS)) {
    return { kind: 'set-password' };
  }
  // The account's number is what pickups bill, so a CSR acting for it meets the same limit.
  if (subject.limitedAccess && matchesPath(path, LIMITED_ACCESS_BLOCKED_PATHS)) {
    return { kind: 'invalid-number' };
  }
  if (subject.isStaff) return { kind: 'allow' };
  if (!subject.active && !matchesPath(path, INACTIVE_ALLOWED_PATHS)) return { kind: 'inactive' };
  if (subject.suspended && !subject.whitelisted && matchesPath(path, SUSPENDED_RESTRICTED_PATHS)) {
    return { kind: 'suspended' };
  }
  return { kind: 'allow' };
}
