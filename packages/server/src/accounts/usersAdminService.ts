import type { User } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import type { Principal } from '../auth/principal';
import { classifyIdentifier } from '../auth/signInDecision';
import type { UserRow } from '../db/accountSchema';
import { serverMessage } from '../messages';
import { forbidden, notFound, unprocessable } from '../platform/apiError';
import { type AccountContext, passwordViolations, violationOf } from './accountContext';
import { isStaffRow, toUser } from './userView';

/**
 * Users administration (spec 03 §2 Users page, §7): reading a user, search, sync with its flags,
 * the staff password change and View Log.
 */
export function createUsersAdminService(context: AccountContext) {
  const { audit, hasher, flags, sessions, users } = context;

  return {
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
        throw forbidden(serverMessage('users.staffTarget'));
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
            // What the flags were before, so View Log says "from → to" (issue 16).
            previous: { active: row.active, suspended: row.suspended, whitelisted: row.whitelisted },
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
      // Staff never set another staff member's password (docs/security.md#staff-acting-for-clients: CS → staff is refused).
      if (isStaffRow(target)) throw forbidden(serverMessage('auth.forbidden'));
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

    /** A user's audit entries, newest first (View Log, super admin only). */
    async auditLogOf(userId: string, limit: number) {
      const target = await users.findById(userId);
      if (!target) throw notFound(serverMessage('user.notFound'));
      return audit.listFor(userId, limit);
    },
  };
}
