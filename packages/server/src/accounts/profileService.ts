import type { AuthContext } from '@shipdeck/core/contract';
import type { Principal } from '../auth/principal';
import type { IssuedToken } from '../auth/tokens';
import { serverMessage } from '../messages';
import { forbidden, notFound, unauthorized } from '../platform/apiError';
import type { AccountContext } from './accountContext';
import { isStaffRow, toAuthContext } from './userView';

/** Acting for a client (spec 03 §4): a CSR signs into a client's profile and back out of it. */
export function createProfileService(context: AccountContext) {
  const { audit, sessions, users, issueFor } = context;

  return {
    /** spec 03 §4: a CSR signs into a client's profile, only from the personal account, never into staff. */
    async signIntoProfile(
      principal: Principal,
      targetId: string,
    ): Promise<{ access: IssuedToken; authContext: AuthContext }> {
      const session = principal.session;
      if (!session) throw forbidden(serverMessage('auth.forbidden'));
      const creator = await users.findById(session.userId);
      const target = await users.findById(targetId);
      if (!creator) throw forbidden(serverMessage('auth.forbidden'));
      if (!target?.imported || target.pending) throw notFound(serverMessage('user.notFound'));
      if (isStaffRow(target) || target.id === creator.id) {
        throw forbidden(serverMessage('profile.staffTarget'));
      }
      const open = await sessions.findOpen(session.id);
      if (!open) throw unauthorized(serverMessage('auth.invalidToken'));
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
      if (!session) throw forbidden(serverMessage('auth.forbidden'));
      const creator = await users.findById(session.userId);
      const open = await sessions.findOpen(session.id);
      if (!creator || !open) throw unauthorized(serverMessage('auth.invalidToken'));
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
  };
}
