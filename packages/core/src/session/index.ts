export type { AccountNotice, AccountStatus } from './accountStatus';
export { accountNotice } from './accountStatus';
export type { AuthContext, AuthContextSubject } from './authContext';
export {
  actingAuthContext,
  isCsrActingForUser,
  isCsrPersonalAccount,
  parseAuthContext,
  personalAuthContext,
} from './authContext';
export type { CookieJar } from './cookieJar';
export { createMemoryCookieJar } from './cookieJar';
export type { LandingPageInput } from './landingPage';
export {
  isSafeRedirect,
  isShortSignInRedirect,
  landingPageAfterSignIn,
  signedInPageRedirect,
} from './landingPage';
export type { LandingParameters } from './landingParameters';
export { hasLandingAction, isDroppedParameter, readLandingParameters } from './landingParameters';
export type { AvatarMenu, NavigationSubject, NavLink, NavLinkKey } from './navigation';
export { avatarMenu, mobileMenuLinks, navigationLinks } from './navigation';
export type { RoleFlags } from './roles';
export { roleFlags, USER_ROLES } from './roles';
export type { RouteAccess, RouteAccessSubject } from './routeAccess';
export {
  ADMIN_PATHS,
  decideRouteAccess,
  FLAGGED_PATHS,
  GUEST_ALLOWED_PATHS,
  INACTIVE_ALLOWED_PATHS,
  isPublicPath,
  LIMITED_ACCESS_BLOCKED_PATHS,
  matchesPath,
  PUBLIC_PATHS,
  QUICK_ACCESS_ALLOWED_PATHS,
  STAFF_PATHS,
  SUPER_ADMIN_PATHS,
  SUSPENDED_RESTRICTED_PATHS,
} from './routeAccess';
export type {
  SessionActions,
  SessionApi,
  SessionDeps,
  SessionKind,
  SessionNavigation,
  SessionState,
  SessionStore,
  SessionTimers,
  SignInOutcome,
} from './sessionStore';
export { createSessionStore } from './sessionStore';
export type { SignInErrorView } from './signInErrors';
export { isAccountNumberIdentifier, signInErrorView } from './signInErrors';
export type { SessionKey } from './storageKeys';
export {
  DEFAULT_TTL_DAYS,
  INFO_POPUP_AUTO_CLOSE_MS,
  REDIRECT_URL_TTL_DAYS,
  SESSION_KEYS,
  SIGN_IN_REDIRECT_DELAY_MS,
} from './storageKeys';
