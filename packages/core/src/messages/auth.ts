import type { SignInErrorCode } from '../contract/auth';

/**
 * Messages of accounts and sessions (spec 03 §5 field rules, §8 sign-in error codes and notices,
 * §4 account status), in the spec's exact words. Where the spec names a dialog but gives only part
 * of its text, the key says which part is ours.
 */
export const authMessages = {
  // Sign-in form (spec 03 §5).
  'signIn.identifierRequired': 'Email or import/export number field is required.',
  'signIn.identifierTooShort': 'This value is too short. It should have 6 characters or more.',
  'signIn.passwordRequired': 'Password field is required.',
  'signIn.failed':
    'Sign In information is invalid. Please try again and contact Customer Support if you still have problems.',
  'signUp.failed':
    'Sign Up information is invalid. Please try again and contact Customer Support if you still have problems.',
  'signIn.guestFailed': 'Password you have entered does not match the one in our database.',
  'signIn.protectedFailed':
    'Password you have entered does not match the one in our database. Please try again or use Forgot Password?',
  'signIn.welcomeBack': 'Welcome Back {name}!',

  // Sign-in error codes (spec 03 §8): dialog titles and texts.
  'signInError.FlaggedForFraud.title': 'We are having trouble signing you in!',
  // Ours: the spec says only "Contact customer service; Close".
  'signInError.FlaggedForFraud.text': 'Please contact customer service for help signing in.',
  'signInError.BadDebtor.title': 'Outstanding balance past due.',
  // Ours: the spec says only "Contact customer service".
  'signInError.BadDebtor.text': 'Please contact customer service to settle your balance.',
  'signInError.NoPasswordSet.title': 'Sign in successful!',
  'signInError.NoPasswordSet.notNow': 'Not Now',
  'signInError.NoPasswordSet.setPassword': 'Set Password',
  'signInError.NoPasswordSet.emailField': 'This Email does not match password you have entered.',
  'signInError.NoPasswordSet.numberField': 'This Import/Export No. does not match password you have entered.',
  'signInError.NoPasswordSet.emailFieldAlt': 'This email does not match password you have entered.',
  'signInError.NoPasswordSet.numberFieldAlt':
    'This import/export no. does not match password you have entered.',
  'signInError.OldImportNumber.title': 'Updated Export Number',
  // Ours: the spec says the new number is shown with Continue.
  'signInError.OldImportNumber.text':
    'Your account number has changed. Your new number is {newAccountNumber}.',
  'signInError.continue': 'Continue',
  'signInError.close': 'Close',
  'signInError.NonOSImportExportNumber.title': 'Export/Import number not recognized',
  'signInError.InvalidNumber.title': 'Invalid Account number!',
  // Ours, from the spec's "Continue is possible, but no documents or pickups".
  'signInError.InvalidNumber.text':
    'You can continue, but you will not be able to create documents or schedule pickups.',
  'signInError.InvalidFormat.title': 'Unrecognized Export/Import number format',
  // Ours, from the spec's rule "a 9-digit number starting with 8 or 9".
  'signInError.InvalidFormat.text': 'It should be a 9-digit number starting with 8 or 9.',
  'signInError.FailedSignInAttempts.title': 'Having trouble signing in?',
  // Ours around the spec's support hours and Forgot Password link.
  'signInError.FailedSignInAttempts.text':
    'Contact customer support Monday to Friday 7am-7pm, or reset your password.',
  'signInError.forgotPassword': 'Forgot Password?',
  'signInError.EmailNotFound.title': 'Email not found',
  'signInError.InvalidCredentials.title': 'Invalid Sign-in Information',
  'signInError.PasswordIncorrect.field': 'The password entered does not match the email address on file.',
  // Our wording: the spec's text for an e-mail, said of the number when a number was typed (issue 16).
  'signInError.PasswordIncorrect.numberField':
    'The password entered does not match the Import/Export No. on file.',
  // Field messages by code (spec 03 §8).
  'signInError.accountNumberField': 'There seems to be an issue with your account number.',
  'signInError.invalidFormatField': 'Invalid account number format',
  'signInError.emailField': 'There seems to be an issue with your email.',

  // Set or change password (spec 03 §5, §8).
  'password.required': 'Password field is required.',
  'password.tooShort': 'This value is too short. It should have 8 characters or more.',
  // Ours: the spec gives no maximum; the same sentence as its "too short".
  'password.tooLong': 'This value is too long. It should have {max} characters or less.',
  'password.confirmRequired': 'Confirm password field is required.',
  'password.mismatch': 'Passwords do not match.',
  'password.resetFailed': 'Could not reset password. Please try to reset your password again.',
  'password.staffResetFailed': 'Could not reset password. Please try to reset user password again.',
  'password.staffChanged': 'You have successfully changed password for {name}',
  'password.recoverySent': 'An email has been sent to reset your password.',
  'password.recoveryFailed': 'Something went wrong. Please reload the page and try again.',
  'password.invalidResetLink': 'Invalid password reset link',
  // Ours: the spec lists "password created or set" among notices without fixed text.
  'password.set': 'Your password has been set.',
  // Reset password request (spec 03 §5).
  'recovery.identifierRequired': 'Email or import/export number field is required.',
  'recovery.numberTooShort': 'This value is too short. It should have 6 characters or more.',
  'recovery.emailInvalid': 'Email is not valid.',

  // Sign-up (spec 03 §5).
  'signUp.firstNameRequired': 'First Name field is required.',
  // Ours: the spec says last name is required without wording it; same pattern as first name.
  'signUp.lastNameRequired': 'Last Name field is required.',
  'signUp.phoneRequired': 'Phone field is required.',
  'signUp.extensionTooLong': 'Maximum field length of 5 for extension was exceeded.',
  'signUp.emailRequired': 'Please enter your E-mail address',
  'signUp.emailInvalid': 'Email is not valid.',
  'signUp.phoneInvalid': 'Invalid phone number',
  // Ours: spec 03 §7 answers "success" only.
  'signUp.received': 'Thank you for signing up! Our team will contact you shortly.',

  // Account status notices (spec 03 §8).
  'account.inactive':
    'Your account has been inactivated due to non-payment. Please contact our customer service for help reactivating your account.',
  'account.suspended':
    'You have prepared the maximum allowed shipments for the day. A payment will be required on already prepared shipments, for additional shipment allowance. Please contact customer service for any questions regarding shipping limits, and to obtain help lifting this hold.',

  // Users administration (spec 03 §2, §8).
  'users.notImported': 'Looks like this user is not yet imported!',
  'users.importUser': 'Import User Account',
  'users.notInBillPay': 'Unfortunately, this user does not exist in BillPay.',
  'users.goToBillPay': 'Go to BillPay',
  'users.updated':
    "You have successfully updated the client! If you don't see the client below after waiting 10 seconds for it to load, try updating your search term.",
  'users.recoveryEmailSent': "Email sent! Sometimes the client's email provider rejects our emails...",
  'users.syncFailed': 'Something went wrong with the sync. Please try again!',
  'users.activateFailed': 'Could not activate user. Please try again!',
  'users.inactivateFailed': 'Could not inactivate user. Please try again!',
  'users.suspendFailed': 'Could not suspend user. Please try again!',
  'users.unsuspendFailed': 'Could not unsuspend user. Please try again!',
  'users.whitelistFailed': 'Could not whitelist user. Please try again!',
  'users.unwhitelistFailed': 'Could not remove user from the whitelist. Please try again!',
  'users.badgeInactivated': 'Inactivated',
  'users.badgeSuspended': 'Suspended',
  'users.badgeWhitelisted': 'Whitelisted',
  'users.whitelistAction': 'Whitelist (Prep Limits)',
  'users.viewLog': 'View Log',
  'users.changePassword': 'Change Password',
} as const;

/**
 * The message each sign-in error code's dialog opens with (its title; PasswordIncorrect is a
 * field error, spec 03 §8), so the app shows every code the server answers.
 */
export const signInErrorTitleKeys: Readonly<Record<SignInErrorCode, keyof typeof authMessages>> = {
  FlaggedForFraud: 'signInError.FlaggedForFraud.title',
  BadDebtor: 'signInError.BadDebtor.title',
  NoPasswordSet: 'signInError.NoPasswordSet.title',
  OldImportNumber: 'signInError.OldImportNumber.title',
  NonOSImportExportNumber: 'signInError.NonOSImportExportNumber.title',
  InvalidNumber: 'signInError.InvalidNumber.title',
  InvalidFormat: 'signInError.InvalidFormat.title',
  FailedSignInAttempts: 'signInError.FailedSignInAttempts.title',
  EmailNotFound: 'signInError.EmailNotFound.title',
  InvalidCredentials: 'signInError.InvalidCredentials.title',
  PasswordIncorrect: 'signInError.PasswordIncorrect.field',
};
