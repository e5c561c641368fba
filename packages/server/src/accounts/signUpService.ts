import { randomUUID } from 'node:crypto';
import { signUpErrors, toViolations, withLeadingPlus } from '@shipdeck/core/account';
import type { SignUpForm, Violation } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import { serverMessage } from '../messages';
import { notFound, unprocessable } from '../platform/apiError';
import { type AccountContext, type SessionTokens, violationOf } from './accountContext';

/** Sign-up (spec 03 §2, §5, §7): a request the team reviews, or an instant account behind its flag. */
export function createSignUpService(context: AccountContext) {
  const { deps, audit, hasher, mail, flags, users, openSession, mailOf } = context;

  /** spec 03 §5 sign-up rules: core's, the ones the form shows. */
  const validateSignUp = (form: Partial<SignUpForm>, instant?: { password: string }) =>
    toViolations(
      signUpErrors(
        form,
        instant ? { password: instant.password, repeatPassword: instant.password } : undefined,
      ),
    );

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
        phoneNumber: withLeadingPlus(form.phoneNumber ?? '') || null,
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
          `Phone: ${withLeadingPlus(form.phoneNumber ?? '')}${form.phoneNumberExtension ? ` ext. ${form.phoneNumberExtension}` : ''}`,
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
      const violations = validateSignUp(form, { password: form.password });
      if (violations.length > 0) throw unprocessable((violations[0] as Violation).message, violations);
      const email = (form.email as string).trim().toLowerCase();
      if (await users.findByEmail(email)) {
        throw unprocessable(messages('signUp.failed'), [violationOf('email', messages('signUp.failed'))]);
      }
      const created = await users.insert({
        id: randomUUID(),
        email,
        name: `${form.firstName?.trim()} ${form.lastName?.trim()}`,
        phoneNumber: withLeadingPlus(form.phoneNumber ?? '') || null,
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
  };
}
