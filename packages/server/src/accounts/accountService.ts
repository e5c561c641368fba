import { randomUUID } from 'node:crypto';
import type {
  AuthContext,
  CurrentUserResponse,
  FeatureFlags,
  SignInErrorCode,
  SignUpForm,
  User,
  Violation,
} from '@shipdeck/core/contract';
import { ACCOUNT_LIMITS } from '@shipdeck/core/limits';
import { messages, signInErrorTitleKeys } from '@shipdeck/core/messages';
import { EMAIL_PATTERN } from '@shipdeck/core/validation';
import type { AuditLog } from '../audit/auditLog';
import { type AttemptLimiter, createAttemptLimiter } from '../auth/attemptLimiter';
import { type PasswordHasher, passwordProblemText } from '../auth/passwords';
import {
  ACCOUNT_SCOPES,
  type AccountState,
  highestRole,
  LIMITED_ACCOUNT_SCOPES,
  type Principal,
  QUICK_ACCESS_SCOPES,
} from '../auth/principal';
import type { RecoveryCodes } from '../auth/recoveryCodes';
import type { SessionStore } from '../auth/sessionStore';
import { afterFailedSignIn, classifyIdentifier, decideSignIn, type Identifier } from '../auth/signInDecision';
import type { IssuedToken, TokenService } from '../auth/tokens';
import type { SessionRow, UserRow } from '../db/accountSchema';
import type { Mail, MailTransport } from '../mail/mailTransport';
import { serverMessage } from '../messages';
import { ApiError, notFound, unprocessable } from '../platform/apiError';
import type { BackgroundTasks } from '../platform/backgroundTasks';
import type { UserRepository } from './userRepository';
import { isStaffRow, toAuthContext, toUser } from './userView';

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
const SESSION_CACHE_SIZE = 10_000;

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

export class SignInRefused extends ApiError {
  constructor(
    status: 401 | 422,
    readonly signInErrorCode: SignInErrorCode,
    readonly extra: { newAccountNumber?: string; lockedUntil?: string } = {},
  ) {
    super(status, signInErrorCode, messages(signInErrorTitleKeys[signInErrorCode]));
  }
}

const violationOf = (propertyPath: string, message: string): Violation => ({
  propertyPath,
  message,
  severity: 'error',
});

/** spec 03 §5 password rules as violations at `field`. */
function passwordViolations(password: string, field = 'password'): Violation[] {
  const problem = passwordProblemText(password);
  return problem ? [violationOf(field, problem)] : [];
}

/**
 * Accounts and sessions (spec 03 §4, §5, §7, §8): sign-in with its error codes, quick access,
 * sign-up, refresh-token rotation, password recovery, users administration and acting for a client.
 */
