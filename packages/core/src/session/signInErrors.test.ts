import { describe, expect, it } from 'vitest';
import { signInErrorCode } from '../contract/auth';
import { messages } from '../messages/index';
import { signInErrorView } from './signInErrors';

const title = (code: string, identifier = 'ada@example.com') => {
  const key = signInErrorView(code, identifier).dialog?.title;
  return key ? messages(key) : null;
};
const field = (code: string, identifier = 'ada@example.com') => {
  const key = signInErrorView(code, identifier).field?.message;
  return key ? messages(key) : null;
};

describe('sign-in error codes (spec 03 §8)', () => {
  it('FlaggedForFraud shows "We are having trouble signing you in!" with Close', () => {
    expect(title('FlaggedForFraud')).toBe('We are having trouble signing you in!');
    expect(signInErrorView('FlaggedForFraud', 'x').dialog?.actions).toEqual(['close']);
  });
  it('BadDebtor shows "Outstanding balance past due."', () => {
    expect(title('BadDebtor')).toBe('Outstanding balance past due.');
  });
  it('NoPasswordSet shows "Sign in successful!" with Not Now or Set Password and the field error by identifier', () => {
    expect(title('NoPasswordSet')).toBe('Sign in successful!');
    expect(signInErrorView('NoPasswordSet', 'x').dialog?.actions).toEqual(['notNow', 'setPassword']);
    expect(field('NoPasswordSet')).toBe('This Email does not match password you have entered.');
    expect(field('NoPasswordSet', '812345678')).toBe(
      'This Import/Export No. does not match password you have entered.',
    );
  });
  it('OldImportNumber shows "Updated Export Number" with Continue', () => {
    expect(title('OldImportNumber')).toBe('Updated Export Number');
    expect(signInErrorView('OldImportNumber', 'x').dialog?.actions).toEqual(['continue']);
  });
  it('NonOSImportExportNumber shows "Export/Import number not recognized" and the account-number field issue', () => {
    expect(title('NonOSImportExportNumber')).toBe('Export/Import number not recognized');
    expect(field('NonOSImportExportNumber')).toBe('There seems to be an issue with your account number.');
  });
  it('InvalidNumber shows "Invalid Account number!" with Continue', () => {
    expect(title('InvalidNumber')).toBe('Invalid Account number!');
    expect(signInErrorView('InvalidNumber', 'x').dialog?.actions).toEqual(['continue']);
  });
  it('InvalidFormat shows "Unrecognized Export/Import number format" and "Invalid account number format"', () => {
    expect(title('InvalidFormat')).toBe('Unrecognized Export/Import number format');
    expect(field('InvalidFormat')).toBe('Invalid account number format');
  });
  it('FailedSignInAttempts shows "Having trouble signing in?" with a Forgot Password link', () => {
    expect(title('FailedSignInAttempts')).toBe('Having trouble signing in?');
    expect(signInErrorView('FailedSignInAttempts', 'x').dialog?.actions).toContain('forgotPassword');
  });
  it('EmailNotFound shows "Email not found" and "There seems to be an issue with your email."', () => {
    expect(title('EmailNotFound')).toBe('Email not found');
    expect(field('EmailNotFound')).toBe('There seems to be an issue with your email.');
  });
  it('InvalidCredentials shows "Invalid Sign-in Information", also for an unknown code', () => {
    expect(title('InvalidCredentials')).toBe('Invalid Sign-in Information');
    expect(title('SomethingNew')).toBe('Invalid Sign-in Information');
  });
  it('PasswordIncorrect is a field error under the password, without a dialog', () => {
    expect(signInErrorView('PasswordIncorrect', 'x').dialog).toBeNull();
    expect(field('PasswordIncorrect')).toBe('The password entered does not match the email address on file.');
    // An account number was typed: the message says so, not "email address" (issue 16).
    const byNumber = signInErrorView('PasswordIncorrect', '812345601').field;
    expect(messages(byNumber?.message ?? 'signIn.failed')).toBe(
      'The password entered does not match the Import/Export No. on file.',
    );
  });
  it('gives every code of the contract a dialog or a field message', () => {
    for (const code of signInErrorCode.options) {
      const view = signInErrorView(code, 'x');
      expect(view.code).toBe(code);
      expect(view.dialog !== null || view.field !== null).toBe(true);
    }
  });
});
