import type { FeatureFlags, SignInErrorCode, Violation } from '@shipdeck/core/contract';
import { messages, signInErrorTitleKeys } from '@shipdeck/core/messages';
import type { AuditLog } from '../audit/auditLog';
import { type AttemptLimiter, createAttemptLimiter } from '../auth/attemptLimiter';
import { type PasswordHasher, passwordProblemText } from '../auth/passwords';
import {
  ACCOUNT_SCOPES,
  type AccountState,
  highestRole,
  LIMITED_ACCOUNT_SCOPES,
  QUICK_ACCESS_SCOPES,
} from '../auth/principal';
import type { RecoveryCodes } from '../auth/recoveryCodes';
import type { SessionStore } from '../auth/sessionStore';
import type { Identifier } from '../auth/signInDecision';
import type { IssuedToken, TokenService } from '../auth/tokens';
import type { SessionRow, UserRow } from '../db/accountSchema';
import type { Mail, MailTransport } from '../mail/mailTransport';
import { ApiError } from '../platform/apiError';
import type { BackgroundTasks } from '../platform/backgroundTasks';
import type { EmailChangeCodes } from './emailChangeCodes';
import type { UserRepository } from './userRepository';
import { isStaffRow } from './userView';

export interface AccountServiceDeps {
  users: UserRepository;
  sessions: SessionStore;
  recovery: RecoveryCodes;
  audit: AuditLog;
  hasher: PasswordHasher;
  tokens: TokenService;
  mail: MailTransport;
  flags: FeatureFlags;
  /** Where links in e-mails point, e.g. https://ship.example.com (no trailing slash). */
  publicUrl: string;
  /** The team's mailbox for new sign-ups. */
  signUpTeamEmail: string;
  now: () => Date;
  /** Failed sign-ins and quick accesses per client address (attemptLimiter.ts). */
  limiter?: AttemptLimiter;
  /** Where recovery and sign-up work runs after the answer (same timing for known and unknown e-mails). */
  background: BackgroundTasks;
  /** One-time codes of e-mail changes (settingsService.ts). */
  emailChanges: EmailChangeCodes;
}

/** A new session's tokens: the access token and the refresh token the route delivers. */
export interface SessionTokens {
  access: IssuedToken;
  refreshToken: string;
  session: SessionRow;
}

/**
 * How long a resolved session is trusted without reading it again: the bound on how late another
 * server process sees a sign-out, a revoked session or an account's new state (this process sees
 * its own at once). Two seconds (issue 8: revocation still takes effect within seconds).
 */
export const SESSION_CACHE_MS = 2_000;
export const SESSION_CACHE_SIZE = 10_000;

