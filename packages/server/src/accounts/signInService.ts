import type { CurrentUserResponse } from '@shipdeck/core/contract';
import type { AccountState, Principal } from '../auth/principal';
import { afterFailedSignIn, classifyIdentifier, decideSignIn } from '../auth/signInDecision';
import type { UserRow } from '../db/accountSchema';
import { serverMessage } from '../messages';
import { notFound } from '../platform/apiError';
import {
  type AccountContext,
  SESSION_CACHE_MS,
  SESSION_CACHE_SIZE,
  type SessionTokens,
  SignInRefused,
} from './accountContext';
import { toAuthContext, toUser } from './userView';

/**
 * Sign-in and sessions (spec 03 §4, §7, §8): sign-in with its error codes, quick access, refresh-token
 * rotation, sign-out, the current user and the session every request is checked against.
 */
export function createSignInService(context: AccountContext) {
  const {
    audit,
    hasher,
    now,
    sessions,
    users,
    limiter,
    resolved,
    issueFor,
    openSession,
    findForSignIn,
    quickAccessRefusal,
  } = context;

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
      // spec 03 §4 "First-sign-in dialog": an account with no password continues with limited access,
      // signed in: the session quick access opens (quotes and preparation), after its own checks.
      if (!outcome.ok && outcome.errorCode === 'NoPasswordSet' && input.continueWithLimitedAccess === true) {
        const account = row as UserRow;
        const refused = quickAccessRefusal(account, newAccountNumber);
        if (refused) throw refused;
        const opened = await openSession(
          account,
          true,
          input.remember,
          identifier.kind === 'number' ? identifier.value : undefined,
        );
        await audit.record({
          actorId: account.id,
          subjectId: account.id,
          action: 'signIn',
          details: { method: identifier.kind, limited: 'NoPasswordSet' },
        });
        return opened;
      }
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
      const refused = quickAccessRefusal(row, newAccountNumber);
      if (refused) throw refused;
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
