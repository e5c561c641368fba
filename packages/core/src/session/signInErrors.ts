import type { SignInErrorCode } from '../contract/auth';
import type { AccountMessageKey } from '../messages/index';

/**
 * What the sign-in screen shows for each error code of spec 03 §8: a dialog (title, text, buttons)
 * and/or a message under a field. The texts are keys of core's catalogue (messages/auth.ts).
 */
export interface SignInErrorView {
  code: SignInErrorCode;
  dialog: {
    title: AccountMessageKey;
    text: AccountMessageKey | null;
    /** The buttons the dialog offers, in order; `close` dismisses, the others are actions. */
    actions: ReadonlyArray<'close' | 'continue' | 'notNow' | 'setPassword' | 'forgotPassword'>;
  } | null;
  field: { name: 'identifier' | 'password'; message: AccountMessageKey } | null;
}

const ACCOUNT_NUMBER = /^\d+$/;

/** Whether the typed identifier is an import/export number (digits) rather than an e-mail or client id. */
export function isAccountNumberIdentifier(identifier: string): boolean {
  return ACCOUNT_NUMBER.test(identifier.trim());
}

/**
 * The view for one refused sign-in. `identifier` is what the person typed (a number changes the
 * NoPasswordSet field wording, spec 03 §8). An unknown code reads as InvalidCredentials, the
 * spec's default (§8 "errorCode (default InvalidCredentials)").
 */
export function signInErrorView(code: string, identifier: string): SignInErrorView {
  const number = isAccountNumberIdentifier(identifier);
  switch (code as SignInErrorCode) {
    case 'FlaggedForFraud':
      return dialog(
        'FlaggedForFraud',
        'signInError.FlaggedForFraud.title',
        'signInError.FlaggedForFraud.text',
        ['close'],
      );
    case 'BadDebtor':
      return dialog('BadDebtor', 'signInError.BadDebtor.title', 'signInError.BadDebtor.text', ['close']);
    case 'NoPasswordSet':
      return {
        code: 'NoPasswordSet',
        dialog: { title: 'signInError.NoPasswordSet.title', text: null, actions: ['notNow', 'setPassword'] },
        field: {
          name: 'identifier',
          message: number ? 'signInError.NoPasswordSet.numberField' : 'signInError.NoPasswordSet.emailField',
        },
      };
    case 'OldImportNumber':
      return dialog(
        'OldImportNumber',
        'signInError.OldImportNumber.title',
        'signInError.OldImportNumber.text',
        ['continue'],
      );
    case 'NonOSImportExportNumber':
      return {
        ...dialog('NonOSImportExportNumber', 'signInError.NonOSImportExportNumber.title', null, ['close']),
        field: { name: 'identifier', message: 'signInError.accountNumberField' },
      };
    case 'InvalidNumber':
      return {
        ...dialog('InvalidNumber', 'signInError.InvalidNumber.title', 'signInError.InvalidNumber.text', [
          'continue',
        ]),
        field: { name: 'identifier', message: 'signInError.accountNumberField' },
      };
    case 'InvalidFormat':
      return {
        ...dialog('InvalidFormat', 'signInError.InvalidFormat.title', 'signInError.InvalidFormat.text', [
          'close',
        ]),
        field: { name: 'identifier', message: 'signInError.invalidFormatField' },
      };
    case 'FailedSignInAttempts':
      return dialog(
        'FailedSignInAttempts',
        'signInError.FailedSignInAttempts.title',
        'signInError.FailedSignInAttempts.text',
        ['forgotPassword', 'close'],
      );
    case 'EmailNotFound':
      return {
        ...dialog('EmailNotFound', 'signInError.EmailNotFound.title', null, ['close']),
        field: { name: 'identifier', message: 'signInError.emailField' },
      };
    case 'PasswordIncorrect':
      return {
        code: 'PasswordIncorrect',
        dialog: null,
        // With an account number the message names the number, not an e-mail (issue 16).
        field: {
          name: 'password',
          message: number
            ? 'signInError.PasswordIncorrect.numberField'
            : 'signInError.PasswordIncorrect.field',
        },
      };
    default:
      return dialog('InvalidCredentials', 'signInError.InvalidCredentials.title', 'signIn.failed', ['close']);
  }
}

function dialog(
  code: SignInErrorCode,
  title: AccountMessageKey,
  text: AccountMessageKey | null,
  actions: NonNullable<SignInErrorView['dialog']>['actions'],
): SignInErrorView {
  return { code, dialog: { title, text, actions }, field: null };
}