/** `target` with `after` called once each of `methods` has finished (the session cache's invalidation). */
function invalidating<T extends object>(target: T, methods: ReadonlyArray<keyof T>, after: () => void): T {
  const wrapped = { ...target };
  for (const name of methods) {
    const method = target[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    (wrapped as Record<keyof T, unknown>)[name] = async (...args: unknown[]) => {
      try {
        return await method.apply(target, args);
      } finally {
        after();
      }
    };
  }
  return wrapped;
}

/**
 * A refused sign-in or quick access (spec 03 §7, §8): 401 or 422 with the errorCode the app turns
 * into its dialog, and what the dialog shows besides (the new number, the end of a lock). The
 * app-wide error handler answers it like any ApiError.
 */
export class SignInRefused extends ApiError {
  constructor(
    status: 401 | 422,
    readonly signInErrorCode: SignInErrorCode,
    extra: { newAccountNumber?: string; lockedUntil?: string } = {},
  ) {
    super(status, signInErrorCode, messages(signInErrorTitleKeys[signInErrorCode]), undefined, extra);
  }
}

export const violationOf = (propertyPath: string, message: string): Violation => ({
  propertyPath,
  message,
  severity: 'error',
});

/** spec 03 §5 password rules as violations at `field`. */
export function passwordViolations(password: string, field = 'password'): Violation[] {
  const problem = passwordProblemText(password);
  return problem ? [violationOf(field, problem)] : [];
}

/**
 * What every part of the account service shares (spec 03 §4, §7): the session cache and the
 * repositories that forget it on change, the attempt limiter, issuing and opening sessions, and
 * finding the account a sign-in names. Each concern (signInService, recoveryService, signUpService,
 * profileService, usersAdminService) is made over it; accountService.ts puts them together.
 */
export function createAccountContext(deps: AccountServiceDeps) {
  const { recovery, audit, hasher, tokens, mail, flags, now } = deps;
  // What resolveSession found per session, for SESSION_CACHE_MS: a signed-in request then costs about
  // what a guest's does (issue 8). Any change to a session or an account in this process forgets it
  // all at once; another process's change is seen within SESSION_CACHE_MS.
  const resolved = new Map<
    string,
    { until: number; ownerId: string; userId: string; account: AccountState }
  >();
  const forget = () => resolved.clear();
  const sessions = invalidating(deps.sessions, ['revoke', 'revokeAllOf', 'setOwner'], forget);
  const users = invalidating(deps.users, ['update', 'insert'], forget);
  const limiter = deps.limiter ?? createAttemptLimiter({ now });

  /**
   * The scopes of a session's token, decided afresh on every issue: quick access is quotes and
   * preparation; an owner account with an invalid number (spec 03 §8 InvalidNumber) has no
   * documents or pickups, whoever acts on it; everything else gets the full account scope.
   */
  async function scopesFor(session: SessionRow, creator: UserRow, owner?: UserRow) {
    if (session.quickAccess) return QUICK_ACCESS_SCOPES;
    const ownerId = session.ownerId ?? creator.id;
    const account =
      owner?.id === ownerId ? owner : ownerId === creator.id ? creator : await users.findById(ownerId);
    return account?.invalidNumber ? LIMITED_ACCOUNT_SCOPES : ACCOUNT_SCOPES;
  }

  async function issueFor(session: SessionRow, creator: UserRow, owner?: UserRow): Promise<IssuedToken> {
    return tokens.issueAccountToken({
      sessionId: session.id,
      userId: creator.id,
      ownerId: session.ownerId ?? creator.id,
      role: highestRole(creator.roles),
      scopes: await scopesFor(session, creator, owner),
      quickAccess: session.quickAccess,
    });
  }

  async function openSession(
    user: UserRow,
    quickAccess: boolean,
    remember: boolean,
    accountNumber?: string,
  ): Promise<SessionTokens> {
    const { session, refreshToken } = await sessions.open({
      userId: user.id,
      quickAccess,
      remember,
      ...(accountNumber ? { accountNumber } : {}),
    });
    return { access: await issueFor(session, user), refreshToken, session };
  }

  /** An account a person may sign in to: imported into the tool and not a pending sign-up. */
  const usable = (row: UserRow | undefined) => (row?.imported && !row.pending ? row : undefined);

  async function findForSignIn(
    identifier: Identifier,
  ): Promise<{ row?: UserRow; newAccountNumber?: string }> {
    switch (identifier.kind) {
      case 'email':
        return { row: usable(await users.findByEmail(identifier.value)) };
      case 'clientId':
        return { row: usable(await users.findByClientId(identifier.value)) };
      case 'badNumber':
        return {};
      case 'number': {
        const row = usable(await users.findByNumber(identifier.value));
        if (row) return { row };
        const renumbered = usable(await users.findByOldNumber(identifier.value));
        if (!renumbered) return {};
        const newAccountNumber = renumbered.dhlImportNumber ?? renumbered.dhlExportNumber ?? undefined;
        return newAccountNumber ? { row: renumbered, newAccountNumber } : { row: renumbered };
      }
    }
  }

  /**
   * Why an account may not open a quick-access session (spec 03 §4), or undefined: fraud and
   * bad-debtor accounts are refused as on sign-in, a renumbered account is told its new number, and
   * staff always prove a password.
   */
  function quickAccessRefusal(row: UserRow, newAccountNumber?: string): SignInRefused | undefined {
    if (row.flaggedForFraud) return new SignInRefused(422, 'FlaggedForFraud');
    if (row.badDebtor) return new SignInRefused(422, 'BadDebtor');
    if (newAccountNumber) return new SignInRefused(422, 'OldImportNumber', { newAccountNumber });
    if (row.nonOsNumber) return new SignInRefused(422, 'NonOSImportExportNumber');
    if (isStaffRow(row)) return new SignInRefused(401, 'InvalidCredentials');
    return undefined;
  }

  function mailOf(to: string, subject: string, text: string): Mail {
    return { to, subject, text };
  }

  return {
    deps,
    recovery,
    audit,
    hasher,
    tokens,
    mail,
    flags,
    now,
    sessions,
    users,
    limiter,
    resolved,
    issueFor,
    openSession,
    findForSignIn,
    quickAccessRefusal,
    mailOf,
  };
}

export type AccountContext = ReturnType<typeof createAccountContext>;
