import { describe, expect, it } from 'vitest';
import { signInErrorCode } from '../contract/auth';
import { signInErrorTitleKeys } from './auth';
import { messages } from './index';

describe('account messages', () => {
  it('words the inactive and suspended notices as spec 03 §8 does', () => {
    expect(messages('account.inactive')).toBe(
      'Your account has been inactivated due to non-payment. Please contact our customer service for help reactivating your account.',
    );
    expect(messages('account.suspended')).toMatch(
      /^You have prepared the maximum allowed shipments for the day\./,
    );
  });

  it('gives every sign-in error code of spec 03 §8 a dialog title or field text', () => {
    for (const code of signInErrorCode.options)
      expect(messages(signInErrorTitleKeys[code]), code).not.toBe('');
    expect(messages('signInError.PasswordIncorrect.field')).toBe(
      'The password entered does not match the email address on file.',
    );
  });

  it('fills the staff password notice with the user name', () => {
    expect(messages('password.staffChanged', { name: 'Ada Client' })).toBe(
      'You have successfully changed password for Ada Client',
    );
  });
});