export function createAccountService(deps: AccountServiceDeps) {
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

  function mailOf(to: string, subject: string, text: string): Mail {
    return { to, subject, text };
  }

  /** Names and promo codes on a sign-up (the spec gives no maximum; a person's name fits in 100). */
  const NAME_MAX = 100;

  function validateSignUp(form: Partial<SignUpForm>): Violation[] {
    const v: Violation[] = [];
    if (!form.firstName?.trim()) v.push(violationOf('firstName', messages('signUp.firstNameRequired')));
    else if (form.firstName.trim().length > NAME_MAX)
      v.push(violationOf('firstName', messages('field.maxLength', { label: 'First Name', max: NAME_MAX })));
    if (!form.lastName?.trim()) v.push(violationOf('lastName', messages('signUp.lastNameRequired')));
    else if (form.lastName.trim().length > NAME_MAX)
      v.push(violationOf('lastName', messages('field.maxLength', { label: 'Last Name', max: NAME_MAX })));
    if ((form.promoCode ?? '').length > NAME_MAX)
      v.push(violationOf('promoCode', messages('field.maxLength', { label: 'Promo Code', max: NAME_MAX })));
    if (!form.phoneNumber?.trim()) v.push(violationOf('phoneNumber', messages('signUp.phoneRequired')));
    else if (!/^\+?[\d\s().-]{7,20}$/.test(form.phoneNumber.trim()))
      v.push(violationOf('phoneNumber', messages('signUp.phoneInvalid')));
    if ((form.phoneNumberExtension ?? '').length > ACCOUNT_LIMITS.extensionMax)
      v.push(violationOf('phoneNumberExtension', messages('signUp.extensionTooLong')));
    if (!form.email?.trim()) v.push(violationOf('email', messages('signUp.emailRequired')));
    else if (!EMAIL_PATTERN.test(form.email.trim()) || form.email.length > 254)
      v.push(violationOf('email', messages('signUp.emailInvalid')));
    return v;
  }

  /** The recovery mail of spec 03 §4, when the identifier names an active account with an e-mail. */
  async function sendRecoveryMail(raw: string): Promise<void> {
    const { row } = await findForSignIn(classifyIdentifier(raw));
    if (!row?.email || !row.active) return;
    const code = await recovery.issue(row.id);
    const link = `${deps.publicUrl}/?mode=reset-password&recoveryCode=${encodeURIComponent(code)}`;
    await mail.send(
      mailOf(
        row.email,
        'Reset your password',
        `Hello ${row.name},\n\nTo set a new password, open this link within one hour:\n${link}\n\nIf you did not ask for it, you can ignore this e-mail.\n`,
      ),
    );
    await audit.record({
      actorId: null,
      subjectId: row.id,
      action: 'passwordRecoveryStarted',
      details: {},
    });
  }

  /** A sign-up's rows and mails, after its answer (see signUp). */
  async function registerSignUp(form: Partial<SignUpForm>): Promise<void> {
    const email = (form.email as string).trim().toLowerCase();
    const name = `${form.firstName?.trim()} ${form.lastName?.trim()}`;
    const existing = await users.findByEmail(email);
    if (!existing) {
      const created = await users.insert({
        id: randomUUID(),
        email,
        name,
        phoneNumber: form.phoneNumber?.trim() ?? null,
        roles: ['ROLE_CLIENT', 'ROLE_USER'],
        active: false,
        imported: false,
        pending: true,
      });
      await audit.record({ actorId: created.id, subjectId: created.id, action: 'signUp', details: {} });
    }
    // The same answer and the same mails either way: a sign-up never tells whether an e-mail has
    // an account (ASVS 6.3.8); the team sees which it was.
    await mail.send(
      mailOf(
        deps.signUpTeamEmail,
        `New sign-up: ${name}`,
        [
          `Name: ${name}`,
          `E-mail: ${email}`,
          `Phone: ${form.phoneNumber ?? ''}${form.phoneNumberExtension ? ` ext. ${form.phoneNumberExtension}` : ''}`,
          `Promo code: ${form.promoCode ?? ''}`,
          existing ? 'This e-mail already has an account.' : 'A pending account was created.',
        ].join('\n'),
      ),
    );
    // The address's owner hears of it either way; an existing client is told someone used their
    // address, not thanked for a sign-up they may not have made (issue 16 item 11).
    await mail.send(
      existing
        ? mailOf(
            email,
            'Someone tried to sign up with your e-mail',
            `Hello ${existing.name},\n\nSomeone asked to sign up for Shipdeck with this e-mail address, which already has an account. If it was you, sign in instead, or use Forgot Password to set a new password. If it was not you, you can ignore this e-mail: nothing was changed.\n`,
          )
        : mailOf(
            email,
            'Thank you for signing up',
            `Hello ${form.firstName?.trim()},\n\n${messages('signUp.received')}\n`,
          ),
    );
  }

  return {
    /**
     * `continueWithLimitedAccess`: the person saw the InvalidNumber dialog and chose Continue
     * (spec 03 §8). The same checks run again (the password is proved again), and only when the
     * one thing wrong is the invalid number does a session open, with LIMITED_ACCOUNT_SCOPES.
     */
    async signIn(input: {
      identifier: string;
      password: string;
      remember: boolean;
      client: string;
      continueWithLimitedAccess?: boolean;
      /** Accounts that signed in from this browser before (its device cookie). */
      trustedFor?: readonly string[];
    }): Promise<SessionTokens> {
      const identifier = classifyIdentifier(input.identifier);
      const { row, newAccountNumber } = await findForSignIn(identifier);
      // The account's own browsers pass both the address limit and the account's lock (issue 7): a
      // stranger's failures cannot lock the owner out. The password is checked all the same.
      const trusted = row !== undefined && (input.trustedFor ?? []).includes(row.id);
      if (!trusted && limiter.blocked(input.client)) {
        await audit.record({
          actorId: null,
          subjectId: row?.id ?? null,
          action: 'signInFailed',
          details: { errorCode: 'FailedSignInAttempts', reason: 'address limit', method: identifier.kind },
        });
        throw new SignInRefused(401, 'FailedSignInAttempts');
      }
      // The password is hashed whether or not there is an account, so timing tells nothing.
      let passwordMatches = false;
      if (row?.passwordHash) passwordMatches = await hasher.verify(row.passwordHash, input.password);
      else await hasher.verifyNothing(input.password);
      const at = now();
      const outcome = decideSignIn(
        identifier,
        row
          ? {
              passwordSet: row.passwordHash !== null,
              flaggedForFraud: row.flaggedForFraud,
              badDebtor: row.badDebtor,
              nonOsNumber: row.nonOsNumber,
              invalidNumber: row.invalidNumber,
              lockedUntil: row.lockedUntil,
              newAccountNumber,
            }
          : undefined,
        passwordMatches,
        at,
        trusted,
      );
      const continuing =
        !outcome.ok && outcome.errorCode === 'InvalidNumber' && input.continueWithLimitedAccess === true;
      if (!outcome.ok && !continuing) {
        if (outcome.countsAsFailure || !row) limiter.recordFailure(input.client);
        // Failed sign-ins and locks leave an audit entry (never the password or the identifier typed).
        await audit.record({
          actorId: null,
          subjectId: row?.id ?? null,
          action: 'signInFailed',
          details: { errorCode: outcome.errorCode, method: identifier.kind, trustedDevice: trusted },
        });
        if (row && outcome.countsAsFailure) {
          const next = afterFailedSignIn(row, at);
          await users.update(row.id, next);
          if (next.lockedUntil && !trusted) {
            await audit.record({
              actorId: null,
              subjectId: row.id,
              action: 'signInLocked',
              details: { failures: next.failedSignInCount, lockedUntil: next.lockedUntil.toISOString() },
            });
            throw new SignInRefused(401, 'FailedSignInAttempts', {
              lockedUntil: next.lockedUntil.toISOString(),
            });
          }
        }
        throw new SignInRefused(outcome.status, outcome.errorCode, {
          ...(outcome.errorCode === 'OldImportNumber' && newAccountNumber ? { newAccountNumber } : {}),
          ...(outcome.lockedUntil ? { lockedUntil: outcome.lockedUntil.toISOString() } : {}),
        });
      }
      const user = row as UserRow;
      if (user.failedSignInCount > 0 || user.lockedUntil) {
        await users.update(user.id, { failedSignInCount: 0, failedSignInSince: null, lockedUntil: null });
      }
      const opened = await openSession(user, false, input.remember);
      await audit.record({
        actorId: user.id,
        subjectId: user.id,
        action: 'signIn',
        details: continuing
          ? { method: identifier.kind, limited: 'InvalidNumber' }
          : { method: identifier.kind },
      });
      return opened;
    },

    /**
     * Quick access by account number only (spec 03 §4): quotes and preparation scope. The number
     * must be well formed and known; fraud and bad-debtor accounts are refused as on sign-in.
     */
    async quickAccess(accountNumber: string, client: string): Promise<SessionTokens> {
      if (limiter.blocked(client)) throw new SignInRefused(401, 'FailedSignInAttempts');
      const identifier = classifyIdentifier(accountNumber);
      if (identifier.kind !== 'number') throw new SignInRefused(422, 'InvalidFormat');
      const { row, newAccountNumber } = await findForSignIn(identifier);
      if (!row) {
        // Scanning numbers is what this pathway invites: unknown numbers count against the client.
        limiter.recordFailure(client);
        throw new SignInRefused(422, 'NonOSImportExportNumber');
      }
      if (row.flaggedForFraud) throw new SignInRefused(422, 'FlaggedForFraud');
      if (row.badDebtor) throw new SignInRefused(422, 'BadDebtor');
      if (newAccountNumber) throw new SignInRefused(422, 'OldImportNumber', { newAccountNumber });
      if (row.nonOsNumber) throw new SignInRefused(422, 'NonOSImportExportNumber');
      if (isStaffRow(row)) throw new SignInRefused(401, 'InvalidCredentials');
      return openSession(row, true, true, identifier.value);
    },

    async refresh(refreshToken: string): Promise<SessionTokens | undefined> {
      const rotated = await sessions.rotate(refreshToken);
      if (!rotated.ok) {
        if (rotated.reason === 'reused') {
          const session = await sessions.findByRefreshToken(refreshToken);
          await audit.record({
            actorId: session?.userId ?? null,
            subjectId: session?.userId ?? null,
            action: 'refreshTokenReused',
            details: { sessionId: session?.id ?? null },
          });
        }
        return undefined;
      }
      const creator = await users.findById(rotated.session.userId);
      if (!creator) return undefined;
      return {
        access: await issueFor(rotated.session, creator),
        refreshToken: rotated.refreshToken,
        session: rotated.session,
      };
    },

    sessionOfRefreshToken: (refreshToken: string) => sessions.findByRefreshToken(refreshToken),

    async signOut(sessionIds: string[], actorId: string | null): Promise<void> {
      for (const id of new Set(sessionIds)) await sessions.revoke(id, 'signed out');
      if (actorId) await audit.record({ actorId, subjectId: actorId, action: 'signOut', details: {} });
    },

    async signUp(form: Partial<SignUpForm>): Promise<void> {
      const violations = validateSignUp(form);
      if (violations.length > 0) throw unprocessable((violations[0] as Violation).message, violations);
      // Everything past the form's rules runs after the answer: an e-mail with an account and one
      // without answer alike and in the same time (issue 7; ASVS 6.3.8).
      deps.background.run('sign-up', () => registerSignUp(form));
    },

    /** INSTANT_SIGN_UP (spec 03 §2): the account is created active with its password, signed in. */
    async instantSignUp(form: Partial<SignUpForm> & { password: string }): Promise<SessionTokens> {
      if (!flags.INSTANT_SIGN_UP) throw notFound(serverMessage('feature.off'));
      const violations = [...validateSignUp(form), ...passwordViolations(form.password)];
      if (violations.length > 0) throw unprocessable((violations[0] as Violation).message, violations);
      const email = (form.email as string).trim().toLowerCase();
      if (await users.findByEmail(email)) {
        throw unprocessable(messages('signUp.failed'), [violationOf('email', messages('signUp.failed'))]);
      }
      const created = await users.insert({
        id: randomUUID(),
        email,
        name: `${form.firstName?.trim()} ${form.lastName?.trim()}`,
        phoneNumber: form.phoneNumber?.trim() ?? null,
        roles: ['ROLE_CLIENT', 'ROLE_USER'],
        passwordHash: await hasher.hash(form.password),
      });
      await audit.record({
        actorId: created.id,
        subjectId: created.id,
        action: 'signUp',
        details: { instant: true },
      });
      return openSession(created, false, true);
    },

    /**
     * spec 03 §4 "Forgot password": the number has priority; the answer never says whether an
     * account exists (ASVS 6.3.8); the link is /?mode=reset-password&recoveryCode=…
     */
    async startPasswordRecovery(emailOrId: string): Promise<void> {
      const raw = emailOrId.trim();
      const violations: Violation[] = [];
      if (!raw) violations.push(violationOf('emailOrId', messages('recovery.identifierRequired')));
      else if (raw.includes('@') && !EMAIL_PATTERN.test(raw))
        violations.push(violationOf('emailOrId', messages('recovery.emailInvalid')));
      else if (!raw.includes('@') && raw.length < ACCOUNT_LIMITS.identifierMin)
        violations.push(violationOf('emailOrId', messages('recovery.numberTooShort')));
      if (violations.length > 0) throw unprocessable((violations[0] as Violation).message, violations);
      // The lookup, the code and the mail run after the answer, so a known and an unknown e-mail
      // answer in the same time (issue 7; ASVS 6.3.8).
      deps.background.run('password recovery', () => sendRecoveryMail(raw));
    },

    async completePasswordRecovery(password: string, recoveryCode: string): Promise<void> {
      const violations = passwordViolations(password);
      if (violations.length > 0) throw unprocessable((violations[0] as Violation).message, violations);
      const userId = await recovery.consume(recoveryCode.trim());
      if (!userId) throw new ApiError(422, 'InvalidRecoveryCode', messages('password.invalidResetLink'));
      await users.update(userId, {
        passwordHash: await hasher.hash(password),
        // The user chose this password: it is no longer the temporary one staff set (spec 03 §4).
        passwordTemporary: false,
        failedSignInCount: 0,
        failedSignInSince: null,
        lockedUntil: null,
      });
      // A new password ends every other session (ASVS 7.4.3).
      await sessions.revokeAllOf(userId, 'password recovered');
      await audit.record({ actorId: userId, subjectId: userId, action: 'passwordRecovered', details: {} });
    },

    async currentUser(principal: Principal): Promise<CurrentUserResponse> {
      const session = principal.session;
      if (!session) throw notFound(serverMessage('user.notFound'));
      const creator = await users.findById(session.userId);
      const owner = session.ownerId === session.userId ? creator : await users.findById(session.ownerId);
      if (!creator || !owner) throw notFound(serverMessage('user.notFound'));
      const proved = session.quickAccess ? (await sessions.findOpen(session.id))?.accountNumber : undefined;
      return {
        ...toUser(creator, session.quickAccess ? { quickAccess: { accountNumber: proved ?? null } } : {}),
        authContext: toAuthContext(creator, owner),
        quickAccess: session.quickAccess,
      };
    },

    /** Self (creator or owner) or staff; anyone else reads "not found" (no existence leak). */
    async getUser(principal: Principal, id: string): Promise<User> {
      const session = principal.session;
      const self = session && (session.userId === id || session.ownerId === id);
      // Staff read any user from their personal account (the Users page); while signed into a client's
      // profile they see that client and themselves only, as the client would (spec 03 §4).
      const acting = session !== undefined && session.ownerId !== session.userId;
      const caller = session && !acting ? await users.findById(session.userId) : undefined;
      if (!self && !(caller && isStaffRow(caller))) throw notFound(serverMessage('user.notFound'));
      const row = await users.findById(id);
      if (!row) throw notFound(serverMessage('user.notFound'));
      return toUser(row);
    },

    async search(term: string, page: number, itemsPerPage: number) {
      const { rows, total } = await users.search(term.trim(), itemsPerPage, (page - 1) * itemsPerPage);
      return { members: rows.map((row) => toUser(row)), total };
    },

    /**
     * POST /api/sync_user_actions: imports the account when new, applies each non-null flag, and
     * ends every session of an account that is inactivated (ASVS 7.4.2).
     */
    async syncUser(
      actorId: string,
      input: {
        emailOrId: string;
        active?: boolean | null;
        suspended?: boolean | null;
        whitelisted?: boolean | null;
      },
    ): Promise<{ success: boolean; message?: string; user?: User }> {
      const ids = input.emailOrId.trim().split(/\s+/).filter(Boolean);
      if (ids.length === 0) {
        throw unprocessable(messages('users.syncFailed'), [
          violationOf('emailOrId', messages('recovery.identifierRequired')),
        ]);
      }
      let last: User | undefined;
      const missing: string[] = [];
      const found: UserRow[] = [];
      for (const id of ids.slice(0, 20)) {
        const identifier = classifyIdentifier(id);
        const row =
          identifier.kind === 'email'
            ? await users.findByEmail(identifier.value)
            : identifier.kind === 'number'
              ? await users.findByNumber(identifier.value)
              : identifier.kind === 'clientId'
                ? await users.findByClientId(identifier.value)
                : undefined;
        if (row) found.push(row);
        else missing.push(id);
      }
      // Staff act on clients; a staff account (CSR, admin, super admin) is changed only by a super
      // admin, and nobody changes their own (issue 7: a CSR could inactivate the super admin). Checked
      // for every named account before any is changed, so a refused request changes nothing.
      const actor = await users.findById(actorId);
      const superAdmin = actor?.roles.includes('ROLE_SUPER_ADMIN') === true;
      if (found.some((row) => row.id === actorId || (isStaffRow(row) && !superAdmin))) {
        throw new ApiError(403, 'Forbidden', serverMessage('users.staffTarget'));
      }
      for (const row of found) {
        // A pending sign-up is approved by importing it: it becomes an active client without a
        // password, who sets one through password recovery (or uses quick access once numbered).
        const patch: Partial<UserRow> = row.pending
          ? { imported: true, pending: false, active: true }
          : { imported: true };
        if (typeof input.active === 'boolean') patch.active = input.active;
        if (typeof input.suspended === 'boolean') patch.suspended = input.suspended;
        if (typeof input.whitelisted === 'boolean') patch.whitelisted = input.whitelisted;
        const updated = (await users.update(row.id, patch)) as UserRow;
        let sessionsEnded = 0;
        if (row.active && updated.active === false)
          sessionsEnded = await sessions.revokeAllOf(row.id, 'inactivated');
        await audit.record({
          actorId,
          subjectId: row.id,
          action: row.imported ? 'syncUser' : 'importUser',
          details: {
            active: input.active ?? null,
            suspended: input.suspended ?? null,
            whitelisted: input.whitelisted ?? null,
            sessionsEnded,
          },
        });
        last = toUser(updated);
      }
      if (missing.length > 0)
        return { success: false, message: messages('users.notInBillPay'), ...(last ? { user: last } : {}) };
      return { success: true, message: messages('users.updated'), ...(last ? { user: last } : {}) };
    },

    /** Staff password change, only behind CSR_PASSWORD_CHANGE (off by default, spec 03 §2). */
    async changePasswordByStaff(
      actorId: string,
      userId: string,
      password: string,
    ): Promise<{ name: string }> {
      if (!flags.CSR_PASSWORD_CHANGE) throw notFound(serverMessage('feature.off'));
      const target = await users.findById(userId);
      if (!target || target.pending) throw notFound(serverMessage('user.notFound'));
      // Staff never set another staff member's password (docs/security.md#staff-acting-for-clients).
      if (isStaffRow(target)) throw new ApiError(403, 'Forbidden', serverMessage('auth.forbidden'));
      const violations = passwordViolations(password);
      if (violations.length > 0) throw unprocessable(messages('password.staffResetFailed'), violations);
      await users.update(userId, {
        passwordHash: await hasher.hash(password),
        // Decided by the lead: a password staff set is temporary until the user sets their own;
        // the app shows the temporary-password warning after sign-in (spec 03 §4).
        passwordTemporary: true,
        lockedUntil: null,
        failedSignInCount: 0,
      });
      await sessions.revokeAllOf(userId, 'password changed by staff');
      await audit.record({ actorId, subjectId: userId, action: 'changePasswordByStaff', details: {} });
      return { name: target.name };
    },

    /** spec 03 §4: a CSR signs into a client's profile, only from the personal account, never into staff. */
    async signIntoProfile(
      principal: Principal,
      targetId: string,
    ): Promise<{ access: IssuedToken; authContext: AuthContext }> {
      const session = principal.session;
      if (!session) throw new ApiError(403, 'Forbidden', serverMessage('auth.forbidden'));
      const creator = await users.findById(session.userId);
      const target = await users.findById(targetId);
      if (!creator) throw new ApiError(403, 'Forbidden', serverMessage('auth.forbidden'));
      if (!target?.imported || target.pending) throw notFound(serverMessage('user.notFound'));
      if (isStaffRow(target) || target.id === creator.id) {
        throw new ApiError(403, 'Forbidden', serverMessage('profile.staffTarget'));
      }
      const open = await sessions.findOpen(session.id);
      if (!open) throw new ApiError(401, 'Unauthorized', serverMessage('auth.invalidToken'));
      await sessions.setOwner(session.id, target.id);
      await audit.record({
        actorId: creator.id,
        subjectId: target.id,
        action: 'signIntoProfile',
        details: { sessionId: session.id },
      });
      return {
        access: await issueFor({ ...open, ownerId: target.id }, creator, target),
        authContext: toAuthContext(creator, target),
      };
    },

    async signOutFromProfile(
      principal: Principal,
    ): Promise<{ access: IssuedToken; authContext: AuthContext }> {
      const session = principal.session;
      if (!session) throw new ApiError(403, 'Forbidden', serverMessage('auth.forbidden'));
      const creator = await users.findById(session.userId);
      const open = await sessions.findOpen(session.id);
      if (!creator || !open) throw new ApiError(401, 'Unauthorized', serverMessage('auth.invalidToken'));
      await sessions.setOwner(session.id, null);
      await audit.record({
        actorId: creator.id,
        subjectId: session.ownerId,
        action: 'signOutFromProfile',
        details: { sessionId: session.id },
      });
      return {
        access: await issueFor({ ...open, ownerId: null }, creator),
        authContext: toAuthContext(creator, creator),
      };
    },

    async auditLogOf(userId: string, limit: number) {
      const target = await users.findById(userId);
      if (!target) throw notFound(serverMessage('user.notFound'));
      const rows = await audit.listFor(userId, limit);
      return rows.map((row) => ({
        '@type': 'AuditLogEntry',
        id: row.id,
        actorId: row.actorId,
        actorName: row.actorName,
        subjectId: row.subjectId,
        action: row.action,
        occurredAt: row.occurredAt.toISOString(),
        details: row.details,
      }));
    },

    /** The account state a request is checked against (the owner's), or null when the session ended. */
    async resolveSession(principal: Principal): Promise<Principal | null> {
      const claimed = principal.session;
      if (!claimed) return principal;
      const at = now().getTime();
      const cached = resolved.get(claimed.id);
      if (cached && cached.until > at) {
        if (cached.userId !== claimed.userId || cached.ownerId !== claimed.ownerId) return null;
        return { ...principal, account: cached.account };
      }
      const session = await sessions.findOpen(claimed.id);
      if (!session || session.userId !== claimed.userId) return null;
      // The session row, not the token, says whom the staff member acts for now.
      const ownerId = session.ownerId ?? session.userId;
      if (ownerId !== claimed.ownerId) return null;
      const owner = await users.findById(ownerId);
      if (!owner) return null;
      const account: AccountState = {
        active: owner.active,
        suspended: owner.suspended,
        whitelisted: owner.whitelisted,
        accountDiscount: owner.accountDiscount,
      };
      if (resolved.size >= SESSION_CACHE_SIZE) resolved.delete(resolved.keys().next().value as string);
      resolved.set(claimed.id, { until: at + SESSION_CACHE_MS, ownerId, userId: session.userId, account });
      return { ...principal, account };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
