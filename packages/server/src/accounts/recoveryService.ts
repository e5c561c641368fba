import { recoveryIdentifierErrors, toViolations } from '@shipdeck/core/account';
import type { Violation } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import { classifyIdentifier } from '../auth/signInDecision';
import { ApiError, unprocessable } from '../platform/apiError';
import { type AccountContext, passwordViolations } from './accountContext';

/**
 * Password recovery (spec 03 §4 "Forgot password", §7): the e-mailed link, checking its code before
 * the form asks for a password, and setting the new password with it.
 */
export function createRecoveryService(context: AccountContext) {
  const { deps, recovery, audit, hasher, mail, sessions, users, findForSignIn, mailOf } = context;

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

  return {
    /**
     * spec 03 §4 "Forgot password": the number has priority; the answer never says whether an
     * account exists (ASVS 6.3.8); the link is /?mode=reset-password&recoveryCode=…
     */
    async startPasswordRecovery(emailOrId: string): Promise<void> {
      const raw = emailOrId.trim();
      const violations = toViolations(recoveryIdentifierErrors(raw));
      if (violations.length > 0) throw unprocessable((violations[0] as Violation).message, violations);
      // The lookup, the code and the mail run after the answer, so a known and an unknown e-mail
      // answer in the same time (issue 7; ASVS 6.3.8).
      deps.background.run('password recovery', () => sendRecoveryMail(raw));
    },

    /** Whether a reset link's code can still set a password (issue 16 item 12); it stays unused. */
    async checkRecoveryCode(recoveryCode: string): Promise<boolean> {
      return (await recovery.check(recoveryCode.trim())) !== undefined;
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
  };
}
