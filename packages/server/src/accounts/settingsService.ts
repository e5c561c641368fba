import { emailChangeErrors, profileErrors, toViolations, withLeadingPlus } from '@shipdeck/core/account';
import type {
  BillingInformationResource,
  ChangeEmailRequest,
  UpdateBillingInformationRequest,
  UpdateProfileRequest,
  Violation,
} from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import {
  BILLING_CONTACT_PATHS,
  type BillingContact,
  billingContactForm,
  billingContactOfForm,
  createValidationContext,
  validateBillingContact,
} from '@shipdeck/core/validation';
import type { Principal } from '../auth/principal';
import type { NewUserRow, UserRow } from '../db/accountSchema';
import { serverMessage } from '../messages';
import { ApiError, forbidden, notFound, unprocessable } from '../platform/apiError';
import type { AccountContext } from './accountContext';
import type { EmailChangeCodes } from './emailChangeCodes';
import { toUser } from './userView';

export const BILLING_INFORMATION_IRI = '/api/billing_informations';

/** "a***@example.com": enough for the owner to recognise an address in a notice, not to read it. */
const masked = (email: string) => email.replace(/^(.)[^@]*/, '$1***');

/**
 * The account's own settings (spec 03 §2 "User settings", §3 "Billing information", §7): the billing
 * contact (owner's data: a CSR acting for the client may change it, audited by the acting hook), and
 * the signed-in person's own name, company, phone and e-mail, which nobody changes for them (the route
 * table refuses them to staff acting for a client). An e-mail change is confirmed by a one-time link
 * mailed to the new address and needs the password (ASVS 7.5.1); the old address is told once it is done.
 */
