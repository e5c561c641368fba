import { type AccountServiceDeps, createAccountContext } from './accountContext';
import { createProfileService } from './profileService';
import { createRecoveryService } from './recoveryService';
import { createSettingsService } from './settingsService';
import { createSignInService } from './signInService';
import { createSignUpService } from './signUpService';
import { createUsersAdminService } from './usersAdminService';

export type { AccountServiceDeps, SessionTokens } from './accountContext';
export { SESSION_CACHE_MS, SignInRefused } from './accountContext';

/**
 * Accounts and sessions (spec 03 §4, §5, §7, §8), one part per concern and its routes: sign-in and
 * sessions, password recovery, sign-up, acting for a client, users administration, the account's
 * settings. They share one
 * context (accountContext.ts), so a change any of them makes forgets the session cache for all.
 */
export function createAccountService(deps: AccountServiceDeps) {
  const context = createAccountContext(deps);
  return {
    ...createSignInService(context),
    ...createRecoveryService(context),
    ...createSignUpService(context),
    ...createProfileService(context),
    ...createUsersAdminService(context),
    ...createSettingsService(context, deps.emailChanges),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