export function createSettingsService(context: AccountContext, emailChanges: EmailChangeCodes) {
  const { deps, users, audit, hasher, mail, mailOf } = context;

  const sessionOf = (caller: Principal) => {
    if (!caller.session) throw forbidden(serverMessage('auth.forbidden'));
    return caller.session;
  };

  const billingOf = (row: UserRow): BillingInformationResource & { '@id': string; '@type': string } => ({
    '@id': `${BILLING_INFORMATION_IRI}/${row.id}`,
    '@type': 'BillingInformation',
    id: row.id,
    ...toUser(row).billingInformation,
  });

  async function rowOf(id: string): Promise<UserRow> {
    const row = await users.findById(id);
    if (!row) throw notFound(serverMessage('user.notFound'));
    return row;
  }

  /** The new address's mail (the link), or, when another account has it, a notice to that account. */
  async function sendEmailChange(user: UserRow, newEmail: string): Promise<void> {
    const taken = await users.findByEmail(newEmail);
    if (taken && taken.id !== user.id) {
      await mail.send(
        mailOf(
          newEmail,
          'Your e-mail address was entered for another account',
          `Hello ${taken.name},\n\nSomeone asked to use this e-mail address for another Shipdeck account. Nothing was changed: an address belongs to one account only.\n\nIf it was you, sign in to your own account instead. If not, you can ignore this e-mail.\n`,
        ),
      );
      return;
    }
    const code = await emailChanges.issue(user.id, newEmail);
    const link = `${deps.publicUrl}/?mode=confirm-email&emailChangeCode=${encodeURIComponent(code)}`;
    await mail.send(
      mailOf(
        newEmail,
        'Confirm your new e-mail address',
        `Hello ${user.name},\n\nTo make ${newEmail} the e-mail address of your Shipdeck account, open this link within 24 hours:\n${link}\n\nUntil then you keep signing in with your current address. If you did not ask for it, you can ignore this e-mail.\n`,
      ),
    );
  }

  return {
    /** GET /api/billing_informations: the owner's billing information, the only member (spec 03 §7). */
    async billingInformation(caller: Principal) {
      return billingOf(await rowOf(sessionOf(caller).ownerId));
    },

    /**
     * PUT /api/billing_informations/{id}: the billing contact (spec 03 §5 "Billing contact": name, phone
     * and e-mail required and valid), checked by core's billing contact rules at the body's paths.
     */
    async updateBillingContact(caller: Principal, id: string, request: UpdateBillingInformationRequest) {
      const { ownerId } = sessionOf(caller);
      // Another account's billing information reads as missing (docs/security.md#ownership-of-data).
      if (id !== ownerId) throw notFound(serverMessage('billing.notFound'));
      const form = billingContactForm(request.billingContact);
      const errors = validateBillingContact(form, createValidationContext(), 'billingContact').map(
        (violation): Violation => {
          const field = violation.propertyPath.slice('billingContact.'.length) as keyof BillingContact;
          return { ...violation, propertyPath: BILLING_CONTACT_PATHS[field] ?? violation.propertyPath };
        },
      );
      if (errors.length > 0) throw unprocessable((errors[0] as Violation).message, errors);
      const row = await users.update(ownerId, { billingContact: billingContactOfForm(form) });
      if (!row) throw notFound(serverMessage('billing.notFound'));
      return billingOf(row);
    },

    /** PATCH /api/users/me: the fields sent, each with its sign-up rule (core's profileErrors). */
    async updateProfile(caller: Principal, request: UpdateProfileRequest): Promise<void> {
      const { userId } = sessionOf(caller);
      const violations = toViolations(profileErrors(request));
      if (violations.length > 0) throw unprocessable((violations[0] as Violation).message, violations);
      const patch: Partial<NewUserRow> = {};
      if (request.name !== undefined) patch.name = request.name.trim();
      if (request.companyName !== undefined) patch.companyName = request.companyName.trim();
      if (request.phoneNumber !== undefined) patch.phoneNumber = withLeadingPlus(request.phoneNumber);
      if (Object.keys(patch).length === 0) return;
      await users.update(userId, patch);
      await audit.record({
        actorId: userId,
        subjectId: userId,
        action: 'profileChanged',
        details: { fields: Object.keys(patch) },
      });
    },

    /**
     * POST /api/change_email_actions: the password proves the person (ASVS 7.5.1); the answer is the
     * same whether or not another account has the address (the lookup and the mail run after it, as
     * recovery's do), so the form tells nobody which addresses have accounts.
     */
    async requestEmailChange(caller: Principal, request: ChangeEmailRequest): Promise<{ message: string }> {
      const { userId } = sessionOf(caller);
      const user = await rowOf(userId);
      const newEmail = request.email.trim().toLowerCase();
      const violations = toViolations(emailChangeErrors(request, user.email));
      if (violations.length > 0) throw unprocessable((violations[0] as Violation).message, violations);
      if (!user.passwordHash || !(await hasher.verify(user.passwordHash, request.password))) {
        const wrong = messages('settings.passwordIncorrect');
        throw unprocessable(wrong, [{ propertyPath: 'password', message: wrong, severity: 'error' }]);
      }
      await audit.record({ actorId: userId, subjectId: userId, action: 'emailChangeRequested', details: {} });
      deps.background.run('e-mail change', () => sendEmailChange(user, newEmail));
      return { message: messages('settings.emailChangeSent', { email: newEmail }) };
    },

    /**
     * POST /api/confirm_email_change_actions: the link's code sets the new address, once. A code that
     * is unknown, used, expired, or whose address another account took meanwhile is refused alike.
     */
    async confirmEmailChange(code: string): Promise<{ message: string }> {
      const invalid = () =>
        new ApiError(422, 'InvalidEmailChangeCode', messages('settings.emailLinkInvalid'));
      const change = await emailChanges.consume(code.trim());
      if (!change) throw invalid();
      const user = await users.findById(change.userId);
      const taken = await users.findByEmail(change.newEmail);
      if (!user || (taken && taken.id !== user.id)) throw invalid();
      try {
        await users.update(user.id, { email: change.newEmail });
      } catch {
        // The unique index: another account took the address between the check and the write.
        throw invalid();
      }
      await audit.record({ actorId: user.id, subjectId: user.id, action: 'emailChanged', details: {} });
      const previous = user.email;
      if (previous) {
        deps.background.run('e-mail changed notice', () =>
          mail.send(
            mailOf(
              previous,
              'Your e-mail address was changed',
              `Hello ${user.name},\n\nThe e-mail address of your Shipdeck account is now ${masked(change.newEmail)}. You sign in with it from now on.\n\nIf you did not make this change, contact our customer service at once.\n`,
            ),
          ),
        );
      }
      return { message: messages('settings.emailChanged') };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
